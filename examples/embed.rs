//! Embedding dxil-emit in a Rust program (the README's Rust snippet, which a test runs):
//! `cargo run --example embed -- examples/saxpy.ll`.

use dxil_emit::{compile, diagnostic::render_error, validate::validate, Options};

/// Compiles the IR file `path` and describes what an engine binds; the error, as
/// `file:line:col: error: ...`, when it does not compile.
pub fn compile_file(path: &str) -> Result<String, String> {
    let ir = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let compiled = compile(&ir, &Options::default()).map_err(|e| render_error(path, &ir, &e))?;
    let container = compiled
        .container()
        .expect("a container is the default output");
    assert!(validate(container).is_valid()); // compile validated it already
    let reflection = dxil_emit::reflect::reflect(container).map_err(|e| e.to_string())?;
    let mut out = format!("{} bytes, {} shader\n", container.len(), reflection.stage);
    for r in &reflection.resources {
        out += &format!(
            "  {} at register {} space {}\n",
            r.name, r.register, r.space
        );
    }
    Ok(out)
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "examples/saxpy.ll".into());
    match compile_file(&path) {
        Ok(summary) => print!("{summary}"),
        Err(message) => {
            eprint!("{message}");
            std::process::exit(1);
        }
    }
}
