// profile: cs_6_6 entry: main
// ceil: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -2.5, -1.75, -1.5, -1.25, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1.5, 2.5, 3.5, -3.5, 4.75, -0.75
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 0

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = ceil(InF[0]);
  OutF[1] = float4(ceil(InF[1].xyz), ceil(InF[1].w));
  OutF[2] = float4(ceil(InF[2].xy), ceil(InF[2].zw));
  OutF[3] = float4(ceil(InF[3].x), ceil(InF[3].y), ceil(InF[3].z), ceil(InF[3].w));
}
