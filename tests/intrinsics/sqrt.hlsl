// profile: cs_6_6 entry: main
// sqrt: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: 0.015625, 0.125, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 8, 10, 16, 100, 1000
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = sqrt(InF[0]);
  OutF[1] = float4(sqrt(InF[1].xyz), sqrt(InF[1].w));
  OutF[2] = float4(sqrt(InF[2].xy), sqrt(InF[2].zw));
  OutF[3] = float4(sqrt(InF[3].x), sqrt(InF[3].y), sqrt(InF[3].z), sqrt(InF[3].w));
}
