#version 450
// GLSL.std.450's instructions HLSL lacks, expanded: asinh, acosh, atanh, ldexp,
// faceforward, modf, frexp, determinant and inverse of 2x2, 3x3 and 4x4 matrices.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Out { float v[]; } outs;
void main() {
    float x = 0.75;
    outs.v[0] = asinh(x);
    outs.v[1] = acosh(x + 2.0);
    outs.v[2] = atanh(x - 0.25);
    outs.v[3] = ldexp(x, 3);
    vec2 ff = faceforward(vec2(1.0, 2.0), vec2(1.0, 0.0), vec2(1.0, 1.0));
    outs.v[4] = ff.x + 10.0 * ff.y;
    float whole;
    outs.v[5] = modf(x + 2.0, whole);
    outs.v[6] = whole;
    mat2 m2 = mat2(4.0, 2.0, 7.0, 6.0);
    mat3 m3 = mat3(2.0, 0.0, 1.0, 1.0, 3.0, 2.0, 1.0, 1.0, 4.0);
    mat4 m4 = mat4(2.0, 0.0, 0.0, 1.0,  0.0, 2.0, 1.0, 0.0,  1.0, 0.0, 3.0, 0.0,  0.0, 1.0, 0.0, 1.0);
    outs.v[7] = determinant(m2);
    outs.v[8] = determinant(m3);
    outs.v[9] = determinant(m4);
    mat2 i2 = inverse(m2);
    mat3 i3 = inverse(m3);
    mat4 i4 = inverse(m4);
    outs.v[10] = i2[0][0] + 10.0 * i2[1][0];
    outs.v[11] = i3[1][2];
    outs.v[12] = i4[2][3];
    vec4 check = (m4 * i4) * vec4(1.0, 2.0, 3.0, 4.0);
    outs.v[13] = check.x + check.y + check.z + check.w;
    // Keep the values at run time: built from the buffer's length.
    outs.v[14] = float(outs.v.length());
    int e;
    float mantissa = frexp(x + 12.0, e);
    outs.v[15] = mantissa + float(e);
}
