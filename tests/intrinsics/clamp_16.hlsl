// profile: cs_6_6 entry: main flags: -enable-16bit-types
// clamp: scalar, 2-, 3- and 4-component forms on half, int16_t, uint16_t.

StructuredBuffer<half4> AH : register(t0); // data: -7, -5, 0, 6, -1, 0.5, 5, 11, -101, 99.5, 100, 1000, 0, 1.5, 5, -5
StructuredBuffer<half4> BH : register(t1); // data: -5, -5, -5, -5, 0, 0, 0, 0, -100, -100, -100, -100, 1, 1, 1, 1
StructuredBuffer<half4> CH : register(t2); // data: 5, 5, 5, 5, 10, 10, 10, 10, 100, 100, 100, 100, 1, 2, 3, 4
RWStructuredBuffer<half4> OutH : register(u0); // out: 4
StructuredBuffer<int16_t4> AI : register(t3); // data: -7, -5, 0, 6, -1, 0, 5, 11, -101, 99, 100, 1000, 0, 1, 5, -5
StructuredBuffer<int16_t4> BI : register(t4); // data: -5, -5, -5, -5, 0, 0, 0, 0, -100, -100, -100, -100, 1, 1, 1, 1
StructuredBuffer<int16_t4> CI : register(t5); // data: 5, 5, 5, 5, 10, 10, 10, 10, 100, 100, 100, 100, 1, 2, 3, 4
RWStructuredBuffer<int16_t4> OutI : register(u1); // out: 4
StructuredBuffer<uint16_t4> AU : register(t6); // data: 0, 5, 7, 11, 0, 3, 10, 20, 99, 150, 200, 65535, 0, 1, 5, 9
StructuredBuffer<uint16_t4> BU : register(t7); // data: 5, 5, 5, 5, 0, 0, 0, 0, 100, 100, 100, 100, 1, 1, 1, 1
StructuredBuffer<uint16_t4> CU : register(t8); // data: 10, 10, 10, 10, 10, 10, 10, 10, 200, 200, 200, 200, 1, 2, 3, 4
RWStructuredBuffer<uint16_t4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = clamp(AH[0], BH[0], CH[0]);
  OutH[1] = half4(clamp(AH[1].xyz, BH[1].xyz, CH[1].xyz), clamp(AH[1].w, BH[1].w, CH[1].w));
  OutH[2] = half4(clamp(AH[2].xy, BH[2].xy, CH[2].xy), clamp(AH[2].zw, BH[2].zw, CH[2].zw));
  OutH[3] = half4(clamp(AH[3].x, BH[3].x, CH[3].x), clamp(AH[3].y, BH[3].y, CH[3].y), clamp(AH[3].z, BH[3].z, CH[3].z), clamp(AH[3].w, BH[3].w, CH[3].w));
  OutI[0] = clamp(AI[0], BI[0], CI[0]);
  OutI[1] = int16_t4(clamp(AI[1].xyz, BI[1].xyz, CI[1].xyz), clamp(AI[1].w, BI[1].w, CI[1].w));
  OutI[2] = int16_t4(clamp(AI[2].xy, BI[2].xy, CI[2].xy), clamp(AI[2].zw, BI[2].zw, CI[2].zw));
  OutI[3] = int16_t4(clamp(AI[3].x, BI[3].x, CI[3].x), clamp(AI[3].y, BI[3].y, CI[3].y), clamp(AI[3].z, BI[3].z, CI[3].z), clamp(AI[3].w, BI[3].w, CI[3].w));
  OutU[0] = clamp(AU[0], BU[0], CU[0]);
  OutU[1] = uint16_t4(clamp(AU[1].xyz, BU[1].xyz, CU[1].xyz), clamp(AU[1].w, BU[1].w, CU[1].w));
  OutU[2] = uint16_t4(clamp(AU[2].xy, BU[2].xy, CU[2].xy), clamp(AU[2].zw, BU[2].zw, CU[2].zw));
  OutU[3] = uint16_t4(clamp(AU[3].x, BU[3].x, CU[3].x), clamp(AU[3].y, BU[3].y, CU[3].y), clamp(AU[3].z, BU[3].z, CU[3].z), clamp(AU[3].w, BU[3].w, CU[3].w));
}
