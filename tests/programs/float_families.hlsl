// Float idioms clang 22 -O3 turns into LLVM's generic float intrinsics: a magnitude
// with another value's sign written with the bits (llvm.copysign), a test of the
// exponent bits for zero (llvm.is.fpclass: zeros and subnormals) and round-half-away
// written with trunc. The pipeline gives In and reads OutF (floats) as bits, so that
// NaNs, signed zeros and subnormals are compared exactly. (Idioms clang folds under
// HLSL's default fast-math flags, such as comparisons with infinity, are left out:
// DXC keeps them.)
RWStructuredBuffer<float> In : register(u0);
RWStructuredBuffer<float> OutF : register(u1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  float x = In[tid], y = In[tid + 8];
  OutF[tid * 3 + 0] = asfloat((asuint(x) & 0x7fffffff) | (asuint(y) & 0x80000000));
  OutF[tid * 3 + 1] = asfloat((asuint(y) & 0x7fffffff) | (asuint(x) & 0x80000000));
  OutF[tid * 3 + 2] = trunc(x + (x < 0 ? -0.5 : 0.5));
  Out[tid * 2 + 0] = ((asuint(x) & 0x7f800000) == 0 ? 1 : 0) | ((asuint(y) & 0x7f800000) == 0 ? 2 : 0);
  Out[tid * 2 + 1] = (isinf(x) ? 1 : 0) | (isnan(y) ? 2 : 0) | (x == 0 ? 4 : 0);
}
