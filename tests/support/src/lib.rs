//! Where the tests of every crate find the shared reference material: `../shared` beside
//! the clone (the corpus, DXC's outputs, the offload tests, LLVM's tests). One place, so
//! the layout of `../shared` is described once.
#![warn(missing_docs)]

use std::path::{Path, PathBuf};

/// `../shared` beside the workspace, or `None` (after a note on stderr) when it is
/// missing, so tests can skip what needs it.
pub fn shared_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared");
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!("note: {} is missing; skipping", dir.display());
        None
    }
}

/// Files in `dir` whose names end with `suffix`, sorted.
pub fn files_with_suffix(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.to_string_lossy().ends_with(suffix))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Every offload test folder (`offload-tests/*/`), sorted.
pub fn offload_tests(shared: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(shared.join("offload-tests"))
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// DXC's outputs named `corpus_suffix` in `dxc-reference/corpus/` and `offload_name` in
/// each offload test folder, sorted.
fn dxc_outputs(shared: &Path, corpus_suffix: &str, offload_name: &str) -> Vec<PathBuf> {
    let mut v = files_with_suffix(&shared.join("dxc-reference/corpus"), corpus_suffix);
    v.extend(
        offload_tests(shared)
            .into_iter()
            .map(|t| t.join(offload_name))
            .filter(|p| p.is_file()),
    );
    v.sort();
    v
}

/// Every DXC container: `dxc-reference/corpus/*.dxil` and `offload-tests/*/dxc.dxil`.
pub fn dxc_containers(shared: &Path) -> Vec<PathBuf> {
    dxc_outputs(shared, ".dxil", "dxc.dxil")
}

/// Every DXC-printed module: `dxc-reference/corpus/*.ll` and `offload-tests/*/dxc.ll`.
pub fn dxc_printed_modules(shared: &Path) -> Vec<PathBuf> {
    dxc_outputs(shared, ".ll", "dxc.ll")
}
