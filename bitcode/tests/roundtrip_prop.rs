//! Generated DXIL modules (`dxil_ir::arbitrary` in its `Dxil` dialect, which generates
//! each construct in the one form the reader gives back) survive the bitcode round trip:
//! `read(write(m))` is `m` (after `canonicalize` on both sides, which only renumbers
//! tables) and prints as the same text, and `write(read(write(m)))` is `write(m)` byte
//! for byte. A few of them also pass LLVM 22's reader and verifier
//! (`shared/tools/dxil-check`) when `opt-22` is on PATH.

use crate::common;
use crate::reader_support;

use dxil_bitcode::{read_module, write_module};
use dxil_ir::arbitrary::{recipe_strategy, GenConfig, Recipe};
use dxil_ir::canonical::canonicalize;
use dxil_ir::printer::print_module;
use dxil_ir::Module;
use proptest::prelude::*;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Writes `m`, reads it back and writes that again; checks all three agree. Returns the
/// bitcode.
fn round_trip(m: &Module) -> Result<Vec<u8>, TestCaseError> {
    let text = print_module(m);
    let bytes = write_module(m).map_err(|e| TestCaseError::fail(format!("write: {e}\n{text}")))?;
    let back =
        read_module(&bytes).map_err(|e| TestCaseError::fail(format!("read: {e}\n{text}")))?;
    let back_text = print_module(&back);
    if canonicalize(&back) != canonicalize(m) {
        let diffs = reader_support::diff_modules(m, &back, 10);
        return Err(TestCaseError::fail(format!(
            "read(write(m)) != m:\n  {}\n--- m\n{text}\n--- read(write(m))\n{back_text}",
            diffs.join("\n  ")
        )));
    }
    prop_assert_eq!(&back_text, &text, "read(write(m)) prints differently");
    let again = write_module(&back)
        .map_err(|e| TestCaseError::fail(format!("write again: {e}\n{text}")))?;
    prop_assert!(again == bytes, "write(read(b)) != b\n{}", text);
    Ok(bytes)
}

/// Whether LLVM 22's tools that `dxil-check` runs are on PATH.
fn have_llvm() -> bool {
    ["llvm-bcanalyzer-22", "opt-22"].iter().all(|t| {
        Command::new(t)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// Runs `dxil-check` on `bytes` (raw bitcode); the failure carries its output.
fn llvm_accepts(bytes: &[u8], m: &Module) -> Result<(), TestCaseError> {
    static N: AtomicUsize = AtomicUsize::new(0);
    let Some(shared) = common::shared_dir() else {
        return Ok(());
    };
    let file = std::env::temp_dir().join(format!(
        "dxil-roundtrip-prop-{}-{}.bc",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&file, bytes).map_err(|e| TestCaseError::fail(format!("temp file: {e}")))?;
    let out = Command::new(shared.join("tools/dxil-check"))
        .arg(&file)
        .output();
    let _ = std::fs::remove_file(&file);
    let out = out.map_err(|e| TestCaseError::fail(format!("run dxil-check: {e}")))?;
    let report =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    prop_assert!(
        out.status.success(),
        "dxil-check rejects the bitcode:\n{}\n{}",
        report,
        print_module(m)
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn read_write_is_identity(r in recipe_strategy(GenConfig::dxil())) {
        round_trip(&r.build())?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// Without the constant expressions LLVM 22 no longer reads (compares, selects,
    /// shifts), which `read_write_is_identity` covers.
    #[test]
    fn llvm_reads_and_verifies_generated_modules(
        r in recipe_strategy(GenConfig::dxil().readable_by_current_llvm())
    ) {
        if have_llvm() {
            let m = r.build();
            let bytes = round_trip(&m)?;
            llvm_accepts(&bytes, &m)?;
        }
    }
}

/// The example module, with every part of the dialect, round-trips and LLVM accepts it.
#[test]
fn the_example_round_trips() {
    let m = Recipe::example(GenConfig::dxil()).build();
    round_trip(&m).unwrap_or_else(|e| panic!("{e}"));
    let m = Recipe::example(GenConfig::dxil().readable_by_current_llvm()).build();
    let bytes = round_trip(&m).unwrap_or_else(|e| panic!("{e}"));
    if have_llvm() {
        llvm_accepts(&bytes, &m).unwrap_or_else(|e| panic!("{e}"));
    } else {
        eprintln!("note: LLVM 22 tools missing; not running dxil-check");
    }
}
