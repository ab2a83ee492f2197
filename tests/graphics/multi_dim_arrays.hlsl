// Arrays of more than one dimension: a row per innermost element, the outermost index
// slowest, as an out parameter (clang's pointer) and as an input (clang's nested
// array value).
// clang-22 --driver-mode=dxc -T vs_6_6 -E main ... -Xclang -emit-llvm -Fc multi_dim_arrays.ll
typedef float2 Pair[3];
float4 main(float4 p : POSITION, Pair a[2] : A, out float o[2][2][2] : I) : SV_Position {
    for (uint i = 0; i < 2; i++)
        for (uint j = 0; j < 2; j++)
            for (uint k = 0; k < 2; k++)
                o[i][j][k] = p[i * 2 + j] + (float)k;
    return p + a[1][2].xyxy + a[0][1].xyxy;
}
