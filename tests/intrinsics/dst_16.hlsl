// profile: cs_6_6 entry: main flags: -enable-16bit-types
// dst(a, b) = (1, a.y * b.y, a.z, b.w), the distance vector of the lighting model, on half4.

StructuredBuffer<half4> A : register(t0); // data: 1, 2, 3, 4, -1.5, 0.5, -2, 8, 0, -3, 0.25, 1
StructuredBuffer<half4> B : register(t1); // data: 5, 6, 7, 8, 2, -4, 9, -0.5, 1, 1, 1, 1
RWStructuredBuffer<half4> Out : register(u0); // out: 3

[numthreads(1, 1, 1)]
void main() {
  for (uint r = 0; r < 3; r++)
    Out[r] = dst(A[r], B[r]);
}
