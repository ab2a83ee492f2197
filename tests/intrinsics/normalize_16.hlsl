// profile: cs_6_6 entry: main flags: -enable-16bit-types
// normalize: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = normalize(InH[0]);
  OutH[1] = half4(normalize(InH[1].xyz), normalize(InH[1].w));
  OutH[2] = half4(normalize(InH[2].xy), normalize(InH[2].zw));
  OutH[3] = half4(normalize(InH[3].x), normalize(InH[3].y), normalize(InH[3].z), normalize(InH[3].w));
}
