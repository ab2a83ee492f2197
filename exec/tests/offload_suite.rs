//! Runs every offload test with DXC's container and checks the interpreter gets what
//! the test expects. DXC's output is known good, so a mismatch is an interpreter bug;
//! what the interpreter does not model is listed with its reason in
//! `offload_exceptions.txt`, and a listed test that passes fails this test too.

mod common;

use dxil_exec::{offload_test, parse_pipeline, run_pipeline, ExecError, RunOptions, RunReport};
use std::fmt::Write;

/// Wave instructions a test may take: 30 times what the whole suite needs, and a quick
/// stop for the golden-image Mandelbrot.
const MAX_STEPS: u64 = 1_000_000;

/// Where the shader comes from.
#[derive(Clone, Copy)]
enum Source {
    /// `dxc.dxil`, through the container and bitcode readers.
    Container,
    /// `dxc.ll`, DXC's printed DXIL, through the text parser (the root signature
    /// still comes from the container).
    Text,
}

fn run_source(dir: &std::path::Path, text: &str, source: Source) -> Result<RunReport, ExecError> {
    let opts = RunOptions {
        max_steps: MAX_STEPS,
        ..RunOptions::default()
    };
    let dxil =
        std::fs::read(dir.join("dxc.dxil")).map_err(|e| ExecError::Container(e.to_string()))?;
    let pipeline = parse_pipeline(text)?;
    let shader = dxil_exec::load_container(&dxil)?;
    let module = match source {
        Source::Container => shader.module,
        Source::Text => {
            let ll = std::fs::read_to_string(dir.join("dxc.ll"))
                .map_err(|e| ExecError::invalid(e.to_string()))?;
            dxil_parser::parse(&ll)
                .map_err(|e| ExecError::invalid(format!("dxc.ll: {e}")))?
                .module
        }
    };
    run_pipeline(&pipeline, &module, shader.root_signature.as_ref(), &opts)
}

/// Runs one test folder; `Ok` when it behaves as its RUN and CHECK lines expect.
fn run_one(dir: &std::path::Path, source: Source) -> Result<(), String> {
    let text = std::fs::read_to_string(dir.join("test.txt")).map_err(|e| e.to_string())?;
    let outcome = run_source(dir, &text, source);
    offload_test::judge(&text, &offload_test::DXC_ON_DIRECTX, &outcome)
}

#[test]
fn offload_suite_with_dxc_containers() {
    suite(Source::Container);
}

#[test]
fn offload_suite_with_dxc_text() {
    suite(Source::Text);
}

fn suite(source: Source) {
    let Some(root) = common::offload_dir() else {
        eprintln!("note: ../../shared/offload-tests is missing; offload suite skipped");
        return;
    };
    let exceptions = common::exceptions(include_str!("offload_exceptions.txt"));
    let dirs = common::test_dirs(&root);
    assert!(
        !dirs.is_empty(),
        "no offload tests found in {}",
        root.display()
    );
    let results: Vec<(String, Result<(), String>)> = std::thread::scope(|s| {
        let chunks: Vec<Vec<std::path::PathBuf>> = (0..2)
            .map(|k| dirs.iter().skip(k).step_by(2).cloned().collect())
            .collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|d| {
                            let name = d
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default();
                            (name, run_one(d, source))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut report = String::new();
    let (mut passed, mut excepted) = (0, 0);
    for (name, r) in &results {
        let exception = exceptions.iter().find(|(n, _)| n == name);
        match (r, exception) {
            (Ok(()), None) => passed += 1,
            (Err(_), Some(_)) => excepted += 1,
            (Ok(()), Some((_, why))) => {
                let _ = writeln!(
                    report,
                    "{name}: passes but is listed as an exception ({why})"
                );
            }
            (Err(e), None) => {
                let first: String = e.lines().take(12).collect::<Vec<_>>().join("\n    ");
                let _ = writeln!(report, "{name}: {first}");
            }
        }
    }
    for (n, _) in &exceptions {
        if !results.iter().any(|(r, _)| r == n) {
            let _ = writeln!(report, "{n}: listed as an exception but not in the suite");
        }
    }
    eprintln!(
        "offload suite: {passed} passed, {excepted} not modelled (listed), {} tests",
        results.len()
    );
    assert!(report.is_empty(), "offload suite failures:\n{report}");
}
