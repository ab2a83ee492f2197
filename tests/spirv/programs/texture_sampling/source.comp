#version 450
#extension GL_EXT_samplerless_texture_functions : require
// Texel fetches, samples at a level and with gradients (point and linear filtering,
// clamp and wrap addressing, two mip levels), a gather, size queries and a storage
// image's store and load, run on the CPU interpreter against values computed by hand.
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 1) uniform sampler point_clamp;
layout(set = 0, binding = 2) uniform sampler linear_wrap;
layout(set = 0, binding = 3, r32f) uniform image2D img;
layout(std430, set = 0, binding = 4) buffer Out { float v[]; } outs;
void main() {
    outs.v[0] = texelFetch(tex, ivec2(1, 2), 0).r;
    outs.v[1] = texelFetch(tex, ivec2(1, 0), 1).r;
    // Point: the texel under (0.30, 0.60) of 4x4 is (1, 2).
    outs.v[2] = textureLod(sampler2D(tex, point_clamp), vec2(0.30, 0.60), 0.0).r;
    // Clamped past the edge: texel (3, 0).
    outs.v[3] = textureLod(sampler2D(tex, point_clamp), vec2(1.7, -0.2), 0.0).r;
    // Linear between texels (0, 0) and (1, 0) (u = 0.25 is halfway), level 0.
    outs.v[4] = textureLod(sampler2D(tex, linear_wrap), vec2(0.25, 0.125), 0.0).r;
    // Wrapped: u = 1.125 is texel centre 0.
    outs.v[5] = textureLod(sampler2D(tex, linear_wrap), vec2(1.125, 0.125), 0.0).r;
    // Halfway between levels 0 and 1 at a texel centre of level 1 (0.25, 0.25).
    outs.v[6] = textureLod(sampler2D(tex, linear_wrap), vec2(0.25, 0.25), 0.5).r;
    // Gradients of 2 texels of level 0: LOD 1, level 1 at point (0.75, 0.25): texel (1, 0).
    outs.v[7] = textureGrad(sampler2D(tex, point_clamp), vec2(0.75, 0.25), vec2(0.5, 0.0), vec2(0.0, 0.0)).r;
    // Gather of red around (0.5, 0.5): texels (1,2), (2,2), (2,1), (1,1).
    vec4 g = textureGather(sampler2D(tex, point_clamp), vec2(0.5, 0.5), 0);
    outs.v[8] = g.x;
    outs.v[9] = g.y;
    outs.v[10] = g.z;
    outs.v[11] = g.w;
    outs.v[12] = float(textureSize(sampler2D(tex, point_clamp), 1).x);
    outs.v[13] = float(textureQueryLevels(sampler2D(tex, point_clamp)));
    imageStore(img, ivec2(2, 1), vec4(42.5));
    outs.v[14] = imageLoad(img, ivec2(2, 1)).r + imageLoad(img, ivec2(0, 0)).r;
    outs.v[15] = float(imageSize(img).y);
}
