// profile: cs_6_6 entry: main
// WaveActiveCountBits: how many active lanes have a true value; all lanes, then two divergent groups.

StructuredBuffer<int> In : register(t0); // data: 1, -5, 2, 7, -4, 9, 0, 3
RWStructuredBuffer<uint4> Out : register(u0); // out: 8

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint4 r = 0;
  r.x = WaveActiveCountBits(In[i] > 0);
  r.y = WaveActiveCountBits(true);
  if (i < 5)
    r.z = WaveActiveCountBits(In[i] > 1);
  else
    r.w = WaveActiveCountBits(In[i] != 0);
  Out[i] = r;
}
