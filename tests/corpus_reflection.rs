//! What Direct3D's shader reflection (`../shared/tools/dxc/bin/dxreflect`) reads of our
//! container for each shared corpus and offload shader equals what it reads of DXC's
//! container for the same source: every field but the statistics DXC counts in its
//! own instruction stream ([`STATISTICS`]). Constant buffers with their variables and
//! types, structured-buffer element types, resources, signatures, flags and thread
//! group size come from our STAT part. Shaders that differ are listed, with the
//! reason, in tests/expected/corpus-reflection-differences.txt.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// dxreflect's fields derived from DXC's own instructions, left out of the comparison.
const STATISTICS: [&str; 1] = ["instructionCount"];

/// A shader to compare: its name, IR, HLSL source and DXC's container.
struct Shader {
    name: String,
    ir: PathBuf,
    hlsl: Option<dxil_emit::hlsl_semantics::HlslSource>,
    dxc: PathBuf,
}

/// The corpus shaders (HLSL beside the IR) and the offload tests (HLSL in the test
/// file's `source.hlsl` section) that have DXC's container.
fn shaders(shared: &Path) -> Vec<Shader> {
    let mut out = Vec::new();
    for ir in common::files(&shared.join("corpus/ll"), ".ll") {
        let stem = ir.file_stem().unwrap().to_string_lossy().into_owned();
        let hlsl = shared.join("corpus/hlsl").join(format!("{stem}.hlsl"));
        out.push(Shader {
            hlsl: std::fs::read_to_string(&hlsl).ok().map(|text| {
                dxil_emit::hlsl_semantics::HlslSource {
                    name: hlsl.display().to_string(),
                    text,
                }
            }),
            dxc: shared
                .join("dxc-reference/corpus")
                .join(format!("{stem}.dxil")),
            name: stem,
            ir,
        });
    }
    for dir in common::offload_tests(shared) {
        let test = std::fs::read_to_string(dir.join("test.txt")).unwrap_or_default();
        let hlsl = dxil_emit::exec::pipeline::split_sections(&test)
            .into_iter()
            .find(|s| s.name == "source.hlsl")
            .map(|s| dxil_emit::hlsl_semantics::HlslSource {
                name: format!("{}/test.txt", dir.display()),
                text: s.body,
            });
        out.push(Shader {
            name: dir.file_name().unwrap().to_string_lossy().into_owned(),
            ir: dir.join("clang22.ll"),
            hlsl,
            dxc: dir.join("dxc.dxil"),
        });
    }
    out.retain(|s| s.dxc.exists() && s.ir.exists());
    out
}

/// dxreflect's JSON for `container`, without [`STATISTICS`].
fn direct3d(dxreflect: &Path, container: &[u8]) -> serde_json::Value {
    let mut all = common::direct3d_reflection(dxreflect, container);
    for k in STATISTICS {
        if let Some(o) = all.as_object_mut() {
            o.remove(k);
        }
    }
    all
}

#[test]
fn direct3d_reflection_of_ours_equals_dxcs_on_the_corpus() {
    let Some(shared) = common::shared() else {
        return;
    };
    let Some(dxreflect) = common::dxreflect(&shared) else {
        return;
    };
    let mut checked = Vec::new();
    let mut differences = BTreeMap::new();
    for s in shaders(&shared) {
        let text = std::fs::read_to_string(&s.ir).unwrap();
        let opts = dxil_emit::Options {
            hlsl_source: s.hlsl.clone(),
            ..Default::default()
        };
        let Ok(compiled) = dxil_emit::compile(&text, &opts) else {
            // Compile failures are compile_corpus' list.
            continue;
        };
        checked.push(s.name.clone());
        let ours = direct3d(&dxreflect, compiled.container().unwrap());
        let theirs = direct3d(&dxreflect, &std::fs::read(&s.dxc).unwrap());
        let keys = theirs
            .as_object()
            .map(|o| o.keys().cloned().collect::<Vec<_>>());
        let differing: Vec<String> = keys
            .unwrap_or_default()
            .into_iter()
            .filter(|k| ours.get(k) != theirs.get(k))
            .collect();
        if !differing.is_empty() {
            differences.insert(s.name.clone(), differing.join(", "));
        }
    }
    eprintln!(
        "Direct3D's reflection of {} of {} corpus and offload shaders equals DXC's \
         (all but {STATISTICS:?})",
        checked.len() - differences.len(),
        checked.len()
    );
    for (name, keys) in &differences {
        eprintln!("  {name}: {keys}");
    }
    assert!(checked.len() >= 250, "only {} compared", checked.len());
    common::check_against_list("corpus-reflection-differences.txt", &checked, &differences);
}
