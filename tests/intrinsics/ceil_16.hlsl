// profile: cs_6_6 entry: main flags: -enable-16bit-types
// ceil: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: -2.5, -1.75, -1.5, -1.25, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1.5, 2.5, 3.5, -3.5, 4.75, -0.75
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 0

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = ceil(InH[0]);
  OutH[1] = half4(ceil(InH[1].xyz), ceil(InH[1].w));
  OutH[2] = half4(ceil(InH[2].xy), ceil(InH[2].zw));
  OutH[3] = half4(ceil(InH[3].x), ceil(InH[3].y), ceil(InH[3].z), ceil(InH[3].w));
}
