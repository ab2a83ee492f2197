// The HLSL of source.comp, for DXC: its container must compute the same buffer
// (tests/texture_execution.rs), so the CPU interpreter's textures are judged on a
// compiler's output other than ours.
Texture2D<float> tex : register(t0);
SamplerState point_clamp : register(s1);
SamplerState linear_wrap : register(s2);
RWTexture2D<float> img : register(u3);
RWStructuredBuffer<float> outs : register(u4);

[numthreads(1, 1, 1)]
void main() {
    outs[0] = tex.Load(int3(1, 2, 0));
    outs[1] = tex.Load(int3(1, 0, 1));
    outs[2] = tex.SampleLevel(point_clamp, float2(0.30, 0.60), 0);
    outs[3] = tex.SampleLevel(point_clamp, float2(1.7, -0.2), 0);
    outs[4] = tex.SampleLevel(linear_wrap, float2(0.25, 0.125), 0);
    outs[5] = tex.SampleLevel(linear_wrap, float2(1.125, 0.125), 0);
    outs[6] = tex.SampleLevel(linear_wrap, float2(0.25, 0.25), 0.5);
    outs[7] = tex.SampleGrad(point_clamp, float2(0.75, 0.25), float2(0.5, 0.0), float2(0.0, 0.0));
    float4 g = tex.GatherRed(point_clamp, float2(0.5, 0.5));
    outs[8] = g.x;
    outs[9] = g.y;
    outs[10] = g.z;
    outs[11] = g.w;
    uint w, h, levels;
    tex.GetDimensions(1, w, h, levels);
    outs[12] = w;
    outs[13] = levels;
    img[uint2(2, 1)] = 42.5;
    outs[14] = img[uint2(2, 1)] + img[uint2(0, 0)];
    uint iw, ih;
    img.GetDimensions(iw, ih);
    outs[15] = ih;
}
