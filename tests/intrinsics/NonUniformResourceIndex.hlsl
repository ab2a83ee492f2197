// profile: cs_6_6 entry: main
// NonUniformResourceIndex: each thread picks one of three buffers by a per-thread (divergent) index.

StructuredBuffer<uint> Sel : register(t0); // data: 2, 0, 1, 1, 0, 2, 2, 0
StructuredBuffer<float> Tables[3] : register(t1); // data: 1, 2, 3, 4, 5, 6, 7, 8 | 10, 20, 30, 40, 50, 60, 70, 80 | -1, -2, -3, -4, -5, -6, -7, -8
RWStructuredBuffer<float> Out : register(u0); // out: 8

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  Out[i] = Tables[NonUniformResourceIndex(Sel[i])][i];
}
