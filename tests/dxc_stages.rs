//! DXC's printed DXIL for the stages beyond compute, pixel and vertex
//! (`../shared/dxc-reference/stages/<stage>/*.ll`, from DXC's own tests) compiled to
//! containers, judged by Microsoft's validator and compared with DXC's containers part
//! by part. Geometry, hull, domain, mesh and amplification shaders must all be accepted
//! with DXC's parts; so must libraries, with DXC's RDAT, except those listed with the
//! reason in `tests/expected/stage-library-failures.txt` (issue: every stage).

use crate::common;

use dxil_container::{read, DigestMode, FourCC};
use dxil_emit::{compile, Options};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The printed modules of `stage`, or `None` without `../shared`.
fn modules(stage: &str) -> Option<Vec<PathBuf>> {
    let shared = dxil_test_support::shared_dir()?;
    let dir = shared.join("dxc-reference/stages").join(stage);
    let files = dxil_test_support::files_with_suffix(&dir, ".ll");
    assert!(!files.is_empty(), "no modules in {}", dir.display());
    Some(files)
}

/// The container compiled from `path`, or the compiler's error. DXC's printed text
/// drops a library's `!dx.subobjects` (DXC keeps them in RDAT only), so they are
/// written back from DXC's container first.
fn container(path: &Path) -> Result<Vec<u8>, String> {
    let mut text = std::fs::read_to_string(path).expect("reads");
    text.push_str(&subobjects_from_dxc(&path.with_extension("dxil")));
    let out = compile(&text, &Options::default()).map_err(|e| e.to_string())?;
    Ok(out.container().expect("a container").to_vec())
}

/// `!dx.subobjects` as text, rebuilt from the subobject table of DXC's container
/// `dxil` (empty when it has none).
fn subobjects_from_dxc(dxil: &Path) -> String {
    use dxil_container::rdat::RdatPartKind;
    use dxil_container::PartContents;
    let Ok(bytes) = std::fs::read(dxil) else {
        return String::new();
    };
    let parsed = read(&bytes).expect("DXC's container reads");
    let Some(PartContents::RuntimeData(rdat)) = parsed.part(FourCC::RDAT).map(|p| &p.contents)
    else {
        return String::new();
    };
    let Some(table) = rdat.table(RdatPartKind::SubobjectTable) else {
        return String::new();
    };
    let word = |r: &[u8], i: usize| u32::from_le_bytes(r[4 * i..4 * i + 4].try_into().unwrap());
    let text = |offset: u32| format!("!\"{}\"", rdat.string(offset).unwrap());
    let mut nodes = Vec::new();
    let mut extra = Vec::new();
    for index in 0..table.len() {
        let r = table.record(index).unwrap();
        let (kind, id) = (word(r, 0), 9000 + index);
        let operands = match kind {
            0 | 10 => format!("i32 {}", word(r, 2)),
            1 | 2 => {
                let data = rdat.raw_bytes(word(r, 2), word(r, 3)).unwrap();
                let escaped: String = data.iter().map(|b| format!("\\{b:02X}")).collect();
                extra.push(format!(
                    "!{} = !{{[{} x i8] c\"{escaped}\"}}",
                    id + 1000,
                    data.len()
                ));
                format!("!{}, !\"\"", id + 1000)
            }
            8 => {
                let exports: Vec<String> = rdat
                    .index_array(word(r, 3))
                    .unwrap()
                    .iter()
                    .map(|&e| text(e))
                    .collect();
                extra.push(format!("!{} = !{{{}}}", id + 1000, exports.join(", ")));
                format!("{}, !{}", text(word(r, 2)), id + 1000)
            }
            9 | 12 => format!("i32 {}, i32 {}", word(r, 2), word(r, 3)),
            11 => format!(
                "i32 {}, {}, {}, {}",
                word(r, 2),
                text(word(r, 5)),
                text(word(r, 3)),
                text(word(r, 4))
            ),
            other => panic!("subobject kind {other}"),
        };
        nodes.push(format!(
            "!{id} = !{{{}, i32 {kind}, {operands}}}",
            text(word(r, 1))
        ));
    }
    let list: Vec<String> = (0..table.len()).map(|i| format!("!{}", 9000 + i)).collect();
    format!(
        "\n!dx.subobjects = !{{{}}}\n{}\n{}\n",
        list.join(", "),
        nodes.join("\n"),
        extra.join("\n")
    )
}

fn name(path: &Path) -> String {
    path.file_stem().unwrap().to_string_lossy().into_owned()
}

/// Modules whose DXC container has a root signature the printed text cannot carry
/// (it came from the HLSL source's attribute, and `dxc -Fc` prints no
/// `!dx.rootsignatures`): their RTS0 is not compared.
const ROOT_SIGNATURE_NOT_IN_TEXT: &[&str] = &["ms/mesh-rootsig", "ms/semantic_on_parameter"];

/// The parts compared with DXC's: all but STAT (reflection: its own issue), the
/// bitcode with its hash, and VERS (which names the compiler).
const COMPARED: &[FourCC] = &[
    FourCC::SFI0,
    FourCC::RDAT,
    FourCC::ISG1,
    FourCC::OSG1,
    FourCC::PSG1,
    FourCC::PSV0,
    FourCC::RTS0,
];

/// Why our container for `ll` differs from DXC's beside it, if it does: a part one has
/// and the other lacks, or a part with other bytes; a read → write round trip that
/// changes a byte.
fn difference_from_dxc(ll: &Path, ours: &[u8], name: &str) -> Option<String> {
    let theirs = std::fs::read(ll.with_extension("dxil")).expect("DXC's container");
    let theirs = read(&theirs).expect("DXC's container reads");
    let parsed = read(ours).expect("our container reads");
    let round_trip = parsed
        .to_container(DigestMode::Bypass)
        .to_bytes()
        .expect("fits");
    if round_trip != ours {
        return Some("our container does not read back byte-exact".into());
    }
    for fourcc in COMPARED {
        if *fourcc == FourCC::RTS0 && ROOT_SIGNATURE_NOT_IN_TEXT.contains(&name) {
            assert!(
                parsed.part(FourCC::RTS0).is_none() && theirs.part(FourCC::RTS0).is_some(),
                "{name}: listed in ROOT_SIGNATURE_NOT_IN_TEXT"
            );
            continue;
        }
        match (parsed.part(*fourcc), theirs.part(*fourcc)) {
            (None, None) => {}
            (Some(a), Some(b)) if a.body == b.body => {}
            (Some(_), Some(_)) => return Some(format!("{fourcc} differs from DXC's")),
            (Some(_), None) => return Some(format!("DXC writes no {fourcc}")),
            (None, Some(_)) => return Some(format!("no {fourcc}, DXC writes one")),
        }
    }
    None
}

#[test]
fn every_shader_stage_is_valid_with_dxcs_parts() {
    for stage in ["gs", "hs", "ds", "ms", "as"] {
        let Some(files) = modules(stage) else { return };
        for f in &files {
            let name = format!("{stage}/{}", name(f));
            let bytes = container(f).unwrap_or_else(|e| panic!("{name}: {e}"));
            dxil_test_support::assert_dxv_accepts(&bytes, &name);
            if let Some(why) = difference_from_dxc(f, &bytes, &name) {
                panic!("{name}: {why}");
            }
        }
        eprintln!("{stage}: {} dxv-valid, parts equal to DXC's", files.len());
    }
}

/// Libraries must be dxv-clean with DXC's RDAT and SFI0 bytes; the ones that are not
/// yet are listed in `tests/expected/stage-library-failures.txt` with the reason.
#[test]
fn libraries_are_valid_with_dxcs_runtime_data() {
    let Some(files) = modules("lib") else { return };
    let mut checked = Vec::new();
    let mut failures = BTreeMap::new();
    for f in &files {
        let name = format!("lib/{}", name(f));
        checked.push(name.clone());
        let why = match container(f) {
            Err(e) => Some(e),
            Ok(bytes) => dxil_test_support::dxv_rejection(&bytes)
                .map(|why| format!("dxv: {why}"))
                .or_else(|| difference_from_dxc(f, &bytes, &name)),
        };
        if let Some(why) = why {
            failures.insert(name, why);
        }
    }
    eprintln!(
        "lib: {} of {} dxv-valid with DXC's RDAT",
        files.len() - failures.len(),
        files.len()
    );
    common::check_against_list("stage-library-failures.txt", &checked, &failures);
}

/// Clang 22's IR for a mesh or amplification shader cannot make a valid container:
/// clang drops `[outputtopology]` and emits no DispatchMesh. Each stops with the reason
/// and writes nothing.
#[test]
fn clang_mesh_and_amplification_shaders_stop_with_the_reason() {
    for (stage, why) in [
        ("mesh", "mesh shader entry 'main' has no mesh state"),
        (
            "amplification",
            "amplification shader entry 'main' calls DispatchMesh 0 times",
        ),
    ] {
        let text = format!(
            "target triple = \"dxil-pc-shadermodel6.5-{stage}\"\n\
             define void @main() #0 {{\n  ret void\n}}\n\
             attributes #0 = {{ \"hlsl.numthreads\"=\"32,1,1\" \"hlsl.shader\"=\"{stage}\" }}\n"
        );
        let error = compile(&text, &Options::default())
            .err()
            .unwrap_or_else(|| panic!("{stage}: compiles"))
            .to_string();
        assert!(error.contains(why), "{stage}: {error}");
    }
}
