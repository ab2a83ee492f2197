#version 450
// Input attachments (glslangValidator -V subpass_inputs.frag -o subpass_inputs.spv): a
// colour attachment and a multisampled one (its sample 2), read at the pixel, as Direct3D
// textures at their bindings.
layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput color;
layout(input_attachment_index = 1, set = 0, binding = 1) uniform subpassInputMS samples;
layout(location = 0) out vec4 result;
void main() {
    result = subpassLoad(color) + subpassLoad(samples, 2);
}
