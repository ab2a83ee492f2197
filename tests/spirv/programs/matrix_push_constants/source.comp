#version 450
// Push constants (root constants in a cbuffer at b0, space0, the binding map's
// default) holding a row-major mat3x2 (rows of 3 padded to 16 bytes) and a column-major
// mat2x3 (columns padded to 16 bytes): columns, a multiply, a scalar after them.
layout(local_size_x = 1) in;

layout(push_constant, std430) uniform PC {
    layout(row_major) mat3x2 m;  // offset 0: 2 rows of 3, stride 16
    mat2x3 n;                    // offset 32: 2 columns of 3, stride 16
    float f;                     // offset 64
} pc;

layout(std430, set = 0, binding = 1) buffer Out { float o[]; };

void main() {
    vec2 c1 = pc.m[1];
    o[0] = c1.x; o[1] = c1.y;
    vec3 n1 = pc.n[1];
    o[2] = n1.x; o[3] = n1.y; o[4] = n1.z;
    vec2 y = pc.m * vec3(1.0, 1.0, 1.0);
    o[5] = y.x; o[6] = y.y;
    o[7] = pc.f;
}
