#version 450
// glslangValidator -V shading_rate.vert -o shading_rate_vert.spv: a vertex's shading
// rate (2x2 pixels: log2 width 1 in bits 2-3, log2 height 1 in bits 0-1).
#extension GL_EXT_fragment_shading_rate : require
layout(location = 0) in vec4 position;
void main() {
    gl_Position = position;
    gl_PrimitiveShadingRateEXT = (1 << 2) | 1;
}
