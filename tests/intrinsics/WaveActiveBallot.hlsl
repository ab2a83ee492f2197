// profile: cs_6_6 entry: main
// WaveActiveBallot: the lane mask (uint4, lane n = bit n % 32 of word n / 32) of lanes whose value is true.

StructuredBuffer<int> In : register(t0); // data: 1, -5, 2, 7, -4, 9, 0, 3
RWStructuredBuffer<uint4> Out : register(u0); // out: 16

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  Out[i] = WaveActiveBallot(In[i] > 0);
  if (i >= 3)
    Out[8 + i] = WaveActiveBallot(In[i] % 3 == 0);
  else
    Out[8 + i] = WaveActiveBallot(true);
}
