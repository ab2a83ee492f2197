//! Every compute shader of the corpus (`shared/corpus/ll`) and of the offload tests
//! (`shared/offload-tests/*/clang22.ll`) through the lowering pipeline: afterwards no
//! `llvm.*` call, no vector-typed instruction, no target extension type, no global or
//! alloca of vector type (or arrays of vectors) and no array of arrays may be left, `read_dxil_info` must read the metadata back, and the shader flags must equal
//! DXC's (`dxc-reference`, `dxc.ll`).
//!
//! Passes of the pipeline not registered yet are skipped and named in the report.
//! `corpus_expected.txt` lists the shaders expected not to pass yet, with the reason;
//! an unlisted failure or a listed pass fails the test.

use dxil_ir::{InstKind, Module, TypeData, Value};
use dxil_lower::pass_manager::PassContext;
use dxil_lower::pass_registry::passes_by_name;
use dxil_lower::pipeline::LOWERING_PIPELINE;
use dxil_model::read_dxil_info;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared")
}

/// (name, clang's IR, DXC's IR) of every compute shader.
fn shaders() -> Vec<(String, PathBuf, PathBuf)> {
    let root = shared();
    let mut out = Vec::new();
    if let Ok(dir) = std::fs::read_dir(root.join("corpus/ll")) {
        for e in dir.flatten() {
            let p = e.path();
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            if name.starts_with("cs_") && name.ends_with(".ll") {
                let dxc = root.join("dxc-reference/corpus").join(&name);
                out.push((format!("corpus/{name}"), p, dxc));
            }
        }
    }
    if let Ok(dir) = std::fs::read_dir(root.join("offload-tests")) {
        for e in dir.flatten() {
            let clang = e.path().join("clang22.ll");
            let is_cs = std::fs::read_to_string(&clang)
                .map(|t| t.contains("\"hlsl.shader\"=\"compute\""))
                .unwrap_or(false);
            if is_cs {
                let name = e.file_name().to_string_lossy().into_owned();
                out.push((format!("offload/{name}"), clang, e.path().join("dxc.ll")));
            }
        }
    }
    out.sort();
    out
}

/// What is left that DXIL cannot hold, if anything.
fn leftover(m: &Module) -> Option<String> {
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let d = &body.insts[i];
            if let InstKind::Call {
                callee: Value::Function(c),
                ..
            } = &d.kind
            {
                let n = &m.functions[*c].name;
                if n.starts_with("llvm.") {
                    return Some(format!("call to @{n}"));
                }
            }
            match m.types.get(d.ty) {
                TypeData::Vector { .. } => {
                    return Some(format!("vector-typed {}", d.kind.opcode_name()))
                }
                TypeData::TargetExt { name, .. } => {
                    return Some(format!("value of type target(\"{name}\")"))
                }
                _ => {}
            }
        }
    }
    None
}

/// A global or alloca DXIL cannot hold, if any: one of vector type or of arrays of
/// vectors (dxil-data-scalarization makes them arrays of scalars) or an array of
/// arrays (dxil-flatten-arrays makes it one-dimensional).
fn memory_left(m: &Module) -> Option<String> {
    let bad = |t: dxil_ir::Type| -> Option<&'static str> {
        let mut cur = t;
        let mut depth = 0;
        while let TypeData::Array { elem, .. } = m.types.get(cur) {
            cur = *elem;
            depth += 1;
        }
        if matches!(m.types.get(cur), TypeData::Vector { .. }) {
            Some("of vector type")
        } else if depth > 1 {
            Some("of an array of arrays")
        } else {
            None
        }
    };
    for (_, g) in m.globals.iter() {
        if let Some(why) = bad(g.value_ty) {
            return Some(format!("global @{} {why}", g.name));
        }
    }
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            if let InstKind::Alloca { allocated, .. } = &body.insts[i].kind {
                if let Some(why) = bad(*allocated) {
                    return Some(format!("an alloca in @{} {why}", f.name));
                }
            }
        }
    }
    None
}

fn run_shader(clang: &Path, dxc: &Path, skipped: &mut Vec<String>) -> Result<(), String> {
    let text = std::fs::read_to_string(clang).map_err(|e| e.to_string())?;
    let mut m = dxil_parser::parse(&text)
        .map_err(|e| format!("parse: {e}"))?
        .module;
    let mut cx = PassContext::default();
    for name in LOWERING_PIPELINE {
        match passes_by_name(name) {
            Ok(passes) => {
                for p in passes {
                    p.run(&mut m, &mut cx).map_err(|e| format!("{name}: {e}"))?;
                }
            }
            Err(_) => {
                if !skipped.iter().any(|s| s == name) {
                    skipped.push(name.to_string());
                }
            }
        }
    }
    if let Some(what) = leftover(&m) {
        return Err(format!("left after lowering: {what}"));
    }
    if let Some(what) = memory_left(&m) {
        return Err(format!("left after lowering: {what}"));
    }
    let info = read_dxil_info(&m).map_err(|e| format!("read_dxil_info: {e}"))?;
    let dxc_text = std::fs::read_to_string(dxc).map_err(|e| e.to_string())?;
    let dxc_module = dxil_parser::parse(&dxc_text)
        .map_err(|e| format!("parse DXC's: {e}"))?
        .module;
    let want = read_dxil_info(&dxc_module)
        .map_err(|e| format!("DXC's metadata: {e}"))?
        .entry
        .shader_flags;
    if info.entry.shader_flags != want {
        return Err(format!(
            "shader flags {:#x}, DXC {:#x}",
            info.entry.shader_flags, want
        ));
    }
    Ok(())
}

fn read_expected() -> BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus_expected.txt");
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (p, r) = l.split_once('#').unwrap_or((l, ""));
            (p.trim().to_string(), r.trim().to_string())
        })
        .collect()
}

#[test]
fn compute_shaders_lower_to_dxil() {
    let all = shaders();
    if all.is_empty() {
        eprintln!("shared corpus missing; skipped");
        return;
    }
    let expected = read_expected();
    let mut skipped = Vec::new();
    let mut report = String::new();
    let mut problems = Vec::new();
    let mut passed = 0;
    for (name, clang, dxc) in &all {
        let r = run_shader(clang, dxc, &mut skipped);
        match (&r, expected.contains_key(name)) {
            (Ok(()), false) => passed += 1,
            (Ok(()), true) => {
                passed += 1;
                problems.push(format!("{name} passes: remove it from corpus_expected.txt"))
            }
            (Err(e), false) => problems.push(format!("{name}: {e}")),
            (Err(_), true) => {}
        }
        report.push_str(&match r {
            Ok(()) => format!("PASS {name}\n"),
            Err(e) => format!("FAIL {name}  # {e}\n"),
        });
    }
    report.push_str(&format!("skipped passes (not registered): {skipped:?}\n"));
    let _ = std::fs::write(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/corpus_pipeline_report.txt"),
        &report,
    );
    eprintln!("{passed} of {} compute shaders pass", all.len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The memory check sees what the two layout passes exist for: without them, the
/// groupshared `[16 x [17 x float]]` tile and Mandelbrot's `[8 x <3 x float>]` palette
/// are still there after the rest of the pipeline.
#[test]
fn memory_check_fails_without_the_layout_passes() {
    let root = shared();
    for (file, want) in [
        (
            "corpus/ll/cs_groupshared_transpose_tile.ll",
            "array of arrays",
        ),
        (
            "offload-tests/Basic__Mandelbrot/clang22.ll",
            "of vector type",
        ),
    ] {
        let Ok(text) = std::fs::read_to_string(root.join(file)) else {
            eprintln!("{file} missing; skipped");
            continue;
        };
        let mut m = dxil_parser::parse(&text).expect("parses").module;
        let mut cx = PassContext::default();
        for name in LOWERING_PIPELINE {
            if ["dxil-data-scalarization", "dxil-flatten-arrays"].contains(name) {
                continue;
            }
            for p in passes_by_name(name).expect("registered") {
                p.run(&mut m, &mut cx).expect("pass runs");
            }
        }
        let left = memory_left(&m).unwrap_or_default();
        assert!(left.contains(want), "{file}: {left:?}");
    }
}
