// An entry with an `out` and an `inout` parameter besides its input and return value:
// clang 22 passes both as pointers from llvm.dx.load.input.p0; DXC lists the inout
// parameter among the inputs and the return value, then both parameters, as outputs.
float4 main(float4 a : A, out float4 pos : SV_Position, inout float2 t : T, out float w[2] : W) : COLOR
{
  pos = a;
  t = t * 2;
  w[0] = a.x;
  w[1] = a.y;
  return 2.3;
}
