// Two compute entries in one file: `-T cs_6_6 -E main` compiles `main` alone.
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Scratch : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void clear(uint i : SV_DispatchThreadID) { Scratch[i] = 0; }

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) { Out[i] = i * 3 + 1; }
