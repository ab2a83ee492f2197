//! The CLI's failure modes: each gives a one-line error, exit code 1 and no output file.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dxil_emit(args: &[&str], cwd: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("the dxil-emit binary runs")
}

fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/saxpy.ll")
}

/// Asserts failure with exit code 1, one line on stderr containing `needle`, nothing on
/// stdout, and no file left in `dir` but those listed in `keep`.
fn assert_one_line_failure(out: &Output, needle: &str, dir: &Path, keep: &[&str]) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert_eq!(
        stderr.lines().count(),
        1,
        "expected one line, got: {stderr}"
    );
    assert!(stderr.contains(needle), "'{needle}' not in: {stderr}");
    assert!(out.stdout.is_empty());
    let left: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| !keep.contains(&n.as_str()))
        .collect();
    assert!(left.is_empty(), "files left behind: {left:?}");
}

#[test]
fn missing_input() {
    let dir = tempfile::tempdir().unwrap();
    let out = dxil_emit(&["compile", "nope.ll"], dir.path());
    assert_one_line_failure(&out, "nope.ll: error: no such file", dir.path(), &[]);
}

#[test]
fn unreadable_input() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("adir.ll")).unwrap();
    let out = dxil_emit(&["compile", "adir.ll"], dir.path());
    assert_one_line_failure(&out, "adir.ll: error:", dir.path(), &["adir.ll"]);
}

#[test]
fn input_that_is_not_utf8() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.ll"), b"define \xff\xfe").unwrap();
    let out = dxil_emit(&["compile", "bad.ll"], dir.path());
    assert_one_line_failure(&out, "not valid UTF-8 (at byte 7)", dir.path(), &["bad.ll"]);
}

#[test]
fn unknown_flag() {
    let dir = tempfile::tempdir().unwrap();
    let ex = example();
    let out = dxil_emit(
        &["compile", ex.to_str().unwrap(), "--frobnicate"],
        dir.path(),
    );
    assert_one_line_failure(&out, "--frobnicate", dir.path(), &[]);
}

#[test]
fn bad_shader_model() {
    let dir = tempfile::tempdir().unwrap();
    let ex = example();
    let o = dir.path().join("o.dxil");
    let out = dxil_emit(
        &[
            "compile",
            ex.to_str().unwrap(),
            "--shader-model",
            "7.3",
            "-o",
            o.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert_one_line_failure(&out, "bad shader model '7.3'", dir.path(), &[]);
}

#[test]
fn bad_profile() {
    let dir = tempfile::tempdir().unwrap();
    let ex = example();
    let out = dxil_emit(
        &[
            "compile",
            ex.to_str().unwrap(),
            "-T",
            "zz_6_0",
            "-Fo",
            "o.dxil",
        ],
        dir.path(),
    );
    assert_one_line_failure(&out, "bad profile 'zz_6_0'", dir.path(), &[]);
}

#[test]
fn output_directory_that_does_not_exist() {
    let dir = tempfile::tempdir().unwrap();
    let ex = example();
    let out = dxil_emit(
        &["compile", ex.to_str().unwrap(), "-o", "no/such/dir/o.dxil"],
        dir.path(),
    );
    assert_one_line_failure(
        &out,
        "output directory 'no/such/dir' does not exist",
        dir.path(),
        &[],
    );
}

#[test]
fn batch_needs_an_out_dir() {
    let dir = tempfile::tempdir().unwrap();
    let ex = example();
    let e = ex.to_str().unwrap();
    let out = dxil_emit(&["compile", e, e], dir.path());
    assert_one_line_failure(&out, "--out-dir", dir.path(), &[]);
}

#[test]
fn syntax_errors_point_at_the_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("bad.ll"),
        "define void @main() {\n  %1 = frobnicate i32 0\n  ret void\n}\n",
    )
    .unwrap();
    let out = dxil_emit(&["compile", "bad.ll"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    let first = stderr.lines().next().unwrap_or("");
    assert!(first.starts_with("bad.ll:2:"), "{stderr}");
    assert!(
        stderr.contains("frobnicate i32 0"),
        "source line shown: {stderr}"
    );
    assert!(stderr.contains('^'), "caret shown: {stderr}");
    assert!(!dir.path().join("bad.dxil").exists());
}

/// A module that parses and verifies but cannot be lowered: a vertex shader reading an
/// input clang left without its semantic.
const UNLOWERABLE: &str = "target triple = \"dxilv1.6-unknown-shadermodel6.6-vertex\"

define void @main() #0 {
  %1 = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  ret void
}

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32)

attributes #0 = { \"hlsl.shader\"=\"vertex\" }
";

/// Errors found after parsing (the CLI frees a file's text once parsed) still show the
/// source line, for a file and for standard input.
#[test]
fn lowering_errors_point_at_the_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("vs.ll"), UNLOWERABLE).unwrap();
    let from_file = dxil_emit(&["compile", "vs.ll"], dir.path());
    let from_stdin = Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
        .args(["compile", "-", "-o", "out.dxil"])
        .current_dir(dir.path())
        .stdin(std::fs::File::open(dir.path().join("vs.ll")).unwrap())
        .output()
        .unwrap();
    for (out, shown) in [(from_file, "vs.ll"), (from_stdin, "<stdin>")] {
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(
            stderr.starts_with(&format!("{shown}:4:3: error: ")),
            "{stderr}"
        );
        assert!(
            stderr.contains("%1 = call <4 x float> @llvm.dx.load.input"),
            "source line shown: {stderr}"
        );
        assert!(stderr.contains('^'), "caret shown: {stderr}");
    }
    assert!(!dir.path().join("vs.dxil").exists());
    assert!(!dir.path().join("out.dxil").exists());
}

#[test]
fn writing_to_a_device_leaves_the_device_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let shared = common::shared();
    let input = match &shared {
        Some(s) => s.join("dxc-reference/corpus/cs_rwbuffer_float_saxpy.ll"),
        None => example(),
    };
    let out = dxil_emit(
        &["compile", input.to_str().unwrap(), "-o", "/dev/null"],
        dir.path(),
    );
    let meta = std::fs::metadata("/dev/null").unwrap();
    assert!(!meta.is_file(), "/dev/null was replaced by a regular file");
    if shared.is_some() {
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

// SPIR-V: `--binding-map FILE`, the reflection's `spirv_bindings`, and the map files
// and modules the CLI refuses.

/// A temporary directory holding `x.spv` (`tests/spirv/bindings.comp`).
fn with_module() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("x.spv"),
        include_bytes!("spirv/bindings.spv"),
    )
    .unwrap();
    dir
}

#[test]
fn a_binding_map_file_moves_resources_and_the_reflection_says_where_from() {
    let dir = with_module();
    std::fs::write(
        dir.path().join("map.json"),
        r#"{"bindings": [{"set": 1, "binding": 0, "space": 4, "register": 2}]}"#,
    )
    .unwrap();
    let out = dxil_emit(
        &[
            "compile",
            "x.spv",
            "--binding-map",
            "map.json",
            "-o",
            "x.dxil",
            "--reflect-out",
            "x.json",
        ],
        dir.path(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let container = std::fs::read(dir.path().join("x.dxil")).unwrap();
    assert_eq!(&container[..4], b"DXBC");
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("x.json")).unwrap()).unwrap();
    let mut bound: Vec<String> = json["spirv_bindings"]
        .as_array()
        .expect("spirv_bindings in the reflection")
        .iter()
        .map(|b| {
            format!(
                "{} {} ({}, {}) -> ({}, {})",
                b["name"].as_str().unwrap(),
                b["class"].as_str().unwrap(),
                b["set"],
                b["binding"],
                b["space"],
                b["register"]
            )
        })
        .collect();
    bound.sort();
    assert_eq!(
        bound,
        [
            "In_ srv (0, 0) -> (0, 0)",
            "Out1_ uav (0, 1) -> (0, 1)",
            "Out2_ uav (1, 0) -> (4, 2)",
        ]
    );
    let out2 = json["resources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "Out2_")
        .unwrap();
    assert_eq!((&out2["space"], &out2["register"]), (&4.into(), &2.into()));
}

#[test]
fn a_bad_binding_map_file_is_named_with_what_is_wrong() {
    let dir = with_module();
    std::fs::write(
        dir.path().join("map.json"),
        "{\"bindings\": [\n  {\"set\": 0, \"binding\": 0, \"space\": 1}\n]}",
    )
    .unwrap();
    let args = [
        "compile",
        "x.spv",
        "--binding-map",
        "map.json",
        "-o",
        "x.dxil",
    ];
    let out = dxil_emit(&args, dir.path());
    let needle = "map.json: not a binding map: missing field `register` at line 2";
    assert_one_line_failure(&out, needle, dir.path(), &["x.spv", "map.json"]);
    let out = dxil_emit(
        &[
            "compile",
            "x.spv",
            "--binding-map",
            "none.json",
            "-o",
            "x.dxil",
        ],
        dir.path(),
    );
    let needle = "none.json: cannot read the binding map";
    assert_one_line_failure(&out, needle, dir.path(), &["x.spv", "map.json"]);
}

#[test]
fn a_module_that_is_not_spirv_past_its_magic_number_is_an_error() {
    let dir = with_module();
    let mut bytes = std::fs::read(dir.path().join("x.spv")).unwrap();
    bytes.truncate(22);
    std::fs::write(dir.path().join("x.spv"), bytes).unwrap();
    let out = dxil_emit(&["compile", "x.spv", "-o", "x.dxil"], dir.path());
    let needle = "x.spv: error: not a valid SPIR-V binary: 22 bytes";
    assert_one_line_failure(&out, needle, dir.path(), &["x.spv"]);
}

#[test]
fn spec_constants_are_given_by_id_and_a_wrong_value_is_named() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("x.spv"),
        include_bytes!("spirv/programs/spec_constants/shader.spv"),
    )
    .unwrap();
    let compile = |given: &str| {
        let args = ["compile", "x.spv", "--spec-constant", given, "-o", "x.dxil"];
        dxil_emit(&args, dir.path())
    };
    let out = compile("0=8");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = dxil_emit(&["reflect", "x.dxil"], dir.path());
    assert!(String::from_utf8_lossy(&out.stdout).contains("thread group:    8 x 1 x 1"));
    std::fs::remove_file(dir.path().join("x.dxil")).unwrap();
    let needle = "the value given for SpecId 1: 2.5 is not a value of a 32-bit signed integer";
    assert_one_line_failure(&compile("1=2.5"), needle, dir.path(), &["x.spv"]);
    let needle = "--spec-constant '1': expected ID=VALUE";
    assert_one_line_failure(&compile("1"), needle, dir.path(), &["x.spv"]);
}

#[test]
fn optimization_level_zero_lowers_the_code_as_it_comes() {
    // By default a local array that only holds a copy is read at its source
    // (tests/programs/local_array_copies: three of its nine local arrays, two copies of
    // cbuffer arrays and one of a structured buffer's element); `-O0` keeps them, as
    // LLVM's lowering does.
    let dir = tempfile::tempdir().unwrap();
    let program =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/local_array_copies.ll");
    let allocas = |level: &[&str]| {
        let mut args = vec![
            "compile",
            "--emit",
            "ll",
            program.to_str().unwrap(),
            "-o",
            "-",
        ];
        args.extend_from_slice(level);
        let out = dxil_emit(&args, dir.path());
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout)
            .matches(" = alloca ")
            .count()
    };
    assert_eq!(allocas(&["-O0"]), 9);
    assert_eq!(allocas(&[]), 6);
    assert_eq!(allocas(&["-O1"]), 6);
    let out = dxil_emit(&["compile", "-O2", program.to_str().unwrap()], dir.path());
    assert_one_line_failure(
        &out,
        "invalid value '2' for '-O <OPT_LEVEL>'",
        dir.path(),
        &[],
    );
}
