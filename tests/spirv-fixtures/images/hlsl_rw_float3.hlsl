// RWTexture2D<float3>: glslang gives it the format Rgba32f and writes three
// components; Direct3D's resource is float3, every store writing .xyz.
RWTexture2D<float3> Blurred : register(u0);
RWTexture2D<float2> Motion : register(u1);
Texture2D<float3> Source : register(t0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float3 c = Source[id.xy];
    Blurred[id.xy] = Blurred[id.xy] * 0.5 + c;
    Motion[id.xy] = c.xy;
}
