#version 450
// Double matrices in a std430 storage buffer: a dmat3 whose dvec3 columns are padded to
// 32 bytes, a row-major dmat2x3, an array of dmat2; whole copies, columns of the
// row-major one at a run-time index, elements, a multiply.
layout(local_size_x = 1) in;

layout(std430, set = 0, binding = 0) readonly buffer In {
    dmat3 a;                     // offset 0: columns 32 bytes apart
    layout(row_major) dmat2x3 b; // offset 96: 3 rows of 2, stride 16
    dmat2 c[2];                  // offset 144: array stride 32
} inb;

layout(std430, set = 0, binding = 1) buffer OutM {
    dmat3 a;
    layout(row_major) dmat2x3 b;
    dmat2 c[2];
} outm;

layout(std430, set = 0, binding = 2) buffer Out { double o[]; };
layout(std430, set = 0, binding = 3) readonly buffer Idx { int idx; };

void main() {
    outm.a = inb.a;
    outm.b = inb.b;
    outm.c = inb.c;
    int i = idx;
    dvec3 a1 = inb.a[i];
    o[0] = a1.x; o[1] = a1.y; o[2] = a1.z;
    dvec3 b1 = inb.b[i];
    o[3] = b1.x; o[4] = b1.y; o[5] = b1.z;
    dvec3 y = inb.a * dvec3(1.0);
    o[6] = y.x; o[7] = y.y; o[8] = y.z;
    o[9] = inb.c[i][1][0];
    o[10] = inb.b[0][2];
}
