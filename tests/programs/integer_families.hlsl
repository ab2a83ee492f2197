// LLVM's integer intrinsic families as clang 22 -O3 makes them from plain HLSL:
// umul.with.overflow (a 64-bit product tested for a high half), uadd.sat / usub.sat
// (clamped sums and differences), fshl (a rotate), bswap (a byte reversal), abs,
// scmp / ucmp (three-way comparisons).
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  uint a = In[tid], b = In[tid + 8];
  int sa = (int)a, sb = (int)b;
  uint64_t p = (uint64_t)a * (uint64_t)b;
  Out[tid * 10 + 0] = (p >> 32) != 0 ? 1 : 0;
  Out[tid * 10 + 1] = a + b < a ? 0xffffffffu : a + b;
  Out[tid * 10 + 2] = a > b ? a - b : 0;
  Out[tid * 10 + 3] = (a >> 5) | (a << 27);
  Out[tid * 10 + 4] = ((a & 0xff) << 24) | ((a & 0xff00) << 8) | ((a >> 8) & 0xff00) | (a >> 24);
  Out[tid * 10 + 5] = (uint)(sa < 0 ? -sa : sa);
  uint q = a * b;
  Out[tid * 10 + 6] = (a != 0 && q / a != b) ? 1 : 0;
  Out[tid * 10 + 7] = (b << 13) | (a >> 19);
  Out[tid * 10 + 8] = (uint)((sa > sb) ? 1 : ((sa < sb) ? -1 : 0));
  Out[tid * 10 + 9] = (uint)((int)(a > b) - (int)(a < b));
}
