// Vector lanes at run-time and constant indices, as clang 22 -O3 writes them:
// insertelement/extractelement with a run-time index, shufflevector swizzles,
// vectors written lane by lane in a local array and in groupshared memory, and
// lanes summed (llvm.vector.reduce.add).
RWStructuredBuffer<uint4> In : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
groupshared uint4 gv[8];

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  uint4 v = In[tid];
  v[v.x & 3] = tid + 100;
  float4 f = float4(v);
  f[(v.y + tid) & 3] += 0.5;
  uint4 m[4];
  for (int i = 0; i < 4; i++) m[i] = uint4(i, v.x, v.y, v.z);
  m[v.w & 3][tid & 3] = 99;
  gv[gi] = v.wzyx;
  gv[gi][(tid + 1) & 3] = 7;
  GroupMemoryBarrierWithGroupSync();
  uint4 w = gv[(gi + 1) & 7];
  uint4 t = m[(tid + 2) & 3];
  Out[tid * 6 + 0] = v[(tid + 3) & 3];
  Out[tid * 6 + 1] = (uint)(f[tid & 3] * 2.0);
  Out[tid * 6 + 2] = t.x + t.y + t.z + t.w;
  Out[tid * 6 + 3] = w[tid & 3];
  Out[tid * 6 + 4] = w.x * 1000 + w.y * 100 + w.z * 10 + w.w;
  Out[tid * 6 + 5] = dot(v.zyxw, uint4(1, 2, 3, 4));
}
