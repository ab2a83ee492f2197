// profile: cs_6_6 entry: main
// smoothstep: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> AF : register(t0); // data: 0, 0, 0, 0, -1, -1, -1, -1, 1, 1, 1, 1, 2, 2, 2, 2
StructuredBuffer<float4> BF : register(t1); // data: 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 4, 4, 4, 4
StructuredBuffer<float4> CF : register(t2); // data: -0.5, 0, 0.25, 0.5, -1, -0.5, 0.5, 2, 0, 1.5, 2, 3.5, 2, 2.5, 3, 4
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = smoothstep(AF[0], BF[0], CF[0]);
  OutF[1] = float4(smoothstep(AF[1].xyz, BF[1].xyz, CF[1].xyz), smoothstep(AF[1].w, BF[1].w, CF[1].w));
  OutF[2] = float4(smoothstep(AF[2].xy, BF[2].xy, CF[2].xy), smoothstep(AF[2].zw, BF[2].zw, CF[2].zw));
  OutF[3] = float4(smoothstep(AF[3].x, BF[3].x, CF[3].x), smoothstep(AF[3].y, BF[3].y, CF[3].y), smoothstep(AF[3].z, BF[3].z, CF[3].z), smoothstep(AF[3].w, BF[3].w, CF[3].w));
}
