//! Output writes of `undef` after lowering (`dxil_lower::transforms::undefined_outputs`):
//! those to a user semantic's element go, those to a system value (which DXIL's
//! validator wants written whole) stay, and a declaration nothing calls any more goes.

use dxil_lower::transforms::undefined_outputs::remove_undefined_output_stores;

/// A vertex shader writing `COLOR` (user, 3 rows) and `SV_Position`, each in part with
/// `undef`; `color` and `position` are the stores' values.
fn vertex_shader(color: [&str; 3], position: &str) -> String {
    format!(
        r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {{
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float {})
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 1, i8 0, float {})
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 2, i8 0, float {})
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float {position})
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float 1.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float 1.0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 3, float 1.0)
  ret void
}}

declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

!dx.shaderModel = !{{!0}}
!dx.version = !{{!1}}
!dx.entryPoints = !{{!2}}

!0 = !{{!"vs", i32 6, i32 0}}
!1 = !{{i32 1, i32 0}}
!2 = !{{void ()* @main, !"main", !3, null, null}}
!3 = !{{null, !4, null}}
!4 = !{{!5, !7}}
!5 = !{{i32 0, !"COLOR", i8 9, i8 0, !6, i8 2, i32 3, i8 1, i32 0, i8 0, null}}
!6 = !{{i32 0, i32 1, i32 2}}
!7 = !{{i32 1, !"SV_Position", i8 9, i8 3, !8, i8 4, i32 1, i8 4, i32 3, i8 0, null}}
!8 = !{{i32 0}}
"#,
        color[0], color[1], color[2]
    )
}

fn run(text: &str) -> (usize, String) {
    let mut m = dxil_parser::parse(text).expect("parses").module;
    let gone = remove_undefined_output_stores(&mut m);
    (gone, dxil_ir::printer::print_module(&m))
}

#[test]
fn undefined_rows_of_a_user_element_go_and_a_system_values_stay() {
    let (gone, out) = run(&vertex_shader(["undef", "2.0", "poison"], "undef"));
    assert_eq!(gone, 2, "{out}");
    assert!(
        out.contains("i32 5, i32 0, i32 1, i8 0, float 2.0"),
        "{out}"
    );
    assert!(!out.contains("i32 5, i32 0, i32 0, i8 0"), "{out}");
    assert!(!out.contains("i32 5, i32 0, i32 2, i8 0"), "{out}");
    // SV_Position must be written whole: its undefined component stays.
    assert!(
        out.contains("i32 5, i32 1, i32 0, i8 0, float undef"),
        "{out}"
    );
}

#[test]
fn defined_values_stay() {
    let (gone, _) = run(&vertex_shader(["1.0", "2.0", "3.0"], "0.5"));
    assert_eq!(gone, 0);
}

#[test]
fn a_declaration_left_uncalled_goes() {
    // Every store to a pixel shader's SV_Target undefined: none is left, nor the
    // declaration (DXIL's validator rejects an unused external function).
    let text = r#"target triple = "dxil-ms-dx"

define void @main() {
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float undef)
  ret void
}

declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)

!dx.shaderModel = !{!0}
!dx.version = !{!1}
!dx.entryPoints = !{!2}

!0 = !{!"ps", i32 6, i32 0}
!1 = !{i32 1, i32 0}
!2 = !{void ()* @main, !"main", !3, null, null}
!3 = !{null, !4, null}
!4 = !{!5}
!5 = !{i32 0, !"SV_Target", i8 9, i8 16, !6, i8 0, i32 1, i8 1, i32 0, i8 0, null}
!6 = !{i32 0}
"#;
    let (gone, out) = run(text);
    assert_eq!(gone, 1);
    assert!(!out.contains("storeOutput"), "{out}");
}
