// profile: cs_6_6 entry: main
// f16tof32: the low 16 bits of a uint as a half, widened to float (high bits ignored).

StructuredBuffer<uint4> In : register(t0); // data: 15360, 49152, 0, 32768, 31743, 1, 14336, 4294917120, 31744, 64512, 13653, 1024
RWStructuredBuffer<float4> Out : register(u0); // out: 3

[numthreads(1, 1, 1)]
void main() {
  Out[0] = f16tof32(In[0]);
  Out[1] = float4(f16tof32(In[1].xyz), f16tof32(In[1].w));
  Out[2] = float4(f16tof32(In[2].xy), f16tof32(In[2].z), f16tof32(In[2].w));
}
