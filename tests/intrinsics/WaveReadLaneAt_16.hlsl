// profile: cs_6_6 entry: main flags: -enable-16bit-types
// WaveReadLaneAt over one wave of 8 threads, on half, int16_t, uint16_t: all lanes with 4-component
// values, then divergent: odd lanes with 3 + 1 components, even lanes with 2 + 2.
// Reads lane 5 (lane 2 in the even-lane branch, where lane 5 is inactive).

StructuredBuffer<half4> InH : register(t0); // data: 1.5, -2, 0.25, 8, -0.75, 3, 4.5, -1, 2, 2, -6.25, 0, 0.5, -4, 1, 7, -3, 1.25, 5, -2, 6, -0.5, -2.5, 3, 0, 9, 1, -8, 2.75, 4, 0.5, -1.5
StructuredBuffer<int16_t4> InI : register(t1); // data: 3, -7, 12, 0, -1, 5, 100, -100, 8, 8, -3, 42, 0, -9, 6, 1, -20, 4, 7, 2, 11, -6, 0, 30, 9, 1, -2, -50, 5, 13, -4, 2
StructuredBuffer<uint16_t4> InU : register(t2); // data: 3, 7, 12, 0, 1, 5, 100, 65535, 8, 8, 3, 42, 0, 9, 6, 1, 20, 4, 7, 2, 11, 6, 0, 30, 9, 1, 2, 50, 5, 13, 4, 2
RWStructuredBuffer<half4> OutH : register(u0); // out: 16
RWStructuredBuffer<int16_t4> OutI : register(u1); // out: 16
RWStructuredBuffer<uint16_t4> OutU : register(u2); // out: 16

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  half4 vH = InH[i];
  OutH[i] = WaveReadLaneAt(vH, 5);
  if (i % 2 == 1)
    OutH[8 + i] = half4(WaveReadLaneAt(vH.xyz, 5), WaveReadLaneAt(vH.w, 5));
  else
    OutH[8 + i] = half4(WaveReadLaneAt(vH.xy, 2), WaveReadLaneAt(vH.zw, 2));
  int16_t4 vI = InI[i];
  OutI[i] = WaveReadLaneAt(vI, 5);
  if (i % 2 == 1)
    OutI[8 + i] = int16_t4(WaveReadLaneAt(vI.xyz, 5), WaveReadLaneAt(vI.w, 5));
  else
    OutI[8 + i] = int16_t4(WaveReadLaneAt(vI.xy, 2), WaveReadLaneAt(vI.zw, 2));
  uint16_t4 vU = InU[i];
  OutU[i] = WaveReadLaneAt(vU, 5);
  if (i % 2 == 1)
    OutU[8 + i] = uint16_t4(WaveReadLaneAt(vU.xyz, 5), WaveReadLaneAt(vU.w, 5));
  else
    OutU[8 + i] = uint16_t4(WaveReadLaneAt(vU.xy, 2), WaveReadLaneAt(vU.zw, 2));
}
