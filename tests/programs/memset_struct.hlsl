// Zeroed structs clang 22 -O3 turns into llvm.memset: a structured-buffer element
// (float, uint, uint64_t, float2: `Out[tid] = (S)0`, stored through the element's
// pointer) and a local array of those structs (written and read at run-time
// indices); and a local array set to all ones by a loop.
struct S { float f; uint u; uint64_t w; float2 v; };
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<S> Out : register(u1);
RWStructuredBuffer<uint> Out2 : register(u2);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  S z = (S)0;
  Out[tid] = z;
  if (In[tid] > 3) Out[tid].u = tid;
  uint a[16];
  for (uint k = 0; k < 16; k++) a[k] = 0xffffffffu;
  a[In[tid] & 15] = tid;
  S arr[4] = (S[4])0;
  arr[In[tid + 1] & 3].w = 5;
  arr[In[tid + 2] & 3].f = 1.5;
  S r = arr[In[tid + 3] & 3];
  Out2[tid] = a[In[tid + 4] & 15] + (uint)r.w + (uint)r.f + r.u + (uint)r.v.y;
}
