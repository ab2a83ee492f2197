// profile: cs_6_6 entry: main
// normalize: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = normalize(InF[0]);
  OutF[1] = float4(normalize(InF[1].xyz), normalize(InF[1].w));
  OutF[2] = float4(normalize(InF[2].xy), normalize(InF[2].zw));
  OutF[3] = float4(normalize(InF[3].x), normalize(InF[3].y), normalize(InF[3].z), normalize(InF[3].w));
}
