#version 450
// A depth-comparison sample at level 0: sampleCmpLevelZero with a comparison sampler.
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform sampler2DShadow shadow;
layout(set = 0, binding = 1) buffer Out { vec4 v; } outs;
void main() {
    outs.v = vec4(textureLod(shadow, vec3(0.5, 0.5, 0.25), 0.0));
}
