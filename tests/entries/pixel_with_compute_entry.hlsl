RWStructuredBuffer<float> Out : register(u1);
float4 Tint;

[shader("compute")]
[numthreads(8, 1, 1)]
void clear_cs(uint i : SV_DispatchThreadID) { Out[i] = 0; }

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    return Tint * float4(uv, 0, 1);
}
