// profile: cs_6_6 entry: main
// isnan: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: 0, -1, 1.5, inf, -inf, nan, 65504, -0.5, 1e30, -1e30, 2, inf, 0.25, nan, -3, 100
RWStructuredBuffer<bool4> OutF : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = isnan(InF[0]);
  OutF[1] = bool4(isnan(InF[1].xyz), isnan(InF[1].w));
  OutF[2] = bool4(isnan(InF[2].xy), isnan(InF[2].zw));
  OutF[3] = bool4(isnan(InF[3].x), isnan(InF[3].y), isnan(InF[3].z), isnan(InF[3].w));
}
