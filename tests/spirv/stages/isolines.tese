#version 450
// The evaluation shader of isolines.tesc: points along the segment, one line per
// level, offset by the line's index.
layout(isolines, equal_spacing) in;

layout(location = 0) in vec4 in_color[];
layout(location = 0) out vec4 out_color;

void main() {
    float u = gl_TessCoord.x;
    float line = gl_TessCoord.y;
    gl_Position = mix(gl_in[0].gl_Position, gl_in[1].gl_Position, u) + vec4(0.0, line, 0.0, 0.0);
    out_color = mix(in_color[0], in_color[1], u);
}
