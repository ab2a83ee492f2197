//! Graphics signatures on small hand-written modules: `dxil-signature-io` splits vector
//! accesses per component (column + lane), `dxil-translate-metadata` packs
//! `!dx.semantic.signatures` into `!dx.entryPoints` with usage masks from the accesses
//! (dropping input loads nobody uses), and clang 22's placeholder calls get their
//! semantics from an HLSL declaration.

use dxil_lower::frontend::clang_signature_io::{attach_semantics, call_needing_semantics};
use dxil_lower::frontend::hlsl_entry_signature::read_entry_declaration;
use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};

fn parse(text: &str) -> dxil_ir::Module {
    dxil_parser::parse(text)
        .unwrap_or_else(|e| panic!("test module does not parse: {e}\n{text}"))
        .module
}

fn run(m: &mut dxil_ir::Module, passes: &str) -> String {
    let names = parse_pipeline(passes).expect("pipeline parses");
    run_passes(m, &names, &mut PassContext::default()).expect("passes run");
    dxil_ir::printer::print_module(m)
}

const PIXEL: &str = r#"target triple = "dxil-pc-shadermodel6.6-pixel"
define void @main() #0 {
  %pos = call <4 x float> @llvm.dx.load.input.v4f32(i32 0, i32 0, i8 0, i32 poison)
  %uv = call <2 x float> @llvm.dx.load.input.v2f32(i32 1, i32 0, i8 0, i32 poison)
  %u = extractelement <2 x float> %uv, i64 1
  %c = insertelement <4 x float> zeroinitializer, float %u, i64 2
  call void @llvm.dx.store.output.v4f32(i32 0, i32 0, i8 0, <4 x float> %c)
  ret void
}
attributes #0 = { "hlsl.shader"="pixel" }
!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!3, !4}
!2 = !{!5}
!3 = !{i32 0, !"SV_Position", i32 9, i32 3, !6, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!4 = !{i32 1, !"TEXCOORD", i32 9, i32 0, !6, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!5 = !{i32 0, !"SV_Target", i32 9, i32 16, !6, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!6 = !{i32 0}
"#;

#[test]
fn vector_accesses_split_per_component() {
    let out = run(&mut parse(PIXEL), "dxil-signature-io");
    assert!(
        out.contains("@llvm.dx.load.input.f32(i32 1, i32 0, i8 1, i32 poison)"),
        "{out}"
    );
    assert!(
        out.contains("@llvm.dx.store.output.f32(i32 0, i32 0, i8 3, float"),
        "{out}"
    );
    assert!(
        !out.contains("call <4 x float> @llvm.dx.load.input"),
        "{out}"
    );
}

#[test]
fn signatures_are_packed_with_the_components_used() {
    let out = run(
        &mut parse(PIXEL),
        "dxil-signature-io,scalarizer,dxil-translate-metadata",
    );
    // SV_Position is never read (no usage tags), TEXCOORD.y is (mask 2), and every
    // SV_Target component is written (mask 15); pixel inputs get their default
    // interpolation (no perspective for SV_Position, linear otherwise).
    assert!(out.contains(r#"!"SV_Position", i8 9, i8 3, !"#), "{out}");
    assert!(
        out.contains(r#"i8 4, i32 1, i8 4, i32 0, i8 0, null}"#),
        "{out}"
    );
    assert!(
        out.contains(r#"i8 2, i32 1, i8 2, i32 1, i8 0, !"#),
        "{out}"
    );
    assert!(out.contains("!{i32 3, i32 2}"), "{out}");
    assert!(out.contains("!{i32 3, i32 15}"), "{out}");
    assert!(!out.contains("dx.semantic.signatures"), "{out}");
    assert!(!out.contains("load.input.f32(i32 0,"), "{out}");
}

#[test]
fn clang_placeholder_calls_take_the_hlsl_semantics() {
    let clang = r#"target triple = "dxilv1.6-unknown-shadermodel6.6-vertex"
define void @main() #0 {
  %1 = tail call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %2 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %3 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %3)
  tail call void @llvm.dx.store.output.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <2 x float> %2)
  ret void
}
attributes #0 = { "hlsl.shader"="vertex" }
"#;
    let hlsl = "struct O { float4 p : SV_Position; float2 t : TEXCOORD3; };\n\
                O main(float3 p : POSITION, float2 t : TEXCOORD0) { O o; return o; }";
    let mut m = parse(clang);
    assert!(call_needing_semantics(&m).is_some());
    let decl = read_entry_declaration(hlsl, "main").unwrap();
    attach_semantics(&mut m, &decl, "vs.hlsl").unwrap();
    assert!(call_needing_semantics(&m).is_none());
    let out = dxil_ir::printer::print_module(&m);
    assert!(
        out.contains("load.input.v2f32(i32 1, i32 0, i8 0, i32 poison)"),
        "{out}"
    );
    assert!(
        out.contains("store.output.v2f32(i32 1, i32 0, i8 0, <2 x float>"),
        "{out}"
    );
    assert!(out.contains(r#"!"TEXCOORD", i32 9, i32 0, !"#), "{out}");
    // Vertex outputs get DXC's interpolation: SV_Position 4, TEXCOORD 2.
    let position = out
        .lines()
        .find(|l| l.contains(r#"!"SV_Position""#))
        .unwrap_or_default();
    assert!(position.contains(", i32 4, i32 1, i8 4,"), "{out}");

    let wrong = "float4 main(float3 p : POSITION, int2 t : T) : SV_Position { return 0; }";
    let mut m = parse(clang);
    let decl = read_entry_declaration(wrong, "main").unwrap();
    let err = attach_semantics(&mut m, &decl, "vs.hlsl").unwrap_err();
    assert!(err.to_string().contains("declares"), "{err}");
}
