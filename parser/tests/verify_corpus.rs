//! Every shared input the parser reads also verifies, but for the listed exceptions.

use crate::common;

use common::Input;
use dxil_ir::verify;

/// Inputs that parse but must not verify, with the reason (each must really fail).
const EXCEPTIONS: &[(&str, &str)] = &[(
    "CodeGen/DirectX/RawBufferLoadDouble.ll",
    "misspells the handle type `target(\"dx.Rawbuffer\", ...)`; rawbuffer loads take \
     `dx.RawBuffer` (LLVM's intrinsic accepts any type there, so its test passes)",
)];

fn check(group: &str, inputs: Vec<Input>) {
    assert!(!inputs.is_empty(), "no {group} inputs found");
    let mut failures = Vec::new();
    let (mut verified, mut unparsed, mut excepted) = (0, 0, 0);
    for input in &inputs {
        let Ok(parsed) = dxil_parser::parse(&input.text) else {
            // The parser's own tests account for what it cannot read.
            unparsed += 1;
            continue;
        };
        let listed = EXCEPTIONS.iter().find(|(n, _)| input.name.ends_with(n));
        match (verify(&parsed.module), listed) {
            (Ok(()), None) => verified += 1,
            (Ok(()), Some(_)) => failures.push(format!(
                "{}: verifies but is listed as an exception",
                input.name
            )),
            (Err(_), Some(_)) => excepted += 1,
            (Err(errors), None) => {
                let shown: Vec<String> = errors
                    .iter()
                    .take(5)
                    .map(|e| {
                        let at = e
                            .loc(&parsed.source_map)
                            .map_or_else(String::new, |l| format!("{l}: "));
                        format!("    {at}{e}")
                    })
                    .collect();
                failures.push(format!(
                    "{}: {} errors\n{}",
                    input.name,
                    errors.len(),
                    shown.join("\n")
                ));
            }
        }
    }
    eprintln!(
        "{group}: {verified} of {} inputs verify, {excepted} listed exceptions, {unparsed} not parsed",
        inputs.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn clang_output_verifies() {
    check("clang", common::clang_inputs());
}

#[test]
fn llvm_directx_tests_verify() {
    check("llvm-dx-tests", common::llvm_inputs());
}

#[test]
fn dxc_output_verifies() {
    check("dxc", common::dxc_inputs());
}
