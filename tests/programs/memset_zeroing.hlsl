// Zeroed arrays that clang 22 -O3 turns into llvm.memset: a local array cast from 0
// (memset.p0), and groupshared arrays zeroed by a loop and by a cast from 0
// (memset.p3), each then written at a run-time index and read back.
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
groupshared uint g[256];
groupshared float4 h[32];

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  uint a[8] = (uint[8])0;
  a[In[tid] & 7] = tid + 1;
  for (uint k = 0; k < 256; k++) g[k] = 0;
  h = (float4[32])0;
  GroupMemoryBarrierWithGroupSync();
  g[gi * 3] = tid + 10;
  h[gi].y = tid + 20;
  GroupMemoryBarrierWithGroupSync();
  Out[tid * 4 + 0] = a[In[tid + 8] & 7];
  Out[tid * 4 + 1] = g[(gi * 3 + 1) & 255] + g[(gi * 3 + 3) & 255];
  Out[tid * 4 + 2] = (uint)h[gi ^ 1].y + (uint)h[gi].x;
  Out[tid * 4 + 3] = (uint)h[(gi + 8) & 31].w;
}
