// The reference for the hand-written inlined_calls.ll, whose entry calls internal
// functions instead of having them inlined (clang's -O3 IR never does: it marks
// HLSL functions alwaysinline). DXC inlines every function of a shader that is not a
// library, and so does dxil-emit compile: vector parameters and results, several
// returns, a loop over a local array, a call inside a loop.
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<uint> Out : register(u1);

uint4 setlane(uint4 v, uint i, uint x) { v[i] = x; return v.wzyx; }

uint pick(uint4 v, uint i) {
  if (i > 3) return 1000;
  if (v[i] == 0) return 2000 + i;
  return v[i];
}

uint sum(uint n) {
  uint a[8];
  for (uint k = 0; k < 8; k++) a[k] = k * n;
  uint s = 0;
  for (uint j = 0; j < n && j < 8; j++) s += a[j];
  return s;
}

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  uint4 v = uint4(In[tid], In[tid + 8], tid, 0);
  uint4 w = setlane(v, tid & 3, tid + 50);
  Out[tid * 4 + 0] = pick(w, In[tid] & 7);
  Out[tid * 4 + 1] = sum(In[tid + 8] & 15);
  Out[tid * 4 + 2] = w.x + w.y * 10 + w.z * 100 + w.w * 1000;
  uint acc = 0;
  for (uint k = 0; k < 6; k++) acc += pick(w, k);
  Out[tid * 4 + 3] = acc;
}
