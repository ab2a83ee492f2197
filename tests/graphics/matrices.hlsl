// Matrices as signature elements: a row per matrix column, a component per matrix row
// (HLSL's default column-major layout). Clang passes a returned matrix as a flat vector
// and one in a struct as a flat array, column after column; bool matrices travel as i32.
struct O {
  float2x3 c : C;
  bool2x2 b : B;
  float4 p : SV_Position;
};
O main(float a : A, uint3x2 m : M) {
  O o;
  o.c = float2x3(6, 7, 8, 9, 10, a);
  o.b = bool2x2(m[0][0] > 1, true, m[2][1] == 3, false);
  o.p = float4(m[1][0], m[1][1], a, 1);
  return o;
}
