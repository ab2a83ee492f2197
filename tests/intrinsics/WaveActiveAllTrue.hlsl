// profile: cs_6_6 entry: main
// WaveActiveAllTrue over one wave of 8 threads: all lanes, then only the odd and only the even lanes.

StructuredBuffer<int> In : register(t0); // data: 1, 5, 2, 7, 4, 9, 6, 0
RWStructuredBuffer<uint4> Out : register(u0); // out: 8

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint4 r = 0;
  r.x = WaveActiveAllTrue(In[i] > 0);
  r.y = WaveActiveAllTrue(In[i] >= 0);
  if (i % 2 == 1)
    r.z = WaveActiveAllTrue(In[i] % 2 == 1);
  else
    r.w = WaveActiveAllTrue(In[i] % 2 == 0);
  Out[i] = r;
}
