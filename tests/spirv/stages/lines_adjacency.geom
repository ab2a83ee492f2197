#version 450
// Silhouette fins: lines with adjacency in, a quad strip out per line, on the
// layer and viewport the push constant names, with clip distances passed on.
layout(lines_adjacency, invocations = 3) in;
layout(triangle_strip, max_vertices = 4) out;

layout(location = 0) in vec3 in_normal[];
layout(location = 0) out vec3 out_normal;
layout(location = 1) flat out int out_invocation;

in gl_PerVertex {
    vec4 gl_Position;
    float gl_ClipDistance[2];
} gl_in[];

out gl_PerVertex {
    vec4 gl_Position;
    float gl_ClipDistance[2];
};

layout(push_constant) uniform Fin {
    float height;
    int layer;
};

void main() {
    for (int i = 1; i <= 2; i++) {
        for (int up = 0; up < 2; up++) {
            gl_Position = gl_in[i].gl_Position + vec4(0.0, float(up) * height, 0.0, 0.0);
            gl_ClipDistance[0] = gl_in[i].gl_ClipDistance[0];
            gl_ClipDistance[1] = gl_in[i].gl_ClipDistance[1];
            out_normal = normalize(in_normal[i] + in_normal[i == 1 ? 0 : 3]);
            out_invocation = gl_InvocationID;
            gl_Layer = layer;
            gl_ViewportIndex = gl_InvocationID;
            gl_PrimitiveID = gl_PrimitiveIDIn;
            EmitVertex();
        }
    }
    EndPrimitive();
}
