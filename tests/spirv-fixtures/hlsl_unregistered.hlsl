// HLSL resources declared without registers, as engines that bind by reflection write
// them: glslang gives each binding 0 (one, Extra, has register t1). Direct3D binds no
// two at one register: the later ones take the least free registers.
// glslangValidator -D -V --target-env vulkan1.1 -e main -S frag hlsl_unregistered.hlsl -o hlsl_unregistered.spv
Texture2D<float4> Color;
Texture2D<float> Depth;
Texture2D<float4> Extra : register(t1);
SamplerState Linear;
cbuffer Frame {
    float4 tint;
};
cbuffer Object {
    float4 scale;
};

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    return Color.Sample(Linear, uv) * Depth.Sample(Linear, uv) * tint * scale
        + Extra.Sample(Linear, uv);
}
