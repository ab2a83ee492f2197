#version 450
// Depth comparisons with a bias or gradients (SampleCmpBias, SampleCmpGrad: shader model
// 6.8) and at a level (SampleCmpLevel, 6.7; level 0 stays SampleCmpLevelZero).
layout(set = 0, binding = 0) uniform sampler2DShadow shadow;
layout(set = 0, binding = 1) uniform sampler2DArrayShadow shadows;
layout(location = 0) in vec3 uvz;
layout(location = 1) in float lod;
layout(location = 0) out vec4 color;
void main() {
    float a = texture(shadow, uvz, 0.5);
    float b = textureLod(shadow, uvz, lod);
    float c = textureGrad(shadow, uvz, vec2(lod, 0.0), vec2(0.0, lod));
    float d = textureGradOffset(shadows, vec4(uvz, 0.25), vec2(lod), vec2(lod), ivec2(1, -1));
    float e = textureLod(shadow, uvz, 0.0);
    color = vec4(a, b, c, d + e);
}
