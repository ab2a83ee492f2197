//! The C API from C: the programs in `tests/c` are built with the system C compiler
//! against the static library and run; their containers are compared with the Rust
//! facade's and, where `../shared` has it, checked with Microsoft's validator (dxv).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// What a Rust static library needs from the system on Linux (`cargo rustc -p
/// dxil-emit-capi --crate-type staticlib -- --print native-static-libs`).
const NATIVE_LIBS: &[&str] = &[
    "-lgcc_s",
    "-lutil",
    "-lrt",
    "-lpthread",
    "-lm",
    "-ldl",
    "-lc",
];

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn saxpy() -> PathBuf {
    manifest_dir().join("../examples/saxpy.ll")
}

/// `target/<profile>`, the folder this test runs from (`target/<profile>/deps/...`).
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    let deps = exe
        .parent()
        .expect("the test lives in target/<profile>/deps");
    deps.parent().expect("target/<profile>").to_path_buf()
}

/// The static library, built by this test (once, for all its tests) when it is missing
/// or older than the rlib beside it (cargo builds both when it builds the tests).
fn staticlib() -> &'static Path {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(build_staticlib)
}

fn build_staticlib() -> PathBuf {
    let dir = profile_dir();
    let lib = dir.join("libdxil_emit_capi.a");
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let rlib = modified(&dir.join("libdxil_emit_capi.rlib"));
    let fresh = modified(&lib).is_some_and(|a| rlib.is_none_or(|r| a >= r));
    if !fresh {
        let profile = match dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") | None => "dev",
            Some(name) => name,
        };
        let target_dir = dir.parent().expect("target/");
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args(["build", "-p", "dxil-emit-capi", "--profile", profile])
            .arg("--target-dir")
            .arg(target_dir)
            .current_dir(manifest_dir())
            .status()
            .expect("running cargo build -p dxil-emit-capi");
        assert!(status.success(), "cargo build -p dxil-emit-capi failed");
    }
    assert!(lib.is_file(), "{} was not built", lib.display());
    lib
}

/// Builds `tests/c/<name>.c` into `dir` with the system C compiler (`cc`), linking the
/// static library.
fn build_c_program(name: &str, dir: &Path) -> PathBuf {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    if Command::new(&cc).arg("--version").output().is_err() {
        panic!(
            "no C compiler: `{cc}` cannot be run. Install one (`apt-get install gcc`; \
             scripts/test-all does) or name it in $CC"
        );
    }
    let exe = dir.join(name);
    let out = Command::new(&cc)
        .args([
            "-std=c11",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            "-O1",
        ])
        .arg("-I")
        .arg(manifest_dir().join("include"))
        .arg(manifest_dir().join(format!("tests/c/{name}.c")))
        .arg("-o")
        .arg(&exe)
        .arg(staticlib())
        .args(NATIVE_LIBS)
        .output()
        .expect("running the C compiler");
    assert!(
        out.status.success(),
        "{cc} failed on {name}.c:\n{}",
        both(&out)
    );
    exe
}

/// A program's stdout and stderr, for messages.
fn both(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn run(exe: &Path, args: &[&Path]) -> Output {
    Command::new(exe)
        .args(args)
        .output()
        .expect("running the C program")
}

/// What the Rust facade compiles `saxpy.ll` to.
fn saxpy_from_rust() -> Vec<u8> {
    let text = std::fs::read_to_string(saxpy()).unwrap();
    let opts = dxil_emit::Options {
        shader_model: Some((6, 6)),
        ..Default::default()
    };
    let compiled = dxil_emit::compile(&text, &opts).unwrap();
    compiled.container().unwrap().to_vec()
}

/// Microsoft's validator accepts the container at `path`; skipped (with a note)
/// without `../shared`.
fn assert_dxv_accepts(path: &Path) {
    let Some(dxv) = dxil_test_support::dxv_path() else {
        eprintln!("note: no ../shared/tools/dxc/bin/dxv: the C program's container is not checked with dxv");
        return;
    };
    let out = Command::new(&dxv).arg(path).output().expect("running dxv");
    let said = both(&out);
    assert!(
        out.status.success() && said.contains("Validation succeeded"),
        "dxv rejects the C program's container {}:\n{said}",
        path.display()
    );
}

#[test]
fn c_program_compiles_on_eight_threads_and_dxv_accepts_it() {
    let dir = tempfile::tempdir().unwrap();
    let exe = build_c_program("compile_threads", dir.path());
    let container = dir.path().join("saxpy.dxil");
    let out = run(&exe, &[&saxpy(), &container]);
    assert!(
        out.status.success(),
        "compile_threads failed:\n{}",
        both(&out)
    );
    assert!(
        String::from_utf8_lossy(&out.stdout).starts_with("compile_threads: ok: 8 threads"),
        "{}",
        both(&out)
    );
    let bytes = std::fs::read(&container).unwrap();
    assert!(
        bytes == saxpy_from_rust(),
        "the C API's container differs from the facade's"
    );
    assert_dxv_accepts(&container);
}

#[test]
fn minimal_program_writes_the_container_or_the_error() {
    let dir = tempfile::tempdir().unwrap();
    let exe = build_c_program("minimal", dir.path());
    let container = dir.path().join("saxpy.dxil");
    let out = run(&exe, &[&saxpy(), &container]);
    assert!(out.status.success(), "minimal failed:\n{}", both(&out));
    assert!(std::fs::read(&container).unwrap() == saxpy_from_rust());

    let broken = dir.path().join("broken.ll");
    std::fs::write(&broken, "define void @main() {\n  %1 = frob i32 0\n}\n").unwrap();
    let not_written = dir.path().join("broken.dxil");
    let out = run(&exe, &[&broken, &not_written]);
    assert_eq!(out.status.code(), Some(1), "{}", both(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let place = format!("{}:2:", broken.display());
    assert!(
        stderr.starts_with(&place) && stderr.contains(": error: "),
        "{stderr}"
    );
    assert!(
        stderr.contains("  %1 = frob i32 0\n"),
        "the source line: {stderr}"
    );
    assert!(!not_written.exists(), "no output for an error");
}

#[test]
fn readme_shows_minimal_c_as_it_is() {
    let readme = std::fs::read_to_string(manifest_dir().join("README.md")).unwrap();
    let minimal = std::fs::read_to_string(manifest_dir().join("tests/c/minimal.c")).unwrap();
    assert!(
        readme.contains(&format!("```c\n{minimal}```\n")),
        "capi/README.md must quote tests/c/minimal.c exactly, in a ```c block"
    );
}
