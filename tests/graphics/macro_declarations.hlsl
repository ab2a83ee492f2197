// Declarations written with function-like macros, as engine headers write them:
// pasted semantics (TEXCOORD##n), fields declared by a macro, a stringized and a
// variadic macro.
// clang-22 --driver-mode=dxc -T ps_6_6 -E main ... -Xclang -emit-llvm -Fc macro_declarations.ll
#define SEMANTIC(name, n) name##n
#define TEXCOORD_FIELD(type, name, n) type name : SEMANTIC(TEXCOORD, n);
#define FOG_INDEX 2
#define FIELDS(...) __VA_ARGS__
struct PSIn {
    float4 pos : SV_Position;
    TEXCOORD_FIELD(float2, uv, 0)
    TEXCOORD_FIELD(float, fog, FOG_INDEX)
    FIELDS(float4 n : NORMAL; float w : WEIGHT;)
};
float4 main(PSIn i, float4 c : SEMANTIC(COLOR, 1)) : SEMANTIC(SV_Target, 0) {
    return i.pos * i.uv.x + i.fog + i.n * i.w + c;
}
