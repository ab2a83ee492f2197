// profile: cs_6_6 entry: main flags: -enable-16bit-types
// degrees: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: -3, -2, -1.5, -1, -0.75, -0.5, -0.25, 0, 0.125, 0.25, 0.5, 0.75, 1, 1.25, 2, 3
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = degrees(InH[0]);
  OutH[1] = half4(degrees(InH[1].xyz), degrees(InH[1].w));
  OutH[2] = half4(degrees(InH[2].xy), degrees(InH[2].zw));
  OutH[3] = half4(degrees(InH[3].x), degrees(InH[3].y), degrees(InH[3].z), degrees(InH[3].w));
}
