// profile: cs_6_6 entry: main flags: -enable-16bit-types
// reversebits: scalar, 2-, 3- and 4-component forms on uint16_t.

StructuredBuffer<uint16_t4> InU : register(t0); // data: 0, 1, 2, 3, 255, 256, 4096, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535, 65535
RWStructuredBuffer<uint16_t4> OutU : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutU[0] = reversebits(InU[0]);
  OutU[1] = uint16_t4(reversebits(InU[1].xyz), reversebits(InU[1].w));
  OutU[2] = uint16_t4(reversebits(InU[2].xy), reversebits(InU[2].zw));
  OutU[3] = uint16_t4(reversebits(InU[3].x), reversebits(InU[3].y), reversebits(InU[3].z), reversebits(InU[3].w));
}
