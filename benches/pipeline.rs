//! Throughput of each stage and of the whole compiler: parsing (the largest corpus file
//! and generated modules), bitcode writing and reading, and compiling end to end.
//! Figures are recorded in the README.

mod common;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::path::Path;

fn largest_corpus_file() -> Option<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/ll");
    let mut best: Option<(String, String)> = None;
    for e in std::fs::read_dir(dir).ok()?.flatten() {
        let text = std::fs::read_to_string(e.path()).ok()?;
        if best.as_ref().is_none_or(|(_, b)| text.len() > b.len()) {
            best = Some((e.file_name().to_string_lossy().into_owned(), text));
        }
    }
    best
}

fn inputs() -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = largest_corpus_file().into_iter().collect();
    for n in [1_000, 100_000, 1_000_000] {
        v.push((format!("generated-{n}"), common::gen::compute_shader(n)));
    }
    v
}

fn parse(c: &mut Criterion) {
    let mut g = c.benchmark_group("parse_and_verify");
    g.sample_size(10);
    for (name, text) in inputs() {
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter(&name), &text, |b, t| {
            b.iter(|| {
                let m = dxil_parser::parse(t).expect("parses").module;
                dxil_ir::verify(&m).expect("verifies");
                m
            })
        });
    }
    g.finish();
}

/// Lowered modules to write and read: DXC's largest corpus module, and a generated
/// 1M-instruction shader after our lowering.
fn bitcode_inputs() -> Vec<(String, dxil_ir::Module)> {
    let mut v = Vec::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/dxc-reference/corpus");
    if let Ok(text) =
        std::fs::read_to_string(dir.join("cs_structuredbuffer_nested_struct_skinning.ll"))
    {
        v.push((
            "dxc-skinning".to_string(),
            dxil_parser::parse(&text).expect("parses").module,
        ));
    }
    let text = common::gen::compute_shader(1_000_000);
    let opts = dxil_emit::Options {
        emit: dxil_emit::EmitKind::Text,
        ..dxil_emit::Options::default()
    };
    if let Ok(c) = dxil_emit::compile(&text, &opts) {
        v.push(("generated-1000000".to_string(), c.module().clone()));
    }
    v
}

fn bitcode(c: &mut Criterion) {
    let mut g = c.benchmark_group("bitcode");
    g.sample_size(10);
    for (name, module) in bitcode_inputs() {
        let bytes = dxil_bitcode::write_module(&module).expect("writes");
        g.throughput(Throughput::Bytes(bytes.len() as u64));
        g.bench_function(BenchmarkId::new("write", &name), |b| {
            b.iter(|| dxil_bitcode::write_module(&module).unwrap())
        });
        g.bench_function(BenchmarkId::new("read", &name), |b| {
            b.iter(|| dxil_bitcode::read_module(&bytes).unwrap())
        });
    }
    g.finish();
}

fn compile(c: &mut Criterion) {
    let mut g = c.benchmark_group("compile");
    g.sample_size(10);
    let opts = dxil_emit::Options::default();
    for (name, text) in inputs() {
        if dxil_emit::compile(&text, &opts).is_err() {
            eprintln!("compile/{name}: does not compile yet; skipped");
            continue;
        }
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter(&name), &text, |b, t| {
            b.iter(|| dxil_emit::compile(t, &opts).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, parse, bitcode, compile);
criterion_main!(benches);
