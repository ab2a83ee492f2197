// profile: ps_6_6 entry: main
// clip: discard the pixel when any component is negative; float, float2, float3, float4.

float4 main(float4 color : COLOR0, float3 uvw : TEXCOORD0, float2 st : TEXCOORD1) : SV_Target {
  clip(color.a - 0.5);
  clip(st);
  clip(uvw);
  clip(color - 0.01);
  return color;
}
