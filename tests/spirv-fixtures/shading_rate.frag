#version 450
// glslangValidator -V shading_rate.frag -o shading_rate_frag.spv: the rate a pixel was
// shaded at, read as Direct3D's SV_ShadingRate (Vulkan's rate bits are Direct3D's).
#extension GL_EXT_fragment_shading_rate : require
layout(location = 0) out vec4 color;
void main() {
    int rate = gl_ShadingRateEXT;
    color = vec4(float(rate & 3), float((rate >> 2) & 3), 0.0, 1.0);
}
