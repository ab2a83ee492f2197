// profile: cs_6_6 entry: main
// reflect: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> AF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<float4> BF : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 1

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = reflect(AF[0], BF[0]);
  OutF[1] = float4(reflect(AF[1].xyz, BF[1].xyz), reflect(AF[1].w, BF[1].w));
  OutF[2] = float4(reflect(AF[2].xy, BF[2].xy), reflect(AF[2].zw, BF[2].zw));
  OutF[3] = float4(reflect(AF[3].x, BF[3].x), reflect(AF[3].y, BF[3].y), reflect(AF[3].z, BF[3].z), reflect(AF[3].w, BF[3].w));
}
