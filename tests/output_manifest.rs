//! Every output, byte for byte, against a manifest: each shared input (clang 22's IR of
//! the corpus, DXC's HLSL tests, the offload tests and LLVM's DirectX tests; the SPIR-V
//! modules) compiled with the default options, its container's MD5 or its error's
//! recorded in `tests/expected/output-manifest.txt`.
//!
//! A restructuring must leave every line alone; a change meant to alter output says so
//! by updating the manifest (`UPDATE_MANIFEST=1 cargo test --test suite output_manifest`), so
//! the diff shows each input whose output moved. Checked both ways: a changed, missing
//! or extra line fails.

use crate::common;

use md5::{Digest, Md5};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The manifest, beside the other expectation lists.
const MANIFEST: &str = "tests/expected/output-manifest.txt";

/// Every input, by its path under `shared`.
fn inputs(shared: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in [
        "corpus",
        "clang-dxc-tests",
        "offload-tests",
        "llvm-dx-tests",
    ] {
        walk(&shared.join(dir), ".ll", &mut out);
    }
    walk(&shared.join("spirv-tests"), ".spv", &mut out);
    out.sort();
    out
}

/// Every file under `dir` whose name ends with `suffix`.
fn walk(dir: &Path, suffix: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, suffix, out);
        } else if p.to_string_lossy().ends_with(suffix) {
            out.push(p);
        }
    }
}

/// `md5:HEX` of the container, or `error:HEX` of the error's message.
fn outcome(path: &Path) -> String {
    let bytes = std::fs::read(path).expect("a readable input");
    let result = if dxil_emit::is_spirv(&bytes) {
        dxil_emit::compile_spirv(&bytes, &Default::default())
    } else {
        let text = String::from_utf8_lossy(&bytes);
        dxil_emit::compile(&text, &Default::default())
    };
    let hex = |b: &[u8]| -> String { Md5::digest(b).iter().map(|x| format!("{x:02x}")).collect() };
    match result {
        Ok(c) => format!("md5:{}", hex(&c.output())),
        Err(e) => format!("error:{}", hex(e.to_string().as_bytes())),
    }
}

#[test]
fn every_output_matches_the_manifest() {
    let Some(shared) = common::shared() else {
        return;
    };
    let files = inputs(&shared);
    assert!(files.len() > 1000, "the shared inputs are missing");
    // Two workers: compiling 1,800 inputs in the debug profile takes a while.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let found: BTreeMap<String, String> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(f) = files.get(i) else { break };
                        let name = f.strip_prefix(&shared).unwrap_or(f).display().to_string();
                        mine.push((name, outcome(f)));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker"))
            .collect()
    });
    let text: String = found.iter().map(|(k, v)| format!("{k} {v}\n")).collect();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(MANIFEST);
    if std::env::var_os("UPDATE_MANIFEST").is_some() {
        std::fs::write(&path, &text).expect("the manifest is writable");
        return;
    }
    let expected: BTreeMap<String, String> = std::fs::read_to_string(&path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.split_once(' '))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut moved = Vec::new();
    for (k, v) in &found {
        match expected.get(k) {
            Some(e) if e == v => {}
            Some(e) => moved.push(format!("{k}: {e} -> {v}")),
            None => moved.push(format!("{k}: not in the manifest ({v})")),
        }
    }
    for k in expected.keys().filter(|k| !found.contains_key(*k)) {
        moved.push(format!("{k}: in the manifest, no longer an input"));
    }
    assert!(
        moved.is_empty(),
        "{} outputs differ from {MANIFEST} (update it with UPDATE_MANIFEST=1 when the \
         change means to alter them):\n{}",
        moved.len(),
        moved.join("\n")
    );
}
