#version 450
#extension GL_EXT_multiview : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
// Inputs DXIL reads with operations, not from the signature: gl_ViewIndex (ViewID),
// gl_SubgroupSize and gl_SubgroupInvocationID (wave lane count and index), in a pixel
// shader with a wave reduction.
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 result;
void main() {
    float lane = float(gl_SubgroupInvocationID) / float(gl_SubgroupSize);
    result = color * float(gl_ViewIndex + 1) + vec4(subgroupAdd(lane));
}
