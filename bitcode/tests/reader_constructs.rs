//! `read(write(m)) == m` for hand-written modules covering what the DXC corpus lacks
//! (every binary operator, cast and compare, vectors and shuffles, aggregates, atomics,
//! fences, switch and loops, varargs calls, constant expressions, distinct and recursive
//! metadata, debug locations, attributes), and `write(read(b)) == b` for our bytes.

use crate::common;
use crate::reader_support;

use dxil_bitcode::{read_module, write_module};

fn round_trip(name: &str, text: &str) {
    let m = dxil_parser::parse(text)
        .unwrap_or_else(|e| panic!("{name}: parse: {e}"))
        .module;
    let b = write_module(&m).unwrap_or_else(|e| panic!("{name}: write: {e}"));
    let r = read_module(&b).unwrap_or_else(|e| panic!("{name}: read: {e}"));
    let diffs = reader_support::diff_modules(&m, &r, 20);
    assert!(
        diffs.is_empty(),
        "{name}: read(write(m)) != m:\n  {}",
        diffs.join("\n  ")
    );
    assert_eq!(
        dxil_ir::printer::print_module(&m),
        dxil_ir::printer::print_module(&r),
        "{name}: printed text"
    );
    assert!(
        dxil_ir::canonical::canonicalize(&m) == dxil_ir::canonical::canonicalize(&r),
        "{name}: canonical forms differ"
    );
    let b2 = write_module(&r).unwrap_or_else(|e| panic!("{name}: write again: {e}"));
    assert!(b2 == b, "{name}: write(read(b)) != b");
    let r2 = read_module(&b2).unwrap_or_else(|e| panic!("{name}: read again: {e}"));
    assert!(r2 == r, "{name}: reading the same bytes twice differs");
}

#[test]
fn constructs_round_trip() {
    round_trip("constructs.ll", include_str!("reader_data/constructs.ll"));
}

/// The same over every module parsed from DXC's printed text.
#[test]
fn dxc_text_modules_round_trip() {
    let Some(shared) = common::shared_dir() else {
        return;
    };
    let mut n = 0;
    for dxil in common::dxil_files(&shared) {
        let ll = if dxil.file_name().is_some_and(|f| f == "dxc.dxil") {
            dxil.with_file_name("dxc.ll")
        } else {
            dxil.with_extension("ll")
        };
        let text = std::fs::read_to_string(&ll).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
        round_trip(&ll.display().to_string(), &text);
        n += 1;
    }
    eprintln!("{n} parsed DXC modules: read(write(m)) == m");
}
