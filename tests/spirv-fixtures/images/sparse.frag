#version 450
// Sparse residency (glslangValidator -V sparse.frag -o sparse.spv): each read's texel
// and whether it was fully mapped (CheckAccessFullyMapped of the DXIL op's status).
#extension GL_ARB_sparse_texture2 : require
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform sampler2DShadow shadow;
layout(set = 0, binding = 2, rgba8) uniform readonly image2D img;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 result;
void main() {
    vec4 a, b, c, d, e;
    float f;
    int ra = sparseTextureARB(tex, uv, a);
    int rb = sparseTextureLodARB(tex, uv, 1.0, b);
    int rc = sparseTexelFetchARB(tex, ivec2(uv * 64.0), 0, c);
    int rd = sparseTextureGatherARB(tex, uv, d);
    int re = sparseImageLoadARB(img, ivec2(uv * 64.0), e);
    int rf = sparseTextureARB(shadow, vec3(uv, 0.5), f);
    bool all_mapped = sparseTexelsResidentARB(ra) && sparseTexelsResidentARB(rb)
        && sparseTexelsResidentARB(rc) && sparseTexelsResidentARB(rd)
        && sparseTexelsResidentARB(re) && sparseTexelsResidentARB(rf);
    result = all_mapped ? a + b + c + d + e + vec4(f) : vec4(1.0, 0.0, 1.0, 1.0);
}
