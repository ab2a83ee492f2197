//! Shared helpers of the offload-suite tests and benchmark: finding the suite,
//! reading a test's expectations and a small FileCheck.

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

/// Features of the configuration the interpreter stands for, as lit's XFAIL lines
/// name them: DXC's output run on DirectX.
const FEATURES: [&str; 2] = ["DXC", "DirectX"];

/// Evaluates a lit boolean expression (`&&`, `||`, `!`, parentheses) over
/// [`FEATURES`].
fn lit_expr(expr: &str) -> bool {
    let spaced = expr
        .replace("&&", " && ")
        .replace("||", " || ")
        .replace('!', " ! ")
        .replace('(', " ( ")
        .replace(')', " ) ");
    let toks: Vec<&str> = spaced.split_whitespace().collect();
    fn or(t: &[&str], i: &mut usize) -> bool {
        let mut v = and(t, i);
        while t.get(*i) == Some(&"||") {
            *i += 1;
            v |= and(t, i);
        }
        v
    }
    fn and(t: &[&str], i: &mut usize) -> bool {
        let mut v = unary(t, i);
        while t.get(*i) == Some(&"&&") {
            *i += 1;
            v &= unary(t, i);
        }
        v
    }
    fn unary(t: &[&str], i: &mut usize) -> bool {
        match t.get(*i).copied() {
            Some("!") => {
                *i += 1;
                !unary(t, i)
            }
            Some("(") => {
                *i += 1;
                let v = or(t, i);
                *i += 1;
                v
            }
            Some(name) => {
                *i += 1;
                FEATURES.contains(&name)
            }
            None => false,
        }
    }
    or(&toks, &mut 0)
}

/// What a test's RUN lines expect of the offloader.
pub struct Expectation {
    /// `not %offloader`, or an XFAIL that holds for DXC on DirectX: the run must fail.
    pub must_fail: bool,
    /// The offloader's output goes through FileCheck.
    pub filecheck: bool,
    /// The CHECK lines: directive and pattern.
    pub checks: Vec<(String, String)>,
}

/// Reads the RUN and CHECK lines of a test file.
pub fn expectation(test: &str) -> Expectation {
    let mut must_fail = false;
    let mut filecheck = false;
    let mut checks = Vec::new();
    for line in test.lines() {
        let l = line.trim_start_matches(['#', '/', ' ']);
        if let Some(x) = l.strip_prefix("XFAIL:") {
            must_fail |= x.split(',').any(lit_expr);
        }
        if let Some(run) = l.strip_prefix("RUN:") {
            if run.contains("%offloader") {
                must_fail |= run.trim_start().starts_with("not ");
                filecheck |= run.contains("FileCheck %s") && !run.contains("--check-prefix");
            }
        }
        for d in ["CHECK-NEXT", "CHECK-LABEL", "CHECK-NOT", "CHECK"] {
            if let Some(p) = l.strip_prefix(d).and_then(|r| r.strip_prefix(':')) {
                checks.push((d.to_string(), p.to_string()));
                break;
            }
        }
    }
    Expectation {
        must_fail,
        filecheck,
        checks,
    }
}

fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A small FileCheck (CHECK, CHECK-NEXT, CHECK-LABEL, CHECK-NOT; whitespace
/// squashed): `Err` names the first directive that does not hold.
pub fn filecheck(checks: &[(String, String)], output: &str) -> Result<(), String> {
    let lines: Vec<String> = output.lines().map(squash).collect();
    // Position: line index and column after the last match.
    let (mut line, mut col) = (0usize, 0usize);
    let mut last_match_line: Option<usize> = None;
    let mut nots: Vec<String> = Vec::new();
    for (d, pat) in checks {
        let pat = squash(pat);
        if d == "CHECK-NOT" {
            nots.push(pat);
            continue;
        }
        let found = if d == "CHECK-NEXT" {
            let next = last_match_line.map_or(0, |l| l + 1);
            lines
                .get(next)
                .and_then(|t| t.find(&pat).map(|c| (next, c)))
        } else {
            (line..lines.len()).find_map(|i| {
                let from = if i == line {
                    col.min(lines[i].len())
                } else {
                    0
                };
                lines[i]
                    .get(from..)
                    .and_then(|t| t.find(&pat))
                    .map(|c| (i, c + from))
            })
        };
        let Some((i, c)) = found else {
            return Err(format!("{d}: '{pat}' not found"));
        };
        for n in nots.drain(..) {
            let region_has = (line..=i).any(|k| lines[k].contains(&n));
            if region_has {
                return Err(format!("CHECK-NOT: '{n}' found"));
            }
        }
        line = i;
        col = c + pat.len();
        last_match_line = Some(i);
    }
    for n in nots {
        if (line..lines.len()).any(|k| lines[k].contains(&n)) {
            return Err(format!("CHECK-NOT: '{n}' found"));
        }
    }
    Ok(())
}
