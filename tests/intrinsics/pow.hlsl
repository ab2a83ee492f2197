// profile: cs_6_6 entry: main
// pow: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> AF : register(t0); // data: 0.015625, 0.125, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 8, 10, 16, 100, 1000
StructuredBuffer<float4> BF : register(t1); // data: -3, -2, -1, 0, 1, 2, 3, 4, -4, 5, 1, 0, -1, 2, -2, 6
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = pow(AF[0], BF[0]);
  OutF[1] = float4(pow(AF[1].xyz, BF[1].xyz), pow(AF[1].w, BF[1].w));
  OutF[2] = float4(pow(AF[2].xy, BF[2].xy), pow(AF[2].zw, BF[2].zw));
  OutF[3] = float4(pow(AF[3].x, BF[3].x), pow(AF[3].y, BF[3].y), pow(AF[3].z, BF[3].z), pow(AF[3].w, BF[3].w));
}
