// A hull shader for triangle patches: the edge factors from the control points'
// distances (read in the patch constant function from the input patch), the control
// points passed on with a per-point weight.
struct VsOut {
    float3 pos : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

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

cbuffer Tess : register(b0) {
    float3 eye;
    float scale;
};

Patch patch_constants(InputPatch<VsOut, 3> ip, uint id : SV_PrimitiveID) {
    Patch p;
    [unroll] for (uint i = 0; i < 3; i++) {
        float3 mid = (ip[(i + 1) % 3].pos + ip[(i + 2) % 3].pos) * 0.5;
        p.edges[i] = clamp(scale / distance(mid, eye), 1.0, 64.0);
    }
    p.inside = (p.edges[0] + p.edges[1] + p.edges[2]) / 3.0;
    p.center = (ip[0].pos + ip[1].pos + ip[2].pos) / 3.0 + float(id & 1) * 0.0;
    return p;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
[maxtessfactor(64.0)]
HsOut main(InputPatch<VsOut, 3> ip, uint i : SV_OutputControlPointID) {
    HsOut o;
    o.pos = ip[i].pos;
    o.normal = normalize(ip[i].normal);
    o.uv = ip[i].uv;
    o.weight = float(i + 1) / 3.0;
    return o;
}
