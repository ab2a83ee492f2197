// The integer families at 16 and 64 bits, as clang 22 -O3 makes them from plain HLSL
// (-enable-16bit-types): uadd.sat/usub.sat (i16, i64), fshl (rotates of i16 and
// i64), bswap.i16, scmp.i32.i64 / ucmp.i32.i16, smax/umin.i16, ctpop.i64.
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  uint16_t a = (uint16_t)In[tid], b = (uint16_t)In[tid + 8];
  int16_t sa = (int16_t)a, sb = (int16_t)b;
  uint64_t A = ((uint64_t)In[tid] << 32) | In[tid + 8], B = ((uint64_t)In[tid + 16] << 32) | In[tid + 24];
  int64_t SA = (int64_t)A, SB = (int64_t)B;
  uint16_t s1 = a + b < a ? (uint16_t)0xffff : (uint16_t)(a + b);
  uint16_t s2 = a > b ? (uint16_t)(a - b) : (uint16_t)0;
  uint16_t r16 = (a >> 3) | (a << 13);
  uint16_t bs16 = (a >> 8) | (a << 8);
  uint64_t s3 = A + B < A ? 0xffffffffffffffffull : A + B;
  uint64_t s4 = A > B ? A - B : 0;
  uint64_t r64 = (A >> 7) | (A << 57);
  int c64 = (SA > SB) ? 1 : ((SA < SB) ? -1 : 0);
  int c16 = (int)(a > b) - (int)(a < b);
  uint64_t ab = SA < 0 ? -SA : SA;
  Out[tid * 8 + 0] = s1 | ((uint)s2 << 16);
  Out[tid * 8 + 1] = r16 | ((uint)bs16 << 16);
  Out[tid * 8 + 2] = (uint)s3 ^ (uint)(s3 >> 32);
  Out[tid * 8 + 3] = (uint)s4 ^ (uint)(s4 >> 32);
  Out[tid * 8 + 4] = (uint)r64 ^ (uint)(r64 >> 32);
  Out[tid * 8 + 5] = (uint)c64 + (uint)c16 * 16;
  Out[tid * 8 + 6] = (uint)ab ^ (uint)(ab >> 32);
  Out[tid * 8 + 7] = countbits(A) + firstbithigh(A) + (uint)(max(sa, sb)) + min(a, b);
}
