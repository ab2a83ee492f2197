// profile: cs_6_6 entry: main
// firstbitlow: scalar, 2-, 3- and 4-component forms on int, uint.

StructuredBuffer<int4> InI : register(t0); // data: 0, 1, -1, 2, 3, 255, -256, 4096, 65535, -65536, 1431655765, -1431655766, 2147483647, -2147483648, 12345678, -12345678
RWStructuredBuffer<uint4> OutI : register(u0); // out: 4
StructuredBuffer<uint4> InU : register(t1); // data: 0, 1, 2, 3, 255, 256, 4096, 65535, 65536, 2863311530, 1431655765, 4294967295, 2147483648, 2147483647, 12345678, 4042322160
RWStructuredBuffer<uint4> OutU : register(u1); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutI[0] = firstbitlow(InI[0]);
  OutI[1] = uint4(firstbitlow(InI[1].xyz), firstbitlow(InI[1].w));
  OutI[2] = uint4(firstbitlow(InI[2].xy), firstbitlow(InI[2].zw));
  OutI[3] = uint4(firstbitlow(InI[3].x), firstbitlow(InI[3].y), firstbitlow(InI[3].z), firstbitlow(InI[3].w));
  OutU[0] = firstbitlow(InU[0]);
  OutU[1] = uint4(firstbitlow(InU[1].xyz), firstbitlow(InU[1].w));
  OutU[2] = uint4(firstbitlow(InU[2].xy), firstbitlow(InU[2].zw));
  OutU[3] = uint4(firstbitlow(InU[3].x), firstbitlow(InU[3].y), firstbitlow(InU[3].z), firstbitlow(InU[3].w));
}
