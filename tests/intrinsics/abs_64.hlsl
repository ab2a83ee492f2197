// profile: cs_6_6 entry: main
// abs: scalar, 2-, 3- and 4-component forms on double, int64_t.

StructuredBuffer<double4> InD : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<double4> OutD : register(u0); // out: 4
StructuredBuffer<int64_t4> InI : register(t1); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 9223372036854775807, -2147483647, 42, -42, 8, -9223372036854775808
RWStructuredBuffer<int64_t4> OutI : register(u1); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutD[0] = abs(InD[0]);
  OutD[1] = double4(abs(InD[1].xyz), abs(InD[1].w));
  OutD[2] = double4(abs(InD[2].xy), abs(InD[2].zw));
  OutD[3] = double4(abs(InD[3].x), abs(InD[3].y), abs(InD[3].z), abs(InD[3].w));
  OutI[0] = abs(InI[0]);
  OutI[1] = int64_t4(abs(InI[1].xyz), abs(InI[1].w));
  OutI[2] = int64_t4(abs(InI[2].xy), abs(InI[2].zw));
  OutI[3] = int64_t4(abs(InI[3].x), abs(InI[3].y), abs(InI[3].z), abs(InI[3].w));
}
