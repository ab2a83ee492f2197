#version 450
// A depth comparison with a bias needs SampleCmpBias (shader model 6.8): a located error.
layout(set = 0, binding = 0) uniform sampler2DShadow shadow;
layout(location = 0) in vec3 uvz;
layout(location = 0) out vec4 color;
void main() {
    color = vec4(texture(shadow, uvz, 0.5));
}
