// profile: cs_6_6 entry: main flags: -enable-16bit-types
// lerp: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> AH : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<half4> BH : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
StructuredBuffer<half4> CH : register(t2); // data: 0, 0.25, 0.5, 1, 0.75, -0.5, 1.5, 0.125, 0, 1, 0.5, 0.25, 2, 0.1, 0.9, 0.5
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 1

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = lerp(AH[0], BH[0], CH[0]);
  OutH[1] = half4(lerp(AH[1].xyz, BH[1].xyz, CH[1].xyz), lerp(AH[1].w, BH[1].w, CH[1].w));
  OutH[2] = half4(lerp(AH[2].xy, BH[2].xy, CH[2].xy), lerp(AH[2].zw, BH[2].zw, CH[2].zw));
  OutH[3] = half4(lerp(AH[3].x, BH[3].x, CH[3].x), lerp(AH[3].y, BH[3].y, CH[3].y), lerp(AH[3].z, BH[3].z, CH[3].z), lerp(AH[3].w, BH[3].w, CH[3].w));
}
