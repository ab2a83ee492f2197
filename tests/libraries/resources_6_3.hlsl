RWStructuredBuffer<float> Outs[4] : register(u0);
cbuffer Params : register(b0) { uint which; float scale; };
float gscale;

export float twice(float x) { return x * 2.0; }

[shader("compute")]
[numthreads(4,1,1)]
void cs_main(uint3 id : SV_DispatchThreadID) {
  Outs[which][id.x] = twice(scale) + gscale;
}
