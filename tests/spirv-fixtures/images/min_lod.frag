#version 450
// MinLod (glslangValidator -V min_lod.frag -o min_lod.spv): samples of a least level
// (implicit, with a bias, with gradients, with a depth comparison): the sample ops'
// clamp operand.
#extension GL_ARB_sparse_texture_clamp : require
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform sampler2DShadow shadow;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 result;
void main() {
  vec4 a = textureClampARB(tex, uv, 1.5);
  vec4 b = textureClampARB(tex, uv, 2.0, 0.5);
  vec4 c = textureGradClampARB(tex, uv, dFdx(uv), dFdy(uv), 3.0);
  float d = textureClampARB(shadow, vec3(uv, 0.5), 1.0);
  result = a + b + c + vec4(d);
}
