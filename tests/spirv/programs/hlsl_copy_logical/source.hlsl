// A struct read from a buffer into a local: glslang writes OpCopyLogical (SPIR-V
// 1.4+) between the buffer's decorated struct and the function's.
// glslangValidator -D -V --target-env vulkan1.3 -e main -S comp source.hlsl -o shader.spv
struct Inner {
    float2 a;
    float b;
};
struct S {
    Inner i[2];
    uint k;
};
StructuredBuffer<S> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    S s = In[1];
    Out[0] = s.i[1].a.y + s.i[0].b + s.k;
    Out[1] = s.i[0].a.x;
}
