// profile: cs_6_6 entry: main
// CheckAccessFullyMapped on status values. clang 22 has no resource loads that return a status, so
// the function is applied to plain values 0 and 1 and all-ones (clang: bool(status); DXC: the dx.op).

StructuredBuffer<uint> In : register(t0); // data: 0, 1, 4294967295, 1
RWStructuredBuffer<uint> Out : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  for (uint r = 0; r < 4; r++)
    Out[r] = CheckAccessFullyMapped(In[r]) ? 1 : 0;
}
