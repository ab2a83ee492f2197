#version 450
// Sampling with an explicit level or gradients and gathers (legal in compute):
// combined image-samplers of several shapes, a separate texture and sampler, a
// constant offset.
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(set = 0, binding = 0) uniform sampler2D tex2d;
layout(set = 0, binding = 1) uniform samplerCube cube;
layout(set = 0, binding = 2) uniform sampler2DArray layers;
layout(set = 0, binding = 3) uniform sampler3D volume;
layout(set = 0, binding = 4) uniform texture2D plain;
layout(set = 0, binding = 5) uniform sampler clamped;
layout(set = 0, binding = 6) buffer Out { vec4 values[]; } outs;
layout(set = 0, binding = 7) uniform isampler2D counts;

void main() {
    uint i = gl_GlobalInvocationID.x;
    vec2 uv = vec2(float(i) / 4.0, 0.5);
    outs.values[i * 6 + 0] = textureLod(tex2d, uv, 1.0);
    outs.values[i * 6 + 1] = textureLod(cube, vec3(uv, 1.0), 0.0);
    outs.values[i * 6 + 2] = textureLod(layers, vec3(uv, 2.0), 0.5);
    outs.values[i * 6 + 3] = textureGrad(volume, vec3(uv, 0.25), vec3(0.1), vec3(0.2));
    outs.values[i * 6 + 4] = textureLod(sampler2D(plain, clamped), uv, 2.0);
    outs.values[i * 6 + 5] = textureLodOffset(tex2d, uv, 0.0, ivec2(1, -2));
    outs.values[i * 6 + 5] += textureGather(tex2d, uv, 1);
    outs.values[i * 6 + 5] += vec4(textureGatherOffset(counts, uv, ivec2(-1, 0), 2));
}
