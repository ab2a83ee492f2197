#version 450
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint count; float scale; vec2 data[]; } b;
void main() {
  uint i = gl_GlobalInvocationID.x;
  b.data[i] = b.data[i] * b.scale;
  atomicAdd(b.count, 1u);
}
