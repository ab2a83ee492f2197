#version 450
// Push constants (std430, as glslang lays them out) read as a cbuffer at b0, space0:
// a scalar, a vec3 after it, a tight float array (read at constant indices: a dynamic
// index into an array that does not step by whole rows is not taken yet) and a uvec2.
layout(local_size_x = 4) in;
layout(push_constant) uniform Params {
    float scale;
    vec3 offset;
    float weights[3];
    uvec2 range;
} params;
layout(set = 0, binding = 0, std430) buffer Out { float values[]; } result;

void main() {
    uint i = gl_LocalInvocationID.x;
    uint k = i % 3u;
    float w = k == 0u ? params.weights[0] : (k == 1u ? params.weights[1] : params.weights[2]);
    float v = float(i) * params.scale + params.offset[i % 3u] + w;
    if (i >= params.range.x && i < params.range.y) {
        v += 100.0;
    }
    result.values[i] = v;
}
