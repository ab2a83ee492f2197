// profile: cs_6_6 entry: main
// clamp: scalar, 2-, 3- and 4-component forms on float, int, uint.

StructuredBuffer<float4> AF : register(t0); // data: -7, -5, 0, 6, -1, 0.5, 5, 11, -101, 99.5, 100, 1000, 0, 1.5, 5, -5
StructuredBuffer<float4> BF : register(t1); // data: -5, -5, -5, -5, 0, 0, 0, 0, -100, -100, -100, -100, 1, 1, 1, 1
StructuredBuffer<float4> CF : register(t2); // data: 5, 5, 5, 5, 10, 10, 10, 10, 100, 100, 100, 100, 1, 2, 3, 4
RWStructuredBuffer<float4> OutF : register(u0); // out: 4
StructuredBuffer<int4> AI : register(t3); // data: -7, -5, 0, 6, -1, 0, 5, 11, -101, 99, 100, 1000, 0, 1, 5, -5
StructuredBuffer<int4> BI : register(t4); // data: -5, -5, -5, -5, 0, 0, 0, 0, -100, -100, -100, -100, 1, 1, 1, 1
StructuredBuffer<int4> CI : register(t5); // data: 5, 5, 5, 5, 10, 10, 10, 10, 100, 100, 100, 100, 1, 2, 3, 4
RWStructuredBuffer<int4> OutI : register(u1); // out: 4
StructuredBuffer<uint4> AU : register(t6); // data: 0, 5, 7, 11, 0, 3, 10, 20, 99, 150, 200, 4294967295, 0, 1, 5, 9
StructuredBuffer<uint4> BU : register(t7); // data: 5, 5, 5, 5, 0, 0, 0, 0, 100, 100, 100, 100, 1, 1, 1, 1
StructuredBuffer<uint4> CU : register(t8); // data: 10, 10, 10, 10, 10, 10, 10, 10, 200, 200, 200, 200, 1, 2, 3, 4
RWStructuredBuffer<uint4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = clamp(AF[0], BF[0], CF[0]);
  OutF[1] = float4(clamp(AF[1].xyz, BF[1].xyz, CF[1].xyz), clamp(AF[1].w, BF[1].w, CF[1].w));
  OutF[2] = float4(clamp(AF[2].xy, BF[2].xy, CF[2].xy), clamp(AF[2].zw, BF[2].zw, CF[2].zw));
  OutF[3] = float4(clamp(AF[3].x, BF[3].x, CF[3].x), clamp(AF[3].y, BF[3].y, CF[3].y), clamp(AF[3].z, BF[3].z, CF[3].z), clamp(AF[3].w, BF[3].w, CF[3].w));
  OutI[0] = clamp(AI[0], BI[0], CI[0]);
  OutI[1] = int4(clamp(AI[1].xyz, BI[1].xyz, CI[1].xyz), clamp(AI[1].w, BI[1].w, CI[1].w));
  OutI[2] = int4(clamp(AI[2].xy, BI[2].xy, CI[2].xy), clamp(AI[2].zw, BI[2].zw, CI[2].zw));
  OutI[3] = int4(clamp(AI[3].x, BI[3].x, CI[3].x), clamp(AI[3].y, BI[3].y, CI[3].y), clamp(AI[3].z, BI[3].z, CI[3].z), clamp(AI[3].w, BI[3].w, CI[3].w));
  OutU[0] = clamp(AU[0], BU[0], CU[0]);
  OutU[1] = uint4(clamp(AU[1].xyz, BU[1].xyz, CU[1].xyz), clamp(AU[1].w, BU[1].w, CU[1].w));
  OutU[2] = uint4(clamp(AU[2].xy, BU[2].xy, CU[2].xy), clamp(AU[2].zw, BU[2].zw, CU[2].zw));
  OutU[3] = uint4(clamp(AU[3].x, BU[3].x, CU[3].x), clamp(AU[3].y, BU[3].y, CU[3].y), clamp(AU[3].z, BU[3].z, CU[3].z), clamp(AU[3].w, BU[3].w, CU[3].w));
}
