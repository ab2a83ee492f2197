#version 450
// Three buffers in two descriptor sets: the binding-map tests move them.
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) readonly buffer In { uint a[]; } In_;
layout(set = 0, binding = 1) buffer Out1 { uint b[]; } Out1_;
layout(set = 1, binding = 0) buffer Out2 { uint c[]; } Out2_;
void main() {
    uint i = gl_GlobalInvocationID.x;
    Out1_.b[i] = In_.a[i] * 2u;
    Out2_.c[i] = In_.a[i] + 1u;
}
