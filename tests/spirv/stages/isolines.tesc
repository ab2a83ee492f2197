#version 450
// Isolines: two control points, the detail and density levels from a push constant.
layout(vertices = 2) out;

layout(location = 0) in vec4 in_color[];
layout(location = 0) out vec4 out_color[];

layout(push_constant) uniform Levels {
    float lines;
    float segments;
};

void main() {
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    out_color[gl_InvocationID] = in_color[gl_InvocationID];
    gl_TessLevelOuter[0] = lines;
    gl_TessLevelOuter[1] = segments;
}
