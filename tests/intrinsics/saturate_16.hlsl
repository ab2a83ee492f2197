// profile: cs_6_6 entry: main flags: -enable-16bit-types
// saturate: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: -2, -1, -0.5, -0.001, 0, 0.001, 0.25, 0.5, 0.75, 0.999, 1, 1.001, 1.5, 2, 100, -100
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 0

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = saturate(InH[0]);
  OutH[1] = half4(saturate(InH[1].xyz), saturate(InH[1].w));
  OutH[2] = half4(saturate(InH[2].xy), saturate(InH[2].zw));
  OutH[3] = half4(saturate(InH[3].x), saturate(InH[3].y), saturate(InH[3].z), saturate(InH[3].w));
}
