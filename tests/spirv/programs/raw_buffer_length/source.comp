#version 450
// arrayLength of a runtime array after other members: the block is a byte-address
// buffer, the length its bytes past the array's offset over its stride.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Data { uint count; uint pad; vec2 items[]; } data;
layout(std430, binding = 1) buffer Out { uint v[]; } outs;
void main() {
    outs.v[0] = uint(data.items.length());
    outs.v[1] = uint(outs.v.length());
}
