// profile: cs_6_6 entry: main
// dot: 4-, 3-, 2-component and scalar arguments on float, int, uint.

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
  OutF[0] = float4(dot(AF[0], BF[0]), dot(AF[0].xyz, BF[0].xyz), dot(AF[0].xy, BF[0].xy), dot(AF[0].x, BF[0].x));
  OutF[1] = float4(dot(AF[1], BF[1]), dot(AF[1].xyz, BF[1].xyz), dot(AF[1].xy, BF[1].xy), dot(AF[1].x, BF[1].x));
  OutF[2] = float4(dot(AF[2], BF[2]), dot(AF[2].xyz, BF[2].xyz), dot(AF[2].xy, BF[2].xy), dot(AF[2].x, BF[2].x));
  OutF[3] = float4(dot(AF[3], BF[3]), dot(AF[3].xyz, BF[3].xyz), dot(AF[3].xy, BF[3].xy), dot(AF[3].x, BF[3].x));
  OutI[0] = int4(dot(AI[0], BI[0]), dot(AI[0].xyz, BI[0].xyz), dot(AI[0].xy, BI[0].xy), dot(AI[0].x, BI[0].x));
  OutI[1] = int4(dot(AI[1], BI[1]), dot(AI[1].xyz, BI[1].xyz), dot(AI[1].xy, BI[1].xy), dot(AI[1].x, BI[1].x));
  OutI[2] = int4(dot(AI[2], BI[2]), dot(AI[2].xyz, BI[2].xyz), dot(AI[2].xy, BI[2].xy), dot(AI[2].x, BI[2].x));
  OutI[3] = int4(dot(AI[3], BI[3]), dot(AI[3].xyz, BI[3].xyz), dot(AI[3].xy, BI[3].xy), dot(AI[3].x, BI[3].x));
  OutU[0] = uint4(dot(AU[0], BU[0]), dot(AU[0].xyz, BU[0].xyz), dot(AU[0].xy, BU[0].xy), dot(AU[0].x, BU[0].x));
  OutU[1] = uint4(dot(AU[1], BU[1]), dot(AU[1].xyz, BU[1].xyz), dot(AU[1].xy, BU[1].xy), dot(AU[1].x, BU[1].x));
  OutU[2] = uint4(dot(AU[2], BU[2]), dot(AU[2].xyz, BU[2].xyz), dot(AU[2].xy, BU[2].xy), dot(AU[2].x, BU[2].x));
  OutU[3] = uint4(dot(AU[3], BU[3]), dot(AU[3].xyz, BU[3].xyz), dot(AU[3].xy, BU[3].xy), dot(AU[3].x, BU[3].x));
}
