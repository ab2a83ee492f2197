#version 450
// A runtime array of textures (bound unbounded), read at non-uniform indices.
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) uniform texture2D textures[];
layout(set = 1, binding = 0, r32f) uniform image2D outs;
void main() {
    int i = int(gl_LocalInvocationID.x);
    imageStore(outs, ivec2(i, 0), texelFetch(textures[nonuniformEXT(i)], ivec2(0), 0));
}
