//! LLVM 22 reads our bitcode as the module we meant. For every DXC-printed module we
//! parse and write bitcode, let `opt-22` read it back and print it, and compare what it
//! printed with our own printer's text of the module: per function, the same sequence of
//! instructions (by opcode), the same `dx.op` calls with the same opcode numbers, and the
//! same named metadata. Names, value numbering and pointer spelling (LLVM 22 prints
//! opaque `ptr`) are normalised away by comparing only those facts.

use std::path::PathBuf;
use std::process::Command;

/// LLVM 22 rejects DXIL's `i8:32`; read with the same layout but `i8:8`, as
/// ../shared/tools/dxil-check does.
const LAYOUT: &str =
    "e-m:e-p:32:32-i1:32-i8:8-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";

/// Per function (in order): its name and the facts of each instruction.
fn facts(text: &str) -> (Vec<(String, Vec<String>)>, Vec<String>) {
    let mut funcs = Vec::new();
    let mut named = Vec::new();
    let mut current: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        let l = line.trim();
        if let Some(rest) = l.strip_prefix("define ") {
            let name = rest
                .split('@')
                .nth(1)
                .and_then(|s| s.split('(').next())
                .unwrap_or("")
                .to_string();
            current = Some((name, Vec::new()));
            continue;
        }
        if l == "}" {
            funcs.extend(current.take());
            continue;
        }
        if l.starts_with('!') && l.contains(" = !{") && !l[1..2].chars().all(|c| c.is_ascii_digit())
        {
            named.push(l.split(" = ").next().unwrap_or("").to_string());
        }
        let Some((_, insts)) = current.as_mut() else {
            continue;
        };
        // Instruction text without its comment; block labels and blank lines skipped.
        let code = l.split(';').next().unwrap_or(l).trim();
        if code.is_empty() || code.ends_with(':') {
            continue;
        }
        let rhs = match code.split_once(" = ") {
            Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
            _ => code,
        };
        let mut words = rhs
            .split_whitespace()
            .filter(|w| !matches!(*w, "tail" | "musttail" | "notail"));
        let op = words.next().unwrap_or("").to_string();
        if op == "call" {
            let callee = rhs
                .split('@')
                .nth(1)
                .and_then(|s| s.split('(').next())
                .unwrap_or("")
                .to_string();
            let opcode = if callee.starts_with("dx.op.") {
                rhs.split('(')
                    .nth(1)
                    .and_then(|a| a.split(',').next())
                    .unwrap_or("")
                    .trim()
                    .to_string()
            } else {
                String::new()
            };
            insts.push(format!("call {callee} {opcode}"));
        } else {
            insts.push(op);
        }
    }
    named.sort();
    (funcs, named)
}

#[test]
fn llvm_reads_our_bitcode_as_the_module_we_meant() {
    let Some(shared) = dxil_test_support::shared_dir() else {
        return;
    };
    if Command::new("opt-22").arg("--version").output().is_err() {
        eprintln!("note: opt-22 is not installed; skipped");
        return;
    }
    let files = dxil_test_support::dxc_printed_modules(&shared);
    let dir = tempfile_dir();
    let mut problems = Vec::new();
    let mut compared = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let module = dxil_parser::parse(&text).expect("DXC's text parses").module;
        let ours = dxil_ir::printer::print_module(&module);
        let bc = dxil_bitcode::write_module(&module).expect("writes");
        let bc_path = dir.join("m.bc");
        std::fs::write(&bc_path, &bc).unwrap();
        let out = Command::new("opt-22")
            .arg(format!("--data-layout={LAYOUT}"))
            .args(["-S", "-o", "-"])
            .arg(&bc_path)
            .output()
            .unwrap();
        let name = path
            .strip_prefix(&shared)
            .unwrap_or(path)
            .display()
            .to_string();
        if !out.status.success() {
            problems.push(format!(
                "{name}: opt-22 failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let theirs = String::from_utf8_lossy(&out.stdout);
        let (our_funcs, our_named) = facts(&ours);
        let (their_funcs, their_named) = facts(&theirs);
        compared += our_funcs.iter().map(|(_, i)| i.len()).sum::<usize>();
        assert!(
            !our_funcs.is_empty(),
            "{name}: no functions found in our text"
        );
        if our_funcs != their_funcs {
            let first = our_funcs
                .iter()
                .zip(&their_funcs)
                .find(|(a, b)| a != b)
                .map(|(a, b)| {
                    let i = a.1.iter().zip(&b.1).position(|(x, y)| x != y).unwrap_or(0);
                    format!(
                        "@{}: instruction {i}: ours {:?}, LLVM's {:?}",
                        a.0,
                        a.1.get(i),
                        b.1.get(i)
                    )
                })
                .unwrap_or_else(|| {
                    format!("{} functions vs {}", our_funcs.len(), their_funcs.len())
                });
            problems.push(format!("{name}: {first}"));
        }
        if our_named != their_named {
            problems.push(format!(
                "{name}: named metadata {our_named:?} vs {their_named:?}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    eprintln!(
        "{} modules ({compared} instructions) read back by LLVM 22 as written",
        files.len()
    );
}

fn tempfile_dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("dxil-bitcode-llvm-dis-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}
