//! Root signatures: clang 22 modules with `!dx.rootsignatures` (the offload suite's
//! root signature tests) compile to containers whose RTS0 part equals DXC's, and whose
//! DXIL part no longer carries the metadata.

mod common;

use dxil_container::{read, FourCC};

/// Tests whose RTS0 cannot equal DXC's, with the reason.
const KNOWN_DIFFERENCES: &[(&str, &str)] = &[(
    "Feature__RootSignatures__Flags",
    "the source spells out a default flag (SRV DATA_STATIC_WHILE_SET_AT_EXECUTE), which \
     DXC keeps; clang's metadata cannot tell it from an unspecified one, written as none",
)];

#[test]
fn root_signatures_equal_dxcs_rts0() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut compared = 0;
    let mut failures = Vec::new();
    for dir in common::offload_tests(&shared) {
        let Ok(text) = std::fs::read_to_string(dir.join("clang22.ll")) else {
            continue;
        };
        if !text.contains("!dx.rootsignatures") {
            continue;
        }
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let known = KNOWN_DIFFERENCES.iter().any(|(n, _)| *n == name);
        let compiled = match dxil_emit::compile(&text, &dxil_emit::Options::default()) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let container = compiled.container().unwrap();
        let ours = read(container).unwrap();
        let dxc = std::fs::read(dir.join("dxc.dxil")).unwrap();
        let theirs = read(&dxc).unwrap();
        compared += 1;
        match (ours.part(FourCC::RTS0), theirs.part(FourCC::RTS0)) {
            (Some(a), Some(b)) if a.body == b.body && known => {
                failures.push(format!("{name}: now equals DXC's, drop it from the list"))
            }
            (Some(a), Some(b)) if a.body != b.body && !known => {
                failures.push(format!("{name}: RTS0 differs from DXC's"))
            }
            (Some(_), Some(_)) => {}
            _ => failures.push(format!("{name}: RTS0 missing (ours or DXC's)")),
        }
        let dis = dxil_emit::disassemble(container).unwrap();
        if dis.contains("dx.rootsignatures") {
            failures.push(format!(
                "{name}: the DXIL part still has !dx.rootsignatures"
            ));
        }
        if common::have_llvm22() {
            let out = tempfile::NamedTempFile::new().unwrap();
            std::fs::write(out.path(), container).unwrap();
            if let Err(e) = common::dxil_check(&shared, out.path()) {
                failures.push(format!("{name}: dxil-check: {e}"));
            }
        }
    }
    eprintln!("compared {compared} RTS0 parts with DXC's");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared > 0);
}
