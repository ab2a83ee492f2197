#version 450
#extension GL_NV_compute_shader_derivatives : require
// Derivatives and implicit-level sampling in a compute shader whose quads are 2x2
// (Direct3D's in an 8x8 group, shader model 6.6).
layout(local_size_x = 8, local_size_y = 8) in;
layout(derivative_group_quadsNV) in;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, rgba32f) uniform writeonly image2D outImage;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec2 uv = (vec2(p) + 0.5) / 64.0;
    float d = dFdx(uv.x) + fwidth(uv.y);
    imageStore(outImage, p, texture(tex, uv) + vec4(d));
}
