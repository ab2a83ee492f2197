// The HLSL of clip_distance.vert, for DXC (tests/spirv_signatures.rs).
struct O { float4 p : SV_Position; float4 c0 : SV_ClipDistance0; float2 c1 : SV_ClipDistance1; float d : SV_CullDistance0; };
O main(float4 pos : TEXCOORD0) { O o; o.p = pos; o.c0 = pos.x - float4(0,1,2,3); o.c1 = pos.x - float2(4,5); o.d = pos.y; return o; }
