// C-style declarations: typedef'd structs (anonymous and tagged), array lengths from
// static const integers and #defines.
// clang-22 --driver-mode=dxc -T vs_6_6 -E main ... -Xclang -emit-llvm -Fc c_style_declarations.ll
static const uint COUNT = 2;
#define EXTRA (COUNT + 1)
typedef struct { float4 pos : POSITION; float2 uv[COUNT * 2] : TEXCOORD; } VertexIn;
typedef struct Out { float4 pos : SV_Position; float w[EXTRA] : WEIGHT; } VertexOut;
VertexOut main(VertexIn i) {
    VertexOut o;
    o.pos = i.pos + float4(i.uv[3], i.uv[1]);
    for (uint k = 0; k < EXTRA; k++)
        o.w[k] = i.uv[k].x;
    return o;
}
