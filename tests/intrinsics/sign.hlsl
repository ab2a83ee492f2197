// profile: cs_6_6 entry: main
// sign: scalar, 2-, 3- and 4-component forms on float, int, uint.

StructuredBuffer<float4> InF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<int4> OutF : register(u0); // out: 4
StructuredBuffer<int4> InI : register(t1); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 2147483647, -2147483647, 42, -42, 8, -2147483648
RWStructuredBuffer<int4> OutI : register(u1); // out: 4
StructuredBuffer<uint4> InU : register(t2); // data: 0, 1, 2, 3, 7, 100, 4294967295, 65536, 5, 10, 2147483648, 2147483647, 42, 1000, 8, 9
RWStructuredBuffer<int4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = sign(InF[0]);
  OutF[1] = int4(sign(InF[1].xyz), sign(InF[1].w));
  OutF[2] = int4(sign(InF[2].xy), sign(InF[2].zw));
  OutF[3] = int4(sign(InF[3].x), sign(InF[3].y), sign(InF[3].z), sign(InF[3].w));
  OutI[0] = sign(InI[0]);
  OutI[1] = int4(sign(InI[1].xyz), sign(InI[1].w));
  OutI[2] = int4(sign(InI[2].xy), sign(InI[2].zw));
  OutI[3] = int4(sign(InI[3].x), sign(InI[3].y), sign(InI[3].z), sign(InI[3].w));
  OutU[0] = sign(InU[0]);
  OutU[1] = int4(sign(InU[1].xyz), sign(InU[1].w));
  OutU[2] = int4(sign(InU[2].xy), sign(InU[2].zw));
  OutU[3] = int4(sign(InU[3].x), sign(InU[3].y), sign(InU[3].z), sign(InU[3].w));
}
