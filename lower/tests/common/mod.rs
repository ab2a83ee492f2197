//! Helpers for the lowering tests: find `../../shared`, print types as LLVM 3.7 does,
//! run passes on a hand-written module and check the printed result.

#![allow(dead_code)]

#[allow(unused_imports)] // each test uses some of them
pub use dxil_test_support::{dxc_printed_modules as dxc_ll_files, shared_dir};

use dxil_ir::{FuncId, Module, Type, TypeData};
use dxil_lower::pass_manager::{parse_pipeline, run_passes, PassContext};
use dxil_lower::LowerError;

/// `t` as LLVM IR text prints it (named structs by name).
pub fn type_text(m: &Module, t: Type) -> String {
    match m.types.get(t) {
        TypeData::Void => "void".into(),
        TypeData::Int(n) => format!("i{n}"),
        TypeData::Float(k) => k.keyword().into(),
        TypeData::Ptr { addrspace: 0 } => "ptr".into(),
        TypeData::Ptr { addrspace } => format!("ptr addrspace({addrspace})"),
        TypeData::TypedPtr {
            pointee,
            addrspace: 0,
        } => format!("{}*", type_text(m, *pointee)),
        TypeData::TypedPtr { pointee, addrspace } => {
            format!("{} addrspace({addrspace})*", type_text(m, *pointee))
        }
        TypeData::Vector { len, elem, .. } => format!("<{len} x {}>", type_text(m, *elem)),
        TypeData::Array { len, elem } => format!("[{len} x {}]", type_text(m, *elem)),
        TypeData::Named(n) => format!("%{n}"),
        TypeData::Struct { fields, .. } => {
            let f: Vec<_> = fields.iter().map(|&x| type_text(m, x)).collect();
            format!("{{ {} }}", f.join(", "))
        }
        other => format!("{other:?}"),
    }
}

/// `declare RET @NAME(PARAMS)` of function `f`, without attributes.
pub fn declare_text(m: &Module, f: FuncId) -> String {
    let func = &m.functions[f];
    match m.types.get(func.ty) {
        TypeData::Function { ret, params, .. } => {
            let p: Vec<_> = params.iter().map(|&x| type_text(m, x)).collect();
            format!(
                "declare {} @{}({})",
                type_text(m, *ret),
                func.name,
                p.join(", ")
            )
        }
        _ => format!("declare <not a function> @{}", func.name),
    }
}

/// `type { ... }` of named struct `name` as printed (`{ i8* }`).
pub fn struct_body_text(m: &Module, name: &str) -> Option<String> {
    let t = m.types.lookup(&TypeData::Named(name.into()))?;
    let (fields, _) = m.types.struct_fields(t)?;
    let f: Vec<_> = fields.iter().map(|&x| type_text(m, x)).collect();
    Some(format!("{{ {} }}", f.join(", ")))
}

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
