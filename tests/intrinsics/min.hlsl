// profile: cs_6_6 entry: main
// min: scalar, 2-, 3- and 4-component forms on float, int, uint.

StructuredBuffer<float4> AF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<float4> BF : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
RWStructuredBuffer<float4> OutF : register(u0); // out: 4
StructuredBuffer<int4> AI : register(t2); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 2147483647, -2147483647, 42, -42, 8, -2147483648
StructuredBuffer<int4> BI : register(t3); // data: 3, -2, 0, 5, -1, 7, -100, 99, -6, 5, 1, -1, 40, -50, 8, 0
RWStructuredBuffer<int4> OutI : register(u1); // out: 4
StructuredBuffer<uint4> AU : register(t4); // data: 0, 1, 2, 3, 7, 100, 4294967295, 65536, 5, 10, 2147483648, 2147483647, 42, 1000, 8, 9
StructuredBuffer<uint4> BU : register(t5); // data: 3, 2, 0, 5, 1, 7, 100, 99, 6, 5, 1, 4294967295, 40, 50, 8, 0
RWStructuredBuffer<uint4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = min(AF[0], BF[0]);
  OutF[1] = float4(min(AF[1].xyz, BF[1].xyz), min(AF[1].w, BF[1].w));
  OutF[2] = float4(min(AF[2].xy, BF[2].xy), min(AF[2].zw, BF[2].zw));
  OutF[3] = float4(min(AF[3].x, BF[3].x), min(AF[3].y, BF[3].y), min(AF[3].z, BF[3].z), min(AF[3].w, BF[3].w));
  OutI[0] = min(AI[0], BI[0]);
  OutI[1] = int4(min(AI[1].xyz, BI[1].xyz), min(AI[1].w, BI[1].w));
  OutI[2] = int4(min(AI[2].xy, BI[2].xy), min(AI[2].zw, BI[2].zw));
  OutI[3] = int4(min(AI[3].x, BI[3].x), min(AI[3].y, BI[3].y), min(AI[3].z, BI[3].z), min(AI[3].w, BI[3].w));
  OutU[0] = min(AU[0], BU[0]);
  OutU[1] = uint4(min(AU[1].xyz, BU[1].xyz), min(AU[1].w, BU[1].w));
  OutU[2] = uint4(min(AU[2].xy, BU[2].xy), min(AU[2].zw, BU[2].zw));
  OutU[3] = uint4(min(AU[3].x, BU[3].x), min(AU[3].y, BU[3].y), min(AU[3].z, BU[3].z), min(AU[3].w, BU[3].w));
}
