// A resource picked from a local array by the thread: clang's optimizer folds the
// unrolled cases into one read of the array at min(tid, 2).
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);
RWStructuredBuffer<uint> C : register(u2);

[numthreads(4, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  RWStructuredBuffer<uint> bufs[3] = { A, B, C };
  [unroll]
  for (uint j = 0; j < 3; j++) {
    if (min(tid, 2u) == j) {
      bufs[j][tid] = tid + 7;
      return;
    }
  }
}
