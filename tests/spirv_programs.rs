//! SPIR-V programs written for the front end's features (`tests/spirv/programs/<name>/`:
//! the source, `shader.spv` as naga or glslang wrote it, and `pipeline.yaml` with the
//! buffers and the results worked out by hand): each compiles with the default binding
//! map, Microsoft's validator accepts the container (when `dxv` is present), and the CPU
//! interpreter computes the expected buffers.

mod common;

use std::path::Path;

#[test]
fn spirv_programs_validate_and_compute_their_results() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv/programs");
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("shader.spv").is_file())
        .collect();
    dirs.sort();
    assert!(!dirs.is_empty(), "no programs in {}", root.display());
    let opts = dxil_emit::exec::RunOptions {
        max_steps: 1_000_000,
        ..dxil_emit::exec::RunOptions::default()
    };
    let mut failures = Vec::new();
    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let spv = std::fs::read(dir.join("shader.spv")).unwrap();
        let pipeline = std::fs::read_to_string(dir.join("pipeline.yaml")).unwrap();
        let result = dxil_emit::compile_spirv(&spv, &dxil_emit::Options::default())
            .map_err(|e| format!("compile: {e}"))
            .and_then(|c| {
                let bytes = c.container().ok_or("no container")?.to_vec();
                if let Some(why) = common::dxv_rejection(&bytes) {
                    return Err(format!("dxv: {why}"));
                }
                let outcome = dxil_emit::exec::run_test(&pipeline, &bytes, &opts);
                dxil_emit::exec::offload_test::judge(&pipeline, &["DirectX"], &outcome)
            });
        if let Err(why) = result {
            failures.push(format!("{name}: {why}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
