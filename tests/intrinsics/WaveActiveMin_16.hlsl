// profile: cs_6_6 entry: main flags: -enable-16bit-types
// WaveActiveMin over one wave of 8 threads, on half, int16_t, uint16_t: all lanes with 4-component
// values, then divergent: odd lanes with 3 + 1 components, even lanes with 2 + 2.

StructuredBuffer<half4> InH : register(t0); // data: 1.5, -2, 0.25, 8, -0.75, 3, 4.5, -1, 2, 2, -6.25, 0, 0.5, -4, 1, 7, -3, 1.25, 5, -2, 6, -0.5, -2.5, 3, 0, 9, 1, -8, 2.75, 4, 0.5, -1.5
StructuredBuffer<int16_t4> InI : register(t1); // data: 3, -7, 12, 0, -1, 5, 100, -100, 8, 8, -3, 42, 0, -9, 6, 1, -20, 4, 7, 2, 11, -6, 0, 30, 9, 1, -2, -50, 5, 13, -4, 2
StructuredBuffer<uint16_t4> InU : register(t2); // data: 3, 7, 12, 0, 1, 5, 100, 65535, 8, 8, 3, 42, 0, 9, 6, 1, 20, 4, 7, 2, 11, 6, 0, 30, 9, 1, 2, 50, 5, 13, 4, 2
RWStructuredBuffer<half4> OutH : register(u0); // out: 16
RWStructuredBuffer<int16_t4> OutI : register(u1); // out: 16
RWStructuredBuffer<uint16_t4> OutU : register(u2); // out: 16

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  half4 vH = InH[i];
  OutH[i] = WaveActiveMin(vH);
  if (i % 2 == 1)
    OutH[8 + i] = half4(WaveActiveMin(vH.xyz), WaveActiveMin(vH.w));
  else
    OutH[8 + i] = half4(WaveActiveMin(vH.xy), WaveActiveMin(vH.zw));
  int16_t4 vI = InI[i];
  OutI[i] = WaveActiveMin(vI);
  if (i % 2 == 1)
    OutI[8 + i] = int16_t4(WaveActiveMin(vI.xyz), WaveActiveMin(vI.w));
  else
    OutI[8 + i] = int16_t4(WaveActiveMin(vI.xy), WaveActiveMin(vI.zw));
  uint16_t4 vU = InU[i];
  OutU[i] = WaveActiveMin(vU);
  if (i % 2 == 1)
    OutU[8 + i] = uint16_t4(WaveActiveMin(vU.xyz), WaveActiveMin(vU.w));
  else
    OutU[8 + i] = uint16_t4(WaveActiveMin(vU.xy), WaveActiveMin(vU.zw));
}
