#version 450
// glslangValidator -V --target-env vulkan1.3 local_size_id.comp -o local_size_id.spv: SPIR-V 1.6,
// whose local size glslang writes as OpExecutionModeId LocalSizeId.
layout(local_size_x = 8, local_size_y = 4) in;
layout(set=0, binding=0) buffer B { uint data[]; };
void main() { data[gl_GlobalInvocationID.x] = gl_LocalInvocationIndex; }
