//! DXIL libraries may take and return vectors (LLVM's DXIL libraries do): the scalarizer
//! leaves the `insertelement` chain that builds a returned vector, and the check for
//! constructs DXIL cannot hold lets it through for libraries only.

use dxil_emit::{compile, EmitKind, Options};

const LIBRARY: &str = r#"target triple = "dxil-pc-shadermodel6.7-library"

define <4 x float> @multicomponent() #0 {
  %res = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %load = call {<4 x float>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %res, i32 0)
  %val = extractvalue {<4 x float>, i1} %load, 0
  ret <4 x float> %val
}

attributes #0 = { convergent norecurse nounwind "hlsl.export" }
"#;

fn text(src: &str) -> Result<String, String> {
    let opts = Options {
        emit: EmitKind::Text,
        ..Default::default()
    };
    // The library's container, RDAT included, must be one Microsoft's validator accepts.
    let container = compile(src, &Options::default()).map_err(|e| e.to_string())?;
    dxil_test_support::assert_dxv_accepts(container.container().unwrap(), "library");
    compile(src, &opts)
        .map(|c| c.dxil_text())
        .map_err(|e| e.to_string())
}

#[test]
fn a_library_function_returns_the_vector_built_from_scalar_loads() {
    let text = text(LIBRARY).unwrap();
    assert!(text.contains("@dx.op.bufferLoad.f32(i32 68"), "{text}");
    assert_eq!(
        text.matches("insertelement <4 x float>").count(),
        4,
        "{text}"
    );
    assert!(text.contains("ret <4 x float> %"), "{text}");
    assert!(!text.contains("llvm.dx."), "{text}");
}

/// `LIBRARY` turned into a compute shader whose entry calls `callee` (the exported
/// helper is internal there, as DXC keeps only the entry) with `extra` definitions.
fn compute_calling(callee: &str, extra: &str) -> String {
    LIBRARY
        .replace("shadermodel6.7-library", "shadermodel6.7-compute")
        .replace(
            "attributes #0 = { convergent norecurse nounwind \"hlsl.export\" }",
            &format!(
                "{extra}\ndefine void @main() #1 {{\n  %v = call <4 x float> {callee}\n  \
                 %x = extractelement <4 x float> %v, i32 0\n  ret void\n}}\n\
                 attributes #0 = {{ convergent norecurse nounwind \"hlsl.export\" }}\n\
                 attributes #1 = {{ \"hlsl.shader\"=\"compute\" \"hlsl.numthreads\"=\"1,1,1\" }}"
            ),
        )
}

#[test]
fn a_compute_shader_inlines_its_vector_helper() {
    // DXC inlines every function of a shader that is not a library: the helper's
    // vector result is scalarized in the entry and the helper is gone.
    let out = text(&compute_calling("@multicomponent()", "")).expect("compiles");
    assert!(!out.contains("@multicomponent"), "{out}");
    let vectors = out
        .lines()
        .filter(|l| l.contains("<4 x float>") && !l.contains("= type"));
    assert_eq!(vectors.count(), 0, "{out}");
    // One block: the copied body joined the entry's.
    assert!(!out.contains("br label"), "{out}");
}

#[test]
fn a_recursive_vector_helper_of_a_compute_shader_is_a_located_error() {
    // A helper that calls itself is not inlined: its vectors stay, and the error says
    // where and why.
    let rec = "define internal <4 x float> @rec(<4 x float> %v, i32 %n) {\n\
               entry:\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %done, label %more\n\
               more:\n  %m = sub i32 %n, 1\n  %w = call <4 x float> @rec(<4 x float> %v, i32 %m)\n  \
               %u = insertelement <4 x float> %w, float 1.0, i32 %n\n  ret <4 x float> %u\n\
               done:\n  ret <4 x float> %v\n}";
    let err = text(&compute_calling(
        "@rec(<4 x float> zeroinitializer, i32 3)",
        rec,
    ))
    .unwrap_err();
    assert!(err.contains("vector-typed"), "{err}");
    assert!(
        err.contains("in @rec, a function other than the entry"),
        "{err}"
    );
}

#[test]
fn an_exported_inout_vector_parameter_points_to_the_whole_vector() {
    // clang's `bump(inout float4 v, uint i)` reads `v` as `float` (at a run-time index),
    // `<3 x float>` and `<4 x float>` through one opaque pointer: the parameter becomes
    // `<4 x float>*`, as in DXC's library, every read a GEP into it (a bitcast to a
    // pointee of another size is invalid DXIL).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libraries");
    let src = std::fs::read_to_string(dir.join("inout_vector_export.ll")).unwrap();
    let compiled = compile(&src, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    dxil_test_support::assert_dxv_accepts(compiled.container().unwrap(), "library");
    // The module as written to bitcode, with typed pointers.
    let text = compiled.dxil_text();
    let bump = text
        .lines()
        .find(|l| l.starts_with("define") && l.contains("bump"))
        .unwrap();
    assert!(bump.contains("(<4 x float>* "), "{bump}");
    assert!(!text.contains("bitcast float*"), "{text}");
}
