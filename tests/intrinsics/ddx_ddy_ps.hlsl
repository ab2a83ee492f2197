// profile: ps_6_6 entry: main
// Derivatives in a pixel shader: ddx, ddy (coarse and fine) and fwidth on interpolated inputs.

float4 main(float2 uv : TEXCOORD0, float3 n : NORMAL, float4 c : COLOR0) : SV_Target {
  float4 r = float4(ddx(uv), ddy(n.x), fwidth(c.w));
  r += float4(ddx_coarse(n), ddy_coarse(uv.y));
  r += float4(ddx_fine(c.xy), ddy_fine(uv));
  r += fwidth(c) + ddy(c);
  return r;
}
