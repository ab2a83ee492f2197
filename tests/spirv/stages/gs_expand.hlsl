// A geometry shader that makes a camera-facing quad of each point, twice (two
// instances, one per render target array slice), with the primitive's id passed on.
struct VsOut {
    float4 pos : SV_Position;
    float2 size : SIZE;
    float4 color : COLOR0;
};

struct GsOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation float4 color : COLOR0;
    uint layer : SV_RenderTargetArrayIndex;
    uint prim : SV_PrimitiveID;
};

cbuffer Camera : register(b0) {
    float4x4 proj;
};

[maxvertexcount(4)]
[instance(2)]
void main(point VsOut input[1], uint id : SV_PrimitiveID, uint instance : SV_GSInstanceID,
          inout TriangleStream<GsOut> stream) {
    static const float2 corners[4] = { float2(-1, -1), float2(1, -1), float2(-1, 1), float2(1, 1) };
    for (uint i = 0; i < 4; i++) {
        GsOut o;
        float4 p = input[0].pos + float4(corners[i] * input[0].size, 0, 0);
        o.pos = mul(proj, p);
        o.uv = corners[i] * 0.5 + 0.5;
        o.color = input[0].color;
        o.layer = instance;
        o.prim = id;
        stream.Append(o);
    }
    stream.RestartStrip();
}
