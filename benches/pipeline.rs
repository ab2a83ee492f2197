//! Throughput of each stage and of the whole compiler: parsing (the largest corpus file
//! and generated modules), bitcode writing and reading, and compiling end to end (the
//! generated 1k, 100k and 1M-instruction shaders, and every corpus file), and what the
//! optimizations cost.
//! Figures are recorded in the README.

mod common;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::path::Path;
use std::time::Duration;

/// The corpus folder.
fn corpus_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus")
}

/// Every corpus file (name and text), by name; none when the corpus is missing.
fn corpus_files() -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(corpus_dir().join("ll")) else {
        return Vec::new();
    };
    let mut files: Vec<(String, String)> = entries
        .flatten()
        .filter_map(|e| {
            let text = std::fs::read_to_string(e.path()).ok()?;
            Some((e.file_name().to_string_lossy().into_owned(), text))
        })
        .collect();
    files.sort();
    files
}

/// The generated shaders of 1k, 100k and 1M instructions.
fn generated() -> Vec<(String, String)> {
    [1_000, 100_000, 1_000_000]
        .into_iter()
        .map(|n| (format!("generated-{n}"), common::gen::compute_shader(n)))
        .collect()
}

/// The largest corpus file and the generated shaders.
fn inputs() -> Vec<(String, String)> {
    let largest = corpus_files().into_iter().max_by_key(|(_, t)| t.len());
    largest.into_iter().chain(generated()).collect()
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

/// The options corpus file `name` compiles with: a graphics shader gets the semantics
/// of its HLSL source (`hlsl/<stem>.hlsl`), as `dxil-emit compile --hlsl` does.
fn corpus_options(name: &str) -> dxil_emit::Options {
    let hlsl = corpus_dir()
        .join("hlsl")
        .join(Path::new(name).with_extension("hlsl"));
    let hlsl_source =
        std::fs::read_to_string(&hlsl)
            .ok()
            .map(|text| dxil_emit::hlsl_semantics::HlslSource {
                name: hlsl.display().to_string(),
                text,
            });
    dxil_emit::Options {
        hlsl_source,
        ..dxil_emit::Options::default()
    }
}

/// Compiles each of `inputs` to a container in benchmark group `group`, with the
/// options `opts` gives each name.
fn compile_group(
    c: &mut Criterion,
    group: &str,
    inputs: Vec<(String, String)>,
    opts: impl Fn(&str) -> dxil_emit::Options,
    quick: bool,
) {
    let mut g = c.benchmark_group(group);
    g.sample_size(10);
    if quick {
        // Small files: a short measurement each keeps the whole corpus to about a minute.
        g.warm_up_time(Duration::from_millis(300));
        g.measurement_time(Duration::from_secs(1));
    }
    for (name, text) in inputs {
        let opts = opts(&name);
        if dxil_emit::compile(&text, &opts).is_err() {
            eprintln!("{group}/{name}: does not compile yet; skipped");
            continue;
        }
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter(&name), &text, |b, t| {
            b.iter(|| dxil_emit::compile(t, &opts).unwrap())
        });
    }
    g.finish();
}

/// The whole compiler on the generated shaders (cost per instruction from 1k to 1M).
fn compile(c: &mut Criterion) {
    compile_group(
        c,
        "compile",
        generated(),
        |_| dxil_emit::Options::default(),
        false,
    );
}

/// The whole compiler on each corpus file.
fn compile_corpus(c: &mut Criterion) {
    compile_group(c, "compile_corpus", corpus_files(), corpus_options, true);
}

/// Our validator on each corpus shader's container, beside compiling it without
/// validation: the cost `compile` adds by validating what it writes.
fn validate_corpus(c: &mut Criterion) {
    let mut g = c.benchmark_group("validate_corpus");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(300));
    g.measurement_time(Duration::from_secs(1));
    for (name, text) in corpus_files() {
        let opts = dxil_emit::Options {
            skip_validation: true,
            ..corpus_options(&name)
        };
        let Ok(compiled) = dxil_emit::compile(&text, &opts) else {
            eprintln!("validate_corpus/{name}: does not compile yet; skipped");
            continue;
        };
        let container = compiled.container().unwrap().to_vec();
        g.bench_with_input(
            BenchmarkId::new("compile_unvalidated", &name),
            &text,
            |b, t| b.iter(|| dxil_emit::compile(t, &opts).unwrap()),
        );
        g.bench_with_input(BenchmarkId::new("validate", &name), &container, |b, c| {
            b.iter(|| assert!(dxil_emit::validate::validate(c).is_valid()))
        });
    }
    g.finish();
}

/// The instructions in the function bodies of a compiled module: the unit both inputs
/// of [`compile_spirv`] are measured in.
fn instructions(c: &dxil_emit::Compiled) -> u64 {
    c.module()
        .functions
        .iter()
        .filter_map(|(_, f)| f.body.as_ref())
        .map(|b| b.placed_insts().count() as u64)
        .sum()
}

/// The offload tests' shaders both ways: glslang's SPIR-V through the SPIR-V front end
/// and clang 22's IR, each counted in the DXIL instructions it compiles to (so the two
/// are compared per instruction of output).
fn compile_spirv(c: &mut Criterion) {
    let dir = corpus_dir().join("../spirv-tests/offload");
    let mut g = c.benchmark_group("compile_spirv");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(300));
    g.measurement_time(Duration::from_secs(1));
    let mut tests: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    tests.sort();
    for test in tests {
        let name = test.file_name().unwrap().to_string_lossy().into_owned();
        let ir = corpus_dir()
            .join("../offload-tests")
            .join(&name)
            .join("clang22.ll");
        let (Ok(spv), Ok(text)) = (
            std::fs::read(test.join("shader.spv")),
            std::fs::read_to_string(ir),
        ) else {
            continue;
        };
        let opts = dxil_emit::Options::default();
        let (Ok(from_spv), Ok(from_ir)) = (
            dxil_emit::compile_spirv(&spv, &opts),
            dxil_emit::compile(&text, &opts),
        ) else {
            continue;
        };
        g.throughput(Throughput::Elements(instructions(&from_spv)));
        g.bench_with_input(BenchmarkId::new("spirv", &name), &spv, |b, s| {
            b.iter(|| dxil_emit::compile_spirv(s, &opts).unwrap())
        });
        g.throughput(Throughput::Elements(instructions(&from_ir)));
        g.bench_with_input(BenchmarkId::new("clang_ir", &name), &text, |b, t| {
            b.iter(|| dxil_emit::compile(t, &opts).unwrap())
        });
    }
    g.finish();
}

/// The generated shaders both ways, SPIR-V ([`common::gen::compute_shader_spirv`]) and
/// clang's IR ([`common::gen::compute_shader`]): the same chain of `n` instructions, so
/// the cost per instruction of the two front ends compares from 1k to 1M.
fn compile_spirv_generated(c: &mut Criterion) {
    let mut g = c.benchmark_group("compile_spirv_generated");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(300));
    g.measurement_time(Duration::from_secs(2));
    let opts = dxil_emit::Options::default();
    for n in [1_000usize, 100_000, 1_000_000] {
        let words = common::gen::compute_shader_spirv(n);
        let spv: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let text = common::gen::compute_shader(n);
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::new("spirv", n), &spv, |b, s| {
            b.iter(|| dxil_emit::compile_spirv(s, &opts).unwrap())
        });
        g.bench_with_input(BenchmarkId::new("clang_ir", n), &text, |b, t| {
            b.iter(|| dxil_emit::compile(t, &opts).unwrap())
        });
    }
    g.finish();
}

/// The whole compiler on the other shapes of module (`common::shapes`: many functions,
/// many blocks) at 1k and 10k of each: how the cost grows with the module (issue 33).
fn compile_shapes(c: &mut Criterion) {
    let mut g = c.benchmark_group("compile_shapes");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(500));
    for &(shape, make) in common::shapes::SHAPES {
        for n in [1_000, 10_000] {
            let text = make(n);
            let opts = dxil_emit::Options::default();
            g.throughput(Throughput::Elements(n as u64));
            g.bench_with_input(BenchmarkId::new(shape, n), &text, |b, t| {
                b.iter(|| dxil_emit::compile(t, &opts).unwrap())
            });
        }
    }
    g.finish();
}

/// What `-O1`'s passes cost (issue 32): every corpus shader compiled as one batch at
/// `-O0` and at `-O1` (the copy forwarding finds nothing there: the passes' bare cost),
/// and the test program they rewrite most (`tests/programs/local_array_copies`).
fn optimization_cost(c: &mut Criterion) {
    let mut g = c.benchmark_group("optimization_cost");
    g.sample_size(10);
    let corpus: Vec<(String, dxil_emit::Options)> = corpus_files()
        .into_iter()
        .map(|(name, text)| (text, corpus_options(&name)))
        .filter(|(text, opts)| dxil_emit::compile(text, opts).is_ok())
        .collect();
    let program = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/local_array_copies.ll"),
    )
    .expect("the test program");
    for (level, name) in [
        (dxil_emit::OptLevel::O0, "O0"),
        (dxil_emit::OptLevel::O1, "O1"),
    ] {
        let with_level = |opts: &dxil_emit::Options| dxil_emit::Options {
            opt_level: level,
            ..opts.clone()
        };
        if !corpus.is_empty() {
            g.bench_function(BenchmarkId::new("corpus", name), |b| {
                b.iter(|| {
                    for (text, opts) in &corpus {
                        dxil_emit::compile(text, &with_level(opts)).unwrap();
                    }
                })
            });
        }
        let opts = with_level(&dxil_emit::Options::default());
        g.bench_function(BenchmarkId::new("local_array_copies", name), |b| {
            b.iter(|| dxil_emit::compile(&program, &opts).unwrap())
        });
    }
    g.finish();
}

criterion_group!(
    benches,
    parse,
    bitcode,
    compile,
    compile_corpus,
    validate_corpus,
    compile_spirv,
    compile_spirv_generated,
    compile_shapes,
    optimization_cost
);
criterion_main!(benches);
