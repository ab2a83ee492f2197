// profile: cs_6_6 entry: main
// tan: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -3, -2, -1.5, -1, -0.75, -0.5, -0.25, 0, 0.125, 0.25, 0.5, 0.75, 1, 1.25, 2, 3
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = tan(InF[0]);
  OutF[1] = float4(tan(InF[1].xyz), tan(InF[1].w));
  OutF[2] = float4(tan(InF[2].xy), tan(InF[2].zw));
  OutF[3] = float4(tan(InF[3].x), tan(InF[3].y), tan(InF[3].z), tan(InF[3].w));
}
