//! `dxil-store-output-arrays`: an out array the body writes (at constant or run-time
//! rows) and only the copy before the `ret` reads becomes output stores where the body
//! writes it; an array the body also reads, an element something else writes too, or a
//! system value (which must be written whole) keep the copy.

use crate::common;

use common::check_lines as check;

/// A vertex shader whose `I` output (4 rows of `float2`, element `out_id`, semantic
/// kind `kind`) lives in `%a`: `body` writes it (`%i` is a run-time index), the `ret`
/// copies every row and column out.
fn shader(kind: u32, body: &str) -> String {
    let mut copy = String::new();
    for row in 0..4 {
        for col in 0..2 {
            let k = row * 2 + col;
            copy.push_str(&format!(
                "  %q{k} = getelementptr inbounds [8 x float], ptr %a, i32 0, i32 {k}\n  %v{k} = load float, ptr %q{k}, align 4\n  call void @llvm.dx.store.output.f32(i32 0, i32 {row}, i8 {col}, float %v{k})\n"
            ));
        }
    }
    format!(
        r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-vertex"
declare i32 @llvm.dx.load.input.i32(i32, i32, i8, i32)
declare void @llvm.dx.store.output.f32(i32, i32, i8, float)

define void @main() #0 {{
entry:
  %a = alloca [8 x float], align 4
  %i = call i32 @llvm.dx.load.input.i32(i32 0, i32 0, i8 0, i32 poison)
{body}
{copy}  ret void
}}
attributes #0 = {{ "hlsl.shader"="vertex" }}
!dx.semantic.signatures = !{{!0}}
!0 = !{{ptr @main, !1, !2}}
!1 = !{{!3}}
!2 = !{{!4}}
!3 = !{{i32 0, !"IN", i32 4, i32 0, !5, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}}
!4 = !{{i32 0, !"I", i32 9, i32 {kind}, !6, i32 0, i32 4, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}}
!5 = !{{i32 0}}
!6 = !{{i32 0, i32 1, i32 2, i32 3}}
"#
    )
}

fn run(text: &str) -> String {
    common::run_passes_on(text, "", "dxil-store-output-arrays").unwrap()
}

/// `o[i].y = 1.0; o[2].x = 2.0;` on the flat array (`float2` rows): at `i * 2 + 1`
/// and at 4.
const WRITES: &str = "  %j = mul i32 %i, 2\n  %k = add i32 %j, 1\n  %p = getelementptr inbounds [8 x float], ptr %a, i32 0, i32 %k\n  store float 1.0, ptr %p, align 4\n  %p4 = getelementptr inbounds [8 x float], ptr %a, i32 0, i32 4\n  store float 2.0, ptr %p4, align 4";

#[test]
fn stores_at_run_time_and_constant_rows_become_output_stores() {
    let out = run(&shader(0, WRITES));
    check(
        &out,
        &[
            "call void @llvm.dx.store.output.f32(i32 0, i32 %i, i8 1, float 1.000000e+00)",
            "call void @llvm.dx.store.output.f32(i32 0, i32 2, i8 0, float 2.000000e+00)",
            "ret void",
        ],
        &["alloca", "load float", "store float"],
    );
}

#[test]
fn a_read_of_the_array_keeps_the_copy() {
    let read = format!("{WRITES}\n  %r = load float, ptr %p, align 4\n  call void @llvm.dx.store.output.f32(i32 0, i32 3, i8 1, float %r)");
    check(
        &run(&shader(0, &read)),
        &["alloca [8 x float]", "store float 1.0"],
        &[],
    );
}

#[test]
fn a_system_value_keeps_the_copy() {
    // SV_ClipDistance (kind 6) must have every component written.
    check(&run(&shader(6, WRITES)), &["alloca [8 x float]"], &[]);
}

#[test]
fn another_write_to_the_element_keeps_the_copy() {
    let other =
        format!("{WRITES}\n  call void @llvm.dx.store.output.f32(i32 0, i32 0, i8 0, float 3.0)");
    check(&run(&shader(0, &other)), &["alloca [8 x float]"], &[]);
}
