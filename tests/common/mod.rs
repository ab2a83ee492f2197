//! Helpers shared by the end-to-end tests.
#![allow(dead_code)]

#[allow(unused_imports)] // each test uses some of them
pub use dxil_test_support::{
    assert_dxv_accepts, dxv_path, dxv_rejection, files_with_suffix as files, offload_tests,
    shared_dir as shared,
};
use std::path::{Path, PathBuf};

pub mod reflection;
use std::process::Command;

/// Whether LLVM 22's tools are installed.
pub fn have_llvm22() -> bool {
    Command::new("opt-22").arg("--version").output().is_ok()
}

/// The clang 22 IR of every corpus shader, then every offload test's.
pub fn corpus_and_offload_ir(shared: &Path) -> Vec<PathBuf> {
    let mut out = files(&shared.join("corpus/ll"), ".ll");
    out.extend(
        offload_tests(shared)
            .into_iter()
            .map(|t| t.join("clang22.ll")),
    );
    out
}

/// The HLSL source of corpus shader `stem` (`corpus/hlsl/STEM.hlsl`), when it has one.
pub fn corpus_hlsl(shared: &Path, stem: &str) -> Option<dxil_emit::hlsl_semantics::HlslSource> {
    let hlsl = shared.join("corpus/hlsl").join(format!("{stem}.hlsl"));
    let text = std::fs::read_to_string(&hlsl).ok()?;
    Some(dxil_emit::hlsl_semantics::HlslSource {
        name: hlsl.display().to_string(),
        text,
    })
}

/// The options `ir` (a corpus or offload shader) compiles with: its HLSL source for
/// its semantics, as `dxil-emit compile --hlsl` gives it.
pub fn corpus_options(shared: &Path, ir: &Path) -> dxil_emit::Options {
    let stem = ir.file_stem().unwrap_or_default().to_string_lossy();
    dxil_emit::Options {
        hlsl_source: corpus_hlsl(shared, &stem),
        ..Default::default()
    }
}

/// Runs `../shared/tools/dxil-check` on `file`; returns its failure output, if any.
pub fn dxil_check(shared: &Path, file: &Path) -> Result<(), String> {
    let out = Command::new("python3")
        .arg(shared.join("tools/dxil-check"))
        .arg("--quiet")
        .arg(file)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stdout).into_owned())
    }
}

/// A checked-in list of expected failures: `name  # reason` lines.
pub fn expected_list(name: &str) -> std::collections::BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/expected")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, v) = l.split_once('#').unwrap_or((l, ""));
            (k.trim().to_string(), v.trim().to_string())
        })
        .collect()
}

/// Checks failures against an expected list: an unlisted failure is a regression, a
/// listed file that now passes makes the list stale. Both fail the test.
pub fn check_against_list(
    list_name: &str,
    checked: &[String],
    failures: &std::collections::BTreeMap<String, String>,
) {
    let expected = expected_list(list_name);
    let mut problems = Vec::new();
    for (name, why) in failures {
        if !expected.contains_key(name) {
            problems.push(format!("regression: {name}: {why}"));
        }
    }
    for name in expected.keys() {
        if checked.contains(name) && !failures.contains_key(name) {
            problems.push(format!(
                "now passes, remove it from tests/expected/{list_name}: {name}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `../shared/tools/dxc/bin/dxreflect`, when `shared` has it (a note says so when not).
pub fn dxreflect(shared: &Path) -> Option<PathBuf> {
    let path = shared.join("tools/dxc/bin/dxreflect");
    if path.exists() {
        Some(path)
    } else {
        eprintln!("note: no dxreflect in ../shared/tools/dxc/bin: reflection not compared");
        None
    }
}

/// What Direct3D's shader reflection reads of `container`, as `dxreflect` prints it.
pub fn direct3d_reflection(dxreflect: &Path, container: &[u8]) -> serde_json::Value {
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), container).unwrap();
    let out = Command::new(dxreflect)
        .arg(file.path())
        .output()
        .expect("dxreflect runs");
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("dxreflect printed no JSON ({e}): {out:?}"))
}

/// Compiles a test program `X.ll` (with its source `X.hlsl` for semantics), has dxv
/// judge the container when `validate`, and where a pipeline `X.yaml` lies beside it,
/// runs the shader on the CPU interpreter against the pipeline's expected buffers. The
/// error is the first failing step: `compile: ...`, `dxv: ...` or `run: ...`.
pub fn compile_validate_and_run(ll: &Path, validate: bool) -> Result<(), String> {
    let hlsl = ll.with_extension("hlsl");
    let options = dxil_emit::Options {
        hlsl_source: Some(dxil_emit::hlsl_semantics::HlslSource {
            name: hlsl.display().to_string(),
            text: std::fs::read_to_string(&hlsl).unwrap(),
        }),
        ..dxil_emit::Options::default()
    };
    let text = std::fs::read_to_string(ll).unwrap();
    let compiled = dxil_emit::compile(&text, &options).map_err(|e| format!("compile: {e}"))?;
    let bytes = compiled.container().ok_or("no container")?;
    if validate {
        if let Some(why) = dxv_rejection(bytes) {
            return Err(format!("dxv: {why}"));
        }
    }
    let Ok(pipeline) = std::fs::read_to_string(ll.with_extension("yaml")) else {
        return Ok(());
    };
    let opts = dxil_emit::exec::RunOptions {
        max_steps: 1_000_000,
        ..dxil_emit::exec::RunOptions::default()
    };
    match dxil_emit::exec::run_test(&pipeline, bytes, &opts) {
        Ok(r) if r.passed() => Ok(()),
        Ok(r) => Err(format!(
            "run: {}",
            r.failures().lines().take(3).collect::<Vec<_>>().join(" | ")
        )),
        Err(e) => Err(format!("run: {e}")),
    }
}

/// Every call of a function named `dx.op.*` in `m`'s code, in function and block
/// order: the function's name and the call's arguments.
pub fn op_calls(m: &dxil_ir::Module) -> Vec<(String, Vec<dxil_ir::Value>)> {
    let mut out = Vec::new();
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            if let dxil_ir::InstKind::Call {
                callee: dxil_ir::Value::Function(c),
                args,
                ..
            } = &body.insts[i].kind
            {
                let name = &m.functions[*c].name;
                if name.starts_with("dx.op.") {
                    out.push((name.to_string(), args.clone()));
                }
            }
        }
    }
    out
}

/// Our container for DXIL text, validation skipped (`what` names it in a panic).
pub fn assemble_unvalidated(text: &str, what: &str) -> Vec<u8> {
    let opts = dxil_emit::Options {
        skip_validation: true,
        ..Default::default()
    };
    let compiled = dxil_emit::compile(text, &opts).unwrap_or_else(|e| panic!("{what}: {e}"));
    compiled.container().unwrap().to_vec()
}
