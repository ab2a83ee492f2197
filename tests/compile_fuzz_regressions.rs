//! IR text the `compile` and `compile_hlsl` fuzz targets found a panic on
//! (tests/fuzz-regressions/`compile-*.ll`; `compile_hlsl`'s inputs hold the HLSL source
//! after a line `;--- hlsl`): each now compiles to a container or stops with an error.

use crate::common;

use std::path::Path;

#[test]
fn hostile_ir_gives_a_container_or_a_located_error_never_a_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions");
    let inputs: Vec<_> = common::files(&dir, ".ll")
        .into_iter()
        .filter(|f| {
            f.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("compile-")
        })
        .collect();
    assert!(!inputs.is_empty(), "no compile-*.ll in {}", dir.display());
    for f in inputs {
        let whole = std::fs::read_to_string(&f).unwrap();
        let (text, hlsl) = match whole.split_once("\n;--- hlsl\n") {
            Some((ir, hlsl)) => (ir.to_string(), Some(hlsl.to_string())),
            None => (whole, None),
        };
        let options = dxil_emit::Options {
            hlsl_source: hlsl.map(|text| dxil_emit::hlsl_semantics::HlslSource {
                name: "fuzz.hlsl".into(),
                text,
            }),
            ..dxil_emit::Options::default()
        };
        if let Err(e) = dxil_emit::compile(&text, &options) {
            let shown = dxil_emit::diagnostic::render_error(&f.display().to_string(), &text, &e);
            assert!(shown.contains(": error: "), "{shown}");
            eprintln!("{shown}");
        }
    }
}

/// A named struct that holds itself by value has no size: the verifier stops it, naming
/// it, before anything measures it (measuring one overflowed the stack: the hostile
/// container `validate-recursive-struct-element.dxil`).
#[test]
fn a_struct_holding_itself_is_an_error_naming_it() {
    let text = "%a = type { i32, [2 x { float, %a }] }\n@g = external global %a\n\
                define void @main() {\n  ret void\n}\n";
    let e = dxil_emit::compile(text, &dxil_emit::Options::default()).unwrap_err();
    assert!(e.to_string().contains("%a holds itself by value"), "{e}");
}
