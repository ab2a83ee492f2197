RWStructuredBuffer<uint> Out : register(u4294967294, space4294967294);
StructuredBuffer<uint> In[2] : register(t4294967293, space4294967295);
SamplerState S : register(s4294967294);
[numthreads(4,1,1)]
void main(uint i : SV_DispatchThreadID) { Out[i] = In[i & 1][i]; }
