// profile: cs_6_6 entry: main
// any: 4-, 3-, 2-component and scalar arguments on double, int64_t, uint64_t.

StructuredBuffer<double4> InD : register(t0); // data: 1, 2, -0.5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, -1
RWStructuredBuffer<bool4> OutD : register(u0); // out: 4
StructuredBuffer<int64_t4> InI : register(t1); // data: 1, 2, -5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, -1
RWStructuredBuffer<bool4> OutI : register(u1); // out: 4
StructuredBuffer<uint64_t4> InU : register(t2); // data: 1, 2, 5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, 7
RWStructuredBuffer<bool4> OutU : register(u2); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutD[0] = bool4(any(InD[0]), any(InD[0].xyz), any(InD[0].xy), any(InD[0].x));
  OutD[1] = bool4(any(InD[1]), any(InD[1].xyz), any(InD[1].xy), any(InD[1].x));
  OutD[2] = bool4(any(InD[2]), any(InD[2].xyz), any(InD[2].xy), any(InD[2].x));
  OutD[3] = bool4(any(InD[3]), any(InD[3].xyz), any(InD[3].xy), any(InD[3].x));
  OutI[0] = bool4(any(InI[0]), any(InI[0].xyz), any(InI[0].xy), any(InI[0].x));
  OutI[1] = bool4(any(InI[1]), any(InI[1].xyz), any(InI[1].xy), any(InI[1].x));
  OutI[2] = bool4(any(InI[2]), any(InI[2].xyz), any(InI[2].xy), any(InI[2].x));
  OutI[3] = bool4(any(InI[3]), any(InI[3].xyz), any(InI[3].xy), any(InI[3].x));
  OutU[0] = bool4(any(InU[0]), any(InU[0].xyz), any(InU[0].xy), any(InU[0].x));
  OutU[1] = bool4(any(InU[1]), any(InU[1].xyz), any(InU[1].xy), any(InU[1].x));
  OutU[2] = bool4(any(InU[2]), any(InU[2].xyz), any(InU[2].xy), any(InU[2].x));
  OutU[3] = bool4(any(InU[3]), any(InU[3].xyz), any(InU[3].xy), any(InU[3].x));
}
