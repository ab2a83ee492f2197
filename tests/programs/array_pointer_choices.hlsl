// Groupshared and local arrays chosen at run time: clang -O3 reads through a select of
// the two groupshared arrays and a select of the two local arrays.
groupshared float4 A[8];
groupshared float4 B[8];
RWStructuredBuffer<float4> Out : register(u0);
StructuredBuffer<float4> In : register(t0);
[numthreads(8,1,1)]
void main(uint i : SV_DispatchThreadID) {
    A[i] = In[i]; B[i] = In[i + 8];
    GroupMemoryBarrierWithGroupSync();
    float4 c = (i & 1) ? A[(i + 1) & 7] : B[(i + 3) & 7];
    float4 l[4] = { In[0], In[1], In[2], In[3] };
    float4 m[4] = { In[4], In[5], In[6], In[7] };
    float4 d = (i & 2) ? l[i & 3] : m[(i + 1) & 3];
    Out[i] = c + d;
}
