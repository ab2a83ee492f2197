// profile: cs_6_6 entry: main flags: -enable-16bit-types
// dot2add(half2 a, half2 b, float acc) = a.x * b.x + a.y * b.y + acc, accumulated in float.

StructuredBuffer<half4> A : register(t0); // data: 1.0, 2.0, -0.5, 4.0, 100.0, 0.25, -3.0, -3.0
StructuredBuffer<half4> B : register(t1); // data: 3.0, 4.0, 8.0, 0.5, 100.0, 4.0, 2.0, -2.0
StructuredBuffer<float> Acc : register(t2); // data: 0, 0.5, -10000, 1.25
RWStructuredBuffer<float> Out : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  Out[0] = dot2add(A[0].xy, B[0].xy, Acc[0]);
  Out[1] = dot2add(A[0].zw, B[0].zw, Acc[1]);
  Out[2] = dot2add(A[1].xy, B[1].xy, Acc[2]);
  Out[3] = dot2add(A[1].zw, B[1].zw, Acc[3]);
}
