// profile: cs_6_6 entry: main
// WaveGetLaneCount: the hardware wave size (4 to 128, a power of two); the shader stores facts that hold
// on any wave size: at least 4 lanes, a power of two, and the same in every lane.

RWStructuredBuffer<uint4> Out : register(u0); // out: 8

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint n = WaveGetLaneCount();
  Out[i] = uint4(n >= 4, (n & (n - 1)) == 0, n <= 128, WaveReadLaneAt(n, 0) == n);
}
