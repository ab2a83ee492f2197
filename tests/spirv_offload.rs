//! SPIR-V in: the offload tests' compute shaders as glslang writes them
//! (`../shared/spirv-tests/offload/<test>/shader.spv`), compiled with the Direct3D
//! bindings of the test's `bindings.tsv`, judged by Microsoft's validator and run on the
//! CPU interpreter against the test's expected buffers. A test whose module computes
//! its buffers on a Vulkan driver (INDEX.tsv) must compute them here too; every test
//! that does not compile or compute is listed with the reason in
//! `tests/expected/spirv-offload-failures.txt` (checked both ways).

use crate::common;

use dxil_emit::exec::offload_test;
use std::collections::BTreeMap;
use std::path::Path;

/// The Direct3D binding of each (set, binding) `bindings.tsv` lists.
fn binding_map(dir: &Path) -> dxil_emit::spirv::BindingMap {
    let text = std::fs::read_to_string(dir.join("bindings.tsv")).unwrap_or_default();
    let mut map = dxil_emit::spirv::BindingMap::default();
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let num = |k: usize| cols.get(k).and_then(|c| c.parse::<u32>().ok());
        if let (Some(set), Some(binding), Some(space), Some(register)) =
            (num(1), num(2), num(4), num(5))
        {
            map.overrides.push(dxil_emit::spirv::BindingOverride {
                set,
                binding,
                class: None,
                to: dxil_emit::spirv::D3dBinding { space, register },
            });
        }
    }
    map
}

/// The module's own result on a Vulkan driver, from INDEX.tsv: test -> `PASS...`,
/// `FAIL...` or `SKIP...`.
fn vulkan_results(offload: &Path) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(offload.join("INDEX.tsv")).unwrap_or_default();
    text.lines()
        .skip(1)
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            Some((cols.first()?.to_string(), cols.get(6)?.to_string()))
        })
        .collect()
}

#[test]
fn spirv_offload_shaders_validate_and_compute_the_expected_buffers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let offload = shared.join("spirv-tests/offload");
    let vulkan = vulkan_results(&offload);
    let opts = dxil_emit::exec::RunOptions {
        max_steps: 1_000_000,
        ..dxil_emit::exec::RunOptions::default()
    };
    let validate = common::dxv_path().is_some();
    let mut checked = Vec::new();
    let mut failures = BTreeMap::new();
    let mut computed = 0;
    for (name, on_vulkan) in &vulkan {
        let dir = offload.join(name);
        let Ok(spv) = std::fs::read(dir.join("shader.spv")) else {
            continue;
        };
        checked.push(name.clone());
        let pipeline = std::fs::read_to_string(dir.join("test.txt")).unwrap();
        let options = dxil_emit::Options {
            spirv_bindings: binding_map(&dir),
            ..Default::default()
        };
        let result = dxil_emit::compile_spirv(&spv, &options)
            .map_err(|e| format!("compile: {e}"))
            .and_then(|c| {
                let bytes = c.container().ok_or("no container")?.to_vec();
                if validate {
                    if let Some(why) = common::dxv_rejection(&bytes) {
                        return Err(format!("dxv: {why}"));
                    }
                }
                // A module that does not compute its buffers on Vulkan is not judged.
                if !on_vulkan.starts_with("PASS") {
                    return Ok(());
                }
                let outcome = dxil_emit::exec::run_test(&pipeline, &bytes, &opts);
                offload_test::judge(&pipeline, &["DirectX"], &outcome)?;
                computed += 1;
                Ok(())
            });
        if let Err(why) = result {
            failures.insert(name.clone(), why.lines().next().unwrap_or("").to_string());
        }
    }
    eprintln!(
        "SPIR-V offload modules: {} of {} compile to valid containers, {computed} compute their buffers",
        checked.len() - failures.len(),
        checked.len()
    );
    assert!(checked.len() > 100, "only {} modules", checked.len());
    common::check_against_list("spirv-offload-failures.txt", &checked, &failures);
}
