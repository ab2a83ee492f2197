// The entry's structs come from included files: "..." beside this file, <...> from
// an include directory (-I include/sys), #pragma once and an include guard each
// keeping one copy.
// clang-22 --driver-mode=dxc -T ps_6_6 -E main -I include/sys ... -Xclang -emit-llvm -Fc include_struct.ll
#include "include/io_types.hlsli"
#include <defs.hlsli>
#include "include/io_types.hlsli"
PSOut main(PSIn i, Normal normal : NORMAL, uint id : INSTANCE_ID) {
    PSOut o;
    o.c0 = i.pos * i.uv.x;
    o.c1 = float4(normal, (float)id);
    return o;
}
