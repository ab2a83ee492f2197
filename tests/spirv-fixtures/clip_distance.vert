#version 450
// gl_ClipDistance[6] and gl_CullDistance[1]: SV_ClipDistance0 (4 columns) and 1 (2),
// SV_CullDistance0 beside the second, as DXC packs the same HLSL.
layout(location = 0) in vec4 pos;
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[6]; float gl_CullDistance[1]; };
void main() {
    gl_Position = pos;
    for (int i = 0; i < 6; i++) gl_ClipDistance[i] = pos.x - float(i);
    gl_CullDistance[0] = pos.y;
}
