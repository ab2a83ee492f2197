//! Where the tests of every crate find the shared reference material: `../shared` beside
//! the clone (the corpus, DXC's outputs, the offload tests, LLVM's tests). One place, so
//! the layout of `../shared` is described once.
#![warn(missing_docs)]

pub mod ir_text;

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

/// DXC's containers for the other stages: `dxc-reference/stages/<stage>/*.dxil` (geometry,
/// hull, domain, mesh, amplification, libraries), sorted.
pub fn dxc_stage_containers(shared: &Path) -> Vec<PathBuf> {
    let root = shared.join("dxc-reference/stages");
    let mut v: Vec<PathBuf> = ["gs", "hs", "ds", "ms", "as", "lib"]
        .iter()
        .flat_map(|stage| files_with_suffix(&root.join(stage), ".dxil"))
        .collect();
    v.sort();
    v
}

/// Every DXC-printed module: `dxc-reference/corpus/*.ll` and `offload-tests/*/dxc.ll`.
pub fn dxc_printed_modules(shared: &Path) -> Vec<PathBuf> {
    dxc_outputs(shared, ".ll", "dxc.ll")
}

/// Microsoft's validator (`dxv`, in `../shared/tools/dxc/bin`), if it is there.
pub fn dxv_path() -> Option<PathBuf> {
    let dxv = shared_dir()?.join("tools/dxc/bin/dxv");
    dxv.exists().then_some(dxv)
}

/// What Microsoft's validator says against `container` (its first lines), or `None`
/// when it accepts it, or when `../shared` and its `dxv` are missing (after a note).
pub fn dxv_rejection(container: &[u8]) -> Option<String> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let Some(dxv) = dxv_path() else {
        eprintln!("note: no dxv in ../shared/tools/dxc/bin: container not validated");
        return None;
    };
    let file = std::env::temp_dir().join(format!(
        "dxil-test-{}-{}.dxil",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    if let Err(e) = std::fs::write(&file, container) {
        return Some(format!("cannot write {}: {e}", file.display()));
    }
    let out = std::process::Command::new(&dxv).arg(&file).output();
    let _ = std::fs::remove_file(&file);
    match out {
        Err(e) => Some(format!("cannot run {}: {e}", dxv.display())),
        Ok(o) if o.status.success() => None,
        Ok(o) => {
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
            Some(text.lines().take(2).collect::<Vec<_>>().join(" | "))
        }
    }
}

/// Panics with dxv's message when Microsoft's validator rejects `container` (`what`
/// names it); does nothing where `../shared` is missing.
pub fn assert_dxv_accepts(container: &[u8], what: &str) {
    if let Some(why) = dxv_rejection(container) {
        panic!("dxv rejects {what}: {why}");
    }
}
