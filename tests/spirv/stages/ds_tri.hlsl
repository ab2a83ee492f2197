// The domain shader of hs_tri.hlsl: the point from the barycentric domain location,
// displaced along the normal by the patch constant's distance from the centre.
struct HsOut {
    float3 pos : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
    float weight : WEIGHT;
};

struct Patch {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
    float3 center : CENTER;
};

struct DsOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float3 normal : NORMAL;
};

cbuffer Camera : register(b0) {
    float4x4 view_proj;
};

[domain("tri")]
DsOut main(Patch p, float3 bary : SV_DomainLocation, const OutputPatch<HsOut, 3> cp) {
    DsOut o;
    float3 pos = bary.x * cp[0].pos + bary.y * cp[1].pos + bary.z * cp[2].pos;
    float3 n = normalize(bary.x * cp[0].normal + bary.y * cp[1].normal + bary.z * cp[2].normal);
    float w = bary.x * cp[0].weight + bary.y * cp[1].weight + bary.z * cp[2].weight;
    pos += n * length(pos - p.center) * 0.1 * w;
    o.pos = mul(view_proj, float4(pos, 1.0));
    o.uv = bary.x * cp[0].uv + bary.y * cp[1].uv + bary.z * cp[2].uv;
    o.normal = n;
    return o;
}
