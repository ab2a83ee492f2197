// profile: cs_6_6 entry: main
// select: a bool vector picks per component, a bool scalar picks whole values; float, int, uint, bool.

StructuredBuffer<bool4> Cond : register(t0); // data: 1, 0, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 1
StructuredBuffer<float4> AF : register(t1); // data: 1.5, -2, 0, 3.25, 4, -5.5, 6, 7, -8, 9, 10.5, -11, 12, 13, -14, 15
StructuredBuffer<float4> BF : register(t2); // data: -1, 2.5, -3, 4, -0.5, 6, -7, 8, 0.25, -10, 11, 12, -13.5, 14, 15, -16
StructuredBuffer<int4> AI : register(t3); // data: 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16
StructuredBuffer<int4> BI : register(t4); // data: -1, 2, -3, 4, -5, 6, -7, 8, -9, 10, -11, 12, -13, 14, -15, 16
StructuredBuffer<uint4> AU : register(t5); // data: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
StructuredBuffer<uint4> BU : register(t6); // data: 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600
RWStructuredBuffer<float4> OutF : register(u0); // out: 6
RWStructuredBuffer<int4> OutI : register(u1); // out: 6
RWStructuredBuffer<uint4> OutU : register(u2); // out: 6
RWStructuredBuffer<bool4> OutB : register(u3); // out: 4

[numthreads(1, 1, 1)]
void main() {
  for (uint r = 0; r < 4; r++) {
    bool4 c = Cond[r];
    OutF[r] = select(c, AF[r], BF[r]);
    OutI[r] = int4(select(c.xyz, AI[r].xyz, BI[r].xyz), select(c.w, AI[r].w, BI[r].w));
    OutU[r] = uint4(select(c.xy, AU[r].xy, BU[r].xy), select(c.zw, AU[r].zw, BU[r].zw));
    OutB[r] = select(c, AF[r] > 0, BF[r] > 0);
  }
  // a scalar condition choosing between vectors, and vector conditions with scalar arms
  OutF[4] = select(Cond[0].x, AF[0], BF[0]);
  OutF[5] = select(Cond[1], AF[1].x, BF[1]);
  OutI[4] = select(Cond[2].w, AI[2], BI[2]);
  OutI[5] = select(Cond[2], AI[2], BI[2].y);
  OutU[4] = select(Cond[3].z, AU[3], BU[3]);
  OutU[5] = select(Cond[3], 7u, 9u);
}
