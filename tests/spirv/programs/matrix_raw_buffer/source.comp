#version 450
// Matrices in storage blocks whose last member is a runtime array after others (byte
// address buffers): a row-major mat3 and a column-major mat4x3 (vectors padded to 16
// bytes) read whole and by column, written whole, by column and by element, and the
// runtime array of row-major matrices after them.
layout(local_size_x = 1) in;

layout(std430, set = 0, binding = 0) readonly buffer In {
    layout(row_major) mat3 m;       // offset 0: rows 16 bytes apart
    mat4x3 n;                       // offset 48: columns 16 bytes apart
    layout(row_major) mat2 r[];     // offset 112: rows 8 bytes apart, stride 16
} inb;

layout(std430, set = 0, binding = 1) buffer Out {
    layout(row_major) mat3 m;
    mat4x3 n;
    float f[];
} outb;

layout(std430, set = 0, binding = 2) readonly buffer Idx { int idx; };

void main() {
    int i = idx;
    outb.m = transpose(inb.m);
    outb.n = inb.n;
    outb.n[i] = inb.m[i];
    outb.m[2][i] = 100.0;
    vec2 rc = inb.r[i][i];
    outb.f[0] = rc.x;
    outb.f[1] = rc.y;
    mat2 r0 = inb.r[0];
    outb.f[2] = r0[0][1];
}
