// Arrays copied whole, which clang 22 -O3 turns into llvm.memcpy: groupshared to
// groupshared (memcpy.p3.p3), a static const table to a local array (memcpy.p0.p0),
// groupshared to local and a local array into a groupshared row; each read back at
// run-time indices.
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
groupshared uint g1[64];
groupshared uint g2[64];
static const uint table[16] = {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16};
groupshared uint gs[4][8];
[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  for (uint k = gi; k < 64; k += 8) g1[k] = k * 3 + In[k & 15];
  GroupMemoryBarrierWithGroupSync();
  if (gi == 0) { g2 = g1; }
  uint loc[64] = g1;
  uint s[8];
  for (uint j = 0; j < 8; j++) s[j] = In[j] + tid;
  if (gi < 4) gs[gi] = s;
  uint tb[16] = table;
  tb[In[tid] & 15] = 0;
  GroupMemoryBarrierWithGroupSync();
  uint r[8] = gs[(gi + 1) & 3];
  Out[tid] = g2[(tid * 7) & 63] + loc[In[tid + 1] & 63] + r[In[tid + 2] & 7] + tb[In[tid + 3] & 15];
}
