// vector and matrix with template arguments left out (sizes 4) or given as
// constants.
// clang-22 --driver-mode=dxc -T vs_6_6 -E main ... -Xclang -emit-llvm -Fc template_defaults.ll
static const uint N = 3;
float4 main(vector<float> v : V, matrix<int> m : M, vector<uint, N - 1> u : U) : SV_Position {
    return v + (float4)m[1] + (float)u.y;
}
