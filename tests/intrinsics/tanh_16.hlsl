// profile: cs_6_6 entry: main flags: -enable-16bit-types
// tanh: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: -4, -3, -2.5, -2, -1.5, -1, -0.5, -0.25, 0, 0.25, 0.5, 1, 1.5, 2, 3, 4
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = tanh(InH[0]);
  OutH[1] = half4(tanh(InH[1].xyz), tanh(InH[1].w));
  OutH[2] = half4(tanh(InH[2].xy), tanh(InH[2].zw));
  OutH[3] = half4(tanh(InH[3].x), tanh(InH[3].y), tanh(InH[3].z), tanh(InH[3].w));
}
