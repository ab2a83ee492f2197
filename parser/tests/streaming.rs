//! Bodies resolved while they are parsed (`parse`) give exactly what resolving whole
//! syntax trees after parsing gives (`parse_unstreamed`): the same module, positions
//! and warnings for every shared input, and the same error for inputs broken by an
//! edit.

mod common;

use common::Input;
use dxil_ir::canonical::canonicalize;
use dxil_ir::printer::print_module;
use dxil_ir::Site;
use dxil_parser::{parse, parse_unstreamed, Parsed};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Every site of `p`'s module with where `p` says it was written.
fn positions(p: &Parsed) -> Vec<(Site, Option<dxil_ir::Loc>)> {
    let m = &p.module;
    let mut sites: Vec<Site> = m.globals.iter().map(|(g, _)| Site::Global(g)).collect();
    for (f, func) in m.functions.iter() {
        sites.push(Site::Function(f));
        if let Some(body) = &func.body {
            sites.extend(body.insts.iter().map(|(i, _)| Site::Inst(f, i)));
        }
    }
    sites
        .into_iter()
        .map(|s| (s, p.source_map.get(s)))
        .collect()
}

/// Why streaming and not streaming disagree on `text`, if they do.
fn disagreement(text: &str) -> Option<String> {
    match (parse(text), parse_unstreamed(text)) {
        (Ok(a), Ok(b)) => {
            let (pa, pb) = (print_module(&a.module), print_module(&b.module));
            if pa != pb {
                let (x, y) = pa
                    .lines()
                    .zip(pb.lines())
                    .find(|(x, y)| x != y)
                    .unwrap_or_default();
                return Some(format!("printed modules differ:\n  {x}\n  {y}"));
            }
            if canonicalize(&a.module) != canonicalize(&b.module) {
                return Some("modules differ".into());
            }
            if a.warnings != b.warnings {
                return Some(format!("warnings {:?} / {:?}", a.warnings, b.warnings));
            }
            if a.source_map.len() != b.source_map.len() || positions(&a) != positions(&b) {
                return Some("source maps differ".into());
            }
            None
        }
        (Err(a), Err(b)) if a == b => None,
        (a, b) => Some(format!(
            "streamed: {:?}\n  whole: {:?}",
            a.err().map(|e| e.to_string()),
            b.err().map(|e| e.to_string())
        )),
    }
}

fn check(inputs: &[Input]) {
    assert!(!inputs.is_empty());
    let bad: Vec<String> = inputs
        .iter()
        .filter_map(|i| disagreement(&i.text).map(|d| format!("{}: {d}", i.name)))
        .collect();
    assert!(bad.is_empty(), "{} inputs:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn clang_output_is_read_the_same_streamed() {
    check(&common::clang_inputs());
}

#[test]
fn llvm_directx_tests_are_read_the_same_streamed() {
    check(&common::llvm_inputs());
}

#[test]
fn dxc_output_is_read_the_same_streamed() {
    check(&common::dxc_inputs());
}

#[test]
fn bodies_that_wait_are_read_the_same_streamed() {
    // Forward references to values and blocks, a call before its declaration, an
    // attachment, a global, a named type, statements before the first `ptr`.
    let text = r#"
%S = type { float, i32 }
@g = global i32 0
define float @f(float %a, i32 %n) {
entry:
  %x = alloca float, align 4
  %s = alloca %S, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %v = phi float [ %a, %entry ], [ %w, %loop ]
  %w = fadd fast float %v, 1.000000e+00, !dbg !0
  %gv = load i32, ptr @g, align 4
  %c = call float @llvm.sqrt.f32(float %w)
  %next = add nsw i32 %i, %gv
  %done = icmp sge i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret float %c
}
declare float @llvm.sqrt.f32(float)
!0 = !{}
"#;
    assert_eq!(disagreement(text), None);
    assert!(parse(text).is_ok());
}

/// Every shared input, read once.
fn inputs() -> &'static [Input] {
    static INPUTS: OnceLock<Vec<Input>> = OnceLock::new();
    INPUTS.get_or_init(|| {
        let mut all = common::clang_inputs();
        all.extend(common::llvm_inputs());
        all.extend(common::dxc_inputs());
        all
    })
}

/// `text` with one edit to line `line` (modulo the number of lines; `to` picks where a
/// line moves).
fn edit(text: &str, line: usize, to: usize, kind: u8) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    if lines.is_empty() {
        return String::new();
    }
    let n = line % lines.len();
    match kind % 9 {
        7 => lines[n] = lines[n].replacen("ptr", "i8*", 1),
        8 => lines[n] = lines[n].replacen(" float", " %undefined.type", 1),
        6 => {
            let l = lines.remove(n);
            lines.insert(to % (lines.len() + 1), l);
        }
        0 => {
            lines.remove(n);
        }
        1 => {
            let l = lines[n].clone();
            lines.insert(n, l);
        }
        2 => lines[n] = lines[n].replacen("float", "i32", 1),
        3 => lines[n] = lines[n].replacen(" %", " %9", 1),
        4 if n + 1 < lines.len() => lines.swap(n, n + 1),
        _ => lines[n] = lines[n].replacen(", ", " ", 1),
    }
    lines.join("\n")
}

// 2,000 cases here; runs of 30,000 cases, repeated, found the differences whose seeds
// are in streaming.proptest-regressions, and none since.
proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn edited_inputs_get_the_same_result_streamed(
        pick in any::<usize>(),
        line in any::<usize>(),
        to in any::<usize>(),
        kind in any::<u8>(),
    ) {
        let inputs = inputs();
        let text = edit(&inputs[pick % inputs.len()].text, line, to, kind);
        prop_assert_eq!(disagreement(&text), None, "{}", text);
    }
}
