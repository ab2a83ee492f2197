//! The reader against the writer over DXC's corpus: for each DXC module `m = read(dxc)`,
//! `read(write(m))` equals `m` (structurally, and exactly where the tables allow) and
//! `write(read(write(m))) == write(m)` byte for byte.

use crate::common;
use crate::reader_support;

use dxil_bitcode::{read_module, write_module};

#[test]
fn read_write_read_is_stable_over_the_corpus() {
    let Some(corpus) = common::corpus() else {
        return;
    };
    let mut failures = Vec::new();
    let mut identical_to_dxc = 0;
    let mut exactly_equal = 0;
    for (path, bc) in &corpus {
        let name = path.display();
        let m1 = match read_module(bc) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: read DXC: {e}"));
                continue;
            }
        };
        let b1 = match write_module(&m1) {
            Ok(b) => b,
            Err(e) => {
                failures.push(format!("{name}: write: {e}"));
                continue;
            }
        };
        if &b1 == bc {
            identical_to_dxc += 1;
        }
        let m2 = match read_module(&b1) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: read ours: {e}"));
                continue;
            }
        };
        let diffs = reader_support::diff_modules(&m1, &m2, 5);
        if !diffs.is_empty() {
            failures.push(format!(
                "{name}: read(write(m)) != m:\n  {}",
                diffs.join("\n  ")
            ));
            continue;
        }
        if m1 == m2 {
            exactly_equal += 1;
        } else {
            failures.push(format!(
                "{name}: read(write(m)) is m only up to table order"
            ));
        }
        match write_module(&m2) {
            Ok(b2) if b2 == b1 => {}
            Ok(_) => failures.push(format!("{name}: write(read(b)) != b for our bytes")),
            Err(e) => failures.push(format!("{name}: write again: {e}")),
        }
    }
    eprintln!(
        "{} modules; read(write(m)) == m exactly for {exactly_equal}; \
         write(read(dxc)) identical to DXC's bitcode for {identical_to_dxc}",
        corpus.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        corpus.len(),
        failures.join("\n")
    );
}

/// The structural comparison used above (and against DXC's text) notices differences.
#[test]
fn the_comparison_can_fail() {
    use dxil_ir::{ConstData, InstKind, MdData, Value};
    let Some(corpus) = common::corpus() else {
        return;
    };
    let (path, bc) = corpus
        .iter()
        .find(|(p, _)| p.ends_with("cs_append_consume_structured.dxil"))
        .expect("corpus module");
    let m = read_module(bc).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(reader_support::diff_modules(&m, &m.clone(), 10).is_empty());

    // An operand of an instruction.
    let mut x = m.clone();
    let fid = x.function_by_name("main").expect("main");
    let body = x.functions[fid].body.as_mut().expect("body");
    let (_, first) = body.placed_insts().next().expect("instruction");
    let one = {
        let i32t = x.types.int(32);
        x.consts.int(i32t, 32, 12345)
    };
    let body = x.functions[fid].body.as_mut().expect("body");
    body.insts[first].kind.map_operands(|v| match v {
        Value::Const(_) => one,
        v => v,
    });
    assert!(
        !reader_support::diff_modules(&m, &x, 10).is_empty(),
        "operand"
    );

    // An instruction's opcode-level attribute.
    let mut x = m.clone();
    let body = x.functions[fid].body.as_mut().expect("body");
    let fmul = body
        .placed_insts()
        .map(|(_, i)| i)
        .find(|&i| matches!(body.insts[i].kind, InstKind::Binary { .. }))
        .expect("a binary operator");
    body.insts[fmul].fmf = dxil_ir::FastMathFlags(0);
    assert!(
        !reader_support::diff_modules(&m, &x, 10).is_empty(),
        "fast-math"
    );

    // A metadata string.
    let mut x = m.clone();
    let s = x
        .metadata
        .iter()
        .find(|(_, d)| matches!(d, MdData::String(s) if s == b"main"))
        .map(|(h, _)| h)
        .expect("a string");
    x.metadata[s] = MdData::String(b"other".to_vec());
    assert!(
        !reader_support::diff_modules(&m, &x, 10).is_empty(),
        "metadata"
    );

    // A constant inside metadata.
    let mut x = m.clone();
    let v = x
        .metadata
        .iter()
        .find(|(_, d)| {
            matches!(d, MdData::Value { value: Value::Const(c), .. }
            if matches!(m.consts.get(*c), ConstData::Int { bits: 64, .. }))
        })
        .map(|(h, _)| h)
        .expect("i32 64 in metadata");
    if let MdData::Value { ty, .. } = x.metadata[v].clone() {
        let c = x.consts.intern(ConstData::Int { ty, bits: 65 });
        x.metadata[v] = MdData::Value {
            ty,
            value: Value::Const(c),
        };
    }
    assert!(
        !reader_support::diff_modules(&m, &x, 10).is_empty(),
        "metadata value"
    );

    // A function attribute.
    let mut x = m.clone();
    let decl = x
        .functions
        .iter()
        .find(|(_, f)| !f.attrs.func.is_empty())
        .map(|(h, _)| h)
        .expect("a declaration with attributes");
    x.functions[decl].attrs.func.0.clear();
    assert!(
        !reader_support::diff_modules(&m, &x, 10).is_empty(),
        "attributes"
    );
}
