// profile: cs_6_6 entry: main
// mad: scalar, 2-, 3- and 4-component forms on float, int, uint.

StructuredBuffer<float4> AF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<float4> BF : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
StructuredBuffer<float4> CF : register(t2); // data: 0, 1, -1, 0.5, 2, -2, 0.25, 8, -0.5, 3, 1, 0, 0.75, 1, -4, 16
RWStructuredBuffer<float4> OutF : register(u0); // out: 4
StructuredBuffer<int4> AI : register(t3); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 2147483647, -2147483647, 42, -42, 8, -2147483648
StructuredBuffer<int4> BI : register(t4); // data: 3, -2, 0, 5, -1, 7, -100, 99, -6, 5, 1, -1, 40, -50, 8, 0
StructuredBuffer<int4> CI : register(t5); // data: 1, 2, -3, 0, 4, -5, 6, 7, -8, 9, 10, -11, 12, 13, -14, 15
RWStructuredBuffer<int4> OutI : register(u1); // out: 4
StructuredBuffer<uint4> AU : register(t6); // data: 0, 1, 2, 3, 7, 100, 4294967295, 65536, 5, 10, 2147483648, 2147483647, 42, 1000, 8, 9
StructuredBuffer<uint4> BU : register(t7); // data: 3, 2, 0, 5, 1, 7, 100, 99, 6, 5, 1, 4294967295, 40, 50, 8, 0
StructuredBuffer<uint4> CU : register(t8); // data: 1, 2, 3, 0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
RWStructuredBuffer<uint4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = mad(AF[0], BF[0], CF[0]);
  OutF[1] = float4(mad(AF[1].xyz, BF[1].xyz, CF[1].xyz), mad(AF[1].w, BF[1].w, CF[1].w));
  OutF[2] = float4(mad(AF[2].xy, BF[2].xy, CF[2].xy), mad(AF[2].zw, BF[2].zw, CF[2].zw));
  OutF[3] = float4(mad(AF[3].x, BF[3].x, CF[3].x), mad(AF[3].y, BF[3].y, CF[3].y), mad(AF[3].z, BF[3].z, CF[3].z), mad(AF[3].w, BF[3].w, CF[3].w));
  OutI[0] = mad(AI[0], BI[0], CI[0]);
  OutI[1] = int4(mad(AI[1].xyz, BI[1].xyz, CI[1].xyz), mad(AI[1].w, BI[1].w, CI[1].w));
  OutI[2] = int4(mad(AI[2].xy, BI[2].xy, CI[2].xy), mad(AI[2].zw, BI[2].zw, CI[2].zw));
  OutI[3] = int4(mad(AI[3].x, BI[3].x, CI[3].x), mad(AI[3].y, BI[3].y, CI[3].y), mad(AI[3].z, BI[3].z, CI[3].z), mad(AI[3].w, BI[3].w, CI[3].w));
  OutU[0] = mad(AU[0], BU[0], CU[0]);
  OutU[1] = uint4(mad(AU[1].xyz, BU[1].xyz, CU[1].xyz), mad(AU[1].w, BU[1].w, CU[1].w));
  OutU[2] = uint4(mad(AU[2].xy, BU[2].xy, CU[2].xy), mad(AU[2].zw, BU[2].zw, CU[2].zw));
  OutU[3] = uint4(mad(AU[3].x, BU[3].x, CU[3].x), mad(AU[3].y, BU[3].y, CU[3].y), mad(AU[3].z, BU[3].z, CU[3].z), mad(AU[3].w, BU[3].w, CU[3].w));
}
