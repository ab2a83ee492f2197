// profile: cs_6_6 entry: main
// sin: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -3, -2, -1.5, -1, -0.75, -0.5, -0.25, 0, 0.125, 0.25, 0.5, 0.75, 1, 1.25, 2, 3
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = sin(InF[0]);
  OutF[1] = float4(sin(InF[1].xyz), sin(InF[1].w));
  OutF[2] = float4(sin(InF[2].xy), sin(InF[2].zw));
  OutF[3] = float4(sin(InF[3].x), sin(InF[3].y), sin(InF[3].z), sin(InF[3].w));
}
