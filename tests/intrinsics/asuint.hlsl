// profile: cs_6_6 entry: main
// asuint: reinterpret float, int and uint bits as uint; scalar and vector forms.

StructuredBuffer<float4> F : register(t0); // data: 1, -2, 0, -0, 3.1415927, 1e-45, 3.4028235e38, -0.5
StructuredBuffer<int4> I : register(t1); // data: -1, 0, 7, -2147483648
StructuredBuffer<uint4> U : register(t2); // data: 5, 0, 4294967295, 123456789
RWStructuredBuffer<uint4> Out : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  Out[0] = asuint(F[0]);
  Out[1] = uint4(asuint(F[1].xy), asuint(F[1].z), asuint(F[1].w));
  Out[2] = uint4(asuint(I[0].xyz), asuint(I[0].w));
  Out[3] = asuint(U[0]);
}
