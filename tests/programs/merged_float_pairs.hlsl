// Copies of struct { float a, b; } in a local array and of float pairs in a groupshared
// array, and of struct elements of structured buffers: clang -O3 merges
// each copy's two float loads and stores into one i64 load and store.
struct P { float a; float b; };
RWStructuredBuffer<float> Out : register(u0);
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<P> PairOut : register(u1);
StructuredBuffer<P> PairIn : register(t1);
groupshared float G[16];
[numthreads(4,1,1)]
void main(uint i : SV_DispatchThreadID) {
    P arr[4];
    for (uint k = 0; k < 4; k++) { arr[k].a = In[k]; arr[k].b = In[k + 4]; }
    G[2 * i] = In[i] * 2; G[2 * i + 1] = In[i + 4] * 3;
    GroupMemoryBarrierWithGroupSync();
    P t = arr[i & 3];
    arr[(i + 1) & 3] = t;
    uint j = (i + 1) & 3;
    G[2 * (i + 4)] = G[2 * j]; G[2 * (i + 4) + 1] = G[2 * j + 1];
    GroupMemoryBarrierWithGroupSync();
    PairOut[i] = PairIn[(i + 1) & 3];
    Out[i] = arr[i & 3].a + arr[(i + 1) & 3].b + G[2 * (((i + 2) & 3) + 4)] * 10 + G[2 * (((i + 3) & 3) + 4) + 1] * 100;
}
