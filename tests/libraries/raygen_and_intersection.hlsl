RWStructuredBuffer<uint> Hits : register(u0);

export uint bump(uint x) { return x + 1; }

[shader("raygeneration")]
void raygen_main() {
  Hits[0] = bump(Hits[0]);
}

[shader("intersection")]
void intersect_main() {
  Hits[1] = 7;
}
