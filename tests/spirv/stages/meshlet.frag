#version 450
#extension GL_EXT_mesh_shader : require
// The fragment shader of meshlet.mesh: its vertex colour, and its per-primitive normal
// (the same for the whole primitive: constant interpolation, as the mesh shader's
// primitive output) and primitive id.
layout(location = 0) in vec4 color;
layout(location = 1) perprimitiveEXT in vec3 normal;
layout(location = 0) out vec4 result;
void main() {
    float light = max(dot(normal, vec3(0.0, 0.0, 1.0)), 0.1);
    result = vec4(color.rgb * light, float(gl_PrimitiveID & 1));
}
