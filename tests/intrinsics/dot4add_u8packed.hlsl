// profile: cs_6_6 entry: main
// dot4add_u8packed(a, b, acc): dot product of four unsigned bytes packed in each uint, plus acc.

StructuredBuffer<uint> A : register(t0); // data: 16909060, 4294967295, 2155905152, 2130706559, 0
StructuredBuffer<uint> B : register(t1); // data: 84281096, 16843009, 2155905152, 16843009, 305419896
StructuredBuffer<uint> Acc : register(t2); // data: 0, 10, 5, 1000, 7
RWStructuredBuffer<uint> Out : register(u0); // out: 5

[numthreads(1, 1, 1)]
void main() {
  for (uint r = 0; r < 5; r++)
    Out[r] = dot4add_u8packed(A[r], B[r], Acc[r]);
}
