//! Every shared input parses, prints, and reads back to an equal module.

use crate::common;

use common::Input;
use dxil_ir::canonical::canonicalize;
use dxil_ir::printer::print_module;

/// Inputs that are allowed to fail, with the reason.
const EXCEPTIONS: &[(&str, &str)] = &[
    (
        "CodeGen/DirectX/Bitcode/byte.ll",
        "uses LLVM 22's byte types (`b8`), which the IR has no type for",
    ),
    (
        "tools/dxil-dis/byte.ll",
        "uses LLVM 22's byte types (`b8`), which the IR has no type for",
    ),
];

fn check(group: &str, inputs: Vec<Input>) {
    assert!(!inputs.is_empty(), "no {group} inputs found");
    let mut failures = Vec::new();
    let mut passed = 0;
    let mut excepted = 0;
    for input in &inputs {
        let expected_failure = EXCEPTIONS.iter().find(|(n, _)| input.name.ends_with(n));
        let result = round_trip(&input.text);
        match (result, expected_failure) {
            (Ok(()), None) => passed += 1,
            (Ok(()), Some(_)) => failures.push(format!(
                "{}: passes but is listed as an exception",
                input.name
            )),
            (Err(e), Some(_)) if e.contains("not supported") => excepted += 1,
            (Err(e), Some((_, why))) => failures.push(format!(
                "{}: expected unsupported ({why}), got {e}",
                input.name
            )),
            (Err(e), None) => failures.push(format!("{}: {e}", input.name)),
        }
    }
    eprintln!(
        "{group}: {passed} of {} inputs round-trip, {excepted} listed exceptions",
        inputs.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn round_trip(text: &str) -> Result<(), String> {
    let first = dxil_parser::parse(text).map_err(|e| format!("parse: {e}"))?;
    let printed = print_module(&first.module);
    let second = dxil_parser::parse(&printed).map_err(|e| {
        let line = printed
            .lines()
            .nth(e.loc.line.saturating_sub(1) as usize)
            .unwrap_or("");
        format!("reparse: {e}\n    in: {line}")
    })?;
    let a = canonicalize(&first.module);
    let b = canonicalize(&second.module);
    if a != b {
        let pa = print_module(&a);
        let pb = print_module(&b);
        let diff = pa
            .lines()
            .zip(pb.lines())
            .find(|(x, y)| x != y)
            .map(|(x, y)| format!("\n    first:  {x}\n    second: {y}"))
            .unwrap_or_default();
        return Err(format!("round trip changed the module{diff}"));
    }
    Ok(())
}

#[test]
fn clang_output_round_trips() {
    check("clang", common::clang_inputs());
}

#[test]
fn llvm_directx_tests_round_trip() {
    check("llvm-dx-tests", common::llvm_inputs());
}

#[test]
fn dxc_output_round_trips() {
    check("dxc", common::dxc_inputs());
}
