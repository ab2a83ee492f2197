#version 450
// Specialization constants, given by SpecId in specializations.txt: the local size
// (local_size_x_id), an int, a bool and a float, and expressions glslang folds into
// OpSpecConstantOp (arithmetic, comparison, select, shifts).
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int BASE = 1;
layout(constant_id = 2) const bool NEGATE = false;
layout(constant_id = 3) const float SCALE = 1.0;
const int TWICE = BASE * 2 + 1;
const int SHIFTED = (BASE << 3) >> 1;
const bool BIG = BASE > 10;
const uint PICK = BIG ? 7u : 3u;
layout(set = 0, binding = 0, std430) buffer Out { float values[]; } result;

void main() {
    uint i = gl_LocalInvocationID.x;
    float v = float(int(i) * TWICE + SHIFTED) * SCALE + float(PICK) + float(gl_WorkGroupSize.x);
    result.values[i] = NEGATE ? -v : v;
}
