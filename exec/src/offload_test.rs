//! What an offload test (llvm/offload-test-suite `test.txt`) expects of a run: its RUN
//! lines (`not %offloader`), XFAIL conditions and CHECK lines, and a judge of a run
//! against them, so any container (DXC's or ours) can be checked the suite's way.

use crate::{ExecError, RunReport};

/// Features of a configuration as lit's XFAIL lines name them: DXC's output run on
/// DirectX.
pub const DXC_ON_DIRECTX: [&str; 2] = ["DXC", "DirectX"];

/// Features of clang's output (compiled by dxil-emit) run on DirectX.
pub const CLANG_ON_DIRECTX: [&str; 2] = ["Clang", "DirectX"];

/// Evaluates a lit boolean expression (`&&`, `||`, `!`, parentheses) over `features`.
fn lit_expr(expr: &str, features: &[&str]) -> bool {
    let spaced = expr
        .replace("&&", " && ")
        .replace("||", " || ")
        .replace('!', " ! ")
        .replace('(', " ( ")
        .replace(')', " ) ");
    let toks: Vec<&str> = spaced.split_whitespace().collect();
    LitExpr {
        toks: &toks,
        at: 0,
        features,
    }
    .or(0)
}

/// A recursive-descent evaluator of lit's boolean expressions.
struct LitExpr<'a> {
    toks: &'a [&'a str],
    at: usize,
    features: &'a [&'a str],
}

impl LitExpr<'_> {
    /// Nesting deeper than this reads as false rather than recursing further.
    const MAX_DEPTH: u32 = 64;

    fn or(&mut self, depth: u32) -> bool {
        let mut v = self.and(depth);
        while self.toks.get(self.at) == Some(&"||") {
            self.at += 1;
            v |= self.and(depth);
        }
        v
    }

    fn and(&mut self, depth: u32) -> bool {
        let mut v = self.unary(depth);
        while self.toks.get(self.at) == Some(&"&&") {
            self.at += 1;
            v &= self.unary(depth);
        }
        v
    }

    fn unary(&mut self, depth: u32) -> bool {
        if depth > Self::MAX_DEPTH {
            return false;
        }
        let tok = self.toks.get(self.at).copied();
        self.at += 1;
        match tok {
            Some("!") => !self.unary(depth + 1),
            Some("(") => {
                let v = self.or(depth + 1);
                self.at += 1;
                v
            }
            Some(name) => self.features.contains(&name),
            None => false,
        }
    }
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

/// Reads the RUN and CHECK lines of a test file; `features` decide its XFAIL lines.
pub fn expectation(test: &str, features: &[&str]) -> Expectation {
    let mut must_fail = false;
    let mut filecheck = false;
    let mut checks = Vec::new();
    for line in test.lines() {
        let l = line.trim_start_matches(['#', '/', ' ']);
        if let Some(x) = l.strip_prefix("XFAIL:") {
            must_fail |= x.split(',').any(|e| lit_expr(e, features));
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

/// Judges one run against a test file, as the offload suite would: a `not %offloader`
/// (or XFAIL-ed) test must fail, any other must pass its Results rules, and a FileCheck
/// test's CHECK lines must hold over the buffers dumped and the failures printed.
pub fn judge(
    test: &str,
    features: &[&str],
    outcome: &Result<RunReport, ExecError>,
) -> Result<(), String> {
    let exp = expectation(test, features);
    let output = match outcome {
        Ok(r) => format!("{}{}", r.dump(), r.failures()),
        Err(e) => format!("error: {e}\n"),
    };
    let ok = matches!(outcome, Ok(r) if r.passed());
    if exp.must_fail && ok {
        return Err("the test expects a failure but everything passed".into());
    }
    if !exp.must_fail {
        match outcome {
            Err(e) => return Err(format!("error: {e}")),
            Ok(r) if !r.passed() => return Err(r.failures()),
            Ok(_) => {}
        }
    }
    if exp.filecheck {
        filecheck(&exp.checks, &output).map_err(|e| format!("{e}\n--- output:\n{output}"))?;
    }
    Ok(())
}
