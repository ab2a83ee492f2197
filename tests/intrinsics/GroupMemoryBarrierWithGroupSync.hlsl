// profile: cs_6_6 entry: main
// GroupMemoryBarrierWithGroupSync: each thread writes groupshared memory, waits for the group,
// then reads a neighbour's value. Two groups of 64 threads (more than one wave).

// groups: 2
StructuredBuffer<uint> In : register(t0); // data: 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55, 92, 29, 66, 3, 40, 77, 14, 51, 88, 25, 62, 99, 36, 73, 10, 47, 84, 21, 58, 95, 32, 69, 6, 43, 80, 17, 54, 91, 28, 65, 2, 39, 76, 13, 50, 87, 24, 61, 98, 35, 72, 9, 46, 83, 20, 57, 94, 31, 68, 5, 42, 79, 16, 53, 90, 27, 64, 1, 38, 75, 12, 49, 86, 23, 60, 97, 34, 71, 8, 45, 82, 19, 56, 93, 30, 67, 4, 41, 78, 15, 52, 89, 26, 63, 0, 37, 74, 11, 48, 85, 22, 59, 96, 33, 70, 7, 44, 81, 18, 55, 92, 29, 66, 3, 40, 77, 14, 51, 88, 25, 62, 99, 36, 73, 10
RWStructuredBuffer<uint> Out : register(u0); // out: 128

groupshared uint Shared[64];

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex, uint3 gid : SV_GroupID) {
  uint g = gid.x * 64;
  Shared[i] = In[g + i] * 10 + i;
  GroupMemoryBarrierWithGroupSync();
  uint sum = Shared[63 - i] + Shared[(i + 1) % 64];
  GroupMemoryBarrierWithGroupSync();
  Shared[i] = sum;
  GroupMemoryBarrierWithGroupSync();
  Out[g + i] = Shared[(i + 32) % 64];
}
