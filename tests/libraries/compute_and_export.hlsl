RWStructuredBuffer<float> Out : register(u0);
StructuredBuffer<float> In : register(t0);

export float scale(float x) { return x * 2.0; }

[shader("compute")]
[numthreads(8,1,1)]
void cs_main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = scale(In[id.x]);
}
