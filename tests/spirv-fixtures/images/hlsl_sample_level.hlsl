// SampleLevel, SampleGrad and Gather through glslang's HLSL front end, with DXC's own
// container of this source as the reference for reflection.
Texture2D<float4> Colors : register(t0);
TextureCube<float4> Sky : register(t1);
Texture2DArray<float4> Layers : register(t2);
SamplerState Linear : register(s0);
SamplerState Points : register(s3);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 uv = float2(id.x / 4.0, 0.5);
    float4 a = Colors.SampleLevel(Linear, uv, 1.0);
    a += Colors.SampleLevel(Points, uv, 0.0, int2(1, 1));
    a += Sky.SampleLevel(Linear, float3(uv, 1.0), 0.0);
    a += Layers.SampleGrad(Points, float3(uv, 1.0), float2(0.1, 0.0), float2(0.0, 0.1));
    a += Colors.Gather(Points, uv, int2(0, 1));
    Out[id.x] = a;
}
