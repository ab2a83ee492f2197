// profile: cs_6_6 entry: main
// WaveIsFirstLane: true only in the lowest active lane; all lanes, then lanes 3..7 only.

RWStructuredBuffer<uint2> Out : register(u0); // out: 8

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint2 r = uint2(WaveIsFirstLane(), 9);
  if (i >= 3)
    r.y = WaveIsFirstLane();
  Out[i] = r;
}
