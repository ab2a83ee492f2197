// Eight threads write typed-buffer elements component by component (clang stores each
// component through the element's pointer): a whole int4 assigned by swizzle, two
// components of an element whose others keep their data, a float4's rgb read and written
// back, and a write whose components a read of another element separates.
RWBuffer<int4> Ints : register(u0);
RWBuffer<float4> Floats : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  int i = (int)tid.x;
  Ints[i].xyzw = i * 10;
  Ints[8 + i].yw = int2(i, -i);
  Floats[i].rgb = Floats[i].rgb * 2.0 + float3(i, 1, 2);
  Ints[16 + i].x = i + 100;
  int other = Ints[16 + ((i + 1) & 7)].w;
  Ints[16 + i].z = other + i;
}
