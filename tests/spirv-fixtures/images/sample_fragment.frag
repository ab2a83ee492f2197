#version 450
// A pixel shader that samples: implicit levels, a bias, a projection, a depth
// comparison and a derivative, with a texture coordinate and the fragment position in.
layout(set = 0, binding = 0) uniform sampler2D color_map;
layout(set = 0, binding = 1) uniform sampler2DShadow shadow;
layout(location = 0) in vec2 uv;
layout(location = 1) in vec4 proj;
layout(location = 0) out vec4 color;
void main() {
    vec4 c = texture(color_map, uv) + texture(color_map, uv, 1.0) + textureProj(color_map, proj.xyw);
    float lit = texture(shadow, vec3(uv, proj.z));
    color = c * lit + vec4(fwidth(uv), gl_FragCoord.xy);
    if (c.a < 0.5) discard;
}
