//! `dxil-promote-local-arrays`: a local array or variable read and written at constant
//! offsets in one block becomes the values stored (`undef` where nothing was stored);
//! a run-time offset, accesses in two blocks or a load overlapping a store other than
//! exactly leave it in memory.

use crate::common;

use common::check_lines as check;

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\ntarget triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\ndeclare i32 @llvm.dx.thread.id(i32)\ndeclare void @use(float, float, float)\n";

fn run(body: &str) -> String {
    common::run_passes_on(HEADER, body, "dxil-promote-local-arrays").unwrap()
}

/// An `out float a[3]` kept in memory: `a[1]` and `a[2]` written (`second` the second
/// store), all three read back.
fn out_array(second: &str, extra: &str) -> String {
    format!(
        r#"
define void @main() {{
entry:
  %a = alloca [3 x float], align 4
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %x = sitofp i32 %i to float
  %p1 = getelementptr inbounds [3 x float], ptr %a, i32 0, i32 1
  store float %x, ptr %p1, align 4
  %p2 = getelementptr inbounds [3 x float], ptr %a, i32 0, i32 2
  {second}
{extra}
  %q0 = getelementptr inbounds [3 x float], ptr %a, i32 0, i32 0
  %v0 = load float, ptr %q0, align 4
  %v1 = load float, ptr %p1, align 4
  %v2 = load float, ptr %p2, align 4
  call void @use(float %v0, float %v1, float %v2)
  ret void
}}
"#
    )
}

#[test]
fn reads_at_constant_offsets_take_the_values_stored() {
    let out = run(&out_array("store float 2.0, ptr %p2, align 4", ""));
    check(
        &out,
        &["call void @use(float undef, float %x, float 2.000000e+00)"],
        &["alloca", "store", "load"],
    );
}

#[test]
fn a_later_store_at_the_same_offset_is_what_later_reads_take() {
    let out = run(&out_array(
        "store float 2.0, ptr %p2, align 4\n  store float 3.0, ptr %p1, align 4",
        "",
    ));
    check(
        &out,
        &["call void @use(float undef, float 3.000000e+00, float 2.000000e+00)"],
        &["alloca"],
    );
}

#[test]
fn a_run_time_offset_or_a_partial_overlap_leaves_the_array() {
    let dynamic = out_array(
        "store float 2.0, ptr %p2, align 4",
        "  %pd = getelementptr inbounds [3 x float], ptr %a, i32 0, i32 %i\n  store float 5.0, ptr %pd, align 4",
    );
    check(&run(&dynamic), &["%a = alloca [3 x float]"], &[]);
    // An i64 read over two floats.
    let overlap = out_array(
        "store float 2.0, ptr %p2, align 4",
        "  %w = load i64, ptr %p1, align 4\n  %t = trunc i64 %w to i32\n  %tf = bitcast i32 %t to float\n  call void @use(float %tf, float %tf, float %tf)",
    );
    check(&run(&overlap), &["%a = alloca [3 x float]"], &[]);
}

#[test]
fn accesses_in_two_blocks_leave_the_array() {
    let body = out_array(
        "store float 2.0, ptr %p2, align 4",
        "  br label %next\n\nnext:",
    );
    check(&run(&body), &["%a = alloca [3 x float]"], &[]);
}

#[test]
fn reads_of_single_elements_of_a_stored_vector_take_the_elements() {
    let out = run(r#"
define void @main() {
entry:
  %m = alloca [4 x float], align 4
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %x = sitofp i32 %i to float
  %v = insertelement <4 x float> <float 5.0, float 6.0, float 7.0, float 8.0>, float %x, i32 3
  store <4 x float> <float 5.0, float 6.0, float 7.0, float 8.0>, ptr %m, align 4
  %p1 = getelementptr inbounds [4 x float], ptr %m, i32 0, i32 1
  %a = load float, ptr %p1, align 4
  store <4 x float> %v, ptr %m, align 4
  %p3 = getelementptr inbounds [4 x float], ptr %m, i32 0, i32 3
  %b = load float, ptr %p3, align 4
  call void @use(float %a, float %b, float %b)
  ret void
}
"#);
    check(
        &out,
        &[
            "extractelement <4 x float> %v, i32 3",
            "call void @use(float 6.000000e+00, float",
        ],
        &["alloca", "store", "load"],
    );
}
