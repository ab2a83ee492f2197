#version 450
// A std140 uniform block (a cbuffer): a column-major mat3 (columns padded to 16 bytes),
// row-major matrices (rows padded), an array of mat2 and a struct holding a row-major
// matrix; columns and elements at constant and run-time indices, whole matrices
// multiplied, the struct's matrix loaded whole, the struct copied to a function
// variable (a struct holding a matrix in local memory), an array of row-major matrices.
layout(local_size_x = 1) in;

struct S {
    mat2 m;                      // row-major (the block member says): rows at 0 and 16
    float f;                     // 32
};

layout(std140, set = 0, binding = 0) uniform U {
    mat3 a;                      // offset 0: 3 columns, stride 16
    layout(row_major) mat2x3 b;  // offset 48: 3 rows of 2, stride 16
    layout(row_major) mat3x4 c;  // offset 96: 4 rows of 3, stride 16
    mat2 d[2];                   // offset 160: columns stride 16, array stride 32
    layout(row_major) S s;       // offset 224
    layout(row_major) mat3x2 e[2]; // offset 272: 2 rows of 3, stride 16; array stride 32
} u;

layout(std430, set = 0, binding = 1) buffer Out { float o[]; };
layout(std430, set = 0, binding = 2) readonly buffer Idx { int idx; };

void main() {
    int i = idx;
    vec3 a1 = u.a[i];
    o[0] = a1.x; o[1] = a1.y; o[2] = a1.z;
    vec3 b1 = u.b[i];
    o[3] = b1.x; o[4] = b1.y; o[5] = b1.z;
    o[6] = u.c[2][i];
    o[7] = u.c[i][3];
    vec4 c0 = u.c[0];
    o[8] = c0.x; o[9] = c0.y; o[10] = c0.z; o[11] = c0.w;
    vec3 y = u.b * vec2(1.0, 2.0);
    o[12] = y.x; o[13] = y.y; o[14] = y.z;
    o[15] = u.d[i][0].y;
    mat2 m = u.s.m;
    vec2 m1 = m[1];
    o[16] = m1.x; o[17] = m1.y; o[18] = u.s.f;
    vec2 sm = u.s.m[i];
    o[19] = sm.x; o[20] = sm.y;
    mat3 a = u.a;
    vec3 z = a * vec3(1.0, 1.0, 1.0);
    o[21] = z.x; o[22] = z.y; o[23] = z.z;
    S local = u.s;
    vec2 l1 = local.m[i];
    o[24] = l1.x; o[25] = l1.y; o[26] = local.f;
    o[27] = u.e[i][2][1];
    vec2 e1 = u.e[i][i];
    o[28] = e1.x; o[29] = e1.y;
    vec2 w = u.e[0] * vec3(1.0, 1.0, 1.0);
    o[30] = w.x; o[31] = w.y;
}
