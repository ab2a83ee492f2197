// profile: cs_6_6 entry: main flags: -enable-16bit-types
// acos: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: -1, -0.875, -0.75, -0.5, -0.25, -0.125, 0, 0.0625, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = acos(InH[0]);
  OutH[1] = half4(acos(InH[1].xyz), acos(InH[1].w));
  OutH[2] = half4(acos(InH[2].xy), acos(InH[2].zw));
  OutH[3] = half4(acos(InH[3].x), acos(InH[3].y), acos(InH[3].z), acos(InH[3].w));
}
