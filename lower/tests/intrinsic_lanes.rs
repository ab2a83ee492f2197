//! dxil-intrinsic-expansion, scalarizer and dxil-op-lower on small hand-written modules:
//! `firstbithigh` lowered as DXIL's FirstbitHi, `splitdouble` of a
//! vector split per lane, lanes extracted right before each lane's instruction (named
//! `%v.iK` after the vector, as LLVM's scalarizer names them), op calls
//! with their memory effect, dead code a pass was given kept, `ctpop` casts folded into
//! `Countbits`, the struct-returning `wave.ballot`, and wave bit reductions and quad
//! reads with their kind operand. Each case checks the
//! printed module for lines in order, as FileCheck's CHECK does.

use crate::common;

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"\ntarget triple = \"dxilv1.6-unknown-shadermodel6.6-library\"\n";

/// Runs `passes` on `body` under the module header.
fn run(body: &str, passes: &str) -> String {
    common::run_passes_on(HEADER, body, passes).expect("passes run")
}

/// Asserts that every `want` line occurs (as a substring of a line) in order.
fn check(out: &str, want: &[&str]) {
    common::check_lines(out, want, &[]);
}

#[test]
fn firstbithigh_is_dxil_firstbithi_as_it_is() {
    // `llvm.dx.firstbituhigh` counts from the most significant bit, as DXIL's
    // FirstbitHi does; clang 22.1's HLSL headers turn it into HLSL's position from the
    // least significant bit themselves, so lowering adds nothing.
    let m = r#"
define i32 @f(i16 %a) {
entry:
  %r = call i32 @llvm.dx.firstbituhigh.i16(i16 %a)
  ret i32 %r
}
declare i32 @llvm.dx.firstbituhigh.i16(i16)
"#;
    let out = run(m, "dxil-intrinsic-expansion,dxil-op-lower");
    check(
        &out,
        &[
            "%0 = call i32 @dx.op.unaryBits.i16(i32 33, i16 %a)",
            "ret i32 %0",
        ],
    );
    assert!(!out.contains("sub i32"), "{out}");
}

#[test]
fn splitdouble_of_a_vector_is_split_per_lane() {
    let m = r#"
define <2 x i32> @f(<2 x double> %d) {
entry:
  %s = call { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double> %d)
  %lo = extractvalue { <2 x i32>, <2 x i32> } %s, 0
  ret <2 x i32> %lo
}
declare { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double>)
"#;
    let out = run(m, "scalarizer");
    check(
        &out,
        &[
            "%d.i0 = extractelement <2 x double> %d, i64 0",
            "%s.i0 = call { i32, i32 } @llvm.dx.splitdouble.i32(double %d.i0)",
            "%d.i1 = extractelement <2 x double> %d, i64 1",
            "%s.i1 = call { i32, i32 } @llvm.dx.splitdouble.i32(double %d.i1)",
            "extractvalue { i32, i32 } %s.i0, 0",
            "extractvalue { i32, i32 } %s.i1, 0",
            "insertelement <2 x i32> poison",
        ],
    );
    assert!(!out.contains("call { <2 x i32>"), "{out}");
}

#[test]
fn lanes_are_extracted_before_each_lane_and_op_calls_carry_their_memory_effect() {
    let m = r#"
define <2 x float> @f(<2 x float> %a, <2 x float> %b) {
entry:
  %s = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %a, <2 x float> %b)
  ret <2 x float> %s
}
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>)
"#;
    let out = run(m, "scalarizer,dxil-op-lower");
    check(
        &out,
        &[
            "%a.i0 = extractelement <2 x float> %a, i64 0",
            "%b.i0 = extractelement <2 x float> %b, i64 0",
            "%0 = call float @dx.op.binary.f32(i32 35, float %a.i0, float %b.i0) #0",
            "%a.i1 = extractelement <2 x float> %a, i64 1",
            "%b.i1 = extractelement <2 x float> %b, i64 1",
            "%1 = call float @dx.op.binary.f32(i32 35, float %a.i1, float %b.i1) #0",
            "attributes #0 = { nounwind memory(none) }",
        ],
    );
    // dxil-prepare leaves the effect on the declaration only, in LLVM 3.7's words.
    let prepared = run(m, "scalarizer,dxil-op-lower,dxil-prepare");
    check(
        &prepared,
        &[
            "%0 = call float @dx.op.binary.f32(i32 35, float %a.i0, float %b.i0)",
            "declare float @dx.op.binary.f32(i32, float, float) #0",
            "attributes #0 = { nounwind readnone }",
        ],
    );
    assert!(
        !prepared.contains("float %b.i0) #"),
        "call-site attributes stay:\n{prepared}"
    );
}

#[test]
fn dead_code_the_passes_were_given_stays() {
    let m = r#"
define float @f(float %a, <2 x float> %v) {
entry:
  %dead = fmul reassoc float %a, %a
  %w = fadd <2 x float> %v, %v
  %e = extractelement <2 x float> %w, i32 0
  ret float %e
}
"#;
    let out = run(m, "scalarizer,dxil-legalize,dxil-prepare");
    check(
        &out,
        &["%dead = fmul fast float %a, %a", "fadd float", "ret float"],
    );
    assert!(!out.contains("<2 x float> %w"), "{out}");
}

#[test]
fn countbits_takes_the_place_of_casts_of_its_count() {
    let m = r#"
define i32 @f(i16 %a, i64 %b) {
entry:
  %c = call i16 @llvm.ctpop.i16(i16 %a)
  %z = zext i16 %c to i32
  %d = call i64 @llvm.ctpop.i64(i64 %b)
  %t = trunc i64 %d to i32
  %s = add i32 %z, %t
  ret i32 %s
}
declare i16 @llvm.ctpop.i16(i16)
declare i64 @llvm.ctpop.i64(i64)
"#;
    let out = run(m, "dxil-op-lower");
    check(
        &out,
        &[
            "%0 = call i32 @dx.op.unaryBits.i16(i32 31, i16 %a)",
            "%1 = call i32 @dx.op.unaryBits.i64(i32 31, i64 %b)",
            "%s = add i32 %0, %1",
        ],
    );
    assert!(!out.contains("zext") && !out.contains("trunc"), "{out}");
}

#[test]
fn ballot_returning_the_struct_is_the_op_result() {
    let m = r#"
%dx.types.fouri32 = type { i32, i32, i32, i32 }
define i32 @f(i1 %p) {
entry:
  %s = call %dx.types.fouri32 @llvm.dx.wave.ballot(i1 %p)
  %x = extractvalue %dx.types.fouri32 %s, 2
  ret i32 %x
}
declare %dx.types.fouri32 @llvm.dx.wave.ballot(i1)
"#;
    let out = run(m, "dxil-op-lower");
    check(
        &out,
        &[
            "%0 = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %p)",
            "%x = extractvalue %dx.types.fouri32 %0, 2",
        ],
    );
}

#[test]
fn wave_bit_reductions_and_quad_reads_carry_their_kind() {
    let m = r#"
define i32 @f(i32 %a, <2 x float> %v) {
entry:
  %o = call i32 @llvm.dx.wave.reduce.or.i32(i32 %a)
  %x = call i32 @llvm.dx.wave.reduce.xor.i32(i32 %o)
  %q = call <2 x float> @llvm.dx.quad.read.across.diagonal.v2f32(<2 x float> %v)
  %e = extractelement <2 x float> %q, i64 1
  %i = fptoui float %e to i32
  %p = call i32 @llvm.dx.wave.product.i32(i32 %i)
  %s = add i32 %x, %p
  ret i32 %s
}
declare i32 @llvm.dx.wave.reduce.or.i32(i32)
declare i32 @llvm.dx.wave.reduce.xor.i32(i32)
declare <2 x float> @llvm.dx.quad.read.across.diagonal.v2f32(<2 x float>)
declare i32 @llvm.dx.wave.product.i32(i32)
"#;
    let out = run(m, "scalarizer,dxil-op-lower");
    check(
        &out,
        &[
            "%0 = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %a, i8 1)",
            "call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %0, i8 2)",
            "%3 = call float @dx.op.quadOp.f32(i32 123, float %v.i1, i8 2)",
            "%i = fptoui float %3 to i32",
            "call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %i, i8 1, i8 0)",
        ],
    );
}

#[test]
fn longer_intrinsic_names_are_not_overloads_of_shorter_ones() {
    // `llvm.dx.all.memory.barrier` is a barrier, not `llvm.dx.all`; `wave.all.equal`
    // is WaveActiveAllEqual, not `wave.all`.
    let m = r#"
define i1 @f(float %a) {
entry:
  call void @llvm.dx.all.memory.barrier.with.group.sync()
  %e = call i1 @llvm.dx.wave.all.equal.f32(float %a)
  ret i1 %e
}
declare void @llvm.dx.all.memory.barrier.with.group.sync()
declare i1 @llvm.dx.wave.all.equal.f32(float)
"#;
    let out = run(m, "dxil-intrinsic-expansion,scalarizer,dxil-op-lower");
    check(
        &out,
        &[
            "call void @dx.op.barrier(i32 80, i32 11)",
            "call i1 @dx.op.waveActiveAllEqual.f32(i32 115, float %a)",
        ],
    );
}
