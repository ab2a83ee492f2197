// profile: cs_6_6 entry: main
// ddx_coarse in a compute shader (SM 6.6): 8 threads in a line form two quads of 4
// consecutive lanes; float, float2, float3 and float4 forms.

StructuredBuffer<float4> In : register(t0); // data: 0, 1, 0, 10, 0.5, -0.25, 2, 9.75, 2, -1.5, 4, 9, 4.5, -2.75, 0, 7.75, 8, -4, 2, 6, 12.5, -5.25, 4, 3.75, 18, -6.5, 0, 1, 24.5, -7.75, 2, -2.25
RWStructuredBuffer<float4> Out : register(u0); // out: 24

[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
  float4 v = In[i];
  Out[i] = ddx_coarse(v);
  Out[8 + i] = float4(ddx_coarse(v.xyz), ddx_coarse(v.w));
  Out[16 + i] = float4(ddx_coarse(v.xy), ddx_coarse(v.zw));
}
