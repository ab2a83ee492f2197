// profile: cs_6_6 entry: main
// acos: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -1, -0.875, -0.75, -0.5, -0.25, -0.125, 0, 0.0625, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = acos(InF[0]);
  OutF[1] = float4(acos(InF[1].xyz), acos(InF[1].w));
  OutF[2] = float4(acos(InF[2].xy), acos(InF[2].zw));
  OutF[3] = float4(acos(InF[3].x), acos(InF[3].y), acos(InF[3].z), acos(InF[3].w));
}
