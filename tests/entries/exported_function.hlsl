RWStructuredBuffer<float4> Out : register(u0);
export void bump(inout float4 v, uint i) { v[i & 3] += 1.0; v.yz *= 2; }
[numthreads(4,1,1)]
void main(uint i : SV_DispatchThreadID) {
    float4 v = float4(i, 1, 2, 3);
    bump(v, i);
    Out[i] = v;
}
