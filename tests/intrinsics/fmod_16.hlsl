// profile: cs_6_6 entry: main flags: -enable-16bit-types
// fmod: scalar, 2-, 3- and 4-component forms on half.

StructuredBuffer<half4> AH : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<half4> BH : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 0

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = fmod(AH[0], BH[0]);
  OutH[1] = half4(fmod(AH[1].xyz, BH[1].xyz), fmod(AH[1].w, BH[1].w));
  OutH[2] = half4(fmod(AH[2].xy, BH[2].xy), fmod(AH[2].zw, BH[2].zw));
  OutH[3] = half4(fmod(AH[3].x, BH[3].x), fmod(AH[3].y, BH[3].y), fmod(AH[3].z, BH[3].z), fmod(AH[3].w, BH[3].w));
}
