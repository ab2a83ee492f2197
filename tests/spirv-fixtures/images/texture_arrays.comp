#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
// Arrays of textures, storage images and combined image-samplers, indexed by
// constants, uniform and non-uniform values.
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(set = 0, binding = 0) uniform texture2D textures[4];
layout(set = 0, binding = 4, r32f) uniform image2D images[3];
layout(set = 0, binding = 7) uniform sampler2D combined[2];
layout(set = 1, binding = 0) uniform Params { int pick; } params;

void main() {
    int i = int(gl_LocalInvocationID.x);
    vec4 a = texelFetch(textures[1], ivec2(i, 0), 0);
    vec4 b = texelFetch(textures[params.pick], ivec2(i, 1), 0);
    vec4 c = texelFetch(textures[nonuniformEXT(i & 3)], ivec2(i, 2), 0);
    vec4 d = textureLod(combined[nonuniformEXT(i & 1)], vec2(0.5), 0.0);
    imageStore(images[i % 3], ivec2(i, 0), a + b + c + d);
    imageStore(images[0], ivec2(imageSize(images[2]).x - 1, 0), a);
}
