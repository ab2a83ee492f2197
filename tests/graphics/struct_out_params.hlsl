// inout and out structs (a base struct first) and an out array of structs: an element
// per field, a row per array element, semantic indices strided as DXC gives them.
// clang-22 --driver-mode=dxc -T vs_6_0 -E main ... -Xclang -emit-llvm -Fc struct_out_params.ll
struct T { float a; };
struct S : T { float2 b; uint c; };
cbuffer C { float4 k[4]; uint n; };
float4 main(float4 pos : POS, inout S io : IO, out S arr[3] : A, out S one : ONE) : SV_Position {
    io.b += pos.xy;
    io.c += 1;
    one.a = io.a; one.b = pos.zw; one.c = n;
    for (uint i = 0; i < 3; i++) {
        arr[i].a = k[i].x;
        arr[i].b = k[i].yz;
        arr[i].c = i * n;
    }
    return pos;
}
