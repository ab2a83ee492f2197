// bool inputs of a pixel shader: uint elements with constant interpolation, as DXC
// gives them.
// clang-22 --driver-mode=dxc -T ps_6_6 -E main ... -Xclang -emit-llvm -Fc bool_pixel_inputs.ll
float4 main(float4 p : SV_Position, bool f : F, bool3 g : G) : SV_Target { return f && g.z ? p : -p; }
