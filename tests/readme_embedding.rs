//! The README's "Embedding" section: every snippet in it is a contiguous part of a
//! program the test suite runs (this test runs the Rust ones; `capi/tests/c_program.rs`
//! builds and runs the C one; `scripts/wasm-check` runs the JavaScript one), so the
//! README cannot drift from code that works.

#[allow(dead_code)]
#[path = "../examples/embed.rs"]
mod embed;

use std::path::Path;

/// Where each language's snippets come from.
const SOURCES: [(&str, &[&str]); 3] = [
    ("rust", &["examples/embed.rs", "examples/build_saxpy.rs"]),
    ("c", &["capi/tests/c/minimal.c"]),
    ("js", &["examples/wasi/compile.mjs"]),
];

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The README's "## Embedding" section.
fn section() -> String {
    let readme = read("README.md");
    let start = readme
        .find("\n## Embedding")
        .expect("README has an Embedding section");
    let rest = &readme[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |e| e + 3);
    rest[..end].to_string()
}

/// The fenced code blocks of `text` tagged `lang`.
fn blocks(text: &str, lang: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim_end() == format!("```{lang}") {
            let body: Vec<&str> = lines
                .by_ref()
                .take_while(|l| !l.starts_with("```"))
                .collect();
            out.push(body.join("\n"));
        }
    }
    out
}

#[test]
fn each_snippet_is_part_of_a_tested_program() {
    let section = section();
    for (lang, files) in SOURCES {
        let snippets = blocks(&section, lang);
        assert!(
            !snippets.is_empty(),
            "the Embedding section has no {lang} snippet"
        );
        let sources: Vec<String> = files.iter().map(|f| read(f)).collect();
        for snippet in snippets {
            assert!(
                sources.iter().any(|s| s.contains(&snippet)),
                "this {lang} snippet of the README is not (a contiguous part of) {files:?}:\n{snippet}"
            );
        }
    }
}

#[test]
fn the_rust_snippet_compiles_a_shader_and_places_errors() {
    let root = env!("CARGO_MANIFEST_DIR");
    let summary = embed::compile_file(&format!("{root}/examples/saxpy.ll")).unwrap();
    assert!(summary.contains("compute shader"), "{summary}");
    assert!(summary.contains("Y at register 0 space 0"), "{summary}");
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ll");
    std::fs::write(&bad, "define void @f() {\n  ret i32 0\n}\n").unwrap();
    let err = embed::compile_file(bad.to_str().unwrap()).unwrap_err();
    assert!(err.contains("bad.ll:2:3: error:"), "{err}");
}
