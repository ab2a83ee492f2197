// profile: cs_6_6 entry: main
// firstbithigh: scalar, 2-, 3- and 4-component forms on int64_t, uint64_t.

StructuredBuffer<int64_t4> InI : register(t0); // data: 0, 1, -1, 2, 3, 255, -256, 4096, 65535, -65536, 1431655765, -1431655766, 9223372036854775807, -9223372036854775808, 12345678, -12345678
RWStructuredBuffer<uint4> OutI : register(u0); // out: 4
StructuredBuffer<uint64_t4> InU : register(t1); // data: 0, 1, 2, 3, 255, 256, 4096, 65535, 65536, 2863311530, 1431655765, 18446744073709551615, 9223372036854775808, 2147483647, 12345678, 1311768467463790320
RWStructuredBuffer<uint4> OutU : register(u1); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutI[0] = firstbithigh(InI[0]);
  OutI[1] = uint4(firstbithigh(InI[1].xyz), firstbithigh(InI[1].w));
  OutI[2] = uint4(firstbithigh(InI[2].xy), firstbithigh(InI[2].zw));
  OutI[3] = uint4(firstbithigh(InI[3].x), firstbithigh(InI[3].y), firstbithigh(InI[3].z), firstbithigh(InI[3].w));
  OutU[0] = firstbithigh(InU[0]);
  OutU[1] = uint4(firstbithigh(InU[1].xyz), firstbithigh(InU[1].w));
  OutU[2] = uint4(firstbithigh(InU[2].xy), firstbithigh(InU[2].zw));
  OutU[3] = uint4(firstbithigh(InU[3].x), firstbithigh(InU[3].y), firstbithigh(InU[3].z), firstbithigh(InU[3].w));
}
