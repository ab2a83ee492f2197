//! LLVM's generic intrinsic families on small hand-written modules: what no expansion
//! can take stops with an error naming the construct at its call (never a panic), the
//! expansions leave no call of the family behind, and a memset stores its byte over
//! each scalar's width. (What the expansions compute is
//! checked against DXC by tests/programs: `llvm_families`, `integer_families`,
//! `memset_zeroing`.)

use crate::common;

use dxil_lower::LowerError;

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"\ntarget triple = \"dxilv1.6-unknown-shadermodel6.6-library\"\n";

/// The message of the error `passes` stop with on `body`, and whether it has a site.
fn error_of(body: &str, passes: &str) -> (String, bool) {
    match common::run_passes_on(HEADER, body, passes) {
        Ok(out) => panic!("expected an error, got\n{out}"),
        Err(e) => {
            let located = matches!(
                &e,
                LowerError::Unsupported { site: Some(_), .. }
                    | LowerError::Invalid { site: Some(_), .. }
            );
            (e.to_string(), located)
        }
    }
}

#[test]
fn a_memset_of_a_run_time_length_is_a_located_error() {
    let m = r#"
define void @f(ptr %p, i32 %n) {
entry:
  call void @llvm.memset.p0.i32(ptr %p, i8 0, i32 %n, i1 false)
  ret void
}
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
"#;
    let (msg, located) = error_of(m, "dxil-legalize");
    assert!(
        msg.contains("a memset of a length that is not a constant"),
        "{msg}"
    );
    assert!(located, "{msg}");
}

#[test]
fn an_overflow_pair_used_whole_is_a_located_error() {
    let m = r#"
define { i32, i1 } @f(i32 %a, i32 %b) {
entry:
  %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
"#;
    let (msg, located) = error_of(m, "dxil-intrinsic-expansion");
    assert!(
        msg.contains("@llvm.umul.with.overflow's result other than extractvalue"),
        "{msg}"
    );
    assert!(located, "{msg}");
}

#[test]
fn an_fpclass_test_of_a_run_time_mask_is_a_located_error() {
    let m = r#"
define i1 @f(float %x, i32 %mask) {
entry:
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 %mask)
  ret i1 %r
}
declare i1 @llvm.is.fpclass.f32(float, i32)
"#;
    let (msg, located) = error_of(m, "dxil-intrinsic-expansion");
    assert!(msg.contains("constant class mask"), "{msg}");
    assert!(located, "{msg}");
}

#[test]
fn every_family_member_expands_to_no_call_of_its_own() {
    let m = r#"
define i32 @f(i32 %a, i32 %b, float %x, float %y, <4 x i32> %v) {
entry:
  %s1 = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %s2 = call i32 @llvm.ushl.sat.i32(i32 %s1, i32 %b)
  %s3 = call i32 @llvm.fshr.i32(i32 %s2, i32 %a, i32 %b)
  %s4 = call i32 @llvm.ctlz.i32(i32 %s3, i1 false)
  %s5 = call i32 @llvm.bswap.i32(i32 %s4)
  %o = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %s5, i32 %b)
  %s6 = extractvalue { i32, i1 } %o, 0
  %m = call float @llvm.maximumnum.f32(float %x, float %y)
  %c = call float @llvm.copysign.f32(float %m, float %y)
  %k = call i1 @llvm.is.fpclass.f32(float %c, i32 3)
  %kz = zext i1 %k to i32
  %red = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %v)
  %t1 = add i32 %s6, %kz
  %t2 = add i32 %t1, %red
  ret i32 %t2
}
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.ushl.sat.i32(i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.bswap.i32(i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare float @llvm.maximumnum.f32(float, float)
declare float @llvm.copysign.f32(float, float)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
"#;
    let out = common::run_passes_on(HEADER, m, "dxil-intrinsic-expansion").expect("expands");
    let gone = [
        "sadd.sat",
        "ushl.sat",
        "fshr",
        "ctlz",
        "bswap",
        "with.overflow",
        "maximumnum",
        "copysign",
        "is.fpclass",
        "vector.reduce",
    ];
    common::check_lines(
        &out,
        &["sdiv i32", "llvm.dx.firstbituhigh", "llvm.umin"],
        &gone,
    );
}

#[test]
fn a_memset_stores_its_byte_repeated_over_each_scalar() {
    // 0xff over a float and an i16: all-ones bits of each width, a float's through
    // a bitcast; a zero memset stores typed zeros.
    let m = r#"
define void @f() {
entry:
  %a = alloca { float, i16 }, align 4
  call void @llvm.memset.p0.i32(ptr %a, i8 -1, i32 6, i1 false)
  %b = alloca [2 x float], align 4
  call void @llvm.memset.p0.i32(ptr %b, i8 0, i32 8, i1 false)
  ret void
}
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
"#;
    let out = common::run_passes_on(HEADER, m, "dxil-legalize").expect("expands");
    common::check_lines(
        &out,
        &[
            "bitcast i32 -1 to float",
            "store float",
            "store i16 -1",
            "store float 0.000000e+00, ptr %b",
            "store float 0.000000e+00",
        ],
        &["call void @llvm.memset"],
    );
}
