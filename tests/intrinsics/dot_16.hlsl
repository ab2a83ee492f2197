// profile: cs_6_6 entry: main flags: -enable-16bit-types
// dot: 4-, 3-, 2-component and scalar arguments on half, int16_t, uint16_t.

StructuredBuffer<half4> AH : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<half4> BH : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 1
StructuredBuffer<int16_t4> AI : register(t2); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 32767, -32768, 42, -42, 8, -32768
StructuredBuffer<int16_t4> BI : register(t3); // data: 3, -2, 0, 5, -1, 7, -100, 99, -6, 5, 1, -1, 40, -50, 8, 0
RWStructuredBuffer<int16_t4> OutI : register(u1); // out: 4
StructuredBuffer<uint16_t4> AU : register(t4); // data: 0, 1, 2, 3, 7, 100, 65535, 65535, 5, 10, 65535, 65535, 42, 1000, 8, 9
StructuredBuffer<uint16_t4> BU : register(t5); // data: 3, 2, 0, 5, 1, 7, 100, 99, 6, 5, 1, 65535, 40, 50, 8, 0
RWStructuredBuffer<uint16_t4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = half4(dot(AH[0], BH[0]), dot(AH[0].xyz, BH[0].xyz), dot(AH[0].xy, BH[0].xy), dot(AH[0].x, BH[0].x));
  OutH[1] = half4(dot(AH[1], BH[1]), dot(AH[1].xyz, BH[1].xyz), dot(AH[1].xy, BH[1].xy), dot(AH[1].x, BH[1].x));
  OutH[2] = half4(dot(AH[2], BH[2]), dot(AH[2].xyz, BH[2].xyz), dot(AH[2].xy, BH[2].xy), dot(AH[2].x, BH[2].x));
  OutH[3] = half4(dot(AH[3], BH[3]), dot(AH[3].xyz, BH[3].xyz), dot(AH[3].xy, BH[3].xy), dot(AH[3].x, BH[3].x));
  OutI[0] = int16_t4(dot(AI[0], BI[0]), dot(AI[0].xyz, BI[0].xyz), dot(AI[0].xy, BI[0].xy), dot(AI[0].x, BI[0].x));
  OutI[1] = int16_t4(dot(AI[1], BI[1]), dot(AI[1].xyz, BI[1].xyz), dot(AI[1].xy, BI[1].xy), dot(AI[1].x, BI[1].x));
  OutI[2] = int16_t4(dot(AI[2], BI[2]), dot(AI[2].xyz, BI[2].xyz), dot(AI[2].xy, BI[2].xy), dot(AI[2].x, BI[2].x));
  OutI[3] = int16_t4(dot(AI[3], BI[3]), dot(AI[3].xyz, BI[3].xyz), dot(AI[3].xy, BI[3].xy), dot(AI[3].x, BI[3].x));
  OutU[0] = uint16_t4(dot(AU[0], BU[0]), dot(AU[0].xyz, BU[0].xyz), dot(AU[0].xy, BU[0].xy), dot(AU[0].x, BU[0].x));
  OutU[1] = uint16_t4(dot(AU[1], BU[1]), dot(AU[1].xyz, BU[1].xyz), dot(AU[1].xy, BU[1].xy), dot(AU[1].x, BU[1].x));
  OutU[2] = uint16_t4(dot(AU[2], BU[2]), dot(AU[2].xyz, BU[2].xyz), dot(AU[2].xy, BU[2].xy), dot(AU[2].x, BU[2].x));
  OutU[3] = uint16_t4(dot(AU[3], BU[3]), dot(AU[3].xyz, BU[3].xyz), dot(AU[3].xy, BU[3].xy), dot(AU[3].x, BU[3].x));
}
