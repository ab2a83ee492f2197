// profile: cs_6_6 entry: main flags: -enable-16bit-types
// log2: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: 0.015625, 0.125, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 8, 10, 16, 100, 1000
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = log2(InH[0]);
  OutH[1] = half4(log2(InH[1].xyz), log2(InH[1].w));
  OutH[2] = half4(log2(InH[2].xy), log2(InH[2].zw));
  OutH[3] = half4(log2(InH[3].x), log2(InH[3].y), log2(InH[3].z), log2(InH[3].w));
}
