// bools in an input struct, in arrays (a row each) and as a matrix, and an out array
// of bools: uint (U32) elements, as DXC's signatures hold them; `unsigned int` is a
// uint too.
// clang-22 --driver-mode=dxc -T vs_6_6 -E main ... -Xclang -emit-llvm -Fc bool_arrays_structs.ll
struct In { float4 p : POSITION; bool f : F; bool2 g[2] : G; };
float4 main(In i, bool2x2 bm : BM, unsigned int u : U, out bool ob[2] : OB) : SV_Position {
    ob[0] = i.f;
    ob[1] = bm[1][0];
    float t = (float)u;
    float w = i.g[1].y ? 1.0 : 0.0;
    return i.p + float4(t, w, 0, 0);
}
