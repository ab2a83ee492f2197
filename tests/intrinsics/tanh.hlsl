// profile: cs_6_6 entry: main
// tanh: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -4, -3, -2.5, -2, -1.5, -1, -0.5, -0.25, 0, 0.25, 0.5, 1, 1.5, 2, 3, 4
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = tanh(InF[0]);
  OutF[1] = float4(tanh(InF[1].xyz), tanh(InF[1].w));
  OutF[2] = float4(tanh(InF[2].xy), tanh(InF[2].zw));
  OutF[3] = float4(tanh(InF[3].x), tanh(InF[3].y), tanh(InF[3].z), tanh(InF[3].w));
}
