//! Assembling DXC's printed DXIL (`dxc -Fc`), as DXC's `dxa` does: no lowering, the
//! container built from the module's own metadata. The parts we derive must equal DXC's,
//! and LLVM 22 must read and verify our bitcode.

use crate::common;

use dxil_container::{read, FourCC};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// (printed DXIL, DXC's container) pairs under ../shared.
fn pairs(shared: &Path) -> Vec<(PathBuf, PathBuf)> {
    let mut v: Vec<_> = common::files(&shared.join("dxc-reference/corpus"), ".ll")
        .into_iter()
        .map(|ll| (ll.clone(), ll.with_extension("dxil")))
        .collect();
    for t in common::offload_tests(shared) {
        v.push((t.join("dxc.ll"), t.join("dxc.dxil")));
    }
    v
}

#[test]
fn dxc_printed_dxil_assembles_to_dxcs_parts() {
    let Some(shared) = common::shared() else {
        return;
    };
    let llvm = common::have_llvm22();
    let mut failures = BTreeMap::new();
    let mut checked = Vec::new();
    let mut compared = 0;
    let pairs = pairs(&shared);
    for (ll, dxil) in &pairs {
        let name = ll
            .strip_prefix(&shared)
            .unwrap_or(ll)
            .to_string_lossy()
            .into_owned();
        checked.push(name.clone());
        let mut fail = |why: String| {
            failures.entry(name.clone()).or_insert(why);
        };
        let text = std::fs::read_to_string(ll).unwrap();
        let opts = dxil_emit::Options::default();
        let compiled = match dxil_emit::compile(&text, &opts) {
            Ok(c) => c,
            Err(e) => {
                fail(e.to_string());
                continue;
            }
        };
        let theirs = std::fs::read(dxil).unwrap();
        let theirs = read(&theirs).unwrap();
        for (fourcc, body) in compiled.parts() {
            let fourcc = FourCC(*fourcc);
            if ![
                FourCC::SFI0,
                FourCC::PSV0,
                FourCC::ISG1,
                FourCC::OSG1,
                FourCC::PSG1,
            ]
            .contains(&fourcc)
            {
                continue;
            }
            match theirs.part(fourcc) {
                Some(part) if part.body == body.as_slice() => compared += 1,
                Some(_) => fail(format!("{fourcc:?} differs from DXC's")),
                None => fail(format!("DXC has no {fourcc:?}")),
            }
        }
        if let (true, Some(bytes)) = (llvm, compiled.container()) {
            let out = tempfile::NamedTempFile::new().unwrap();
            std::fs::write(out.path(), bytes).unwrap();
            if let Err(e) = common::dxil_check(&shared, out.path()) {
                fail(format!("dxil-check: {e}"));
            }
        }
    }
    eprintln!(
        "assembled {} of {} DXC modules; {compared} parts equal DXC's",
        pairs.len() - failures.len(),
        pairs.len()
    );
    common::check_against_list("assemble-unsupported.txt", &checked, &failures);
}
