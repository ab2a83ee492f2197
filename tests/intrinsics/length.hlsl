// profile: cs_6_6 entry: main
// length: 4-, 3-, 2-component and scalar arguments on float.

StructuredBuffer<float4> InF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = float4(length(InF[0]), length(InF[0].xyz), length(InF[0].xy), length(InF[0].x));
  OutF[1] = float4(length(InF[1]), length(InF[1].xyz), length(InF[1].xy), length(InF[1].x));
  OutF[2] = float4(length(InF[2]), length(InF[2].xyz), length(InF[2].xy), length(InF[2].x));
  OutF[3] = float4(length(InF[3]), length(InF[3].xyz), length(InF[3].xy), length(InF[3].x));
}
