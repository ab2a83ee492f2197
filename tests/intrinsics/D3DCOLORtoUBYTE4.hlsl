// profile: cs_6_6 entry: main
// D3DCOLORtoUBYTE4: a [0, 1] float4 colour scaled to bytes, swizzled to (b, g, r, a) order.

StructuredBuffer<float4> In : register(t0); // data: 1, 0, 0, 1, 0, 0.5, 1, 0.25, 0.2, 0.4, 0.6, 0.8, 0, 0, 0, 0
RWStructuredBuffer<int4> Out : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  for (uint r = 0; r < 4; r++)
    Out[r] = D3DCOLORtoUBYTE4(In[r]);
}
