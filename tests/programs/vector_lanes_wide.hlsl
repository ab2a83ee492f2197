// Run-time lane indices on vectors of every element type and on vectors in memory,
// as clang 22 -O3 writes them (-enable-16bit-types): a matrix row and element written
// at run-time indices (insertelement into <16 x float>), half, bool, uint64_t and
// double vectors and a vector member of a local struct written at run-time lanes.
// Out's floats, OutH's halves and Out64's 64-bit values are read back as bits.
RWStructuredBuffer<uint4> In : register(u0);
RWStructuredBuffer<float4> Out : register(u1);
RWStructuredBuffer<half4> OutH : register(u2);
RWStructuredBuffer<uint64_t2> Out64 : register(u3);

struct S { float4 v; uint k; };
[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  uint4 i = In[tid];
  float4x4 m = float4x4(i, i.yzwx, i.zwxy, i.wxyz);
  m[i.x & 3][i.y & 3] = 5.0;
  m[tid & 3] = float4(1, 2, 3, 4);
  half4 h = half4(i);
  h[i.z & 3] = (half)tid;
  bool4 b = i > 3;
  b[tid & 3] = false;
  uint64_t2 w = uint64_t2(i.xy);
  w[tid & 1] = 77;
  double2 d = double2(i.zw);
  d[i.w & 1] = 0.5;
  S s; s.v = float4(i); s.k = tid;
  s.v[s.k & 3] = -1;
  Out[tid] = m[(tid + 1) & 3] + (float4)b + s.v + float4(d, d);
  OutH[tid] = h;
  Out64[tid] = w;
}
