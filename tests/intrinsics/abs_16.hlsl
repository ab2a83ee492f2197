// profile: cs_6_6 entry: main flags: -enable-16bit-types
// abs: scalar, 2-, 3- and 4-component forms on half, int16_t.

StructuredBuffer<half4> InH : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<half4> OutH : register(u0); // out: 4
StructuredBuffer<int16_t4> InI : register(t1); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 32767, -32768, 42, -42, 8, -32768
RWStructuredBuffer<int16_t4> OutI : register(u1); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = abs(InH[0]);
  OutH[1] = half4(abs(InH[1].xyz), abs(InH[1].w));
  OutH[2] = half4(abs(InH[2].xy), abs(InH[2].zw));
  OutH[3] = half4(abs(InH[3].x), abs(InH[3].y), abs(InH[3].z), abs(InH[3].w));
  OutI[0] = abs(InI[0]);
  OutI[1] = int16_t4(abs(InI[1].xyz), abs(InI[1].w));
  OutI[2] = int16_t4(abs(InI[2].xy), abs(InI[2].zw));
  OutI[3] = int16_t4(abs(InI[3].x), abs(InI[3].y), abs(InI[3].z), abs(InI[3].w));
}
