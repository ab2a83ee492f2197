// profile: cs_6_6 entry: main
// dot: 4-, 3-, 2-component and scalar arguments on int64_t, uint64_t. (clang 22 finds dot(double2, double2) ambiguous; only scalar double is declared)

StructuredBuffer<int64_t4> AI : register(t0); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 9223372036854775807, -2147483647, 42, -42, 8, -9223372036854775808
StructuredBuffer<int64_t4> BI : register(t1); // data: 3, -2, 0, 5, -1, 7, -100, 99, -6, 5, 1, -1, 40, -50, 8, 0
RWStructuredBuffer<int64_t4> OutI : register(u0); // out: 4
StructuredBuffer<uint64_t4> AU : register(t2); // data: 0, 1, 2, 3, 7, 100, 18446744073709551615, 65536, 5, 10, 9223372036854775808, 2147483647, 42, 1000, 8, 9
StructuredBuffer<uint64_t4> BU : register(t3); // data: 3, 2, 0, 5, 1, 7, 100, 99, 6, 5, 1, 4294967295, 40, 50, 8, 0
RWStructuredBuffer<uint64_t4> OutU : register(u1); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutI[0] = int64_t4(dot(AI[0], BI[0]), dot(AI[0].xyz, BI[0].xyz), dot(AI[0].xy, BI[0].xy), dot(AI[0].x, BI[0].x));
  OutI[1] = int64_t4(dot(AI[1], BI[1]), dot(AI[1].xyz, BI[1].xyz), dot(AI[1].xy, BI[1].xy), dot(AI[1].x, BI[1].x));
  OutI[2] = int64_t4(dot(AI[2], BI[2]), dot(AI[2].xyz, BI[2].xyz), dot(AI[2].xy, BI[2].xy), dot(AI[2].x, BI[2].x));
  OutI[3] = int64_t4(dot(AI[3], BI[3]), dot(AI[3].xyz, BI[3].xyz), dot(AI[3].xy, BI[3].xy), dot(AI[3].x, BI[3].x));
  OutU[0] = uint64_t4(dot(AU[0], BU[0]), dot(AU[0].xyz, BU[0].xyz), dot(AU[0].xy, BU[0].xy), dot(AU[0].x, BU[0].x));
  OutU[1] = uint64_t4(dot(AU[1], BU[1]), dot(AU[1].xyz, BU[1].xyz), dot(AU[1].xy, BU[1].xy), dot(AU[1].x, BU[1].x));
  OutU[2] = uint64_t4(dot(AU[2], BU[2]), dot(AU[2].xyz, BU[2].xyz), dot(AU[2].xy, BU[2].xy), dot(AU[2].x, BU[2].x));
  OutU[3] = uint64_t4(dot(AU[3], BU[3]), dot(AU[3].xyz, BU[3].xyz), dot(AU[3].xy, BU[3].xy), dot(AU[3].x, BU[3].x));
}
