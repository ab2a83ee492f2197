// An `export`ed function with vector parameters in a compute shader: clang 22 keeps
// its definition (a run-time insertelement, a shufflevector, vector parameters and
// result) beside the entry it was inlined into; DXC keeps only the entry.
RWStructuredBuffer<uint4> Out : register(u0);

export uint4 setlane(uint4 v, uint i, uint x) { v[i] = x; return v.wzyx; }

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  Out[tid] = setlane(Out[tid], tid & 3, tid + 50);
}
