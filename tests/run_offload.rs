//! The offload tests run on the CPU interpreter with the container WE compile from each
//! test's clang22.ll, judged as the suite judges a run on DirectX. DXC's containers pass them (exec/tests/offload_suite.rs);
//! ours must too, except the tests listed with a reason in
//! tests/expected/offload-failures.txt.

use crate::common;

use dxil_emit::exec::offload_test;
use std::collections::BTreeMap;
use std::process::Command;

/// The lit features our runs stand for. dxil-emit replaces LLVM's DirectX backend, so
/// the suite's `XFAIL: Clang` lines (bugs of that backend) do not excuse us: only
/// `DirectX` is set, and such tests must pass like any other.
const FEATURES: [&str; 1] = ["DirectX"];

#[test]
fn our_containers_compute_what_the_offload_tests_expect() {
    let Some(shared) = common::shared() else {
        return;
    };
    let mut checked = Vec::new();
    let mut failures = BTreeMap::new();
    let tests = common::offload_tests(&shared);
    // The offload suite's own bound (exec/tests/offload_suite.rs): ample for every test.
    let opts = dxil_emit::exec::RunOptions {
        max_steps: 1_000_000,
        ..dxil_emit::exec::RunOptions::default()
    };
    for dir in &tests {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let (Ok(text), Ok(pipeline)) = (
            std::fs::read_to_string(dir.join("clang22.ll")),
            std::fs::read_to_string(dir.join("test.txt")),
        ) else {
            continue;
        };
        checked.push(name.clone());
        let result = dxil_emit::compile(&text, &dxil_emit::Options::default())
            .map_err(|e| format!("compile: {e}"))
            .and_then(|c| {
                let bytes = c.container().ok_or("no container")?;
                let outcome = dxil_emit::exec::run_test(&pipeline, bytes, &opts);
                offload_test::judge(&pipeline, &FEATURES, &outcome)
            });
        if let Err(why) = result {
            failures.insert(name, why.lines().next().unwrap_or("").to_string());
        }
    }
    eprintln!(
        "our containers pass {} of {} offload tests",
        checked.len() - failures.len(),
        checked.len()
    );
    common::check_against_list("offload-failures.txt", &checked, &failures);
}

#[test]
fn run_command_passes_and_fails_with_exit_codes() {
    let Some(shared) = common::shared() else {
        return;
    };
    let t = shared.join("offload-tests/Basic__Matrix__matrix_elementwise_cast");
    let run = |pipeline: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
            .arg("run")
            .arg(pipeline)
            .arg(t.join("dxc.dxil"))
            .output()
            .unwrap()
    };
    let ok = run(&t.join("test.txt"));
    assert!(ok.status.success());
    assert!(String::from_utf8_lossy(&ok.stdout).ends_with("PASS\n"));
    // The same pipeline with one expected value changed must fail.
    let text = std::fs::read_to_string(t.join("test.txt")).unwrap();
    let tampered = tamper_expected(&text).expect("the test has an expected buffer");
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("test.txt");
    std::fs::write(&p, tampered).unwrap();
    let bad = run(&p);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stdout).ends_with("FAIL\n"));
}

/// Changes the first number of the first `Data:` line of a buffer named `Expected*`.
fn tamper_expected(text: &str) -> Option<String> {
    let start = text.find("Name: Expected")?;
    let data = start + text[start..].find("Data: [")? + "Data: [".len();
    let rest = &text[data..];
    let num_start = rest.find(|c: char| c.is_ascii_digit())?;
    let num_len = rest[num_start..]
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(0);
    let old: u64 = rest[num_start..num_start + num_len].parse().ok()?;
    Some(format!(
        "{}{}{}",
        &text[..data + num_start],
        old + 7,
        &text[data + num_start + num_len..]
    ))
}
