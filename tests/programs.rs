//! Shaders written to exercise one lowering (tests/programs: `X.hlsl`, clang 22's
//! `X.ll`, and an offload-test pipeline `X.yaml` whose expected buffers are what DXC's
//! container for the same source computes, or what the source means where DXC refuses
//! it): each must compile to a container
//! Microsoft's validator accepts (when ../shared holds it) and compute the expected
//! buffers on the CPU interpreter. None may fail.

use crate::common;

use std::path::Path;

#[test]
fn every_program_validates_and_computes_what_dxc_computes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let inputs = common::files(&dir, ".ll");
    assert!(!inputs.is_empty(), "no programs in {}", dir.display());
    let validate = common::dxv_path().is_some();
    if !validate {
        eprintln!("note: ../shared/tools/dxc/bin/dxv is missing: containers are not validated");
    }
    let failures: Vec<String> = inputs
        .iter()
        .filter_map(|ll| {
            assert!(
                ll.with_extension("yaml").exists(),
                "{} has no pipeline",
                ll.display()
            );
            let name = ll.file_stem().unwrap().to_string_lossy().into_owned();
            common::compile_validate_and_run(ll, validate)
                .err()
                .map(|why| format!("{name}: {why}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
