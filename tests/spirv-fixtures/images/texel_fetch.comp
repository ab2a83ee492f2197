#version 450
// texelFetch on every sampled-image shape a compute shader can fetch from, each result
// written to one storage buffer element.
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(set = 0, binding = 0) uniform sampler1D tex1d;
layout(set = 0, binding = 1) uniform sampler2D tex2d;
layout(set = 0, binding = 2) uniform isampler3D tex3d;
layout(set = 0, binding = 3) uniform usampler2DArray tex2darray;
layout(set = 0, binding = 4) uniform sampler2DMS tex2dms;
layout(set = 0, binding = 5) uniform isampler1DArray tex1darray;
layout(set = 0, binding = 6) uniform usampler2DMSArray tex2dmsarray;
layout(set = 0, binding = 7) buffer Out { vec4 values[]; } outs;

void main() {
    int i = int(gl_GlobalInvocationID.x);
    outs.values[i * 8 + 0] = texelFetch(tex1d, i, 1);
    outs.values[i * 8 + 1] = texelFetch(tex2d, ivec2(i, 2), 0);
    outs.values[i * 8 + 2] = vec4(texelFetch(tex3d, ivec3(i, 1, 2), 0));
    outs.values[i * 8 + 3] = vec4(texelFetch(tex2darray, ivec3(i, 1, 3), 0));
    outs.values[i * 8 + 4] = texelFetch(tex2dms, ivec2(i, 0), i & 3);
    outs.values[i * 8 + 5] = vec4(texelFetch(tex1darray, ivec2(i, 1), 0));
    outs.values[i * 8 + 6] = vec4(texelFetch(tex2dmsarray, ivec3(i, 0, 1), 1));
    // A constant offset.
    outs.values[i * 8 + 7] = texelFetchOffset(tex2d, ivec2(i, 2), 0, ivec2(1, -1));
}
