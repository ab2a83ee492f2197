// profile: cs_6_6 entry: main
// rcp: scalar, 2-, 3- and 4-component forms on double.

StructuredBuffer<double4> InD : register(t0); // data: 0.015625, 0.125, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 8, 10, 16, 100, 1000
RWStructuredBuffer<double4> OutD : register(u0); // out: 4 ulp: 0

[numthreads(1, 1, 1)]
void main() {
  OutD[0] = rcp(InD[0]);
  OutD[1] = double4(rcp(InD[1].xyz), rcp(InD[1].w));
  OutD[2] = double4(rcp(InD[2].xy), rcp(InD[2].zw));
  OutD[3] = double4(rcp(InD[3].x), rcp(InD[3].y), rcp(InD[3].z), rcp(InD[3].w));
}
