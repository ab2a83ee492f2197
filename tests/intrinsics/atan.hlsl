// profile: cs_6_6 entry: main
// atan: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = atan(InF[0]);
  OutF[1] = float4(atan(InF[1].xyz), atan(InF[1].w));
  OutF[2] = float4(atan(InF[2].xy), atan(InF[2].zw));
  OutF[3] = float4(atan(InF[3].x), atan(InF[3].y), atan(InF[3].z), atan(InF[3].w));
}
