//! DXIL opcode numbers are written once, in `dxil/src/op_table/ops.txt`: code names
//! them through the generated table (`OpCode::BUFFER_LOAD`, `numbers::BUFFER_LOAD`).
//! This reads the sources for the shapes a literal opcode takes (a numeric arm of a
//! match on an opcode, a comparison of one with a number, a number passed as a call's
//! opcode argument) and fails naming each.

use std::path::Path;

/// The crates whose code reads or writes `dx.op` calls.
const ROOTS: &[&str] = &[
    "src",
    "lower/src",
    "exec/src",
    "spirv/src",
    "dxil/src",
    "analysis/src",
    "parts/src",
    "validate/src",
    "reflect/src",
];

/// Every operation's name, lower case without separators (`storeoutput`), to recognise
/// a constant that restates one's number (`const STORE_OUTPUT: u32 = 5;`).
fn op_names() -> std::collections::HashSet<String> {
    dxil_model::op_table::all_ops()
        .map(|op| op.name.to_ascii_lowercase())
        .collect()
}

/// Whether `code` declares a numeric constant named after an operation.
fn restated_opcode(code: &str, ops: &std::collections::HashSet<String>) -> bool {
    let Some(rest) = code.trim().split("const ").nth(1) else {
        return false;
    };
    let Some((name, value)) = rest.split_once(':') else {
        return false;
    };
    let Some(value) = value.trim().strip_prefix("u32") else {
        return false;
    };
    let number = value
        .split('=')
        .nth(1)
        .map(|v| v.trim().trim_end_matches(';'))
        .is_some_and(|v| !v.is_empty() && v.chars().all(|c| c.is_ascii_digit()));
    number && ops.contains(&name.trim().replace('_', "").to_ascii_lowercase())
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Whether `arm` (the text before `=>`) is made of numbers alone.
fn numeric_arm(arm: &str) -> bool {
    let arm = arm.trim();
    !arm.is_empty()
        && arm.chars().any(|c| c.is_ascii_digit())
        && arm
            .chars()
            .all(|c| c.is_ascii_digit() || " |.=".contains(c))
}

/// The literal opcodes in one file's text, as `line: text`.
fn literal_opcodes(text: &str) -> Vec<String> {
    let ops = op_names();
    let mut found = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    // The indentation of the arms of an open `match` on an opcode.
    let mut arms_at: Option<usize> = None;
    for (n, line) in lines.iter().enumerate() {
        let indent = line.len() - line.trim_start().len();
        let code = line.split("//").next().unwrap_or("");
        if let Some(at) = arms_at {
            if indent < at && code.trim_start().starts_with('}') {
                arms_at = None;
            } else if indent == at {
                if let Some((arm, _)) = code.split_once("=>") {
                    let arm = arm.split(" if ").next().unwrap_or(arm);
                    if numeric_arm(arm) {
                        found.push(format!("{}: {}", n + 1, line.trim()));
                    }
                }
            }
        }
        let t = code.trim();
        if t.ends_with('{') && (t.contains("match op.0") || t.contains("match opcode")) {
            arms_at = Some(indent + 4);
        }
        let compared = [
            "op.0 == ",
            "op.0 != ",
            "matches!(op.0, ",
            "opcode == ",
            "opcode != ",
        ]
        .iter()
        .any(|p| {
            code.split(p)
                .skip(1)
                .any(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        });
        let passed = code.contains("let op = ")
            && code
                .split(".i32(")
                .skip(1)
                .any(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
        // A dx.op call's arguments start with the opcode: `vec![self.c.i32(67), ...]`
        // (0, a GEP's first index, is no opcode lowering writes).
        let first_argument = code.split("vec![").skip(1).any(|rest| {
            let first = rest.split(',').next().unwrap_or("");
            first.split(".i32(").nth(1).is_some_and(|r| {
                let digits: String = r.chars().take_while(char::is_ascii_digit).collect();
                digits.parse::<u32>().is_ok_and(|n| n > 0)
            })
        });
        if compared || passed || first_argument || restated_opcode(code, &ops) {
            found.push(format!("{}: {}", n + 1, line.trim()));
        }
    }
    found
}

#[test]
fn no_opcode_number_is_written_outside_the_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for r in ROOTS {
        rust_files(&root.join(r), &mut files);
    }
    assert!(files.len() > 50, "the sources were not found");
    let mut report = String::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable");
        for hit in literal_opcodes(&text) {
            report.push_str(&format!("{}:{hit}\n", f.display()));
        }
    }
    assert!(report.is_empty(), "literal opcodes:\n{report}");
}

#[test]
fn the_scan_finds_each_shape() {
    let text = "fn f(op: OpCode) {\n    match op.0 {\n        68 | 69 => {}\n        numbers::BUFFER_STORE => {}\n        _ => {}\n    }\n    if op.0 == 57 {}\n    let op = self.c.i32(217);\n    let op = self.c.i32(n);\n    match kind {\n        0 => {}\n    }\n    let args = vec![self.c.i32(67), h];\n    let args = vec![h, self.c.i32(4)];\n    let idx = vec![cur.i32(0), f];\n}\nconst STORE_OUTPUT: u32 = 5;\nconst INNER_COVERAGE: u8 = 15;\n";
    let hits = literal_opcodes(text);
    assert_eq!(hits.len(), 5, "{hits:?}");
    assert!(hits[4].starts_with("17:"));
    assert!(hits[0].starts_with("3:"));
    assert!(hits[1].starts_with("7:"));
    assert!(hits[2].starts_with("8:"));
    assert!(hits[3].starts_with("13:"));
}
