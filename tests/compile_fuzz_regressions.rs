//! IR text the `compile` fuzz target found a panic on (tests/fuzz-regressions/
//! `compile-*.ll`): each now compiles to a container or stops with a located error.

mod common;

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
        let text = std::fs::read_to_string(&f).unwrap();
        if let Err(e) = dxil_emit::compile(&text, &dxil_emit::Options::default()) {
            let shown = dxil_emit::diagnostic::render_error(&f.display().to_string(), &text, &e);
            assert!(shown.contains(": error: "), "{shown}");
            eprintln!("{shown}");
        }
    }
}
