#version 450
// Quad patches of four control points: each invocation passes its point on, then
// (after the barrier) the invocation of point 0 sets the levels from the distances
// between the points the others output (gl_out of other invocations).
layout(vertices = 4) out;

layout(location = 0) in vec3 in_pos[];
layout(location = 1) in vec2 in_uv[];
layout(location = 0) out vec3 out_pos[4];
layout(location = 1) out vec2 out_uv[4];
layout(location = 2) patch out vec4 corner_heights;

layout(set = 0, binding = 0) uniform Params {
    float density;
    float max_level;
};

void main() {
    out_pos[gl_InvocationID] = in_pos[gl_InvocationID];
    out_uv[gl_InvocationID] = in_uv[gl_InvocationID];
    gl_out[gl_InvocationID].gl_Position = vec4(in_pos[gl_InvocationID], 1.0);
    barrier();
    if (gl_InvocationID == 0) {
        float e0 = distance(out_pos[0], out_pos[1]);
        float e1 = distance(out_pos[1], out_pos[2]);
        float e2 = distance(out_pos[2], out_pos[3]);
        float e3 = distance(out_pos[3], out_pos[0]);
        gl_TessLevelOuter[0] = min(e0 * density, max_level);
        gl_TessLevelOuter[1] = min(e1 * density, max_level);
        gl_TessLevelOuter[2] = min(e2 * density, max_level);
        gl_TessLevelOuter[3] = min(e3 * density, max_level);
        gl_TessLevelInner[0] = max(gl_TessLevelOuter[0], gl_TessLevelOuter[2]);
        gl_TessLevelInner[1] = max(gl_TessLevelOuter[1], gl_TessLevelOuter[3]);
    }
    // Every invocation writes its own corner of the patch output.
    corner_heights[gl_InvocationID] = in_pos[gl_InvocationID].y;
}
