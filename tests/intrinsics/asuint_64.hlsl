// profile: cs_6_6 entry: main
// asuint(double, out uint low, out uint high): split doubles into their 32-bit halves.

StructuredBuffer<double4> D : register(t0); // data: 1, -2, 0.1, 0, -0, 1e300, 5e-324, 123456789.125
RWStructuredBuffer<uint4> Lo : register(u0); // out: 3
RWStructuredBuffer<uint4> Hi : register(u1); // out: 3

[numthreads(1, 1, 1)]
void main() {
  uint4 lo, hi;
  asuint(D[0], lo, hi);
  Lo[0] = lo;
  Hi[0] = hi;
  uint3 lo3, hi3;
  uint lo1, hi1;
  asuint(D[1].xyz, lo3, hi3);
  asuint(D[1].w, lo1, hi1);
  Lo[1] = uint4(lo3, lo1);
  Hi[1] = uint4(hi3, hi1);
  uint2 lo2, hi2;
  asuint(D[1].yw, lo2, hi2);
  Lo[2] = uint4(lo2, hi2);
}
