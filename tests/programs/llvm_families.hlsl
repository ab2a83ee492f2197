// The reference for the hand-written llvm_families.ll (LLVM intrinsic families no
// HLSL source makes clang 22 -O3 emit): the same 44 results per thread written
// without them, so that DXC's container computes the expected buffer.
// In: a = In[t], b = In[t + 8], x = asfloat(In[t + 16]), y = asfloat(In[t + 24]).
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<uint> Out : register(u1);

int clamp32(int64_t v) { return (int)clamp(v, (int64_t)-2147483647 - 1, (int64_t)2147483647); }
uint lead(uint64_t v, uint bits) {
  uint n = 0;
  for (int k = (int)bits - 1; k >= 0 && ((v >> (uint)k) & 1) == 0; k--) n++;
  return n;
}
uint trail(uint v) {
  uint n = 0;
  for (uint k = 0; k < 32 && ((v >> k) & 1) == 0; k++) n++;
  return n;
}
uint swap32(uint v) {
  return ((v & 0xff) << 24) | ((v & 0xff00) << 8) | ((v >> 8) & 0xff00) | (v >> 24);
}
bool neg(float v) { return (asuint(v) >> 31) != 0; }
// minimum/maximum (nan_wins) and minimumnum/maximumnum, -0 below +0.
float pick(float p, float q, bool lo, bool nan_wins) {
  if (isnan(p) || isnan(q)) {
    if (nan_wins) return asfloat(0x7fc00000u);
    return isnan(p) ? q : p;
  }
  if (p == q) return (neg(p) == lo) ? p : q;
  return ((p < q) == lo) ? p : q;
}
uint fpclass(float v) {
  uint u = asuint(v), m = u & 0x7fffffff;
  bool nan = m > 0x7f800000, quiet = m >= 0x7fc00000, inf = m == 0x7f800000;
  bool zero = m == 0, sub = m != 0 && m < 0x00800000, normal = m >= 0x00800000 && m < 0x7f800000;
  uint r = 0;
  r |= nan ? 1 : 0;
  r |= (nan && !quiet) ? 2 : 0;
  r |= inf ? 4 : 0;
  r |= normal ? 8 : 0;
  r |= sub ? 16 : 0;
  r |= zero ? 32 : 0;
  r |= !nan ? 64 : 0;
  return r;
}
float round_away(float v) { return (neg(v) ? -1.0 : 1.0) * floor(abs(v) + 0.5); }

[numthreads(8, 1, 1)]
void main(uint3 tid3 : SV_DispatchThreadID) {
  uint t = tid3.x;
  uint a = In[t], b = In[t + 8];
  float x = asfloat(In[t + 16]), y = asfloat(In[t + 24]);
  int sa = (int)a, sb = (int)b;
  uint o = t * 44;
  Out[o + 0] = (uint)clamp32((int64_t)sa + sb);
  Out[o + 1] = (uint)clamp32((int64_t)sa - sb);
  uint s = b & 31;
  uint64_t wide = (uint64_t)a << s;
  Out[o + 2] = wide > 0xffffffffull ? 0xffffffffu : (uint)wide;
  int64_t swide = (int64_t)sa * (int64_t)(1ull << s);
  Out[o + 3] = (uint)clamp32(swide);
  uint flags = 0;
  flags |= ((uint64_t)a + b > 0xffffffffull) ? 1 : 0;
  flags |= a < b ? 2 : 0;
  flags |= ((uint64_t)a * b > 0xffffffffull) ? 4 : 0;
  flags |= ((int64_t)sa + sb != (int64_t)(int)(a + b)) ? 8 : 0;
  flags |= ((int64_t)sa - sb != (int64_t)(int)(a - b)) ? 16 : 0;
  flags |= ((int64_t)sa * sb != (int64_t)(int)(a * b)) ? 32 : 0;
  Out[o + 4] = flags;
  uint r5 = (t * 5) % 32;
  Out[o + 5] = r5 == 0 ? b : (b >> r5) | (a << (32 - r5));
  uint r6 = (t * 7) % 32;
  Out[o + 6] = r6 == 0 ? a : (a << r6) | (b >> (32 - r6));
  Out[o + 7] = lead(a, 32);
  Out[o + 8] = trail(a);
  Out[o + 9] = ((a & 0xff) << 8) | ((a >> 8) & 0xff);
  uint64_t X = ((uint64_t)a << 32) | b, Y = (uint64_t)b + 1;
  uint f64 = (Y != 0 && X > 0xffffffffffffffffull / Y) ? 1 : 0;
  f64 |= (X + Y < X) ? 2 : 0;
  Out[o + 10] = f64;
  Out[o + 11] = lead(X, 64);
  Out[o + 12] = swap32(a);
  Out[o + 13] = swap32(b);
  uint4 iv = uint4(a, b, a ^ b, t);
  int4 sv = (int4)iv;
  Out[o + 14] = iv.x * iv.y * iv.z * iv.w;
  Out[o + 15] = (uint)min(min(sv.x, sv.y), min(sv.z, sv.w));
  Out[o + 16] = (uint)max(max(sv.x, sv.y), max(sv.z, sv.w));
  Out[o + 17] = min(min(iv.x, iv.y), min(iv.z, iv.w));
  Out[o + 18] = max(max(iv.x, iv.y), max(iv.z, iv.w));
  Out[o + 19] = (asuint(x) & 0x7fffffff) | (asuint(y) & 0x80000000);
  Out[o + 20] = asuint(pick(x, y, true, true));
  Out[o + 21] = asuint(pick(x, y, false, true));
  Out[o + 22] = asuint(pick(x, y, true, false));
  Out[o + 23] = asuint(pick(x, y, false, false));
  Out[o + 24] = asuint(round_away(x));
  Out[o + 25] = asuint(round(x));
  Out[o + 26] = asuint(round(x));
  Out[o + 27] = fpclass(x);
  Out[o + 28] = fpclass(y);
  float4 fv = float4(x, y, x * y, 1.5);
  Out[o + 29] = asuint(min(min(min(fv.x, fv.y), fv.z), fv.w));
  Out[o + 30] = asuint(max(max(max(fv.x, fv.y), fv.z), fv.w));
  Out[o + 31] = asuint(pick(pick(pick(fv.x, fv.y, true, true), fv.z, true, true), fv.w, true, true));
  Out[o + 32] = asuint(pick(pick(pick(fv.x, fv.y, false, true), fv.z, false, true), fv.w, false, true));
  Out[o + 33] = asuint(((fv.x * fv.y) * fv.z) * fv.w);
  Out[o + 34] = asuint((((fv.x * -2.0) * fv.y) * fv.z) * fv.w);
  Out[o + 35] = a + 1;
  Out[o + 36] = (uint)clamp32((int64_t)sa + sb) + (uint)clamp32((int64_t)sb + sa) * 3;
  Out[o + 37] = lead(a, 32) | (lead(b, 32) << 8);
  Out[o + 38] = asuint(pick(y, x, true, true));
  Out[o + 39] = asuint((float)fma((double)x, (double)y, 1.5));
  Out[o + 40] = iv.x & iv.y & iv.z & iv.w;
  Out[o + 41] = iv.x | iv.y | iv.z | iv.w;
  Out[o + 42] = iv.x ^ iv.y ^ iv.z ^ iv.w;
  bool4 big = iv > 3;
  Out[o + 43] = (all(big) ? 1 : 0) | (any(big) ? 2 : 0);
}
