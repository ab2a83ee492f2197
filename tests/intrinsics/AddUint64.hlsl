// profile: cs_6_6 entry: main
// AddUint64: 64-bit additions on (low, high) uint pairs, one pair (uint2) or two (uint4), with carries.

StructuredBuffer<uint4> A : register(t0); // data: 4294967295, 0, 1, 2, 2147483648, 7, 4294967295, 4294967295
StructuredBuffer<uint4> B : register(t1); // data: 1, 0, 4294967295, 3, 2147483648, 1, 1, 0
RWStructuredBuffer<uint4> Out : register(u0); // out: 3

[numthreads(1, 1, 1)]
void main() {
  Out[0] = AddUint64(A[0], B[0]);
  Out[1] = uint4(AddUint64(A[1].xy, B[1].xy), AddUint64(A[1].zw, B[1].zw));
  Out[2] = uint4(AddUint64(A[0].zw, B[1].xy), AddUint64(A[1].xy, B[0].zw));
}
