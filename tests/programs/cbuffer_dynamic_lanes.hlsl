// Run-time lanes of cbuffer vectors (v[i]): the row and the component are known only at
// run time, so each thread loads its row and picks the component.
cbuffer C : register(b0) { float3 v; float s; float2 w; };
RWStructuredBuffer<float> output : register(u0);
[numthreads(4,1,1)]
void main(uint3 tid : SV_GroupThreadID) {
  output[tid.x] = v[tid.x % 3] + w[tid.x % 2] * s;
}
