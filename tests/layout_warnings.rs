//! `compile` warns once per cbuffer or structured-buffer member that clang 22 lays out
//! unlike HLSL's packing (see `dxil_lower::analysis::layout_departures`): checked both
//! ways on every corpus and offload shader and DXC's HLSL tests against
//! `tests/expected/layout-warnings.txt`,
//! and against two lists made without this code: the shaders whose Direct3D reflection
//! differs from DXC's for clang's layout (`corpus-reflection-differences.txt`), and the
//! offload tests whose wrong results trace to clang's layout (`offload-failures.txt`).

use crate::common;

use dxil_emit::Severity;
use std::collections::BTreeMap;
use std::path::Path;

/// The HLSL source of a corpus shader, or the `source.hlsl` section of an offload test.
fn source_of(shared: &Path, ir: &Path) -> Option<dxil_emit::hlsl_semantics::HlslSource> {
    let stem = ir.file_stem()?.to_string_lossy().into_owned();
    if stem != "clang22" {
        return common::corpus_hlsl(shared, &stem);
    }
    let test = std::fs::read_to_string(ir.with_file_name("test.txt")).ok()?;
    let start = test.find("#--- source.hlsl\n")? + "#--- source.hlsl\n".len();
    let end = test[start..]
        .find("\n#---")
        .map_or(test.len(), |e| start + e);
    Some(dxil_emit::hlsl_semantics::HlslSource {
        name: ir.with_file_name("source.hlsl").display().to_string(),
        text: test[start..end].to_string(),
    })
}

/// `BUFFER.MEMBER` of a layout warning.
fn member_of(message: &str) -> String {
    let rest = message
        .strip_prefix("cbuffer ")
        .or_else(|| message.strip_prefix("structured buffer "))
        .unwrap_or(message);
    let (buffer, rest) = rest.split_once(" member '").unwrap_or((rest, ""));
    let member = rest.split('\'').next().unwrap_or("");
    format!("{buffer}.{member}")
}

/// Every corpus, offload and DXC-test shader with layout warnings: name -> members warned about.
fn warned(shared: &Path) -> (Vec<String>, BTreeMap<String, String>) {
    let mut checked = Vec::new();
    let mut out = BTreeMap::new();
    let mut inputs: Vec<(String, std::path::PathBuf, _)> = common::corpus_and_offload_ir(shared)
        .into_iter()
        .map(|ir| {
            let name = match ir.file_stem().unwrap().to_str().unwrap() {
                "clang22" => ir
                    .parent()
                    .unwrap()
                    .file_name()
                    .unwrap()
                    .to_string_lossy()
                    .into_owned(),
                stem => stem.to_string(),
            };
            let source = source_of(shared, &ir);
            (name, ir, source)
        })
        .collect();
    // DXC's HLSL tests, as `stage/name`, with their source beside.
    for stage in ["cs", "ps", "vs"] {
        let dir = shared.join("clang-dxc-tests").join(stage);
        for ir in common::files(&dir, ".ll") {
            let stem = ir.file_stem().unwrap().to_string_lossy().into_owned();
            if stem.ends_with(".dxc") {
                continue;
            }
            let hlsl = ir.with_extension("hlsl");
            let source = std::fs::read_to_string(&hlsl).ok().map(|text| {
                dxil_emit::hlsl_semantics::HlslSource {
                    name: hlsl.display().to_string(),
                    text,
                }
            });
            inputs.push((format!("{stage}/{stem}"), ir, source));
        }
    }
    for (name, ir, source) in inputs {
        let opts = dxil_emit::Options {
            hlsl_source: source,
            ..Default::default()
        };
        let Ok(c) = dxil_emit::compile(&std::fs::read_to_string(&ir).unwrap(), &opts) else {
            continue;
        };
        checked.push(name.clone());
        let members: Vec<String> = c
            .remarks()
            .iter()
            .filter(|r| r.severity == Severity::Warning)
            .filter(|r| {
                r.message.starts_with("cbuffer ") || r.message.starts_with("structured buffer ")
            })
            .map(|r| member_of(&r.message))
            .collect();
        if !members.is_empty() {
            out.insert(name, members.join(", "));
        }
    }
    (checked, out)
}

#[test]
fn layout_warnings_name_every_member_clang_lays_out_unlike_hlsl() {
    let Some(shared) = common::shared() else {
        return;
    };
    let (checked, warned) = warned(&shared);
    assert!(
        checked.len() > 200,
        "only {} shaders compiled",
        checked.len()
    );
    let expected = common::expected_list("layout-warnings.txt");
    let mut problems = Vec::new();
    for (name, members) in &warned {
        match expected.get(name) {
            Some(want) if want == members => {}
            Some(want) => problems.push(format!("{name}: warns on {members}, listed {want}")),
            None => problems.push(format!("{name}: unlisted warnings on {members}")),
        }
    }
    for name in expected.keys() {
        if !warned.contains_key(name) {
            problems.push(format!("{name}: listed, but no warning"));
        }
    }
    // The shaders whose reflection differs from DXC's for clang's layout, and the
    // offload tests computing wrong results for it, each get a warning.
    let reflection = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/expected/corpus-reflection-differences.txt"),
    )
    .unwrap();
    let layout_section = reflection
        .split("# The two compilers' code differs:")
        .next()
        .unwrap();
    let offload = common::expected_list("offload-failures.txt");
    let from_layout = offload
        .iter()
        .filter(|(_, why)| {
            why.contains("clang 22 lays")
                || why.contains("clang 22's struct")
                || why.contains("a struct that follows an array")
        })
        .map(|(name, _)| name.as_str());
    let from_reflection = layout_section
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next());
    let mut layout_failures = 0;
    for name in from_layout
        .inspect(|_| layout_failures += 1)
        .chain(from_reflection)
    {
        if !warned.contains_key(name) {
            problems.push(format!("{name}: clang's layout shows, but no warning"));
        }
    }
    assert_eq!(
        layout_failures, 7,
        "offload tests failing for clang's layout"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_warning_gives_clangs_offset_and_hlsls() {
    let Some(shared) = common::shared() else {
        return;
    };
    let ir = shared.join("offload-tests/Feature__CBuffer__structs/clang22.ll");
    let opts = dxil_emit::Options {
        hlsl_source: source_of(&shared, &ir),
        ..Default::default()
    };
    let c = dxil_emit::compile(&std::fs::read_to_string(&ir).unwrap(), &opts).unwrap();
    let first = c.remarks().first().expect("a warning").to_string();
    assert!(
        first.starts_with("warning: cbuffer CBStructs member 'y.a2': at byte 8, HLSL's 4"),
        "{first}"
    );
}
