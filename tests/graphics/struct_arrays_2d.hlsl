// An out array of structs of two dimensions under one semantic: taken flat (the
// outermost index slowest), an element per field with a row per array element.
// clang-22 --driver-mode=dxc -T vs_6_6 -E main ... -Xclang -emit-llvm -Fc struct_arrays_2d.ll
struct S { float2 a; uint u; };
float4 main(float4 p : POSITION, out S s[2][3] : SA) : SV_Position {
    for (uint i = 0; i < 2; i++) for (uint j = 0; j < 3; j++) { s[i][j].a = p.xy * (float)(i * 3 + j); s[i][j].u = i * 3 + j; }
    return p;
}
