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

#[test]
fn a_compute_shader_may_not_keep_a_vector() {
    // Outside libraries a vector left after lowering is still an error, here the
    // vector-returning helper that a compute entry exports.
    let src = LIBRARY
        .replace("shadermodel6.7-library", "shadermodel6.7-compute")
        .replace(
            "attributes #0 = { convergent norecurse nounwind \"hlsl.export\" }",
            "define void @main() #1 {\n  %v = call <4 x float> @multicomponent()\n  ret void\n}\n\
             attributes #0 = { convergent norecurse nounwind \"hlsl.export\" }\n\
             attributes #1 = { \"hlsl.shader\"=\"compute\" \"hlsl.numthreads\"=\"1,1,1\" }",
        );
    let err = text(&src).unwrap_err();
    assert!(err.contains("vector-typed insertelement"), "{err}");
    // The message says why: the helper is not inlined into the entry.
    assert!(
        err.contains("in @multicomponent, a function other than the entry"),
        "{err}"
    );
}
