// profile: cs_6_6 entry: main
// The deprecated DXC-compatibility overloads of hlsl_compat_overloads.h: int and double arguments to
// float-only functions (converted to float), and vector/scalar mixes for clamp, lerp, max and min.

StructuredBuffer<int4> I : register(t0); // data: -2, 0, 1, 3, 4, 2, -1, 5
StructuredBuffer<double4> D : register(t1); // data: 0.5, -1.25, 2, 0, 0.25, 0.75, 3, -0.5
StructuredBuffer<float4> F : register(t2); // data: -1.5, 0.25, 3, 7.5
RWStructuredBuffer<float4> Out : register(u0); // out: 6 ulp: 4

[numthreads(1, 1, 1)]
void main() {
  Out[0] = float4(cos(I[0].x), exp2(I[0].yz), sqrt(I[1].w));
  Out[1] = float4(pow(I[1].xy, I[0].zw), atan2(I[1].z, I[0].w), step(I[0].x, I[1].x));
  Out[2] = float4(lerp(I[0].xy, I[1].xy, I[0].zz), floor(D[0].x), frac(D[0].y));
  Out[3] = float4(sin(D[0].zw), log2(D[1].x), round(D[1].y));
  Out[4] = clamp(F[0], -1.0, 2.0) + max(F[0], 0.5);
  Out[5] = lerp(F[0], F[0].wzyx, 0.25) + min(F[0], 1.0);
}
