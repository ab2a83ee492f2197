#version 450
// interpolateAtCentroid/Sample/Offset: DXIL's EvalCentroid, EvalSampleIndex and EvalSnapped
// (the offset in sixteenths of a pixel).
// glslangValidator -V --target-env vulkan1.1 interpolate_at.frag -o interpolate_at.spv
layout(location = 0) in vec4 color;
layout(location = 1) centroid in vec2 uv;
layout(location = 0) out vec4 frag;
void main() {
    frag = interpolateAtCentroid(color) + interpolateAtSample(color, 2)
         + interpolateAtOffset(color, vec2(0.25, -0.125)) + vec4(interpolateAtOffset(uv.x, vec2(-0.5, 0.4375)));
}
