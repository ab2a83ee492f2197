//! Shared helpers of the offload-suite tests and benchmark: finding the suite and its
//! exceptions.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The offload tests folder, if the shared material is there.
pub fn offload_dir() -> Option<PathBuf> {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/offload-tests");
    d.is_dir().then_some(d)
}

/// Every test folder, sorted.
pub fn test_dirs(root: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.join("test.txt").is_file() && p.join("dxc.dxil").is_file());
    v.sort();
    v
}

/// The exceptions file: test name and reason, one a line (`name: reason`).
pub fn exceptions(text: &str) -> Vec<(String, String)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once(':'))
        .map(|(n, r)| (n.trim().to_string(), r.trim().to_string()))
        .collect()
}
