#version 450
// Atomics on storage images of every shape (glslangValidator -V image_atomics.comp -o
// image_atomics.spv): 2D, 2D array, buffer, 3D; add, signed max and min, compare and
// swap, or, exchange.
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2D counts;
layout(set = 0, binding = 1, r32i) uniform iimage2DArray layers;
layout(set = 0, binding = 2, r32ui) uniform uimageBuffer flat_counts;
layout(set = 0, binding = 3, r32ui) uniform uimage3D vol;
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  uint old = imageAtomicAdd(counts, p, 1u);
  imageAtomicMax(layers, ivec3(p, 2), int(old));
  uint prev = imageAtomicCompSwap(counts, p / 2, 0u, old);
  imageAtomicOr(flat_counts, int(gl_GlobalInvocationID.x), prev);
  imageAtomicExchange(vol, ivec3(p, 1), 7u);
  imageAtomicMin(layers, ivec3(p, int(prev & 3u)), -1);
}
