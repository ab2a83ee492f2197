#version 450
// Arrays of storage blocks, bounded and unbounded (descriptor indexing), each kind of
// block: one runtime array (a structured buffer), members before a runtime array (a
// byte-address buffer), fixed members (a structured buffer of one element); indexed by
// constants, by a value read at run time and non-uniformly.
// glslangValidator -V --target-env vulkan1.1 source.comp -o shader.spv
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer B { float d[]; } bufs[2];
layout(set = 0, binding = 2) buffer W { vec4 a; vec4 b; } whole[2];
layout(set = 1, binding = 0) readonly buffer R { uint n; float v[]; } raws[];

void main() {
    uint t = gl_LocalInvocationID.x;
    uint k = raws[0].n;
    bufs[k].d[t] = raws[nonuniformEXT(t % 2)].v[t] + whole[1].b.y;
    if (t == 0) {
        whole[0].a = vec4(float(bufs[0].d.length()), float(raws[1].v.length()), 0.0, 0.0);
    }
}
