// profile: cs_6_6 entry: main flags: -enable-16bit-types
// refract(incident, normal, eta) on half, half2, half3 and half4, including total internal reflection.

StructuredBuffer<half4> I : register(t0); // data: 0.6, -0.8, 0, 0, 0.707107, -0.707107, 0, 0, 0, -1, 0, 0, -1, 0.5, 0.25, 1
StructuredBuffer<half4> N : register(t1); // data: 0, 1, 0, 0, 0, 1, 0, 0, 0.6, 0.8, 0, 0, 1, 0, 0, 1
StructuredBuffer<half> Eta : register(t2); // data: 0.75, 1.5, 0.5, 1.33
RWStructuredBuffer<half4> Out : register(u0); // out: 8 ulp: 2

[numthreads(1, 1, 1)]
void main() {
  for (uint r = 0; r < 4; r++) {
    Out[r] = refract(I[r], N[r], Eta[r]);
    Out[4 + r] = half4(refract(I[r].xyz, N[r].xyz, Eta[r]), refract(I[r].w, N[r].w, Eta[r]));
  }
  Out[7] = half4(refract(I[3].xy, N[3].xy, Eta[0]), refract(I[0].zw, N[0].zw, Eta[1]));
}
