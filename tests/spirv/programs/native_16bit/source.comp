#version 450
// 16-bit types in a uniform block and a storage buffer (Vulkan-Samples'
// 16bit_arithmetic does this): they stay 16-bit in DXIL (native low precision).
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 4) in;
layout(set = 0, binding = 0, std140) uniform Params { f16vec4 scale; i16vec2 offset; } params;
layout(set = 0, binding = 1, std430) buffer Data { float16_t h[]; } data;
layout(set = 0, binding = 2, std430) buffer Out { int o[]; } result;

void main() {
    uint i = gl_LocalInvocationIndex;
    float16_t v = data.h[i] * params.scale[i];
    data.h[i] = v;
    int16_t product = params.offset.x * params.offset.y;
    result.o[i] = int(v) + int(product);
}
