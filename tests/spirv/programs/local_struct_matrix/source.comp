#version 450
// A function-scope struct holding matrices (arrays of arrays once vectors are arrays),
// indexed with run-time column and row indices; dxil-emit splits it into one alloca per
// member before flattening arrays.
layout(local_size_x = 4) in;
layout(set = 0, binding = 0, std430) buffer Out { float v[]; } o;

struct Hit { uint kind; mat4x3 toWorld; vec2 bary; mat2 small; };

void main() {
    uint id = gl_GlobalInvocationID.x;
    Hit h;
    h.kind = id * 10u;
    for (int c = 0; c < 4; c++)
        for (int r = 0; r < 3; r++)
            h.toWorld[c][r] = float(c * 3 + r) + float(id) * 100.0;
    h.bary = vec2(0.25, 0.5);
    h.small = mat2(1.0, 2.0, 3.0, 4.0);
    Hit copy = h;
    uint col = id % 4u;
    uint row = (id + 1u) % 3u;
    o.v[id] = copy.toWorld[col][row] + float(copy.kind) + copy.bary[id % 2u] + copy.small[id % 2u][1];
}
