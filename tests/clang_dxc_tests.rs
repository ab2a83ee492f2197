//! DXC's own HLSL tests as clang 22 emits them (../shared/clang-dxc-tests: 337 compute,
//! pixel and vertex shaders nobody wrote for us), each compiled with its HLSL source
//! (for the semantics), entry name and -D defines, then checked by Microsoft's validator. Prints
//! the counts per stage. Failures must be listed, with a reason, in
//! tests/expected/clang-dxc-failures.txt.

use crate::common;

use std::collections::BTreeMap;

/// One DXC test shader: `stage/name`, its IR, and the options its compile takes
/// (HLSL source, entry name, -D defines).
struct Shader {
    key: String,
    stage: String,
    ll: std::path::PathBuf,
    options: dxil_emit::Options,
}

/// Every shader of `dir` (../shared/clang-dxc-tests), from its INDEX.tsv.
fn shaders(dir: &std::path::Path) -> Vec<Shader> {
    let index = std::fs::read_to_string(dir.join("INDEX.tsv")).expect("INDEX.tsv");
    let mut out = Vec::new();
    for line in index.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let [stage, name, _, args] = cols[..] else {
            continue;
        };
        let entry = args
            .split_whitespace()
            .skip_while(|a| *a != "-E")
            .nth(1)
            .unwrap_or("main");
        let ll = dir.join(stage).join(format!("{name}.ll"));
        let hlsl = ll.with_extension("hlsl");
        // The -D defines of the test's compile (its source may name them).
        let defines = args
            .split_whitespace()
            .filter_map(|a| a.strip_prefix("-D"))
            .map(|d| match d.split_once('=') {
                Some((n, v)) => (n.to_string(), v.to_string()),
                None => (d.to_string(), "1".to_string()),
            })
            .collect();
        let options = dxil_emit::Options {
            entry: Some(entry.to_string()),
            hlsl_defines: defines,
            hlsl_source: std::fs::read_to_string(&hlsl).ok().map(|text| {
                dxil_emit::hlsl_semantics::HlslSource {
                    name: hlsl.display().to_string(),
                    text,
                }
            }),
            ..dxil_emit::Options::default()
        };
        out.push(Shader {
            key: format!("{stage}/{name}"),
            stage: stage.to_string(),
            ll,
            options,
        });
    }
    out
}

#[test]
fn dxc_tests_compile_to_containers_dxv_accepts() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dir = shared.join("clang-dxc-tests");
    let mut checked = Vec::new();
    let mut failures = BTreeMap::new();
    // Per stage: (shaders, valid containers).
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for Shader {
        key,
        stage,
        ll,
        options,
    } in shaders(&dir)
    {
        checked.push(key.clone());
        let count = counts.entry(stage).or_default();
        count.0 += 1;
        let text = std::fs::read_to_string(&ll).unwrap();
        let result = dxil_emit::compile(&text, &options)
            .map_err(|e| format!("compile: {e}"))
            .and_then(|c| {
                let bytes = c.container().ok_or("no container")?;
                match common::dxv_rejection(bytes) {
                    Some(why) => Err(format!("dxv: {why}")),
                    None => Ok(()),
                }
            });
        match result {
            Ok(()) => count.1 += 1,
            Err(why) => {
                let first = why.lines().next().unwrap_or("");
                let first = first.replace(&format!("{}/", dir.display()), "");
                failures.insert(key, first);
            }
        }
    }
    let total: usize = counts.values().map(|c| c.0).sum();
    let valid: usize = counts.values().map(|c| c.1).sum();
    let per_stage: Vec<String> = counts
        .iter()
        .map(|(s, (n, ok))| format!("{s} {ok}/{n}"))
        .collect();
    eprintln!(
        "{valid} of {total} DXC test shaders compile to containers dxv accepts ({})",
        per_stage.join(", ")
    );
    for (name, why) in &failures {
        eprintln!("  {name}: {why}");
    }
    assert!(total >= 300, "only {total} shaders in {}", dir.display());
    common::check_against_list("clang-dxc-failures.txt", &checked, &failures);
}

/// One shader both compilers compile: its key, our container (for DXC's validator,
/// 1.10, which the PSV0 version follows) and DXC's.
pub(crate) struct Pair {
    pub(crate) key: String,
    pub(crate) ours: Vec<u8>,
    pub(crate) dxc: Vec<u8>,
}

/// Every DXC test shader both compilers compile, compiled once for the tests that
/// compare our containers with DXC's.
pub(crate) fn both_compiled(shared: &std::path::Path) -> &'static [Pair] {
    static PAIRS: std::sync::OnceLock<Vec<Pair>> = std::sync::OnceLock::new();
    PAIRS.get_or_init(|| {
        shaders(&shared.join("clang-dxc-tests"))
            .into_iter()
            .filter_map(|shader| {
                let dxc = std::fs::read(shader.ll.with_extension("dxc.dxil")).ok()?;
                let options = dxil_emit::Options {
                    validator_version: Some((1, 10)),
                    ..shader.options
                };
                let text = std::fs::read_to_string(&shader.ll).unwrap();
                let compiled = dxil_emit::compile(&text, &options).ok()?;
                Some(Pair {
                    key: shader.key,
                    ours: compiled.container()?.to_vec(),
                    dxc,
                })
            })
            .collect()
    })
}

#[test]
fn signature_and_pipeline_parts_equal_dxcs() {
    // Where DXC compiles the same source, our ISG1, OSG1, PSG1 and PSV0 must be DXC's
    // bytes. Differences must be listed, with a reason, in
    // tests/expected/clang-dxc-part-differences.txt.
    let Some(shared) = common::shared() else {
        return;
    };
    let mut checked = Vec::new();
    let mut differences = BTreeMap::new();
    for pair in both_compiled(&shared) {
        let ours = dxil_container::read(&pair.ours).expect("our container reads");
        let dxc = dxil_container::read(&pair.dxc).expect("DXC's container reads");
        checked.push(pair.key.clone());
        let differing: Vec<String> = ["ISG1", "OSG1", "PSG1", "PSV0"]
            .into_iter()
            .filter(|name| {
                let fourcc = dxil_container::FourCC(*name.as_bytes().first_chunk().unwrap());
                ours.part(fourcc).map(|p| p.body) != dxc.part(fourcc).map(|p| p.body)
            })
            .map(str::to_string)
            .collect();
        if !differing.is_empty() {
            differences.insert(pair.key.clone(), differing.join(", "));
        }
    }
    eprintln!(
        "{} of {} shaders both compilers compile have DXC's ISG1, OSG1, PSG1 and PSV0",
        checked.len() - differences.len(),
        checked.len()
    );
    for (name, parts) in &differences {
        eprintln!("  {name}: {parts}");
    }
    assert!(
        checked.len() >= 250,
        "only {} shaders compared",
        checked.len()
    );
    common::check_against_list("clang-dxc-part-differences.txt", &checked, &differences);
}

/// What Direct3D's reflection reports for binding a shader, compared below.
const BINDING_KEYS: [&str; 5] = [
    "threadGroupSize",
    "resources",
    "inputs",
    "outputs",
    "patchConstants",
];

/// What Direct3D's reflection (`../shared/tools/dxc/bin/dxreflect`) reads of `container`
/// for binding a shader: thread group size, resource bindings and the signatures.
fn binding_reflection(dxreflect: &std::path::Path, container: &[u8]) -> serde_json::Value {
    let all = common::direct3d_reflection(dxreflect, container);
    BINDING_KEYS
        .iter()
        .map(|k| (k.to_string(), all.get(*k).cloned().unwrap_or_default()))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

#[test]
fn direct3d_reflection_of_bindings_and_signatures_equals_dxcs() {
    // Where DXC compiles the same source, what Direct3D's reflection reads of our
    // container for binding it (resources, signatures, thread group size) must be
    // what it reads of DXC's. Differences are listed, with a reason, in
    // tests/expected/clang-dxc-reflection-differences.txt.
    let Some(shared) = common::shared() else {
        return;
    };
    let Some(dxreflect) = common::dxreflect(&shared) else {
        return;
    };
    let mut checked = Vec::new();
    let mut differences = BTreeMap::new();
    let mut own_disagreements = Vec::new();
    for pair in both_compiled(&shared) {
        checked.push(pair.key.clone());
        // Our own reflection of our container reads what Direct3D's reads.
        let all = common::direct3d_reflection(&dxreflect, &pair.ours);
        let own = dxil_emit::reflect::reflect(&pair.ours).unwrap();
        for d in common::reflection::disagreements(&own, &all) {
            own_disagreements.push(format!("{}: {d}", pair.key));
        }
        let ours = binding_reflection(&dxreflect, &pair.ours);
        let theirs = binding_reflection(&dxreflect, &pair.dxc);
        let differing: Vec<&str> = BINDING_KEYS
            .into_iter()
            .filter(|k| ours[k] != theirs[k])
            .collect();
        if !differing.is_empty() {
            differences.insert(pair.key.clone(), differing.join(", "));
        }
    }
    assert!(
        own_disagreements.is_empty(),
        "dxil_emit::reflect disagrees with Direct3D on our containers:\n{}",
        own_disagreements.join("\n")
    );
    eprintln!(
        "{} of {} shaders both compilers compile reflect DXC's bindings and signatures",
        checked.len() - differences.len(),
        checked.len()
    );
    assert!(checked.len() >= 250, "only {} compared", checked.len());
    common::check_against_list(
        "clang-dxc-reflection-differences.txt",
        &checked,
        &differences,
    );
}
