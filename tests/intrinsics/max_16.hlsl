// profile: cs_6_6 entry: main flags: -enable-16bit-types
// max: scalar, 2-, 3- and 4-component forms on half, int16_t, uint16_t.

StructuredBuffer<half4> AH : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<half4> BH : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
RWStructuredBuffer<half4> OutH : register(u0); // out: 4
StructuredBuffer<int16_t4> AI : register(t2); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 32767, -32768, 42, -42, 8, -32768
StructuredBuffer<int16_t4> BI : register(t3); // data: 3, -2, 0, 5, -1, 7, -100, 99, -6, 5, 1, -1, 40, -50, 8, 0
RWStructuredBuffer<int16_t4> OutI : register(u1); // out: 4
StructuredBuffer<uint16_t4> AU : register(t4); // data: 0, 1, 2, 3, 7, 100, 65535, 65535, 5, 10, 65535, 65535, 42, 1000, 8, 9
StructuredBuffer<uint16_t4> BU : register(t5); // data: 3, 2, 0, 5, 1, 7, 100, 99, 6, 5, 1, 65535, 40, 50, 8, 0
RWStructuredBuffer<uint16_t4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = max(AH[0], BH[0]);
  OutH[1] = half4(max(AH[1].xyz, BH[1].xyz), max(AH[1].w, BH[1].w));
  OutH[2] = half4(max(AH[2].xy, BH[2].xy), max(AH[2].zw, BH[2].zw));
  OutH[3] = half4(max(AH[3].x, BH[3].x), max(AH[3].y, BH[3].y), max(AH[3].z, BH[3].z), max(AH[3].w, BH[3].w));
  OutI[0] = max(AI[0], BI[0]);
  OutI[1] = int16_t4(max(AI[1].xyz, BI[1].xyz), max(AI[1].w, BI[1].w));
  OutI[2] = int16_t4(max(AI[2].xy, BI[2].xy), max(AI[2].zw, BI[2].zw));
  OutI[3] = int16_t4(max(AI[3].x, BI[3].x), max(AI[3].y, BI[3].y), max(AI[3].z, BI[3].z), max(AI[3].w, BI[3].w));
  OutU[0] = max(AU[0], BU[0]);
  OutU[1] = uint16_t4(max(AU[1].xyz, BU[1].xyz), max(AU[1].w, BU[1].w));
  OutU[2] = uint16_t4(max(AU[2].xy, BU[2].xy), max(AU[2].zw, BU[2].zw));
  OutU[3] = uint16_t4(max(AU[3].x, BU[3].x), max(AU[3].y, BU[3].y), max(AU[3].z, BU[3].z), max(AU[3].w, BU[3].w));
}
