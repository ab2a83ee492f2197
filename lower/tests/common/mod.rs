//! Helpers for the lowering tests: find `../../shared`, print types as LLVM 3.7 does,
//! run passes on a hand-written module and check the printed result.

#![allow(dead_code)]

#[allow(unused_imports)] // each test uses some of them
pub use dxil_test_support::ir_text::{declare_text, struct_body_text, type_text};
#[allow(unused_imports)]
pub use dxil_test_support::{dxc_printed_modules as dxc_ll_files, shared_dir};

use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};
use dxil_lower::LowerError;

/// Runs the passes `passes` (an `opt -passes=` list) on `header` + `body` and prints
/// the module.
pub fn run_passes_on(header: &str, body: &str, passes: &str) -> Result<String, LowerError> {
    let text = format!("{header}{body}");
    let mut m = dxil_parser::parse(&text)
        .unwrap_or_else(|e| panic!("test module does not parse: {e}\n{text}"))
        .module;
    let names = parse_pipeline(passes)?;
    run_passes(&mut m, &names, &mut PassContext::default())?;
    Ok(dxil_ir::printer::print_module(&m))
}

/// Asserts that every `want` line occurs (as a substring of a line) in order, as
/// FileCheck's CHECK does, and that no line contains any of `gone`.
pub fn check_lines(out: &str, want: &[&str], gone: &[&str]) {
    let lines: Vec<&str> = out.lines().collect();
    let mut at = 0;
    for w in want {
        match lines[at..].iter().position(|l| l.contains(w)) {
            Some(p) => at += p + 1,
            None => panic!("expected `{w}` (after line {at}) in:\n{out}"),
        }
    }
    for g in gone {
        assert!(!out.contains(g), "`{g}` should be gone from:\n{out}");
    }
}
