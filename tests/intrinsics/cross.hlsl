// profile: cs_6_6 entry: main
// cross on float3 (the only vector size it takes).

StructuredBuffer<float3> A : register(t0); // data: 1, 0, 0, 0, 1, 0, 1.5, -2, 3, -0.5, 4, 0.25, 2, 2, 2
StructuredBuffer<float3> B : register(t1); // data: 0, 1, 0, 0, 0, 1, 4, 5.5, -6, 8, -0.5, 2, 2, 2, 2
RWStructuredBuffer<float3> Out : register(u0); // out: 5

[numthreads(1, 1, 1)]
void main() {
  for (uint r = 0; r < 5; r++)
    Out[r] = cross(A[r], B[r]);
}
