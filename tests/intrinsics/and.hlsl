// profile: cs_6_6 entry: main
// and: scalar, 2-, 3- and 4-component forms on bool.

StructuredBuffer<bool4> AB : register(t0); // data: 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1
StructuredBuffer<bool4> BB : register(t1); // data: 1, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 1, 0, 1
RWStructuredBuffer<bool4> OutB : register(u0); // out: 4

[numthreads(1, 1, 1)]
void main() {
  OutB[0] = and(AB[0], BB[0]);
  OutB[1] = bool4(and(AB[1].xyz, BB[1].xyz), and(AB[1].w, BB[1].w));
  OutB[2] = bool4(and(AB[2].xy, BB[2].xy), and(AB[2].zw, BB[2].zw));
  OutB[3] = bool4(and(AB[3].x, BB[3].x), and(AB[3].y, BB[3].y), and(AB[3].z, BB[3].z), and(AB[3].w, BB[3].w));
}
