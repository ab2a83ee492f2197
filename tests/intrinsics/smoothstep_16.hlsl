// profile: cs_6_6 entry: main flags: -enable-16bit-types
// smoothstep: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> AH : register(t0); // data: 0, 0, 0, 0, -1, -1, -1, -1, 1, 1, 1, 1, 2, 2, 2, 2
StructuredBuffer<half4> BH : register(t1); // data: 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 4, 4, 4, 4
StructuredBuffer<half4> CH : register(t2); // data: -0.5, 0, 0.25, 0.5, -1, -0.5, 0.5, 2, 0, 1.5, 2, 3.5, 2, 2.5, 3, 4
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = smoothstep(AH[0], BH[0], CH[0]);
  OutH[1] = half4(smoothstep(AH[1].xyz, BH[1].xyz, CH[1].xyz), smoothstep(AH[1].w, BH[1].w, CH[1].w));
  OutH[2] = half4(smoothstep(AH[2].xy, BH[2].xy, CH[2].xy), smoothstep(AH[2].zw, BH[2].zw, CH[2].zw));
  OutH[3] = half4(smoothstep(AH[3].x, BH[3].x, CH[3].x), smoothstep(AH[3].y, BH[3].y, CH[3].y), smoothstep(AH[3].z, BH[3].z, CH[3].z), smoothstep(AH[3].w, BH[3].w, CH[3].w));
}
