//! LLVM's DirectX tests for the passes of issue 7 (op lowering, intrinsic expansion,
//! scalarization, metadata, shader flags), run against our passes: each `opt` RUN line
//! is parsed, its passes run with `dxil_lower`'s pass manager, the module printed with
//! `dxil_ir::printer`, and the text piped into LLVM 22's FileCheck with the test file.
//!
//! `llvm_dx_xfail.txt` lists the files expected to fail, with a reason each. The test
//! fails when a file not listed fails (a regression) or a listed one passes (shrink
//! the list). RUN lines of other tools (`llc`, `obj2yaml`, ...) are not run here.

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};
use dxil_lower::ShaderModel;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const FILECHECK: &str = "/usr/bin/FileCheck-22";

fn tests_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/llvm-dx-tests")
}

/// The categories of INDEX.md this harness covers.
const CATEGORIES: &[&str] = &["op lowering", "shader flags", "metadata", "bitcode"];

/// (path, category) of every indexed test in `CATEGORIES`.
fn indexed_tests(root: &Path) -> Vec<(String, String)> {
    let Ok(index) = std::fs::read_to_string(root.join("INDEX.md")) else {
        return Vec::new();
    };
    index
        .lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let (path, cat) = (cells.get(1)?, cells.get(2)?);
            (path.ends_with(".ll") && CATEGORIES.contains(cat))
                .then(|| (path.to_string(), cat.to_string()))
        })
        .collect()
}

/// One `opt` RUN line: passes, triple override, whether it must fail, FileCheck args.
#[derive(Debug)]
struct OptRun {
    passes: Vec<String>,
    triple: Option<String>,
    expect_error: bool,
    print_module: bool,
    filecheck_args: Vec<String>,
}

/// The RUN lines of a test, joined across `\` continuations.
fn run_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for l in text.lines() {
        let Some(pos) = l.find("RUN:") else { continue };
        let part = l[pos + 4..].trim();
        if let Some(p) = part.strip_suffix('\\') {
            cur.push_str(p);
            cur.push(' ');
        } else {
            cur.push_str(part);
            out.push(std::mem::take(&mut cur));
        }
    }
    out
}

fn parse_opt_run(line: &str) -> Option<OptRun> {
    let (tool_part, check_part) = line.split_once('|')?;
    if check_part.contains('|') {
        return None;
    }
    let words: Vec<String> = shell_words(tool_part);
    let mut it = words.iter().peekable();
    let mut expect_error = false;
    if it.peek().map(|w| w.as_str()) == Some("not") {
        expect_error = true;
        it.next();
    }
    if it.next().map(|w| w.as_str()) != Some("opt") {
        return None;
    }
    let mut passes = Vec::new();
    let mut triple = None;
    let mut print_module = true;
    for w in it {
        let w = w.as_str();
        if let Some(p) = w
            .strip_prefix("-passes=")
            .or_else(|| w.strip_prefix("--passes="))
        {
            passes.extend(parse_pipeline(p).ok()?);
        } else if let Some(t) = w.strip_prefix("-mtriple=") {
            triple = Some(t.to_string());
        } else if w == "-disable-output" {
            print_module = false;
        } else if w == "-S" || w == "%s" || w == "<" || w == "2>&1" || w.starts_with("-o") {
        } else if let Some(p) = w.strip_prefix("--").or_else(|| w.strip_prefix('-')) {
            passes.push(p.to_string());
        }
    }
    let check = shell_words(check_part);
    if check.first().map(|s| s.as_str()) != Some("FileCheck") {
        return None;
    }
    let filecheck_args = check[1..].iter().filter(|a| *a != "%s").cloned().collect();
    Some(OptRun {
        passes,
        triple,
        expect_error,
        print_module,
        filecheck_args,
    })
}

fn shell_words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote = None;
    for c in s.chars() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            (_, c) => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Runs one RUN line; `Ok` when FileCheck accepts our output.
fn run_one(text: &str, file: &Path, run: &OptRun) -> Result<(), String> {
    let mut parsed = dxil_parser::parse(text).map_err(|e| format!("parse error: {e}"))?;
    let m = &mut parsed.module;
    if let Some(t) = &run.triple {
        if m.triple.is_none() {
            m.triple = Some(t.as_str().into());
        }
    }
    let mut cx = PassContext {
        shader_model: run
            .triple
            .as_deref()
            .and_then(ShaderModel::from_triple)
            .or_else(|| m.triple.as_deref().and_then(ShaderModel::from_triple)),
        ..PassContext::default()
    };
    let result = run_passes(m, &run.passes, &mut cx);
    let mut output = cx.printed.clone();
    match (&result, run.expect_error) {
        (Err(e), true) => output.push_str(&format!("error: {e}\n")),
        (Err(e), false) => return Err(format!("passes failed: {e}")),
        (Ok(()), true) => return Err("expected an error, passes succeeded".into()),
        (Ok(()), false) => {
            if run.print_module {
                output.push_str(&dxil_ir::printer::print_module(m));
            }
        }
    }
    let mut child = Command::new(FILECHECK)
        .arg(file)
        .args(&run.filecheck_args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run FileCheck: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(output.as_bytes());
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("FileCheck: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        Err(err
            .lines()
            .find(|l| l.contains("error:"))
            .unwrap_or("FileCheck failed")
            .to_string())
    }
}

fn read_xfails() -> BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm_dx_xfail.txt");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (p, r) = l.split_once('#').unwrap_or((l, ""));
            (p.trim().to_string(), r.trim().to_string())
        })
        .collect()
}

#[test]
fn llvm_directx_tests_of_issue_7() {
    let root = tests_root();
    if !Path::new(FILECHECK).exists() || !root.is_dir() {
        eprintln!("FileCheck-22 or the LLVM tests are missing; skipped");
        return;
    }
    let xfails = read_xfails();
    let mut per_cat: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut problems = Vec::new();
    let mut report = String::new();
    for (path, cat) in indexed_tests(&root) {
        let file = root.join(&path);
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let runs: Vec<OptRun> = run_lines(&text)
            .iter()
            .filter_map(|l| parse_opt_run(l))
            .collect();
        if runs.is_empty() {
            continue;
        }
        let outcome: Result<(), String> = runs.iter().try_for_each(|r| run_one(&text, &file, r));
        let entry = per_cat.entry(cat.clone()).or_default();
        entry.1 += 1;
        match (&outcome, xfails.contains_key(&path)) {
            (Ok(()), false) => entry.0 += 1,
            (Ok(()), true) => {
                entry.0 += 1;
                problems.push(format!("XPASS {path}: remove it from llvm_dx_xfail.txt"));
            }
            (Err(e), false) => problems.push(format!("FAIL {path}: {e}")),
            (Err(_), true) => {}
        }
        report.push_str(&format!(
            "{} {path}{}\n",
            if outcome.is_ok() { "PASS" } else { "FAIL" },
            outcome
                .err()
                .map(|e| format!("  # {e}"))
                .unwrap_or_default()
        ));
    }
    let out_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target");
    let _ = std::fs::write(out_dir.join("llvm_dx_tests_report.txt"), &report);
    for (cat, (pass, total)) in &per_cat {
        eprintln!("{cat}: {pass} of {total} pass");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
