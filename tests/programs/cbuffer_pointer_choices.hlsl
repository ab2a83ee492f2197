// Cbuffer members chosen at run time: a phi of member pointers (three branches) and a
// select of member pointers of two cbuffers, each read through once by clang -O3.
struct Light { float4 Color; float4 Dir; };
cbuffer Lights : register(b0) { Light L[4]; float4 Ambient; uint UseA; };
cbuffer Other : register(b1) { float4 Fog; float4 Sky[2]; };
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Count : register(u1);
[numthreads(8,1,1)]
void main(uint i : SV_DispatchThreadID) {
    float4 c;
    if (i & 1) { Count[i] = 1; c = L[i & 3].Color; }
    else if (i & 2) { Count[i] = 2; c = Sky[i & 1]; }
    else { Count[i] = 3; c = Ambient; }
    float4 d = (i & 4) ? Fog : L[(i + 1) & 3].Dir;
    Out[i] = c + d;
}
