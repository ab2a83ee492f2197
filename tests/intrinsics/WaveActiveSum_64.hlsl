// profile: cs_6_6 entry: main
// WaveActiveSum over one wave of 8 threads, on double, int64_t, uint64_t: all lanes with 4-component
// values, then divergent: odd lanes with 3 + 1 components, even lanes with 2 + 2.

StructuredBuffer<double4> InD : register(t0); // data: 1.5, -2, 0.25, 8, -0.75, 3, 4.5, -1, 2, 2, -6.25, 0, 0.5, -4, 1, 7, -3, 1.25, 5, -2, 6, -0.5, -2.5, 3, 0, 9, 1, -8, 2.75, 4, 0.5, -1.5
StructuredBuffer<int64_t4> InI : register(t1); // data: 3, -7, 12, 0, -1, 5, 100, -5000000000, 8, 8, -3, 42, 0, -9, 6, 1, -20, 4, 7, 2, 11, -6, 0, 30, 9, 1, -2, -50, 5, 13, -4, 2
StructuredBuffer<uint64_t4> InU : register(t2); // data: 3, 7, 12, 0, 1, 5, 100, 18000000000000000000, 8, 8, 3, 42, 0, 9, 6, 1, 20, 4, 7, 2, 11, 6, 0, 30, 9, 1, 2, 50, 5, 13, 4, 2
RWStructuredBuffer<double4> OutD : register(u0); // out: 16
RWStructuredBuffer<int64_t4> OutI : register(u1); // out: 16
RWStructuredBuffer<uint64_t4> OutU : register(u2); // out: 16

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  double4 vD = InD[i];
  OutD[i] = WaveActiveSum(vD);
  if (i % 2 == 1)
    OutD[8 + i] = double4(WaveActiveSum(vD.xyz), WaveActiveSum(vD.w));
  else
    OutD[8 + i] = double4(WaveActiveSum(vD.xy), WaveActiveSum(vD.zw));
  int64_t4 vI = InI[i];
  OutI[i] = WaveActiveSum(vI);
  if (i % 2 == 1)
    OutI[8 + i] = int64_t4(WaveActiveSum(vI.xyz), WaveActiveSum(vI.w));
  else
    OutI[8 + i] = int64_t4(WaveActiveSum(vI.xy), WaveActiveSum(vI.zw));
  uint64_t4 vU = InU[i];
  OutU[i] = WaveActiveSum(vU);
  if (i % 2 == 1)
    OutU[8 + i] = uint64_t4(WaveActiveSum(vU.xyz), WaveActiveSum(vU.w));
  else
    OutU[8 + i] = uint64_t4(WaveActiveSum(vU.xy), WaveActiveSum(vU.zw));
}
