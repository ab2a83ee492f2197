// profile: cs_6_6 entry: main flags: -enable-16bit-types
// isinf: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: 0, -1, 1.5, inf, -inf, nan, 65504, -0.5, 1000, -1000, 2, inf, 0.25, nan, -3, 100
RWStructuredBuffer<bool4> OutH : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = isinf(InH[0]);
  OutH[1] = bool4(isinf(InH[1].xyz), isinf(InH[1].w));
  OutH[2] = bool4(isinf(InH[2].xy), isinf(InH[2].zw));
  OutH[3] = bool4(isinf(InH[3].x), isinf(InH[3].y), isinf(InH[3].z), isinf(InH[3].w));
}
