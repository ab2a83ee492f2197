//! Helpers shared by the end-to-end tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// `../shared` beside the clone, if present.
pub fn shared() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    if p.is_dir() {
        Some(p)
    } else {
        eprintln!("note: ../shared is missing; skipping");
        None
    }
}

/// The files in `dir` whose names end with `suffix`, sorted.
pub fn files(dir: &Path, suffix: &str) -> Vec<PathBuf> {
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

/// Every offload test folder.
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

/// Whether LLVM 22's tools are installed.
pub fn have_llvm22() -> bool {
    Command::new("opt-22").arg("--version").output().is_ok()
}

/// Runs `../shared/tools/dxil-check` on `file`; returns its failure output, if any.
pub fn dxil_check(shared: &Path, file: &Path) -> Result<(), String> {
    let out = Command::new("python3")
        .arg(shared.join("tools/dxil-check"))
        .arg("--quiet")
        .arg(file)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stdout).into_owned())
    }
}

/// A checked-in list of expected failures: `name  # reason` lines.
pub fn expected_list(name: &str) -> std::collections::BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/expected")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, v) = l.split_once('#').unwrap_or((l, ""));
            (k.trim().to_string(), v.trim().to_string())
        })
        .collect()
}

/// Checks failures against an expected list: an unlisted failure is a regression, a
/// listed file that now passes makes the list stale. Both fail the test.
pub fn check_against_list(
    list_name: &str,
    checked: &[String],
    failures: &std::collections::BTreeMap<String, String>,
) {
    let expected = expected_list(list_name);
    let mut problems = Vec::new();
    for (name, why) in failures {
        if !expected.contains_key(name) {
            problems.push(format!("regression: {name}: {why}"));
        }
    }
    for name in expected.keys() {
        if checked.contains(name) && !failures.contains_key(name) {
            problems.push(format!(
                "now passes, remove it from tests/expected/{list_name}: {name}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
