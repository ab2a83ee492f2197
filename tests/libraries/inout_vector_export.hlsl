// An exported function with an `inout float4` parameter its body reads as `float`,
// `<3 x float>` and `<4 x float>` (clang keeps it: nothing in the library calls it).
RWStructuredBuffer<float4> Out : register(u0);
export float4 bump(inout float4 v, uint i) { v[i & 3] += 1.0; v.yz *= 2; return v.wzyx; }
export void store_it(uint i) { float4 v = float4(i, 1, 2, 3); Out[i] = bump(v, i) + v; }
[shader("compute")]
[numthreads(4,1,1)]
void main(uint i : SV_DispatchThreadID) { store_it(i); }
