//! Every `dx.op.*` declaration DXC printed in the shared corpus is what `declare_op`
//! builds (name, function type, attribute group, struct types), and every call's opcode
//! belongs to the class its function names.
//!
//! The `.ll` text is read with plain string scanning (the project's IR parser is not
//! needed for these few line shapes).

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use dxil_ir::{FloatKind, Module, PointerMode, Type};
use dxil_model::op_table::{declare_op, op_info, ops_of_class, OpCode};

/// What one `.ll` file says about `dx.op` functions.
#[derive(Default)]
struct LlFacts {
    /// `attributes #N = { ... }`: N → keywords.
    attr_groups: BTreeMap<u32, Vec<String>>,
    /// `declare ... @dx.op.X(...) #N`: name → (text without the group, N).
    declares: BTreeMap<String, (String, u32)>,
    /// `call ... @dx.op.X(i32 N, ...)`: name → opcodes.
    calls: BTreeMap<String, BTreeSet<i64>>,
    /// `%dx.types.X = type { ... }`: name (without `%`) → body text.
    structs: BTreeMap<String, String>,
}

fn read_facts(text: &str) -> LlFacts {
    let mut f = LlFacts::default();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("attributes #") {
            if let Some((n, body)) = rest.split_once(" = {") {
                let kws = body.trim_end_matches('}').split_whitespace();
                if let Ok(n) = n.parse() {
                    f.attr_groups.insert(n, kws.map(str::to_string).collect());
                }
            }
        } else if line.starts_with("declare ") && line.contains("@dx.op.") {
            if let Some((decl, group)) = line.rsplit_once(" #") {
                let name = function_name(decl);
                if let (Some(name), Ok(g)) = (name, group.trim().parse()) {
                    f.declares.insert(name, (decl.to_string(), g));
                }
            }
        } else if let Some(rest) = line.strip_prefix("%dx.types.") {
            if let Some((name, body)) = rest.split_once(" = type ") {
                f.structs
                    .insert(format!("dx.types.{name}"), body.trim().to_string());
            }
        } else if line.contains("call ") && line.contains("@dx.op.") {
            if let Some((name, opcode)) = call_opcode(line) {
                f.calls.entry(name).or_default().insert(opcode);
            }
        }
    }
    f
}

/// `dx.op.X` from a line holding `@dx.op.X(`.
fn function_name(line: &str) -> Option<String> {
    let start = line.find("@dx.op.")? + 1;
    let end = start + line[start..].find('(')?;
    Some(line[start..end].to_string())
}

/// The function name and the opcode of a `call ... @dx.op.X(i32 N, ...)` line.
fn call_opcode(line: &str) -> Option<(String, i64)> {
    let name = function_name(line)?;
    let args = &line[line.find(&format!("@{name}("))? + name.len() + 2..];
    let n = args.strip_prefix("i32 ")?;
    let end = n.find([',', ')'])?;
    Some((name, n[..end].trim().parse().ok()?))
}

/// The overload type a function-name suffix stands for (the corpus has scalars only).
fn overload_from_suffix(m: &mut Module, suffix: Option<&str>) -> Option<Type> {
    let t = &mut m.types;
    Some(match suffix? {
        "f16" => t.float(FloatKind::Half),
        "f32" => t.float(FloatKind::Float),
        "f64" => t.float(FloatKind::Double),
        "i1" => t.int(1),
        "i8" => t.int(8),
        "i16" => t.int(16),
        "i32" => t.int(32),
        "i64" => t.int(64),
        other => panic!("test does not know overload suffix '{other}'"),
    })
}

/// Checks one file; returns how many declarations it compared.
fn check_file(path: &Path, errors: &mut Vec<String>) -> usize {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let facts = read_facts(&text);
    let file = path.display();
    let mut checked = 0;
    for (name, (decl, group)) in &facts.declares {
        let mut parts = name["dx.op.".len()..].splitn(2, '.');
        let class = parts.next().unwrap_or_default();
        let suffix = parts.next();
        let opcodes: Vec<OpCode> = match facts.calls.get(name) {
            Some(ops) => ops.iter().map(|&n| OpCode::from_i32(n as i32)).collect(),
            None => ops_of_class(class).take(1).map(|i| i.opcode).collect(),
        };
        if opcodes.is_empty() {
            errors.push(format!("{file}: no table op has class '{class}'"));
        }
        for op in opcodes {
            let mut m = Module::new();
            m.pointers = PointerMode::Typed;
            let overload = overload_from_suffix(&mut m, suffix);
            let f = match declare_op(&mut m, op, overload) {
                Ok(f) => f,
                Err(e) => {
                    errors.push(format!("{file}: {op}: declare_op failed: {e}"));
                    continue;
                }
            };
            let ours = common::declare_text(&m, f);
            if &ours != decl {
                errors.push(format!("{file}: {op}:\n  dxc:  {decl}\n  ours: {ours}"));
            }
            // What we write: the declaration's attributes as dxil-prepare leaves them.
            let mut written = m.functions[f].attrs.clone();
            dxil_lower::passes::prepare::legalize_attr_list(&mut written);
            let our_attrs: Vec<String> = written
                .func
                .0
                .iter()
                .map(|a| a.name().to_string())
                .collect();
            match facts.attr_groups.get(group) {
                Some(theirs) if *theirs == our_attrs => {}
                theirs => errors.push(format!(
                    "{file}: {op}: attributes: dxc {theirs:?}, ours {our_attrs:?}"
                )),
            }
            for (sname, body) in &facts.structs {
                if let Some(our_body) = common::struct_body_text(&m, sname) {
                    if &our_body != body {
                        errors.push(format!("{file}: %{sname}: dxc {body}, ours {our_body}"));
                    }
                }
            }
            checked += 1;
        }
    }
    for (name, opcodes) in &facts.calls {
        let class = name["dx.op.".len()..].split('.').next().unwrap_or_default();
        for &n in opcodes {
            let op = OpCode::from_i32(n as i32);
            match op_info(op) {
                Ok(info) if info.class == Some(class) => {}
                Ok(info) => errors.push(format!(
                    "{file}: @{name} called with {op}, whose class is {:?}",
                    info.class
                )),
                Err(e) => errors.push(format!("{file}: @{name}: {e}")),
            }
        }
    }
    checked
}

#[test]
fn dxc_declarations_match_declare_op() {
    let Some(shared) = common::shared_dir() else {
        return;
    };
    let files = common::dxc_ll_files(&shared);
    assert!(
        !files.is_empty(),
        "no DXC .ll files under {}",
        shared.display()
    );
    let mut errors = Vec::new();
    let checked: usize = files.iter().map(|p| check_file(p, &mut errors)).sum();
    assert!(
        errors.is_empty(),
        "{} mismatches:\n{}",
        errors.len(),
        errors.join("\n")
    );
    assert!(checked >= 100, "only {checked} declarations compared");
    eprintln!("compared {checked} declarations in {} files", files.len());
}

#[test]
fn the_scanner_reads_declarations_calls_and_groups() {
    let text = "declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #1\n\
        %1 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %h, i32 0, i32 undef)\n\
        %2 = call i32 @dx.op.getGroupWaveIndex(i32 -2147483647)\n\
        attributes #1 = { nounwind readonly }\n\
        %dx.types.Handle = type { i8* }\n";
    let f = read_facts(text);
    assert_eq!(f.declares["dx.op.bufferLoad.f32"].1, 1);
    assert_eq!(f.calls["dx.op.bufferLoad.f32"], BTreeSet::from([68]));
    assert_eq!(
        f.calls["dx.op.getGroupWaveIndex"],
        BTreeSet::from([-2147483647])
    );
    assert_eq!(f.attr_groups[&1], vec!["nounwind", "readonly"]);
    assert_eq!(f.structs["dx.types.Handle"], "{ i8* }");
    let mut errors = Vec::new();
    let dir = std::env::temp_dir().join(format!("op_table_scan_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("t.ll");
    std::fs::write(&p, text.replace("i32 68", "i32 69")).unwrap();
    check_file(&p, &mut errors);
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        errors.iter().any(|e| e.contains("BufferStore")),
        "a wrong opcode must be reported: {errors:?}"
    );
}
