//! What Direct3D's shader reflection (`../shared/tools/dxc/bin/dxreflect`) reads of our
//! container for each shared corpus and offload shader equals what it reads of DXC's
//! container for the same source: every field but the statistics DXC counts in its
//! own instruction stream ([`STATISTICS`]). Constant buffers with their variables and
//! types, structured-buffer element types, resources, signatures, flags and thread
//! group size come from our STAT part. Shaders that differ are listed, with the
//! reason, in tests/expected/corpus-reflection-differences.txt. On each of our
//! containers, `dxil_emit::reflect` must read what Direct3D reads, without exception.

use crate::common;

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
        out.push(Shader {
            hlsl: common::corpus_hlsl(shared, &stem),
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
    let mut own_disagreements = Vec::new();
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
        // What our own reflection reads of our container is what Direct3D's reads.
        let own = compiled.reflection().unwrap().unwrap();
        for d in common::reflection::disagreements(&own, &ours) {
            own_disagreements.push(format!("{}: {d}", s.name));
        }
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
    assert!(
        own_disagreements.is_empty(),
        "dxil_emit::reflect disagrees with Direct3D on our containers:\n{}",
        own_disagreements.join("\n")
    );
    common::check_against_list("corpus-reflection-differences.txt", &checked, &differences);
}

#[test]
fn strip_reflection_leaves_out_stat_and_names() {
    let Some(shared) = common::shared() else {
        return;
    };
    let text = std::fs::read_to_string(shared.join("corpus/ll/cs_cbuffer_arrays_dynamic_index.ll"))
        .unwrap();
    let with = dxil_emit::compile(&text, &Default::default()).unwrap();
    let stripped = dxil_emit::compile(
        &text,
        &dxil_emit::Options {
            strip_reflection: true,
            ..Default::default()
        },
    )
    .unwrap();
    let parsed = dxil_container::read(with.container().unwrap()).unwrap();
    assert!(parsed.part(dxil_container::FourCC::STAT).is_some());
    let parsed = dxil_container::read(stripped.container().unwrap()).unwrap();
    assert!(parsed.part(dxil_container::FourCC::STAT).is_none());
    // The DXIL part names no resource; reflection still binds them, unnamed.
    let r = stripped.reflection().unwrap().unwrap();
    assert_eq!(r.resources.len(), 3);
    assert!(r.resources.iter().all(|b| b.name.is_empty()), "{r:?}");
    assert!(r.constant_buffers[0].variables.is_empty());
    let named = with.reflection().unwrap().unwrap();
    let names: Vec<&str> = named.constant_buffers[0]
        .variables
        .iter()
        .map(|v| v.name.as_str())
        .collect();
    assert_eq!(names, ["Offsets", "Weights", "TapCount", "Width"]);
    common::assert_dxv_accepts(with.container().unwrap(), "the shader with STAT");
    common::assert_dxv_accepts(stripped.container().unwrap(), "the stripped shader");
}
