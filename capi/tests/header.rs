//! The committed C header, `include/dxil_emit.h`, is what cbindgen writes from the
//! sources now; `DXIL_EMIT_BLESS=1` rewrites it.

use std::path::Path;

#[test]
fn committed_header_matches_the_sources() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(dir.join("src/lib.rs"))
        .generate()
        .expect("cbindgen reads capi/src");
    let mut generated = Vec::new();
    bindings.write(&mut generated);
    let generated = String::from_utf8(generated).expect("cbindgen writes UTF-8");
    let path = dir.join("include/dxil_emit.h");
    if std::env::var_os("DXIL_EMIT_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &generated).expect("writing the header");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != generated {
        let first = committed
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(committed.lines().count().min(generated.lines().count()));
        panic!(
            "{} is out of date with capi/src (first difference at line {}: committed {:?}, \
             generated {:?}); rewrite it with `DXIL_EMIT_BLESS=1 cargo test -p \
             dxil-emit-capi --test header` and commit it",
            path.display(),
            first + 1,
            committed.lines().nth(first).unwrap_or("<end of file>"),
            generated.lines().nth(first).unwrap_or("<end of file>"),
        );
    }
}
