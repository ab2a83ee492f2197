// An out array of structs under one semantic whose fields are an array and a
// matrix: an element per field, with the field's rows for each array element, the
// indices of array element n after those of element n - 1 (a: SA0, SA1, SA5, SA6).
// clang-22 --driver-mode=dxc -T vs_6_6 -E main ... -Xclang -emit-llvm -Fc struct_array_fields.ll
struct S { float2 a[2]; float2x2 m; uint u; };
float4 main(float4 p : POSITION, out S s[2] : SA) : SV_Position {
    for (uint n = 0; n < 2; n++) {
        s[n].a[0] = p.xy * (float)n;
        s[n].a[1] = p.zw;
        s[n].m = float2x2(p.x, p.y, p.z, p.w * (float)n);
        s[n].u = n;
    }
    return p;
}
