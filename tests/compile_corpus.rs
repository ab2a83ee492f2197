//! Every compute, pixel and vertex shader clang 22 emits (../shared/corpus/ll and each
//! offload test's clang22.ll) compiled end to end to a container. Pixel and vertex
//! shaders get their semantics from their HLSL source (../shared/corpus/hlsl/<name>.hlsl,
//! as `dxil-emit compile --hlsl` does): clang 22's IR carries none. Each container must pass LLVM 22's
//! checks (../shared/tools/dxil-check), and reading it back with our own readers must
//! show no `llvm.*` call, no vector-typed instruction, no opaque pointer and no target
//! extension type. Failures must be listed, with a reason, in
//! tests/expected/compile-failures.txt.

use crate::common;

use dxil_ir::{InstKind, Module, TypeData, Value};
use std::collections::BTreeMap;

/// What in a lowered module is not DXIL, if anything.
fn not_dxil(m: &Module) -> Option<String> {
    for (_, t) in m.types.iter() {
        match t {
            TypeData::Ptr { .. } => return Some("an opaque pointer type".into()),
            TypeData::TargetExt { name, .. } => return Some(format!("target type {name}")),
            _ => {}
        }
    }
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let inst = &body.insts[i];
            if matches!(m.types.get(inst.ty), TypeData::Vector { .. }) {
                return Some(format!(
                    "a vector-typed {} in @{}",
                    inst.kind.opcode_name(),
                    f.name
                ));
            }
            if let InstKind::Call {
                callee: Value::Function(c),
                ..
            } = inst.kind
            {
                let name = &m.functions[c].name;
                if name.starts_with("llvm.") {
                    return Some(format!("a call to @{name}"));
                }
            }
        }
    }
    None
}

/// The stages this test compiles.
const STAGES: &[&str] = &["compute", "pixel", "vertex"];

/// Options for `path`: a graphics shader gets its HLSL source (beside the IR's folder,
/// in `hlsl/`) when there is one.
fn options_for(path: &std::path::Path) -> dxil_emit::Options {
    let hlsl = path
        .parent()
        .and_then(|d| d.parent())
        .zip(path.file_stem())
        .map(|(root, stem)| root.join("hlsl").join(stem).with_extension("hlsl"));
    let hlsl_source = hlsl.and_then(|h| {
        let text = std::fs::read_to_string(&h).ok()?;
        Some(dxil_emit::hlsl_semantics::HlslSource {
            name: h.display().to_string(),
            text,
        })
    });
    dxil_emit::Options {
        hlsl_source,
        ..dxil_emit::Options::default()
    }
}

#[test]
fn clang_shaders_compile_to_valid_containers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let llvm = common::have_llvm22();
    let mut inputs = common::files(&shared.join("corpus/ll"), ".ll");
    inputs.extend(
        common::offload_tests(&shared)
            .into_iter()
            .map(|t| t.join("clang22.ll")),
    );
    let mut checked = Vec::new();
    let mut failures = BTreeMap::new();
    let mut total = 0;
    for path in &inputs {
        let text = std::fs::read_to_string(path).unwrap();
        let stage_attr = |s: &&str| text.contains(&format!("\"hlsl.shader\"=\"{s}\""));
        if !STAGES.iter().any(stage_attr) {
            continue;
        }
        total += 1;
        let name = path
            .strip_prefix(&shared)
            .unwrap_or(path)
            .to_string_lossy()
            .into_owned();
        checked.push(name.clone());
        let result = dxil_emit::compile(&text, &options_for(path))
            .map_err(|e| match e.loc() {
                Some(loc) => format!("{loc}: {e}"),
                None => e.to_string(),
            })
            .and_then(|c| {
                let bytes = c.container().ok_or("no container")?.to_vec();
                let bitcode = c.bitcode().ok_or("no bitcode")?;
                let back = dxil_bitcode::read_module(bitcode).map_err(|e| e.to_string())?;
                if let Some(what) = not_dxil(&back) {
                    return Err(format!("not DXIL: {what}"));
                }
                if llvm {
                    let f = tempfile::NamedTempFile::new().map_err(|e| e.to_string())?;
                    std::fs::write(f.path(), &bytes).map_err(|e| e.to_string())?;
                    common::dxil_check(&shared, f.path())
                        .map_err(|e| format!("dxil-check: {}", e.trim()))?;
                }
                Ok(())
            });
        if let Err(why) = result {
            let first = why.lines().next().unwrap_or("").to_string();
            failures.insert(name, first);
        }
    }
    eprintln!(
        "compiled {} of {total} compute, pixel and vertex shaders to valid containers",
        total - failures.len()
    );
    for (name, why) in &failures {
        eprintln!("  {name}: {why}");
    }
    common::check_against_list("compile-failures.txt", &checked, &failures);
}
