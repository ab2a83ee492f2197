// glslangValidator -D -V -S comp -e main --target-env vulkan1.1 source.hlsl -o shader.spv
// HLSL matrices through glslang's HLSL front end (HLSL's column_major is SPIR-V's
// RowMajor of the transposed matrix): a structured buffer of structs holding a
// column-major float3x4 and a row-major float2x3, and a cbuffer's float3x3 and
// row-major float4x3 (glslang's offsets, which give each matrix whole rows); rows and elements at run-time indices, a mul.
struct S {
    float3x4 a;
    row_major float2x3 b;
    float c;
};
StructuredBuffer<S> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);
cbuffer CB : register(b2) {
    float3x3 m;
    float mf;              // glslang: byte 48 (D3D packs it at 44)
    row_major float4x3 n;  // glslang: byte 64 (D3D: 48)
    float t;               // glslang: byte 128 (D3D: 108)
};
StructuredBuffer<int> Idx : register(t3);

[numthreads(1, 1, 1)]
void main() {
    int i = Idx[0];
    S s = In[i];
    Out[0] = s.a[1][2];
    Out[1] = s.a[i][3];
    Out[2] = s.b[i][2];
    float4 r = s.a[i];
    Out[3] = r.x; Out[4] = r.y; Out[5] = r.z; Out[6] = r.w;
    Out[7] = s.c;
    Out[8] = m[2][i];
    Out[9] = n[3][i];
    float3 mr = m[i];
    Out[10] = mr.x; Out[11] = mr.y; Out[12] = mr.z;
    float3 v = mul(s.a, float4(1, 1, 1, 1));
    Out[13] = v.x; Out[14] = v.y; Out[15] = v.z;
    Out[16] = mf;
    Out[17] = t;
}
