#version 450
// Doubles through what DXIL has no double operation for: rounding (floor, ceil,
// trunc, round, roundEven, fract) exactly, sqrt and inversesqrt (Newton steps from an
// estimate made of the bits), length, normalize, dot, ldexp; values read from a buffer so
// nothing is folded. GLSL leaves round's halfway cases to the implementation: to even here,
// as DXIL's Round_ne rounds floats.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer In { double x[]; } ins;
layout(std430, binding = 1) buffer Out { double v[]; } outs;
void main() {
    for (int k = 0; k < 4; k++) {
        double x = ins.x[k];
        outs.v[6 * k + 0] = floor(x);
        outs.v[6 * k + 1] = ceil(x);
        outs.v[6 * k + 2] = trunc(x);
        outs.v[6 * k + 3] = round(x);
        outs.v[6 * k + 4] = roundEven(x);
        outs.v[6 * k + 5] = fract(x);
    }
    double big = ins.x[4];
    outs.v[24] = floor(big) - big;
    outs.v[25] = sqrt(ins.x[5]);
    outs.v[26] = inversesqrt(ins.x[5]);
    dvec3 d = dvec3(ins.x[0], ins.x[1], ins.x[2]);
    outs.v[27] = length(d);
    outs.v[28] = normalize(d).y;
    outs.v[29] = dot(d, dvec3(1.0, 2.0, 3.0));
    outs.v[30] = ldexp(ins.x[1], int(ins.x[3]) + 1000);
    outs.v[31] = sqrt(ins.x[6]);
}
