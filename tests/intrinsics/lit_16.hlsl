// profile: cs_6_6 entry: main flags: -enable-16bit-types
// lit(n_dot_l, n_dot_h, m) -> (ambient, diffuse, specular, 1) on half.

StructuredBuffer<half4> In : register(t0); // data: 0.5, 0.8, 2, 0, -0.5, 0.8, 2, 0, 0.5, -0.2, 4, 0, 1, 1, 16, 0, 0, 0.5, 1, 0, 0.25, 0.9, 0.5, 0
RWStructuredBuffer<half4> Out : register(u0); // out: 6 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  for (uint r = 0; r < 6; r++)
    Out[r] = lit(In[r].x, In[r].y, In[r].z);
}
