// profile: cs_6_6 entry: main
// isinf: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: 0, -1, 1.5, inf, -inf, nan, 65504, -0.5, 1e30, -1e30, 2, inf, 0.25, nan, -3, 100
RWStructuredBuffer<bool4> OutF : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = isinf(InF[0]);
  OutF[1] = bool4(isinf(InF[1].xyz), isinf(InF[1].w));
  OutF[2] = bool4(isinf(InF[2].xy), isinf(InF[2].zw));
  OutF[3] = bool4(isinf(InF[3].x), isinf(InF[3].y), isinf(InF[3].z), isinf(InF[3].w));
}
