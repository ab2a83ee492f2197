// profile: cs_6_6 entry: main
// distance: 4-, 3-, 2-component and scalar arguments on float.

StructuredBuffer<float4> AF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<float4> BF : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = float4(distance(AF[0], BF[0]), distance(AF[0].xyz, BF[0].xyz), distance(AF[0].xy, BF[0].xy), distance(AF[0].x, BF[0].x));
  OutF[1] = float4(distance(AF[1], BF[1]), distance(AF[1].xyz, BF[1].xyz), distance(AF[1].xy, BF[1].xy), distance(AF[1].x, BF[1].x));
  OutF[2] = float4(distance(AF[2], BF[2]), distance(AF[2].xyz, BF[2].xyz), distance(AF[2].xy, BF[2].xy), distance(AF[2].x, BF[2].x));
  OutF[3] = float4(distance(AF[3], BF[3]), distance(AF[3].xyz, BF[3].xyz), distance(AF[3].xy, BF[3].xy), distance(AF[3].x, BF[3].x));
}
