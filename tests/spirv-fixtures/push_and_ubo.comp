#version 450
// A uniform block at binding 0 and push constants: by default the push constants take
// the next free constant-buffer register (b1), not b0 beside the block.
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Ubo { uint a; } ubo;
layout(push_constant) uniform Push { uint b; } pc;
layout(std430, set = 0, binding = 1) buffer Out { uint v[]; } outs;
void main() {
    outs.v[0] = ubo.a + pc.b;
}
