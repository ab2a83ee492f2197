#version 450
// Projective depth comparisons (glslangValidator -V proj_dref.frag -o proj_dref.spv):
// the coordinates and the reference divided by q, as Vulkan's projection operation does.
layout(set = 0, binding = 0) uniform sampler2DShadow shadow;
layout(location = 0) in vec4 p;
layout(location = 0) out vec4 result;
void main() {
  float a = textureProj(shadow, p);
  float b = textureProjLod(shadow, p, 0.0);
  result = vec4(a, b, 0.0, 1.0);
}
