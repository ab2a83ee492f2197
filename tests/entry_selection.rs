//! A non-library source with several entries: clang 22 marks every `[shader("...")]`
//! function as an entry, also when the target names one. Like DXC, `compile` keeps the
//! entry `--entry` names, else the one of the target's stage (or of several, `main`),
//! drops the others with a note each, and the container holds that entry alone.

use crate::common;

use dxil_emit::{Options, Severity};
use std::path::Path;

fn input(dir: &str, name: &str) -> (String, String) {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).join(name);
    let read = |ext: &str| std::fs::read_to_string(base.with_extension(ext)).unwrap();
    (read("ll"), read("hlsl"))
}

fn with_source(hlsl: String, entry: Option<&str>) -> Options {
    Options {
        hlsl_source: Some(dxil_emit::hlsl_semantics::HlslSource {
            name: "source.hlsl".into(),
            text: hlsl,
        }),
        entry: entry.map(str::to_string),
        ..Options::default()
    }
}

/// Compiles, has dxv judge the container, and returns its reflection and the notes.
fn compile(ll: &str, opts: &Options) -> (dxil_emit::reflect::Reflection, Vec<String>) {
    let c = dxil_emit::compile(ll, opts).unwrap_or_else(|e| panic!("{e}"));
    let bytes = c.container().unwrap();
    if common::dxv_path().is_some() {
        common::assert_dxv_accepts(bytes, "the container");
    }
    let notes = c
        .remarks()
        .iter()
        .inspect(|r| assert_eq!(r.severity, Severity::Note))
        .map(|r| r.message.clone())
        .collect();
    (dxil_emit::reflect::reflect(bytes).unwrap(), notes)
}

#[test]
fn a_pixel_target_keeps_its_pixel_entry_and_drops_a_compute_one() {
    let (ll, hlsl) = input("tests/entries", "pixel_with_compute_entry");
    assert_eq!(
        ll.matches("\"hlsl.shader\"=").count(),
        2,
        "clang gave two entries"
    );
    let (r, notes) = compile(&ll, &with_source(hlsl, None));
    assert_eq!(r.entry.as_deref(), Some("main"));
    // The compute entry's buffer went with it.
    let names: Vec<_> = r.resources.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["$Globals"]);
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("entry 'clear_cs'"), "{}", notes[0]);
    assert!(notes[0].contains("pixel"), "{}", notes[0]);
}

#[test]
fn of_two_compute_entries_main_or_the_one_named_is_compiled() {
    let (ll, hlsl) = input("tests/programs", "two_compute_entries");
    let (r, notes) = compile(&ll, &with_source(hlsl.clone(), None));
    assert_eq!(
        (r.entry.as_deref(), r.thread_group_size),
        (Some("main"), Some([4, 1, 1]))
    );
    assert!(notes[0].contains("entry 'clear'"), "{notes:?}");
    let (r, notes) = compile(&ll, &with_source(hlsl, Some("clear")));
    assert_eq!(
        (r.entry.as_deref(), r.thread_group_size),
        (Some("clear"), Some([64, 1, 1]))
    );
    let names: Vec<_> = r.resources.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["Scratch"]);
    assert!(notes[0].contains("entry 'main'"), "{notes:?}");
}

#[test]
fn the_cli_prints_the_note_and_compiles() {
    let dir = tempfile_dir();
    let ll =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/entries/pixel_with_compute_entry.ll");
    let out = dir.join("out.dxil");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
        .arg("compile")
        .arg(&ll)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert!(stderr.contains("note: entry 'clear_cs'"), "{stderr}");
    assert!(out.exists());
}

/// A fresh directory for this test's output.
fn tempfile_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("dxil-emit-entries-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn an_exported_function_of_a_non_library_shader_is_not_kept() {
    // `export void bump(inout float4 v, uint i)` in a cs_6_6 source: clang inlines it
    // into `main` and keeps its external definition, whose vector accesses through
    // `float*` DXIL cannot hold; DXC keeps `main` alone, and so do we.
    let (ll, hlsl) = input("tests/entries", "exported_function");
    assert!(
        ll.contains("define void @_Z4bump"),
        "clang kept the function"
    );
    let c = dxil_emit::compile(&ll, &with_source(hlsl, None)).unwrap_or_else(|e| panic!("{e}"));
    let defined: Vec<_> = c
        .module()
        .functions
        .iter()
        .filter(|(_, f)| f.is_definition())
        .map(|(_, f)| f.name.to_string())
        .collect();
    assert_eq!(defined, ["main"]);
    if common::dxv_path().is_some() {
        common::assert_dxv_accepts(c.container().unwrap(), "exported_function");
    }
}
