// profile: cs_6_6 entry: main
// asint: reinterpret float, uint and int bits as int; scalar and vector forms.

StructuredBuffer<float4> F : register(t0); // data: 1, -2, 0, -0, 3.1415927, 1e-45, 3.4028235e38, -0.5
StructuredBuffer<uint4> U : register(t1); // data: 0, 1, 2147483648, 4294967295
StructuredBuffer<int4> I : register(t2); // data: -5, 0, 7, -2147483648
RWStructuredBuffer<int4> Out : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  Out[0] = asint(F[0]);
  Out[1] = int4(asint(F[1].xyz), asint(F[1].w));
  Out[2] = int4(asint(U[0].xy), asint(U[0].z), asint(U[0].w));
  Out[3] = asint(I[0]);
}
