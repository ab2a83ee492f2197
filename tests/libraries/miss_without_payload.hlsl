RWStructuredBuffer<uint> Out : register(u0);
[shader("raygeneration")]
void rg_main() {
  Out[0] = 1;
}
[shader("miss")]
void miss_main() {
}
