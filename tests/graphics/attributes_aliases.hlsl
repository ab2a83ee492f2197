// Attributes on parameters, fields and structs are skipped; type names are aliases
// (typedef, using), namespaced, vector<>/matrix<> spellings. (Template structs as
// entry parameters crash clang 22; the reader's unit tests cover them.)
// clang-22 --driver-mode=dxc -T vs_6_6 -E main ... -Xclang -emit-llvm -Fc attributes_aliases.ll
namespace gfx {
typedef float scalar;
using vec2 = vector<scalar, 2>;
namespace detail { struct Pair { [[vk::location(5)]] vec2 a : PAIR0; [[vk::location(6)]] gfx::vec2 b : PAIR3; };
struct Extra { [[vk::location(7)]] vector<float,4> tint : COLOR1; }; }
}
using f32 = gfx::scalar;
typedef float4 TY;
using namespace gfx;
struct VSIn {
    [[vk::location(0)]] TY pos : POSITION;
    [[vk::location(1)]] vec2 uv : TEXCOORD0;
    [[vk::location(2)]] matrix<f32, 2, 3> m : MAT;
};
struct VSOut {
    [[vk::builtin("Position")]] TY pos : SV_Position;
    vector<f32,2> uv : TEXCOORD0;
    gfx::vec2 uv2 : TEXCOORD1;
};
[shader("vertex")]
VSOut main(VSIn i, gfx::detail::Pair p, detail::Extra e,
           [[vk::location(8)]] const float w : WEIGHT) {
    VSOut o;
    o.pos = i.pos + e.tint + float4(i.m[0], i.m[1].x);
    o.uv = i.uv + p.a;
    o.uv2 = p.b * w;
    return o;
}
