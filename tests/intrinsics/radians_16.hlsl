// profile: cs_6_6 entry: main flags: -enable-16bit-types
// radians: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> InH : register(t0); // data: -180, -90, -45, -1, 0, 0.5, 1, 30, 45, 57.25, 60, 90, 120, 180, 270, 360
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = radians(InH[0]);
  OutH[1] = half4(radians(InH[1].xyz), radians(InH[1].w));
  OutH[2] = half4(radians(InH[2].xy), radians(InH[2].zw));
  OutH[3] = half4(radians(InH[3].x), radians(InH[3].y), radians(InH[3].z), radians(InH[3].w));
}
