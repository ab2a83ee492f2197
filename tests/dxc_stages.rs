//! DXC's printed DXIL for the stages beyond compute, pixel and vertex
//! (`../shared/dxc-reference/stages/<stage>/*.ll`, from DXC's own tests) compiled to
//! containers, judged by Microsoft's validator and compared with DXC's containers part
//! by part. Geometry, hull, domain, mesh and amplification shaders must all be accepted
//! with DXC's parts. Libraries are pinned to exactly how they fail, so that this check
//! fails, and is updated, once they work (issue: every stage): a DXIL library container
//! lacks its RDAT part.

use dxil_container::{read, DigestMode, FourCC};
use dxil_emit::{compile, Options};
use std::path::{Path, PathBuf};

/// dxv's message (first two lines) for a library container without RDAT.
const MISSING_RDAT: &str =
    "error: Missing part 'Runtime Data (RDAT)' required by module. | Validation failed.";

/// Libraries dxv rejects with another message than [`MISSING_RDAT`]: name and the
/// start of dxv's message.
const OTHER_LIBRARY_REJECTIONS: &[(&str, &str)] = &[(
    // Our module's debug info version reads as 0 to dxv (DXC's container passes).
    "GlobalBackedGlobalStaticEmbeddedArrays_NoDbgValue",
    "ignoring debug info with an invalid version (0)",
)];

/// The printed modules of `stage`, or `None` without `../shared`.
fn modules(stage: &str) -> Option<Vec<PathBuf>> {
    let shared = dxil_test_support::shared_dir()?;
    let dir = shared.join("dxc-reference/stages").join(stage);
    let files = dxil_test_support::files_with_suffix(&dir, ".ll");
    assert!(!files.is_empty(), "no modules in {}", dir.display());
    Some(files)
}

/// The container compiled from `path`, or the compiler's error.
fn container(path: &Path) -> Result<Vec<u8>, String> {
    let text = std::fs::read_to_string(path).expect("reads");
    let out = compile(&text, &Options::default()).map_err(|e| e.to_string())?;
    Ok(out.container().expect("a container").to_vec())
}

fn name(path: &Path) -> String {
    path.file_stem().unwrap().to_string_lossy().into_owned()
}

/// Modules whose DXC container has a root signature the printed text cannot carry
/// (it came from the HLSL source's attribute, and `dxc -Fc` prints no
/// `!dx.rootsignatures`): their RTS0 is not compared.
const ROOT_SIGNATURE_NOT_IN_TEXT: &[&str] = &["ms/mesh-rootsig", "ms/semantic_on_parameter"];

/// The parts compared with DXC's: all but STAT (reflection: its own issue) and the
/// bitcode with its hash.
const COMPARED: &[FourCC] = &[
    FourCC::SFI0,
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

#[test]
fn libraries_lack_only_rdat() {
    let Some(files) = modules("lib") else { return };
    if dxil_test_support::dxv_path().is_none() {
        return;
    }
    let mut other = Vec::new();
    for f in &files {
        let bytes = container(f).unwrap_or_else(|e| panic!("lib/{}: {e}", name(f)));
        let why = dxil_test_support::dxv_rejection(&bytes)
            .unwrap_or_else(|| panic!("lib/{}: dxv accepts it: update this test", name(f)));
        if why != MISSING_RDAT {
            other.push((name(f), why));
        }
    }
    let expected: Vec<(String, bool)> = OTHER_LIBRARY_REJECTIONS
        .iter()
        .map(|(n, _)| (n.to_string(), true))
        .collect();
    let found: Vec<(String, bool)> = other
        .iter()
        .map(|(n, why)| {
            let listed = OTHER_LIBRARY_REJECTIONS
                .iter()
                .any(|(l, start)| l == n && why.starts_with(start));
            (n.clone(), listed)
        })
        .collect();
    assert_eq!(found, expected, "libraries dxv rejects for more than RDAT");
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
