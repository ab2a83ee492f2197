#version 450
// A point sprite's coordinate: Direct3D has none (its points are one pixel); the stage
// that expands points writes it, as the user input POINTCOORD.
// glslangValidator -V --target-env vulkan1.1 point_coord.frag -o point_coord.spv
layout(binding = 0) uniform sampler2D sprite;
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 frag;

void main() {
    frag = color * texture(sprite, gl_PointCoord);
}
