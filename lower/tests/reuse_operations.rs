//! `dxil-reuse-operations`: a cbuffer row load or a handle made again where an
//! identical one dominates reuses it (and the `extractvalue`s of it); one in a sibling
//! branch, or an operation that reads memory a shader writes or depends on the active
//! lanes, stays.

use crate::common;

use common::check_lines as check;

const HEADER: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\ntarget triple = \"dxil-ms-dx\"\n";

const DECLS: &str = r#"
%dx.types.Handle = type { i8* }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)
declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8)
declare i32 @dx.op.threadId.i32(i32, i32)
"#;

fn run(body: &str) -> String {
    common::run_passes_on(&format!("{HEADER}{DECLS}"), body, "dxil-reuse-operations").unwrap()
}

/// Row `0` of the cbuffer read in the entry block and again in `then` (which the entry
/// dominates) and `else`; `then` also repeats `extra`, first made in the entry.
fn shader(extra: &str, again: &str) -> String {
    format!(
        r#"
define float @main() {{
entry:
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %r = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 0)
  %x = extractvalue %dx.types.CBufRet.f32 %r, 0
{extra}
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %then, label %else

then:
  %h2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %r2 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h2, i32 0)
  %y = extractvalue %dx.types.CBufRet.f32 %r2, 0
{again}
  br label %join

else:
  %r3 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 1)
  %z = extractvalue %dx.types.CBufRet.f32 %r3, 1
  br label %join

join:
  %v = phi float [ %y, %then ], [ %z, %else ]
  %r4 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 1)
  %w = extractvalue %dx.types.CBufRet.f32 %r4, 1
  %s = fadd float %v, %w
  ret float %s
}}
"#
    )
}

#[test]
fn a_dominated_row_load_and_handle_reuse_the_first() {
    let out = run(&shader("", ""));
    check(
        &out,
        &[
            "%r = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 0)",
            "%x = extractvalue %dx.types.CBufRet.f32 %r, 0",
            "then:",
            "else:",
            // The row the sibling `else` read does not dominate the join: kept.
            "%r3 = call",
            "join:",
            "%v = phi float [ %x, %then ], [ %z, %else ]",
            "%r4 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 1)",
        ],
        &["%h2 =", "%r2 =", "%y ="],
    );
}

#[test]
fn loads_of_writable_memory_and_wave_operations_stay() {
    let extra = "  %b = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %h, i32 0, i32 0)
  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %a = call float @dx.op.waveActiveOp.f32(i32 119, float %x, i8 0, i8 0)";
    let again = "  %b2 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %h, i32 0, i32 0)
  %t2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %a2 = call float @dx.op.waveActiveOp.f32(i32 119, float %x, i8 0, i8 0)";
    let out = run(&shader(extra, again));
    check(
        &out,
        &["then:", "%b2 = call", "%t2 = call", "%a2 = call"],
        &["%r2 ="],
    );
}
