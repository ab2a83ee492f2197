//! SPIR-V in from compilers other than the offload folder's: naga's own test shaders
//! (`../shared/spirv-tests/naga/<case>/shader.spv`, each entry point of its INDEX.tsv
//! row) and DXC's HLSL tests through glslang (`../shared/spirv-tests/dxc-tests/{cs,ps,vs}
//! /*.spv`). Each module must compile to a container Microsoft's validator accepts, or
//! stop with a located error listed with the reason in `tests/expected/` (compute:
//! `spirv-naga-failures.txt` / `spirv-dxc-test-failures.txt`; vertex and pixel:
//! `spirv-naga-graphics-failures.txt` / `spirv-dxc-graphics-failures.txt`), checked both
//! ways: an unlisted failure and a listed module that now passes both fail the test. A
//! dxv rejection is never listed: the graphics lists hold compile errors only.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;

/// Compiles `spv` for `entry` and asks dxv about the container: `Err` with the first
/// line of why not.
fn compile_and_validate(spv: &Path, entry: Option<&str>) -> Result<(), String> {
    let bytes = std::fs::read(spv).map_err(|e| format!("read: {e}"))?;
    let options = dxil_emit::Options {
        entry: entry.map(str::to_string),
        ..Default::default()
    };
    let compiled =
        dxil_emit::compile_spirv(&bytes, &options).map_err(|e| format!("compile: {e}"))?;
    let container = compiled.container().ok_or("no container")?;
    match common::dxv_rejection(container) {
        Some(why) => Err(format!("dxv: {why}")),
        None => Ok(()),
    }
}

/// Runs `cases` (name, module, entry), prints the figure and checks the failures
/// against `list`.
fn check(what: &str, list: &str, cases: &[(String, std::path::PathBuf, Option<String>)]) {
    check_listing(what, list, cases, false)
}

/// [`check`], and with `compile_errors_only` a failure dxv's (a container made but
/// rejected) is a failure whether listed or not.
fn check_listing(
    what: &str,
    list: &str,
    cases: &[(String, std::path::PathBuf, Option<String>)],
    compile_errors_only: bool,
) {
    let mut failures = BTreeMap::new();
    for (name, spv, entry) in cases {
        if let Err(why) = compile_and_validate(spv, entry.as_deref()) {
            let first = why.lines().next().unwrap_or("").to_string();
            failures.insert(name.clone(), first);
        }
    }
    eprintln!(
        "{what}: {} of {} modules compile to dxv-clean containers",
        cases.len() - failures.len(),
        cases.len()
    );
    if compile_errors_only {
        let rejected: Vec<_> = failures
            .iter()
            .filter(|(_, why)| !why.starts_with("compile: "))
            .map(|(name, why)| format!("{name}: {why}"))
            .collect();
        assert!(
            rejected.is_empty(),
            "rejected by dxv:\n{}",
            rejected.join("\n")
        );
    }
    let checked: Vec<String> = cases.iter().map(|c| c.0.clone()).collect();
    common::check_against_list(list, &checked, &failures);
}

/// naga's entries of `stages` (INDEX.tsv's names: compute, vertex, fragment), each
/// as (case.entry, module, entry).
fn naga_entries(naga: &Path, stages: &[&str]) -> Vec<(String, std::path::PathBuf, Option<String>)> {
    let index = std::fs::read_to_string(naga.join("INDEX.tsv")).unwrap();
    let mut cases = Vec::new();
    for line in index.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (Some(case), Some(stage_list), Some(entries)) =
            (cols.first(), cols.get(1), cols.get(2))
        else {
            continue;
        };
        let spv = naga.join(case).join("shader.spv");
        if !spv.exists() {
            continue;
        }
        for (stage, entry) in stage_list.split(',').zip(entries.split(',')) {
            if stages.contains(&stage) {
                cases.push((
                    format!("{case}.{entry}"),
                    spv.clone(),
                    Some(entry.to_string()),
                ));
            }
        }
    }
    cases
}

/// The modules of a `dxc-tests` stage folder, by file stem.
fn dxc_test_modules(dir: &Path, prefix: &str) -> Vec<(String, std::path::PathBuf, Option<String>)> {
    common::files(dir, ".spv")
        .into_iter()
        .map(|spv| {
            let name = spv
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            (format!("{prefix}{name}"), spv, None)
        })
        .collect()
}

#[test]
fn naga_compute_entries_compile_to_valid_containers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let cases = naga_entries(&shared.join("spirv-tests/naga"), &["compute"]);
    assert!(cases.len() >= 40, "only {} compute entries", cases.len());
    check("naga", "spirv-naga-failures.txt", &cases);
}

#[test]
fn dxc_compute_tests_compile_to_valid_containers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let cases = dxc_test_modules(&shared.join("spirv-tests/dxc-tests/cs"), "");
    assert!(cases.len() >= 26, "only {} modules", cases.len());
    check("DXC's tests", "spirv-dxc-test-failures.txt", &cases);
}

#[test]
fn naga_vertex_and_fragment_entries_compile_to_valid_containers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let cases = naga_entries(&shared.join("spirv-tests/naga"), &["vertex", "fragment"]);
    assert!(cases.len() >= 60, "only {} entries", cases.len());
    check_listing(
        "naga (vertex, fragment)",
        "spirv-naga-graphics-failures.txt",
        &cases,
        true,
    );
}

#[test]
fn dxc_vertex_and_pixel_tests_compile_to_valid_containers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dir = shared.join("spirv-tests/dxc-tests");
    let mut cases = dxc_test_modules(&dir.join("vs"), "vs/");
    cases.extend(dxc_test_modules(&dir.join("ps"), "ps/"));
    assert!(cases.len() >= 220, "only {} modules", cases.len());
    check_listing(
        "DXC's tests (vs, ps)",
        "spirv-dxc-graphics-failures.txt",
        &cases,
        true,
    );
}

/// A storage block with members before its runtime array (`tests/spirv-fixtures/
/// raw_buffer.comp`, compiled by `glslangValidator -V`) becomes a RWByteAddressBuffer
/// that dxv accepts.
#[test]
fn a_block_with_members_before_its_runtime_array_is_a_byte_address_buffer() {
    let spv = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv-fixtures/raw_buffer.spv");
    compile_and_validate(&spv, None).unwrap();
    let Some(dxreflect) = common::shared().and_then(|s| common::dxreflect(&s)) else {
        return;
    };
    let bytes = std::fs::read(&spv).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let reflection = common::direct3d_reflection(&dxreflect, compiled.container().unwrap());
    // D3D_SIT_UAV_RWBYTEADDRESS.
    assert_eq!(reflection["resources"][0]["type"], 8, "{reflection}");
}

/// `EarlyFragmentTests` is HLSL's `[earlydepthstencil]`: the shader flag DXC sets for
/// the same test's HLSL (`ps/earlyDepthStencil`).
#[test]
fn early_fragment_tests_force_early_depth_stencil() {
    let Some(shared) = common::shared() else {
        return;
    };
    let ps = shared.join("spirv-tests/dxc-tests/ps/earlyDepthStencil");
    let bytes = std::fs::read(ps.with_extension("spv")).unwrap();
    let ours = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let text = dxil_emit::disassemble(ours.container().unwrap()).unwrap();
    let dxc = std::fs::read(ps.with_extension("dxc.dxil")).unwrap();
    let dxc_text = dxil_emit::disassemble(&dxc).unwrap();
    // Shader flags tag 0, bit 3 (and no other) in both.
    assert!(dxc_text.contains("!{i32 0, i64 8}"), "{dxc_text}");
    assert!(text.contains("!{i32 0, i64 8}"), "{text}");
}
