#version 450
// An array of uniform blocks (Direct3D's ConstantBuffer<T> array), indexed by a value
// read from one of them and non-uniformly.
// glslangValidator -V --target-env vulkan1.1 source.comp -o shader.spv
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 2) in;
layout(set = 0, binding = 0) uniform Params {
    mat4 m;
    vec4 scale;
    float pick;
} params[3];
layout(set = 0, binding = 3) buffer Out { vec4 o[]; } outp;

void main() {
    uint t = gl_LocalInvocationID.x;
    uint k = uint(params[0].pick);
    outp.o[t] = params[nonuniformEXT(t + 1)].scale * params[k].m[1];
}
