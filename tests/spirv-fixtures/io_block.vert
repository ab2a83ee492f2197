#version 450
// An output block at a Location: an element per member, at consecutive locations (the
// matrix two), read whole by io_block.frag.
layout(location = 0) in vec3 pos;
layout(location = 1) in vec2 uv;
layout(location = 0) out VS_OUT { vec3 normal; vec2 uv; mat2 m; float w; } vs_out;
void main() {
    gl_Position = vec4(pos, 1.0);
    vs_out.normal = pos;
    vs_out.uv = uv;
    vs_out.m = mat2(uv, uv);
    vs_out.w = 1.0;
}
