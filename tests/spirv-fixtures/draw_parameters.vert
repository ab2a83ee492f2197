#version 460
// Vulkan's draw parameters as slang and DXC write HLSL's SV_VertexID and
// SV_InstanceID: gl_VertexIndex - gl_BaseVertex (and the instance's alike).
// glslangValidator -V --target-env vulkan1.1 draw_parameters.vert -o draw_parameters.spv
layout(location = 0) out vec2 ids;

void main() {
    uint vertex_id = uint(gl_VertexIndex - gl_BaseVertex);
    uint instance_id = uint(gl_InstanceIndex - gl_BaseInstance);
    ids = vec2(vertex_id, instance_id);
    gl_Position = vec4(float(vertex_id & 1u), float(vertex_id >> 1), 0.0, 1.0);
}
