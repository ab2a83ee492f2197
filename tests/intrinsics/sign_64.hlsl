// profile: cs_6_6 entry: main
// sign: scalar, 2-, 3- and 4-component forms on double, int64_t, uint64_t.

StructuredBuffer<double4> InD : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<int4> OutD : register(u0); // out: 4
StructuredBuffer<int64_t4> InI : register(t1); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 9223372036854775807, -2147483647, 42, -42, 8, -9223372036854775808
RWStructuredBuffer<int4> OutI : register(u1); // out: 4
StructuredBuffer<uint64_t4> InU : register(t2); // data: 0, 1, 2, 3, 7, 100, 18446744073709551615, 65536, 5, 10, 9223372036854775808, 2147483647, 42, 1000, 8, 9
RWStructuredBuffer<int4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutD[0] = sign(InD[0]);
  OutD[1] = int4(sign(InD[1].xyz), sign(InD[1].w));
  OutD[2] = int4(sign(InD[2].xy), sign(InD[2].zw));
  OutD[3] = int4(sign(InD[3].x), sign(InD[3].y), sign(InD[3].z), sign(InD[3].w));
  OutI[0] = sign(InI[0]);
  OutI[1] = int4(sign(InI[1].xyz), sign(InI[1].w));
  OutI[2] = int4(sign(InI[2].xy), sign(InI[2].zw));
  OutI[3] = int4(sign(InI[3].x), sign(InI[3].y), sign(InI[3].z), sign(InI[3].w));
  OutU[0] = sign(InU[0]);
  OutU[1] = int4(sign(InU[1].xyz), sign(InU[1].w));
  OutU[2] = int4(sign(InU[2].xy), sign(InU[2].zw));
  OutU[3] = int4(sign(InU[3].x), sign(InU[3].y), sign(InU[3].z), sign(InU[3].w));
}
