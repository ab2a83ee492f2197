//! `dxil-fold-operations`: DXIL float operations whose arguments are constants become
//! their values (in the call's precision), and so do the comparisons, conditions and
//! selects a fold leaves; an operation with a run-time argument, a `half` or `double`
//! one or a denormal stays.

use crate::common;

use common::check_lines as check;

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\ntarget triple = \"dxil-ms-dx\"\n";

const DECLS: &str = r#"
declare float @dx.op.unary.f32(i32, float)
declare half @dx.op.unary.f16(i32, half)
declare float @dx.op.dot2.f32(i32, float, float, float, float)
declare float @dx.op.binary.f32(i32, float, float)
declare double @dx.op.tertiary.f64(i32, double, double, double)
declare void @use(float, float, float, float)
declare void @use_more(float, half, double, float)
"#;

fn run(body: &str) -> String {
    common::run_passes_on(&format!("{HEADER}{DECLS}"), body, "dxil-fold-operations").unwrap()
}

#[test]
fn operations_on_constants_become_their_values() {
    let out = run(r#"
define void @main(float %x) {
  %t = call float @dx.op.unary.f32(i32 14, float 1.5)
  %d = call float @dx.op.dot2.f32(i32 54, float 0.5, float 0.125, float 0.25, float 0.0625)
  %s1 = call float @dx.op.unary.f32(i32 7, float -1.2)
  %s2 = call float @dx.op.unary.f32(i32 7, float 1.2)
  %sum = fadd fast float %s1, %s2
  %e = call float @dx.op.unary.f32(i32 21, float 3.0)
  %m = call float @dx.op.binary.f32(i32 35, float 2.0, float 0x7FF8000000000000)
  %c = fcmp olt float -1.0, 0.0
  %k = and i1 %c, true
  %sel = select i1 %k, float %e, float %x
  call void @use(float %t, float %d, float %sum, float %sel)
  call void @use(float %m, float %m, float %m, float %m)
  ret void
}
"#);
    check(
        &out,
        &[
            // tan(1.5) in float precision, as DXC folds it; dot2 exactly; saturate
            // clamps; DXIL's Exp is base 2; FMax ignores a NaN.
            "call void @use(float 0x402C33ED60000000, float 1.328125e-01, float 1.000000e+00, float 8.000000e+00)",
            "call void @use(float 2.000000e+00,",
        ],
        &["call float @dx.op.unary", "fcmp", "select", "fadd"],
    );
}

#[test]
fn run_time_half_double_and_denormal_arguments_stay() {
    let out = run(r#"
define void @main(float %x) {
  %r = call float @dx.op.unary.f32(i32 13, float %x)
  %h = call half @dx.op.unary.f16(i32 13, half 0xH3C00)
  %f = call double @dx.op.tertiary.f64(i32 47, double 2.0, double 3.0, double 1.0)
  %n = call float @dx.op.unary.f32(i32 6, float 0x3800000000000000)
  call void @use_more(float %r, half %h, double %f, float %n)
  ret void
}
"#);
    check(
        &out,
        &[
            "%r = call float @dx.op.unary.f32(i32 13, float %x)",
            "%h = call half @dx.op.unary.f16(i32 13, half",
            // Nor a double: the shader flags were read with it.
            "%f = call double @dx.op.tertiary.f64(i32 47,",
            "%n = call float @dx.op.unary.f32(i32 6,",
            "call void @use_more(float %r, half %h, double %f, float %n)",
        ],
        &[],
    );
}

#[test]
fn i32_arithmetic_and_comparisons_of_constants_fold_where_llvm_defines_them() {
    let out = run(r#"
declare void @use_ints(i32, i32, i32, i32, i32)
declare void @use_bits(i1, i1)

define void @main(i32 %x) {
  %a = add i32 2147483647, 1
  %b = shl i32 %a, 1
  %c = sdiv i32 -7, 2
  %d = lshr i32 -1, 28
  %e = urem i32 10, 4
  %lt = icmp slt i32 %c, 0
  %ult = icmp ult i32 %c, 0
  call void @use_ints(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  call void @use_bits(i1 %lt, i1 %ult)
  %z = sdiv i32 1, 0
  %o = sdiv i32 -2147483648, -1
  %w = shl i32 1, 32
  %r = add i32 %x, 1
  call void @use_ints(i32 %z, i32 %o, i32 %w, i32 %r, i32 %r)
  ret void
}
"#);
    check(
        &out,
        &[
            // 2^31 wraps; shifted out of range it is 0; signed division rounds to 0.
            "call void @use_ints(i32 -2147483648, i32 0, i32 -3, i32 15, i32 2)",
            "call void @use_bits(i1 true, i1 false)",
            // Division by zero, the overflowing division and a shift by the width are
            // not defined: they stay, as does arithmetic on a run-time value.
            "%z = sdiv i32 1, 0",
            "%o = sdiv i32 -2147483648, -1",
            "%w = shl i32 1, 32",
            "%r = add i32 %x, 1",
        ],
        &[],
    );
}
