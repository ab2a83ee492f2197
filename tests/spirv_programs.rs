//! SPIR-V programs written for the front end's features (`tests/spirv/programs/<name>/`:
//! the source, `shader.spv` as naga or glslang wrote it, and `pipeline.yaml` with the
//! buffers and the results worked out by hand, and optionally `specializations.txt`,
//! `SpecId=value` lines as `--spec-constant` takes them, and `binding-map.json` as
//! `--binding-map` takes it): each compiles (with the default binding map unless it has
//! one), Microsoft's validator accepts the container (when `dxv` is present), and the CPU
//! interpreter computes the expected buffers.

use crate::common;

use std::collections::HashMap;
use std::path::Path;

/// The `SpecId=value` lines of `dir/specializations.txt` (`#` starts a comment).
fn specializations(dir: &Path) -> HashMap<u32, dxil_emit::spirv::SpecValue> {
    let text = std::fs::read_to_string(dir.join("specializations.txt")).unwrap_or_default();
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (id, value) = l.split_once('=').expect("SpecId=value");
            (id.parse().unwrap(), value.parse().unwrap())
        })
        .collect()
}

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
        let map = dir.join("binding-map.json");
        let options = dxil_emit::Options {
            spirv_specializations: specializations(dir),
            spirv_bindings: match map.is_file() {
                true => dxil_emit::binding_map_file::read(&map).unwrap(),
                false => Default::default(),
            },
            ..Default::default()
        };
        let result = dxil_emit::compile_spirv(&spv, &options)
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

/// A module declaring 16-bit types asked for shader model 6.0 is compiled for 6.2, the
/// first with native 16-bit types (else `cbufferLoadLegacy.f16` and 2-byte strides
/// would be invalid).
#[test]
fn a_lower_shader_model_is_raised_to_6_2_for_16bit_types() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv/programs/native_16bit");
    let spv = std::fs::read(dir.join("shader.spv")).unwrap();
    let options = dxil_emit::Options {
        shader_model: Some((6, 0)),
        ..Default::default()
    };
    let compiled = dxil_emit::compile_spirv(&spv, &options).unwrap();
    assert!(
        compiled.dxil_text().contains("!{!\"cs\", i32 6, i32 2}"),
        "not shader model 6.2"
    );
    if let Some(why) = common::dxv_rejection(compiled.container().unwrap()) {
        panic!("dxv: {why}");
    }
}
