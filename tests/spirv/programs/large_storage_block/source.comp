#version 450
// A storage block larger than a structured buffer's 2048-byte element (a fixed array
// of per-object data, as Vulkan-Samples' constant_data has): read and written by byte
// offsets, as a RWByteAddressBuffer.
// glslangValidator -V --target-env vulkan1.1 source.comp -o shader.spv
layout(local_size_x = 1) in;
struct Item {
    mat4 m;
    vec4 v;
};
layout(std430, binding = 0) buffer Big {
    Item items[32];
    float tail;
} big;

void main() {
    uint k = uint(big.tail);
    big.items[31].v = big.items[k].m[1] * 2.0;
    big.tail = big.items[1].v.w;
}
