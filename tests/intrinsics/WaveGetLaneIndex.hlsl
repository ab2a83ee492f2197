// profile: cs_6_6 entry: main
// WaveGetLaneIndex for the 8 threads of one wave, and inside a branch.

RWStructuredBuffer<uint2> Out : register(u0); // out: 8

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint2 r = uint2(WaveGetLaneIndex(), 100);
  if (i % 3 == 0)
    r.y = WaveGetLaneIndex() * 2;
  Out[i] = r;
}
