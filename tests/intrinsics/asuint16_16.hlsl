// profile: cs_6_6 entry: main flags: -enable-16bit-types
// asuint16: reinterpret half, int16_t and uint16_t bits as uint16_t; scalar and vector forms.

StructuredBuffer<half4> H : register(t0); // data: 1.0, -2.0, 0.0, 65504.0, -0.5, 0.000061035156, 0.33325195, -65504.0
StructuredBuffer<int16_t4> I : register(t1); // data: -1, 0, 32767, -32768
StructuredBuffer<uint16_t4> U : register(t2); // data: 5, 0, 65535, 4660
RWStructuredBuffer<uint16_t4> Out : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  Out[0] = asuint16(H[0]);
  Out[1] = uint16_t4(asuint16(H[1].xy), asuint16(H[1].zw));
  Out[2] = uint16_t4(asuint16(I[0].xyz), asuint16(I[0].w));
  Out[3] = asuint16(U[0]);
}
