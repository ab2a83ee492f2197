// profile: cs_6_6 entry: main
// asfloat: reinterpret uint, int and float bits as float; scalar and vector forms.

StructuredBuffer<uint4> U : register(t0); // data: 1065353216, 3221225472, 0, 2147483648, 1078530011, 1, 2139095039, 8388608
StructuredBuffer<int4> I : register(t1); // data: 1065353216, -1073741824, 0, -2147483648, 1056964608, 1, 2139095039, 8388608
StructuredBuffer<float4> F : register(t2); // data: 1, -2, 0.5, 3.25
RWStructuredBuffer<float4> Out : register(u0); // out: 5

[numthreads(1, 1, 1)]
void main() {
  Out[0] = asfloat(U[0]);
  Out[1] = float4(asfloat(U[1].xyz), asfloat(U[1].w));
  Out[2] = float4(asfloat(I[0].xy), asfloat(I[0].zw));
  Out[3] = float4(asfloat(I[1].x), asfloat(I[1].yzw));
  Out[4] = asfloat(F[0]);
}
