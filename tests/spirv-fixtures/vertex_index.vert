#version 450
// GLSL's gl_VertexIndex and gl_InstanceIndex are ints; Direct3D's SV_VertexID and
// SV_InstanceID must be uint in the signature.
layout(location = 0) out vec4 color;
void main() {
    float x = float(gl_VertexIndex & 1);
    float y = float(gl_InstanceIndex);
    gl_Position = vec4(x, y, 0.0, 1.0);
    color = vec4(x, y, 1.0, 1.0);
}
