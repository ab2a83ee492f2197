#version 450
#extension GL_NV_compute_shader_derivatives : require
// The same with quads of 4 threads in a row: Direct3D's in a group of one row.
//
layout(local_size_x = 64) in;
layout(derivative_group_linearNV) in;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, rgba32f) uniform writeonly image2D outImage;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec2 uv = (vec2(p) + 0.5) / 64.0;
    float d = dFdx(uv.x) + fwidth(uv.y);
    imageStore(outImage, p, texture(tex, uv) + vec4(d));
}
