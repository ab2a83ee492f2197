// profile: cs_6_6 entry: main
// asdouble(low, high): join two uint halves into a double; scalar and vector forms.

StructuredBuffer<uint4> Lo : register(t0); // data: 0, 0, 0, 1, 2576980378, 4294967295, 0, 0
StructuredBuffer<uint4> Hi : register(t1); // data: 1072693248, 3221225472, 0, 0, 1069128089, 2146435071, 2146435072, 2147483648
RWStructuredBuffer<double4> Out : register(u0); // out: 3

[numthreads(1, 1, 1)]
void main() {
  Out[0] = asdouble(Lo[0], Hi[0]);
  Out[1] = double4(asdouble(Lo[1].xyz, Hi[1].xyz), asdouble(Lo[1].w, Hi[1].w));
  Out[2] = double4(asdouble(Lo[1].xy, Hi[1].xy), asdouble(Lo[0].zw, Hi[0].zw));
}
