// profile: cs_6_6 entry: main
// all: 4-, 3-, 2-component and scalar arguments on bool, float, int, uint.

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
  OutB[0] = bool4(all(InB[0]), all(InB[0].xyz), all(InB[0].xy), all(InB[0].x));
  OutB[1] = bool4(all(InB[1]), all(InB[1].xyz), all(InB[1].xy), all(InB[1].x));
  OutB[2] = bool4(all(InB[2]), all(InB[2].xyz), all(InB[2].xy), all(InB[2].x));
  OutB[3] = bool4(all(InB[3]), all(InB[3].xyz), all(InB[3].xy), all(InB[3].x));
  OutF[0] = bool4(all(InF[0]), all(InF[0].xyz), all(InF[0].xy), all(InF[0].x));
  OutF[1] = bool4(all(InF[1]), all(InF[1].xyz), all(InF[1].xy), all(InF[1].x));
  OutF[2] = bool4(all(InF[2]), all(InF[2].xyz), all(InF[2].xy), all(InF[2].x));
  OutF[3] = bool4(all(InF[3]), all(InF[3].xyz), all(InF[3].xy), all(InF[3].x));
  OutI[0] = bool4(all(InI[0]), all(InI[0].xyz), all(InI[0].xy), all(InI[0].x));
  OutI[1] = bool4(all(InI[1]), all(InI[1].xyz), all(InI[1].xy), all(InI[1].x));
  OutI[2] = bool4(all(InI[2]), all(InI[2].xyz), all(InI[2].xy), all(InI[2].x));
  OutI[3] = bool4(all(InI[3]), all(InI[3].xyz), all(InI[3].xy), all(InI[3].x));
  OutU[0] = bool4(all(InU[0]), all(InU[0].xyz), all(InU[0].xy), all(InU[0].x));
  OutU[1] = bool4(all(InU[1]), all(InU[1].xyz), all(InU[1].xy), all(InU[1].x));
  OutU[2] = bool4(all(InU[2]), all(InU[2].xyz), all(InU[2].xy), all(InU[2].x));
  OutU[3] = bool4(all(InU[3]), all(InU[3].xyz), all(InU[3].xy), all(InU[3].x));
}
