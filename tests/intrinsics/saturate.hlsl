// profile: cs_6_6 entry: main
// saturate: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -2, -1, -0.5, -0.001, 0, 0.001, 0.25, 0.5, 0.75, 0.999, 1, 1.001, 1.5, 2, 100, -100
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 0

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = saturate(InF[0]);
  OutF[1] = float4(saturate(InF[1].xyz), saturate(InF[1].w));
  OutF[2] = float4(saturate(InF[2].xy), saturate(InF[2].zw));
  OutF[3] = float4(saturate(InF[3].x), saturate(InF[3].y), saturate(InF[3].z), saturate(InF[3].w));
}
