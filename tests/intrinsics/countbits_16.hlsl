// profile: cs_6_6 entry: main flags: -enable-16bit-types
// countbits: scalar, 2-, 3- and 4-component forms on int16_t, uint16_t.

StructuredBuffer<int16_t4> InI : register(t0); // data: 0, 1, -1, 2, 3, 255, -256, 4096, 32767, -32768, 32767, -32768, 32767, -32768, 32767, -32768
RWStructuredBuffer<uint4> OutI : register(u0); // out: 4
StructuredBuffer<uint16_t4> InU : register(t1); // data: 0, 1, 2, 3, 255, 256, 4096, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535
RWStructuredBuffer<uint4> OutU : register(u1); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutI[0] = countbits(InI[0]);
  OutI[1] = uint4(countbits(InI[1].xyz), countbits(InI[1].w));
  OutI[2] = uint4(countbits(InI[2].xy), countbits(InI[2].zw));
  OutI[3] = uint4(countbits(InI[3].x), countbits(InI[3].y), countbits(InI[3].z), countbits(InI[3].w));
  OutU[0] = countbits(InU[0]);
  OutU[1] = uint4(countbits(InU[1].xyz), countbits(InU[1].w));
  OutU[2] = uint4(countbits(InU[2].xy), countbits(InU[2].zw));
  OutU[3] = uint4(countbits(InU[3].x), countbits(InU[3].y), countbits(InU[3].z), countbits(InU[3].w));
}
