// profile: cs_6_6 entry: main flags: -enable-16bit-types
// all: 4-, 3-, 2-component and scalar arguments on half, int16_t, uint16_t.

StructuredBuffer<half4> InH : register(t0); // data: 1, 2, -0.5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, -1
RWStructuredBuffer<bool4> OutH : register(u0); // out: 4
StructuredBuffer<int16_t4> InI : register(t1); // data: 1, 2, -5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, -1
RWStructuredBuffer<bool4> OutI : register(u1); // out: 4
StructuredBuffer<uint16_t4> InU : register(t2); // data: 1, 2, 5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, 7
RWStructuredBuffer<bool4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = bool4(all(InH[0]), all(InH[0].xyz), all(InH[0].xy), all(InH[0].x));
  OutH[1] = bool4(all(InH[1]), all(InH[1].xyz), all(InH[1].xy), all(InH[1].x));
  OutH[2] = bool4(all(InH[2]), all(InH[2].xyz), all(InH[2].xy), all(InH[2].x));
  OutH[3] = bool4(all(InH[3]), all(InH[3].xyz), all(InH[3].xy), all(InH[3].x));
  OutI[0] = bool4(all(InI[0]), all(InI[0].xyz), all(InI[0].xy), all(InI[0].x));
  OutI[1] = bool4(all(InI[1]), all(InI[1].xyz), all(InI[1].xy), all(InI[1].x));
  OutI[2] = bool4(all(InI[2]), all(InI[2].xyz), all(InI[2].xy), all(InI[2].x));
  OutI[3] = bool4(all(InI[3]), all(InI[3].xyz), all(InI[3].xy), all(InI[3].x));
  OutU[0] = bool4(all(InU[0]), all(InU[0].xyz), all(InU[0].xy), all(InU[0].x));
  OutU[1] = bool4(all(InU[1]), all(InU[1].xyz), all(InU[1].xy), all(InU[1].x));
  OutU[2] = bool4(all(InU[2]), all(InU[2].xyz), all(InU[2].xy), all(InU[2].x));
  OutU[3] = bool4(all(InU[3]), all(InU[3].xyz), all(InU[3].xy), all(InU[3].x));
}
