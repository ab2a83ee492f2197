#version 450
// An array of two uniform blocks at binding 0 (b0 and b1) and push constants: by
// default the push constants take b2, past the array.
// glslangValidator -V --target-env vulkan1.1 push_and_ubo_array.comp -o push_and_ubo_array.spv
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Ubo { uint a; } ubos[2];
layout(push_constant) uniform Push { uint b; } pc;
layout(std430, set = 0, binding = 2) buffer Out { uint v[]; } outs;
void main() {
    outs.v[0] = ubos[pc.b].a + pc.b;
}
