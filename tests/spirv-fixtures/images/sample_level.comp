#version 450
// Sampling with an explicit level, legal in compute but not translated yet: the
// translation stops with a located error.
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) buffer Out { vec4 v; } outs;
void main() {
    outs.v = textureLod(tex, vec2(0.5), 0.0);
}
