// profile: cs_6_6 entry: main
// degrees: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -3, -2, -1.5, -1, -0.75, -0.5, -0.25, 0, 0.125, 0.25, 0.5, 0.75, 1, 1.25, 2, 3
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 1

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = degrees(InF[0]);
  OutF[1] = float4(degrees(InF[1].xyz), degrees(InF[1].w));
  OutF[2] = float4(degrees(InF[2].xy), degrees(InF[2].zw));
  OutF[3] = float4(degrees(InF[3].x), degrees(InF[3].y), degrees(InF[3].z), degrees(InF[3].w));
}
