//! Finds the shared test inputs: clang's HLSL output, LLVM's DirectX tests and DXC's
//! printed DXIL.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The shared folder (`$DXIL_SHARED`, else `shared/` beside the repository).
pub fn shared() -> PathBuf {
    if let Ok(p) = std::env::var("DXIL_SHARED") {
        return PathBuf::from(p);
    }
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared");
    assert!(
        p.join("corpus").is_dir(),
        "shared test data not found at {} (set DXIL_SHARED)",
        p.display()
    );
    p
}

/// One input: a name for messages and its text.
pub struct Input {
    /// File (and `;--- section`) name.
    pub name: String,
    /// The text.
    pub text: String,
}

fn files_in(dir: &Path, keep: &dyn Fn(&Path) -> bool, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_in(&p, keep, out);
        } else if keep(&p) {
            out.push(p);
        }
    }
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn input(p: &Path) -> Input {
    Input {
        name: p.display().to_string(),
        text: read(p),
    }
}

/// clang 22's output: `corpus/ll/*.ll` and `offload-tests/*/clang22.ll`.
pub fn clang_inputs() -> Vec<Input> {
    let s = shared();
    let mut paths = Vec::new();
    files_in(
        &s.join("corpus/ll"),
        &|p| p.extension().is_some_and(|e| e == "ll"),
        &mut paths,
    );
    files_in(
        &s.join("offload-tests"),
        &|p| p.ends_with("clang22.ll"),
        &mut paths,
    );
    paths.iter().map(|p| input(p)).collect()
}

/// DXC's printed DXIL: `dxc-reference/corpus/*.ll` and `offload-tests/*/dxc.ll`.
pub fn dxc_inputs() -> Vec<Input> {
    let s = shared();
    let mut paths = Vec::new();
    files_in(
        &s.join("dxc-reference/corpus"),
        &|p| p.extension().is_some_and(|e| e == "ll"),
        &mut paths,
    );
    files_in(
        &s.join("offload-tests"),
        &|p| p.ends_with("dxc.ll"),
        &mut paths,
    );
    paths.iter().map(|p| input(p)).collect()
}

/// LLVM's DirectX tests whose RUN lines feed them to `opt` or `llc` (each `;--- name`
/// section of a `split-file` test separately).
pub fn llvm_inputs() -> Vec<Input> {
    let s = shared().join("llvm-dx-tests");
    let mut paths = Vec::new();
    files_in(
        &s,
        &|p| p.extension().is_some_and(|e| e == "ll"),
        &mut paths,
    );
    let mut out = Vec::new();
    for p in paths {
        if p.components().any(|c| c.as_os_str() == "ObjectYAML") {
            continue;
        }
        let text = read(&p);
        let runs_tool = text.lines().any(|l| {
            l.contains("RUN:")
                && l.split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
                    .any(|w| w == "opt" || w == "llc")
        });
        if !runs_tool {
            continue;
        }
        if text.lines().any(|l| l.starts_with(";--- ")) {
            let mut name = None;
            let mut body = String::new();
            for line in text.split_inclusive('\n') {
                if let Some(n) = line.strip_prefix(";--- ") {
                    if let Some(prev) = name.take() {
                        out.push(Input {
                            name: format!("{}:{prev}", p.display()),
                            text: std::mem::take(&mut body),
                        });
                    }
                    name = Some(n.trim().to_string());
                    body.clear();
                } else if name.is_some() {
                    body.push_str(line);
                }
            }
            if let Some(prev) = name {
                out.push(Input {
                    name: format!("{}:{prev}", p.display()),
                    text: body,
                });
            }
        } else {
            out.push(Input {
                name: p.display().to_string(),
                text,
            });
        }
    }
    out
}
