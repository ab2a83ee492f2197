// A resource picked per thread by a select: odd threads write A, even ones B, each
// reading In through its own pick. DXC refuses this ("local resource not guaranteed to
// map to unique global resource"); the expected buffers follow from the source.
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);
StructuredBuffer<uint> InA : register(t0);
StructuredBuffer<uint> InB : register(t1);

[numthreads(4, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  RWStructuredBuffer<uint> o = (tid & 1) ? A : B;
  StructuredBuffer<uint> i = (tid & 1) ? InA : InB;
  o[tid] = i[tid] + tid;
}
