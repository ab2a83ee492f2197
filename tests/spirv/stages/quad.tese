#version 450
// The evaluation shader of quad.tesc: bilinear in the quad, lifted by the corner heights.
layout(quads, fractional_even_spacing, cw) in;

layout(location = 0) in vec3 in_pos[];
layout(location = 1) in vec2 in_uv[];
layout(location = 2) patch in vec4 corner_heights;
layout(location = 0) out vec2 out_uv;

layout(set = 0, binding = 1) uniform Camera {
    mat4 view_proj;
};

void main() {
    vec2 t = gl_TessCoord.xy;
    vec3 a = mix(in_pos[0], in_pos[1], t.x);
    vec3 b = mix(in_pos[3], in_pos[2], t.x);
    vec3 p = mix(a, b, t.y);
    float h = mix(mix(corner_heights.x, corner_heights.y, t.x),
                  mix(corner_heights.w, corner_heights.z, t.x), t.y);
    p.y += h * 0.25 + gl_TessLevelOuter[0] * 0.0;
    out_uv = mix(mix(in_uv[0], in_uv[1], t.x), mix(in_uv[3], in_uv[2], t.x), t.y);
    gl_Position = view_proj * vec4(p, 1.0);
}
