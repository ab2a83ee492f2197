#version 450
// A std140 storage buffer: arrays of a struct holding a mat2 (each vector padded to 16
// bytes) and a float array (elements padded to 16 bytes), once with column-major and
// once with row-major matrices (glslang writes two struct types); struct elements copied
// whole, a column of a row-major matrix scaled in place, a row-major mat2x3's column
// stored, and matrices in groupshared memory.
layout(local_size_x = 1) in;

struct S {
    mat2 m;       // offset 0: two vectors 16 bytes apart
    float f[2];   // offset 32: stride 16
    vec2 v;       // offset 64; the struct takes 80 bytes
};

layout(std140, set = 0, binding = 0) buffer B {
    S cm[2];                     // offset 0
    layout(row_major) S rm[2];   // offset 160
    layout(row_major) mat2x3 x;  // offset 320: 3 rows of 2, stride 16
} b;

layout(std430, set = 0, binding = 1) buffer Out { float o[]; };
layout(std430, set = 0, binding = 2) readonly buffer Idx { int idx; };

shared mat3 sm[2];

void main() {
    int i = idx;
    b.cm[0] = b.cm[i];
    b.rm[0] = b.rm[i];
    b.rm[i].m[0] *= 2.0;
    b.x[i] = b.x[0] + vec3(0.5);
    sm[i] = mat3(b.cm[i].m);
    sm[0] = transpose(sm[i]);
    barrier();
    vec3 t = sm[0][1];
    o[0] = t.x; o[1] = t.y; o[2] = t.z;
    o[3] = b.cm[i].f[1];
    o[4] = b.rm[i].f[i];
    o[5] = b.cm[0].m[1].y;
    o[6] = b.rm[0].m[1][0];
}
