// profile: cs_6_6 entry: main flags: -enable-16bit-types
// length: 4-, 3-, 2-component and scalar arguments on half.

StructuredBuffer<half4> InH : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = half4(length(InH[0]), length(InH[0].xyz), length(InH[0].xy), length(InH[0].x));
  OutH[1] = half4(length(InH[1]), length(InH[1].xyz), length(InH[1].xy), length(InH[1].x));
  OutH[2] = half4(length(InH[2]), length(InH[2].xyz), length(InH[2].xy), length(InH[2].x));
  OutH[3] = half4(length(InH[3]), length(InH[3].xyz), length(InH[3].xy), length(InH[3].x));
}
