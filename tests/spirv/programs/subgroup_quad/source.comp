#version 450
// Quad operations (FidelityFX SPD's reduction reads its quad's lanes this way) and a
// debug printf, which is non-semantic and dropped. Lanes 4q..4q+3 are a quad.
#extension GL_KHR_shader_subgroup_quad : require
#extension GL_EXT_debug_printf : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0, std430) buffer In { uint v[]; } src;
layout(set = 0, binding = 1, std430) buffer Out { uvec4 r[]; } dst;
layout(set = 0, binding = 2, std430) buffer OutVec { vec2 r[]; } dst_vec;

void main() {
    uint i = gl_LocalInvocationIndex;
    uint x = src.v[i];
    debugPrintfEXT("lane %u reads %u", i, x);
    dst.r[i] = uvec4(subgroupQuadSwapHorizontal(x), subgroupQuadSwapVertical(x),
                     subgroupQuadSwapDiagonal(x), subgroupQuadBroadcast(x, 2));
    dst_vec.r[i] = subgroupQuadSwapHorizontal(vec2(float(x), float(x) + 0.5));
}
