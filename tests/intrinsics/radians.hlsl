// profile: cs_6_6 entry: main
// radians: scalar, 2-, 3- and 4-component forms on float.

StructuredBuffer<float4> InF : register(t0); // data: -180, -90, -45, -1, 0, 0.5, 1, 30, 45, 57.25, 60, 90, 120, 180, 270, 360
RWStructuredBuffer<float4> OutF : register(u0); // out: 4 ulp: 1

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = radians(InF[0]);
  OutF[1] = float4(radians(InF[1].xyz), radians(InF[1].w));
  OutF[2] = float4(radians(InF[2].xy), radians(InF[2].zw));
  OutF[3] = float4(radians(InF[3].x), radians(InF[3].y), radians(InF[3].z), radians(InF[3].w));
}
