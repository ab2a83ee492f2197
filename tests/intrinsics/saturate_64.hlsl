// profile: cs_6_6 entry: main
// saturate: scalar, 2-, 3- and 4-component forms on double.

StructuredBuffer<double4> InD : register(t0); // data: -2, -1, -0.5, -0.001, 0, 0.001, 0.25, 0.5, 0.75, 0.999, 1, 1.001, 1.5, 2, 100, -100
RWStructuredBuffer<double4> OutD : register(u0); // out: 4 ulp: 0

[numthreads(1, 1, 1)]
void main() {
  OutD[0] = saturate(InD[0]);
  OutD[1] = double4(saturate(InD[1].xyz), saturate(InD[1].w));
  OutD[2] = double4(saturate(InD[2].xy), saturate(InD[2].zw));
  OutD[3] = double4(saturate(InD[3].x), saturate(InD[3].y), saturate(InD[3].z), saturate(InD[3].w));
}
