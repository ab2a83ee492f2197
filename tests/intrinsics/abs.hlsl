// profile: cs_6_6 entry: main
// abs: scalar, 2-, 3- and 4-component forms on float, int.

StructuredBuffer<float4> InF : register(t0); // data: -2.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3.75, -3.25, 10, -0.75, 0.125, 7, -100
RWStructuredBuffer<float4> OutF : register(u0); // out: 4
StructuredBuffer<int4> InI : register(t1); // data: -7, -1, 0, 1, 2, 3, -100, 100, 5, -5, 2147483647, -2147483647, 42, -42, 8, -2147483648
RWStructuredBuffer<int4> OutI : register(u1); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutF[0] = abs(InF[0]);
  OutF[1] = float4(abs(InF[1].xyz), abs(InF[1].w));
  OutF[2] = float4(abs(InF[2].xy), abs(InF[2].zw));
  OutF[3] = float4(abs(InF[3].x), abs(InF[3].y), abs(InF[3].z), abs(InF[3].w));
  OutI[0] = abs(InI[0]);
  OutI[1] = int4(abs(InI[1].xyz), abs(InI[1].w));
  OutI[2] = int4(abs(InI[2].xy), abs(InI[2].zw));
  OutI[3] = int4(abs(InI[3].x), abs(InI[3].y), abs(InI[3].z), abs(InI[3].w));
}
