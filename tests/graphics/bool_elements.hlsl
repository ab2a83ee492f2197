// bool and bool vectors as signature elements: clang passes i1 / <N x i1>, DXC's
// signature holds them as uint (U32) and its loadInput/storeOutput use i32.
// clang-22 --driver-mode=dxc -T vs_6_6 -E main ... -Xclang -emit-llvm -Fc bool_elements.ll
struct VSOut {
    float4 pos : SV_Position;
    bool3 mask : MASK;
};
VSOut main(float4 p : POSITION, bool on : ON, bool2 sel : SEL, out bool flag : FLAG,
           inout bool2 extra : EXTRA) {
    VSOut o;
    o.pos = on ? p : -p;
    o.mask = bool3(sel, p.x > 0);
    flag = sel.x && on;
    extra = and(extra, !sel);
    return o;
}
