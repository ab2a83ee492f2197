#version 450
// The input block io_block.vert writes, its members read one by one.
layout(location = 0) in VS_OUT { vec3 normal; vec2 uv; mat2 m; float w; } fs_in;
layout(location = 0) out vec4 color;
void main() {
    color = vec4(fs_in.normal * fs_in.w, fs_in.uv.x + fs_in.m[1][0]);
}
