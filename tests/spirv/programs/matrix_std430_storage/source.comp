#version 450
// std430 storage buffers: column-major matrices whose vec3 columns are padded to 16
// bytes, row-major ones (rows padded too), an array of matrices; whole loads and
// stores, columns of row-major matrices at a run-time index, single elements, stores
// into a column of a row-major matrix.
layout(local_size_x = 1) in;

layout(std430, set = 0, binding = 0) readonly buffer In {
    mat4x3 a;                    // offset 0: 4 columns, stride 16
    layout(row_major) mat4x3 b;  // offset 64: 3 rows of 4, stride 16
    layout(row_major) mat3 c;    // offset 112: 3 rows of 3, stride 16
    mat2x3 d[2];                 // offset 160: array stride 32
} inb;

layout(std430, set = 0, binding = 1) buffer OutM {
    mat4x3 a;
    layout(row_major) mat4x3 b;
    layout(row_major) mat3 c;
    mat2x3 d[2];
} outm;

layout(std430, set = 0, binding = 2) buffer Out { float o[]; };
layout(std430, set = 0, binding = 3) readonly buffer Idx { int idx; };

layout(std430, set = 0, binding = 4) buffer OutR {
    layout(row_major) mat3 r;
} outr;

void main() {
    outm.a = inb.a;
    outm.b = inb.b;
    outm.c = inb.c;
    outm.d = inb.d;
    int i = idx;
    vec3 col = inb.b[i];
    o[0] = col.x; o[1] = col.y; o[2] = col.z;
    o[3] = inb.c[2][i];
    vec3 x = inb.a * vec4(1.0, 2.0, 3.0, 4.0);
    o[4] = x.x; o[5] = x.y; o[6] = x.z;
    o[7] = inb.d[i][1].z;
    vec3 cc = inb.c[i];
    o[8] = cc.x; o[9] = cc.y; o[10] = cc.z;
    vec4 row = vec3(1.0, 2.0, 3.0) * inb.b;
    o[11] = row.x; o[12] = row.y; o[13] = row.z; o[14] = row.w;
    outr.r[i] = vec3(100.0, 200.0, 300.0);
    outr.r[0][i] = 7.0;
}
