// profile: cs_6_6 entry: main flags: -enable-16bit-types
// distance: 4-, 3-, 2-component and scalar arguments on half.

StructuredBuffer<half4> AH : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
StructuredBuffer<half4> BH : register(t1); // data: 1.5, -2, 0.75, 3, -0.25, 2, -1, 0.5, -3, 1.25, 4, -8, 0.5, -0.125, 2.5, 9
RWStructuredBuffer<half4> OutH : register(u0); // out: 4 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  OutH[0] = half4(distance(AH[0], BH[0]), distance(AH[0].xyz, BH[0].xyz), distance(AH[0].xy, BH[0].xy), distance(AH[0].x, BH[0].x));
  OutH[1] = half4(distance(AH[1], BH[1]), distance(AH[1].xyz, BH[1].xyz), distance(AH[1].xy, BH[1].xy), distance(AH[1].x, BH[1].x));
  OutH[2] = half4(distance(AH[2], BH[2]), distance(AH[2].xyz, BH[2].xyz), distance(AH[2].xy, BH[2].xy), distance(AH[2].x, BH[2].x));
  OutH[3] = half4(distance(AH[3], BH[3]), distance(AH[3].xyz, BH[3].xyz), distance(AH[3].xy, BH[3].xy), distance(AH[3].x, BH[3].x));
}
