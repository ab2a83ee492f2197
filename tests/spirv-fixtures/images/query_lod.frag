#version 450
// textureQueryLod (glslangValidator -V query_lod.frag -o query_lod.spv): the level a
// sample would read (clamped) and the level of detail computed, of a 2D texture and a
// 2D array (no layer coordinate).
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform sampler2DArray arr;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 result;
void main() {
  vec2 l = textureQueryLod(tex, uv);
  vec2 m = textureQueryLod(arr, uv);
  result = vec4(l, m);
}
