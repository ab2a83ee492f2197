//! How long the whole offload suite takes to interpret, and how many instructions per
//! second the interpreter runs (criterion's throughput: lane instructions).

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use dxil_exec::{parse_pipeline, run_pipeline, Pipeline, RunOptions, RunReport};

struct Case {
    pipeline: Pipeline,
    shader: dxil_exec::LoadedShader,
}

fn load_cases() -> Vec<Case> {
    let Some(root) = common::offload_dir() else {
        return Vec::new();
    };
    let skip = common::exceptions(include_str!("../tests/offload_exceptions.txt"));
    common::test_dirs(&root)
        .into_iter()
        .filter(|d| {
            let name = d.file_name().map(|n| n.to_string_lossy().into_owned());
            !skip.iter().any(|(n, _)| Some(n) == name.as_ref())
        })
        .filter_map(|d| {
            let text = std::fs::read_to_string(d.join("test.txt")).ok()?;
            let dxil = std::fs::read(d.join("dxc.dxil")).ok()?;
            Some(Case {
                pipeline: parse_pipeline(&text).ok()?,
                shader: dxil_exec::load_container(&dxil).ok()?,
            })
        })
        .collect()
}

fn run_all(cases: &[Case]) -> (u64, u64) {
    let (mut lane, mut wave) = (0, 0);
    for c in cases {
        let r: Result<RunReport, _> = run_pipeline(
            &c.pipeline,
            &c.shader.module,
            c.shader.root_signature.as_ref(),
            &RunOptions::default(),
        );
        if let Ok(r) = r {
            lane += r.stats.lane_instructions;
            wave += r.stats.wave_instructions;
        }
    }
    (lane, wave)
}

fn bench(c: &mut Criterion) {
    let cases = load_cases();
    if cases.is_empty() {
        eprintln!("note: no offload tests found; nothing to measure");
        return;
    }
    let start = std::time::Instant::now();
    let (lane, wave) = run_all(&cases);
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "offload suite: {} tests, {lane} lane instructions ({wave} wave instructions) in {secs:.3} s: {:.1} M lane instructions/s",
        cases.len(),
        lane as f64 / secs / 1e6
    );
    let mut g = c.benchmark_group("offload_suite");
    g.sample_size(10);
    g.throughput(Throughput::Elements(lane));
    g.bench_function("decode_bind_run_check", |b| b.iter(|| run_all(&cases)));
    g.finish();
    mandelbrot(c);
}

/// Raw interpreter speed: the first 8 groups (8192 threads, two rows of the image) of
/// the Mandelbrot test, whose loop runs up to 2000 iterations per thread.
fn mandelbrot(c: &mut Criterion) {
    let Some(dir) = common::offload_dir().map(|d| d.join("Basic__Mandelbrot")) else {
        return;
    };
    let (Ok(text), Ok(dxil)) = (
        std::fs::read_to_string(dir.join("test.txt")),
        std::fs::read(dir.join("dxc.dxil")),
    ) else {
        return;
    };
    let (Ok(mut pipeline), Ok(shader)) = (parse_pipeline(&text), dxil_exec::load_container(&dxil))
    else {
        return;
    };
    pipeline.dispatch = [8, 1, 1];
    // Room for the 8192 float4 pixels written, not the whole 4096x4096 image.
    for b in &mut pipeline.buffers {
        b.data = vec![vec![0; 8192 * 16]];
    }
    let run = || {
        run_pipeline(&pipeline, &shader.module, None, &RunOptions::default())
            .map(|r| (r.stats.lane_instructions, r.stats.wave_instructions))
            .unwrap_or((0, 0))
    };
    let start = std::time::Instant::now();
    let (lane, wave) = run();
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "mandelbrot, 8 groups: {lane} lane instructions ({wave} wave instructions) in {secs:.3} s: {:.1} M lane, {:.1} M wave instructions/s",
        lane as f64 / secs / 1e6,
        wave as f64 / secs / 1e6
    );
    let mut g = c.benchmark_group("mandelbrot_8_groups");
    g.sample_size(10);
    g.throughput(Throughput::Elements(lane));
    g.bench_function("run", |b| b.iter(run));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
