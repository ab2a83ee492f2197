//! SPIR-V in from compilers other than the offload folder's: naga's own test shaders
//! (`../shared/spirv-tests/naga/<case>/shader.spv`, each compute entry point of its
//! INDEX.tsv row) and DXC's HLSL compute tests through glslang
//! (`../shared/spirv-tests/dxc-tests/cs/*.spv`). Each compute module must compile to a
//! container Microsoft's validator accepts, or be listed with the reason in
//! `tests/expected/spirv-naga-failures.txt` / `spirv-dxc-test-failures.txt` (checked both
//! ways: an unlisted failure and a listed module that now passes both fail the test).

mod common;

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
    let mut failures = BTreeMap::new();
    for (name, spv, entry) in cases {
        if let Err(why) = compile_and_validate(spv, entry.as_deref()) {
            let first = why.lines().next().unwrap_or("").to_string();
            failures.insert(name.clone(), first);
        }
    }
    eprintln!(
        "{what}: {} of {} compute modules compile to dxv-clean containers",
        cases.len() - failures.len(),
        cases.len()
    );
    let checked: Vec<String> = cases.iter().map(|c| c.0.clone()).collect();
    common::check_against_list(list, &checked, &failures);
}

#[test]
fn naga_compute_entries_compile_to_valid_containers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let naga = shared.join("spirv-tests/naga");
    let index = std::fs::read_to_string(naga.join("INDEX.tsv")).unwrap();
    let mut cases = Vec::new();
    for line in index.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (Some(case), Some(stages), Some(entries)) = (cols.first(), cols.get(1), cols.get(2))
        else {
            continue;
        };
        let spv = naga.join(case).join("shader.spv");
        if !spv.exists() {
            continue;
        }
        for (stage, entry) in stages.split(',').zip(entries.split(',')) {
            if stage == "compute" {
                cases.push((
                    format!("{case}.{entry}"),
                    spv.clone(),
                    Some(entry.to_string()),
                ));
            }
        }
    }
    assert!(cases.len() >= 40, "only {} compute entries", cases.len());
    check("naga", "spirv-naga-failures.txt", &cases);
}

#[test]
fn dxc_compute_tests_compile_to_valid_containers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let cs = shared.join("spirv-tests/dxc-tests/cs");
    let cases: Vec<_> = common::files(&cs, ".spv")
        .into_iter()
        .map(|spv| {
            let name = spv
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            (name, spv, None)
        })
        .collect();
    assert!(cases.len() >= 26, "only {} modules", cases.len());
    check("DXC's tests", "spirv-dxc-test-failures.txt", &cases);
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
