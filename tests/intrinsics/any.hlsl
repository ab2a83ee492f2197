// profile: cs_6_6 entry: main
// any: 4-, 3-, 2-component and scalar arguments on bool, float, int, uint.

StructuredBuffer<bool4> InB : register(t0); // data: 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0
RWStructuredBuffer<bool4> OutB : register(u0); // out: 4
StructuredBuffer<float4> InF : register(t1); // data: 1, 2, -0.5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, -1
RWStructuredBuffer<bool4> OutF : register(u1); // out: 4
StructuredBuffer<int4> InI : register(t2); // data: 1, 2, -5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, -1
RWStructuredBuffer<bool4> OutI : register(u2); // out: 4
StructuredBuffer<uint4> InU : register(t3); // data: 1, 2, 5, 4, 0, 1, 1, 1, 0, 0, 0, 0, 3, 0, 0, 7
RWStructuredBuffer<bool4> OutU : register(u3); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutB[0] = bool4(any(InB[0]), any(InB[0].xyz), any(InB[0].xy), any(InB[0].x));
  OutB[1] = bool4(any(InB[1]), any(InB[1].xyz), any(InB[1].xy), any(InB[1].x));
  OutB[2] = bool4(any(InB[2]), any(InB[2].xyz), any(InB[2].xy), any(InB[2].x));
  OutB[3] = bool4(any(InB[3]), any(InB[3].xyz), any(InB[3].xy), any(InB[3].x));
  OutF[0] = bool4(any(InF[0]), any(InF[0].xyz), any(InF[0].xy), any(InF[0].x));
  OutF[1] = bool4(any(InF[1]), any(InF[1].xyz), any(InF[1].xy), any(InF[1].x));
  OutF[2] = bool4(any(InF[2]), any(InF[2].xyz), any(InF[2].xy), any(InF[2].x));
  OutF[3] = bool4(any(InF[3]), any(InF[3].xyz), any(InF[3].xy), any(InF[3].x));
  OutI[0] = bool4(any(InI[0]), any(InI[0].xyz), any(InI[0].xy), any(InI[0].x));
  OutI[1] = bool4(any(InI[1]), any(InI[1].xyz), any(InI[1].xy), any(InI[1].x));
  OutI[2] = bool4(any(InI[2]), any(InI[2].xyz), any(InI[2].xy), any(InI[2].x));
  OutI[3] = bool4(any(InI[3]), any(InI[3].xyz), any(InI[3].xy), any(InI[3].x));
  OutU[0] = bool4(any(InU[0]), any(InU[0].xyz), any(InU[0].xy), any(InU[0].x));
  OutU[1] = bool4(any(InU[1]), any(InU[1].xyz), any(InU[1].xy), any(InU[1].x));
  OutU[2] = bool4(any(InU[2]), any(InU[2].xyz), any(InU[2].xy), any(InU[2].x));
  OutU[3] = bool4(any(InU[3]), any(InU[3].xyz), any(InU[3].xy), any(InU[3].x));
}
