// profile: cs_6_6 entry: main flags: -enable-16bit-types
// asint16: reinterpret half, uint16_t and int16_t bits as int16_t; scalar and vector forms.

StructuredBuffer<half4> H : register(t0); // data: 1.0, -2.0, 0.0, 65504.0, -0.5, 0.000061035156, 0.33325195, -65504.0
StructuredBuffer<uint16_t4> U : register(t1); // data: 0, 1, 32768, 65535
StructuredBuffer<int16_t4> I : register(t2); // data: -1, 0, 32767, -32768
RWStructuredBuffer<int16_t4> Out : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  Out[0] = asint16(H[0]);
  Out[1] = int16_t4(asint16(H[1].xyz), asint16(H[1].w));
  Out[2] = int16_t4(asint16(U[0].xy), asint16(U[0].z), asint16(U[0].w));
  Out[3] = asint16(I[0]);
}
