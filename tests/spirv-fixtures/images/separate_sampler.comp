#version 450
// A separate sampler object: not translated yet, a located error.
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 1) uniform sampler smp;
layout(set = 0, binding = 2) buffer Out { vec4 v; } outs;
void main() {
    outs.v = textureLod(sampler2D(tex, smp), vec2(0.5), 0.0);
}
