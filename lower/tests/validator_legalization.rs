//! What DXIL's validator rejects and lowering must not leave, on small hand-written
//! modules: narrow integer values such as `i8` (carried in `i32` with their meaning kept), reads of `undef`,
//! GEPs whose source type is not their pointer's pointee (which the bitcode writer
//! would bitcast between pointees of different sizes) and `private` symbols (which the
//! validator counts as unused external declarations).

use crate::common;

use common::{check_lines, run_passes_on};

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\ntarget triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n";

fn run(body: &str, passes: &str) -> String {
    run_passes_on(HEADER, body, passes).expect("passes run")
}

#[test]
fn a_switch_on_a_truncated_byte_compares_the_low_eight_bits() {
    // clang writes `switch (x & 255)` as a switch on `trunc x to i8`: the high bits of
    // x must not reach the cases.
    let out = run(
        r#"
define i32 @f(i32 %x) {
entry:
  %t = trunc i32 %x to i8
  switch i8 %t, label %d [
    i8 0, label %a
    i8 -1, label %b
  ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
"#,
        "dxil-legalize",
    );
    check_lines(
        &out,
        &[
            "%0 = and i32 %x, 255",
            "switch i32 %0, label %d [",
            "i32 0, label %a",
            "i32 255, label %b",
        ],
        &["i8 %", "trunc"],
    );
}

#[test]
fn byte_arithmetic_wraps_and_extends_as_in_eight_bits() {
    let out = run(
        r#"
define i32 @f(i32 %x, i32 %y) {
entry:
  %a = trunc i32 %x to i8
  %b = trunc i32 %y to i8
  %s = add i8 %a, %b
  %q = sdiv i8 %s, -2
  %lt = icmp slt i8 %q, %a
  %z = zext i8 %s to i32
  %e = sext i8 %q to i32
  %r = add i32 %z, %e
  %c = select i1 %lt, i32 %r, i32 0
  ret i32 %c
}
"#,
        "dxil-legalize",
    );
    check_lines(
        &out,
        &[
            "%0 = and i32 %x, 255",
            "%1 = and i32 %y, 255",
            // The sum wraps at 256.
            "%2 = add i32 %0, %1",
            "%3 = and i32 %2, 255",
            // A signed division sees both operands sign-extended from bit 7.
            "%4 = shl i32 %3, 24",
            "%5 = ashr i32 %4, 24",
            "sdiv i32 %5, -2",
            // So does a signed compare.
            "icmp slt i32",
            // zext is the carried value itself; sext extends it from bit 7.
            "ashr i32",
            "%r = add i32 %3,",
        ],
        &["i8 %", " to i8"],
    );
}

#[test]
fn a_narrow_value_lowering_cannot_carry_is_an_error() {
    let body = r#"
@g = addrspace(3) global [4 x i8] zeroinitializer
define void @main() #0 {
entry:
  %v = load i8, ptr addrspace(3) @g
  %p = getelementptr i8, ptr addrspace(3) @g, i32 1
  store i8 %v, ptr addrspace(3) %p
  ret void
}
"#;
    let err = lowering_error("6.6", body);
    assert!(err.contains("i8"), "{err}");
}

#[test]
fn a_select_with_an_undef_arm_becomes_its_other_arm() {
    // The scalarizer's lanes of `insertelement undef, %v, %i`.
    let out = run(
        r#"
define i32 @f(i1 %c, i1 %d, i32 %v, i32 %w) {
entry:
  %l0 = select i1 %c, i32 %v, i32 undef
  %l1 = select i1 %d, i32 undef, i32 %l0
  %s = add i32 %l1, %w
  ret i32 %s
}
"#,
        "dxil-prepare",
    );
    check_lines(&out, &["%s = add i32 %v, %w"], &["select", "undef"]);
}

#[test]
fn other_undef_reads_become_zero_and_undef_stores_go() {
    let out = run(
        r#"
@g = addrspace(3) global float 0.0
define float @f(float %x, i32 %n) {
entry:
  store float undef, ptr addrspace(3) @g
  %a = fadd float %x, undef
  %b = add i32 %n, undef
  %c = sitofp i32 %b to float
  %d = fmul float %a, %c
  ret float %d
}
"#,
        "dxil-prepare",
    );
    check_lines(
        &out,
        &["%a = fadd float %x, 0.0", "%b = add i32 %n, 0"],
        &["undef", "store"],
    );
}

#[test]
fn a_vector_gep_on_an_element_pointer_is_indexed_from_the_array() {
    // A scalarized `load <4 x float>` from a groupshared [4 x float] leaves GEPs of
    // `<4 x float>` on a `float` pointer; from the global they are in bounds.
    let out = run(
        r#"
@m = addrspace(3) global [4 x float] zeroinitializer
define float @f(i32 %i) {
entry:
  %p = getelementptr inbounds [4 x float], ptr addrspace(3) @m, i32 0, i32 0
  %e2 = getelementptr inbounds <4 x float>, ptr addrspace(3) %p, i32 0, i32 2
  %a = load float, ptr addrspace(3) %e2
  %ei = getelementptr inbounds <4 x float>, ptr addrspace(3) %p, i32 0, i32 %i
  %b = load float, ptr addrspace(3) %ei
  %s = fadd float %a, %b
  ret float %s
}
"#,
        "dxil-prepare",
    );
    check_lines(
        &out,
        &[
            "%e2 = getelementptr inbounds [4 x float], ptr addrspace(3) @m, i32 0, i32 2",
            "%ei = getelementptr inbounds [4 x float], ptr addrspace(3) @m, i32 0, i32 %i",
        ],
        &["<4 x float>"],
    );
}

#[test]
fn private_symbols_and_static_variables_become_internal() {
    let out = run(
        r#"
@switch.table.main = private unnamed_addr constant [2 x i32] [i32 7, i32 9]
@_ZL1s = hidden global [2 x i32] [i32 1, i32 2]
define i32 @f(i32 %i) {
entry:
  %p = getelementptr inbounds [2 x i32], ptr @switch.table.main, i32 0, i32 %i
  %v = load i32, ptr %p
  %q = getelementptr inbounds [2 x i32], ptr @_ZL1s, i32 0, i32 %i
  %w = load i32, ptr %q
  %s = add i32 %v, %w
  ret i32 %s
}
"#,
        "dxil-prepare",
    );
    check_lines(
        &out,
        &[
            "@switch.table.main = internal unnamed_addr constant",
            "@_ZL1s = internal global",
        ],
        &["private", "hidden"],
    );
}

#[test]
fn odd_widths_are_carried_like_bytes() {
    // The scalarizer's form of `bitcast <2 x i1> to i2` compared with 0 (all lanes
    // false): i2 values carried in i32.
    let out = run(
        r#"
define i1 @f(i1 %a, i1 %b) {
entry:
  %x = zext i1 %a to i2
  %y = zext i1 %b to i2
  %s = shl i2 %y, 1
  %o = or i2 %x, %s
  %z = icmp eq i2 %o, 0
  ret i1 %z
}
"#,
        "dxil-legalize",
    );
    check_lines(
        &out,
        &[
            "%0 = zext i1 %a to i32",
            "%1 = zext i1 %b to i32",
            "%2 = shl i32 %1, 1",
            "%3 = and i32 %2, 3",
            "%4 = or i32 %0, %3",
            "%z = icmp eq i32 %4, 0",
        ],
        &["i2"],
    );
}

#[test]
fn unreachable_becomes_a_return() {
    let out = run(
        r#"
define float @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret float 1.0
b:
  unreachable
}
"#,
        "dxil-legalize",
    );
    check_lines(&out, &["ret float 1.0", "ret float 0.0"], &["unreachable"]);
}

#[test]
fn a_store_into_a_cbuffer_member_is_an_error() {
    let body = r#"
@g = external hidden addrspace(2) global float
define void @main() #0 {
entry:
  store float 1.0, ptr addrspace(2) @g
  ret void
}
"#;
    let err = lowering_error("6.6", body);
    assert!(err.contains("constant buffer"), "{err}");
}

/// The error lowering `body` (a compute shader of shader model `sm`) stops with.
fn lowering_error(sm: &str, body: &str) -> String {
    let text = format!(
        "target triple = \"dxilv1.0-unknown-shadermodel{sm}-compute\"\n{body}\n\
         attributes #0 = {{ \"hlsl.shader\"=\"compute\" \"hlsl.numthreads\"=\"1,1,1\" }}\n"
    );
    let mut m = dxil_parser::parse(&text).expect("parses").module;
    dxil_lower::pipeline::lower_to_dxil(
        &mut m,
        &mut dxil_lower::pass_manager::PassContext::default(),
    )
    .expect_err("lowering refuses it")
    .to_string()
}

#[test]
fn an_operation_the_shader_model_lacks_is_an_error() {
    let body = r#"
define void @main() #0 {
entry:
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %d = call i32 @llvm.dx.dot4add.i8packed(i32 %t, i32 %t, i32 %t)
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)
"#;
    let err = lowering_error("6.0", body);
    assert!(
        err.contains("Dot4AddI8Packed needs shader model 6.4"),
        "{err}"
    );
}

#[test]
fn a_counter_both_incremented_and_decremented_is_an_error() {
    let body = r#"
@.str = private unnamed_addr constant [2 x i8] c"B\00"
define void @main() #0 {
entry:
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %a = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i8 1)
  %b = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i8 -1)
  ret void
}
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i8)
"#;
    let err = lowering_error("6.6", body);
    assert!(err.contains("both incremented and decremented"), "{err}");
}

#[test]
fn a_select_of_two_elements_of_one_global_selects_the_index() {
    let out = run(
        r#"
@tile = addrspace(3) global [64 x i32] zeroinitializer
define i32 @f(i1 %c, i32 %i, i32 %j) {
entry:
  %a = getelementptr inbounds i32, ptr addrspace(3) @tile, i32 %i
  %b = getelementptr inbounds i32, ptr addrspace(3) @tile, i32 %j
  %p = select i1 %c, ptr addrspace(3) %a, ptr addrspace(3) %b
  %v = load i32, ptr addrspace(3) %p
  ret i32 %v
}
"#,
        "dxil-prepare",
    );
    check_lines(
        &out,
        &[
            "%0 = select i1 %c, i32 %i, i32 %j",
            "getelementptr inbounds [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %0",
        ],
        &["select i1 %c, ptr"],
    );
}

#[test]
fn a_struct_global_of_vectors_holds_arrays_and_byte_geps_index_its_fields() {
    // A static struct of two float4 arrays, read at a byte offset and a dynamic index,
    // as clang writes `ST.b[i].x`.
    let out = run(
        r#"
%S = type { [2 x <4 x float>], [2 x <4 x float>] }
@st = internal global %S zeroinitializer
define float @f(i32 %i) {
entry:
  %b = getelementptr inbounds nuw i8, ptr @st, i32 32
  %e = getelementptr inbounds [4 x float], ptr %b, i32 %i
  %x = getelementptr inbounds [4 x float], ptr %e, i32 0, i32 1
  %v = load float, ptr %x
  ret float %v
}
"#,
        "dxil-data-scalarization,dxil-prepare",
    );
    check_lines(
        &out,
        &[
            "@st.scalarized = internal global { [2 x [4 x float]], [2 x [4 x float]] }",
            "%e = getelementptr inbounds { [2 x [4 x float]], [2 x [4 x float]] }, ptr @st.scalarized, i32 0, i32 1, i32 %i",
            "%x = getelementptr inbounds [4 x float], ptr %e, i32 0, i32 1",
        ],
        &["i8, ptr", "global %S"],
    );
}

#[test]
fn a_memory_copy_goes_a_scalar_at_a_time_along_the_destination_type() {
    // clang's copy of a static constant array into a local variable.
    let out = run(
        r#"
@c = internal constant [3 x float] [float 1.0, float 2.0, float 3.0]
define float @f(i32 %i) {
entry:
  %a = alloca [3 x float]
  call void @llvm.memcpy.p0.p0.i32(ptr %a, ptr @c, i32 12, i1 false)
  %p = getelementptr inbounds [3 x float], ptr %a, i32 0, i32 %i
  %v = load float, ptr %p
  ret float %v
}
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
"#,
        "dxil-legalize,dxil-prepare",
    );
    check_lines(
        &out,
        &[
            "%0 = getelementptr inbounds [3 x float], ptr @c, i32 0, i32 0",
            "%1 = load float, ptr %0",
            "getelementptr inbounds [3 x float], ptr @c, i32 0, i32 1",
            "getelementptr inbounds [3 x float], ptr @c, i32 0, i32 2",
            "getelementptr inbounds [3 x float], ptr %a, i32 0, i32 0",
            "store float %1,",
        ],
        &["memcpy", "i8, ptr"],
    );
}

#[test]
fn a_scalar_bitcast_to_a_one_lane_vector_is_its_lane() {
    // clang writes a `float1` made of a float as `bitcast float to <1 x float>`.
    let out = run(
        r#"
define i32 @f(float %x) {
entry:
  %v = bitcast float %x to <1 x float>
  %w = bitcast float %x to <1 x i32>
  %a = extractelement <1 x float> %v, i64 0
  %b = extractelement <1 x i32> %w, i64 0
  %c = fptosi float %a to i32
  %s = add i32 %b, %c
  ret i32 %s
}
"#,
        "scalarizer",
    );
    check_lines(
        &out,
        &["bitcast float %x to i32", "fptosi float %x to i32"],
        &["<1 x"],
    );
}
