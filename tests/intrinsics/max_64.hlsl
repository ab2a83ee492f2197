// profile: cs_6_6 entry: main
// max: scalar, 2-, 3- and 4-component forms on double, int64_t, uint64_t.

StructuredBuffer<double4> AD : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<double4> BD : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
RWStructuredBuffer<double4> OutD : register(u0); // out: 4
StructuredBuffer<int64_t4> AI : register(t2); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 9223372036854775807, -2147483647, 42, -42, 8, -9223372036854775808
StructuredBuffer<int64_t4> BI : register(t3); // data: 3, -2, 0, 5, -1, 7, -100, 99, -6, 5, 1, -1, 40, -50, 8, 0
RWStructuredBuffer<int64_t4> OutI : register(u1); // out: 4
StructuredBuffer<uint64_t4> AU : register(t4); // data: 0, 1, 2, 3, 7, 100, 18446744073709551615, 65536, 5, 10, 9223372036854775808, 2147483647, 42, 1000, 8, 9
StructuredBuffer<uint64_t4> BU : register(t5); // data: 3, 2, 0, 5, 1, 7, 100, 99, 6, 5, 1, 4294967295, 40, 50, 8, 0
RWStructuredBuffer<uint64_t4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutD[0] = max(AD[0], BD[0]);
  OutD[1] = double4(max(AD[1].xyz, BD[1].xyz), max(AD[1].w, BD[1].w));
  OutD[2] = double4(max(AD[2].xy, BD[2].xy), max(AD[2].zw, BD[2].zw));
  OutD[3] = double4(max(AD[3].x, BD[3].x), max(AD[3].y, BD[3].y), max(AD[3].z, BD[3].z), max(AD[3].w, BD[3].w));
  OutI[0] = max(AI[0], BI[0]);
  OutI[1] = int64_t4(max(AI[1].xyz, BI[1].xyz), max(AI[1].w, BI[1].w));
  OutI[2] = int64_t4(max(AI[2].xy, BI[2].xy), max(AI[2].zw, BI[2].zw));
  OutI[3] = int64_t4(max(AI[3].x, BI[3].x), max(AI[3].y, BI[3].y), max(AI[3].z, BI[3].z), max(AI[3].w, BI[3].w));
  OutU[0] = max(AU[0], BU[0]);
  OutU[1] = uint64_t4(max(AU[1].xyz, BU[1].xyz), max(AU[1].w, BU[1].w));
  OutU[2] = uint64_t4(max(AU[2].xy, BU[2].xy), max(AU[2].zw, BU[2].zw));
  OutU[3] = uint64_t4(max(AU[3].x, BU[3].x), max(AU[3].y, BU[3].y), max(AU[3].z, BU[3].z), max(AU[3].w, BU[3].w));
}
