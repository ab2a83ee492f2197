// The entry's input and output structs, in a header marked #pragma once.
#pragma once
#include <defs.hlsli>
#include "nested/extra.hlsli"
struct PSIn {
    float4 pos : SV_Position;
    float2 uv : UV_SEMANTIC;
};
struct PSOut {
    Color c0 : SV_Target0;
    Color c1 : SV_Target1;
};
