//! Helpers of the resource tests: wrapping a clang-shaped compute shader body in its
//! module header and entry attributes, lowering it to DXIL text (its container checked
//! by Microsoft's validator), and picking op calls.
#![allow(dead_code)]

use dxil_emit::{compile, EmitKind, Options};

/// A module holding `body` (definitions and declarations of an SM 6.6 compute shader
/// whose entry uses attribute group `#0`), with clang's data layout and triple.
pub fn shader(body: &str) -> String {
    format!(
        "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\n\
         target triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n\
         {body}\n\
         attributes #0 = {{ \"hlsl.numthreads\"=\"64,1,1\" \"hlsl.shader\"=\"compute\" }}\n"
    )
}

/// The DXIL text `src` lowers to. The container it compiles to must pass Microsoft's
/// validator (where ../shared has it).
pub fn lowered_text(src: &str) -> String {
    let container = compile(src, &Options::default()).unwrap();
    dxil_test_support::assert_dxv_accepts(container.container().unwrap(), "the container");
    let opts = Options {
        emit: EmitKind::Text,
        ..Default::default()
    };
    compile(src, &opts).unwrap().dxil_text()
}

/// The lines of `text` that call `dx.op.<op>` (declarations left out).
pub fn op_calls<'a>(text: &'a str, op: &str) -> Vec<&'a str> {
    let needle = format!("@dx.op.{op}.");
    text.lines()
        .filter(|l| l.contains(&needle) && !l.starts_with("declare"))
        .collect()
}
