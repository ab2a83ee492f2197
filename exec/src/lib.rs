//! `dxil-exec`: runs DXIL compute shaders on the CPU and checks what they write.
//!
//! The high-level entry is [`run_test`]: an offload-test-suite pipeline (YAML, or a
//! whole `test.txt`) and a DXIL container in, a [`RunReport`] out. Below it, engines
//! can [`load_container`], [`decode`] the entry point into a [`Program`], fill
//! [`Resources`] with buffers bound to registers, and [`Machine::dispatch`] groups.
//!
//! Semantics follow DXIL.rst and D3D's rules: waves of 4 to 128 lanes in lockstep,
//! diverging at branches and reconverging at the immediate post-dominator; group
//! barriers; fp32 denormals flushed unless the module preserves them; out-of-bounds
//! buffer loads read zero and stores are dropped.
#![warn(missing_docs)]

pub mod bind;
pub mod buffers;
pub mod error;
pub mod formats;
pub mod machine;
pub mod offload_test;
pub mod ops;
pub mod pipeline;
pub mod program;
pub mod report;
pub mod results;
pub mod wave;

pub use bind::{bind_pipeline, BoundPipeline};
pub use buffers::{Resources, Storage, View, ViewKind};
pub use error::ExecError;
pub use formats::Format;
pub use machine::{DispatchStats, Machine, RunOptions};
pub use pipeline::{parse_pipeline, Pipeline};
pub use program::{decode, DecodeOptions, Program};
pub use report::{BufferDump, RuleReport, RunReport};

use dxil_container::RootSignature;
use dxil_ir::Module;

/// A module read from a container, with the container's root signature.
pub struct LoadedShader {
    /// The DXIL module.
    pub module: Module,
    /// The `RTS0` part, if the container has one.
    pub root_signature: Option<RootSignature>,
}

/// Reads the DXIL module (and root signature) of a container.
pub fn load_container(bytes: &[u8]) -> Result<LoadedShader, ExecError> {
    let parsed = dxil_container::read(bytes).map_err(|e| ExecError::Container(e.to_string()))?;
    let bitcode = parsed
        .bitcode()
        .ok_or_else(|| ExecError::Container("no DXIL program part".into()))?;
    let module =
        dxil_bitcode::read_module(bitcode).map_err(|e| ExecError::Bitcode(e.to_string()))?;
    Ok(LoadedShader {
        module,
        root_signature: parsed.root_signature().cloned(),
    })
}

/// Runs the pipeline `pipeline_text` (YAML or a whole offload `test.txt`) with the
/// shader in `container`, and checks its `Results` rules.
pub fn run_test(
    pipeline_text: &str,
    container: &[u8],
    opts: &RunOptions,
) -> Result<RunReport, ExecError> {
    let pipeline = parse_pipeline(pipeline_text)?;
    let shader = load_container(container)?;
    run_pipeline(
        &pipeline,
        &shader.module,
        shader.root_signature.as_ref(),
        opts,
    )
}

/// Runs a parsed pipeline with the shader `module`; `root` is the root signature the
/// pipeline's root parameters bind through.
pub fn run_pipeline(
    pipeline: &Pipeline,
    module: &Module,
    root: Option<&RootSignature>,
    opts: &RunOptions,
) -> Result<RunReport, ExecError> {
    let prog = decode(
        module,
        &DecodeOptions {
            entry: pipeline.entry().map(str::to_string),
        },
    )?;
    let bound = bind_pipeline(pipeline, &prog, root)?;
    let mut machine = Machine::new(&prog, bound.resources, opts)?;
    let stats = machine.dispatch(pipeline.dispatch)?;
    let wave_size = machine.wave_size();
    let mut resources = machine.resources;
    let buffers = pipeline
        .buffers
        .iter()
        .map(|b| {
            let ids = bound.storages.get(&b.name).cloned().unwrap_or_default();
            let storages: Vec<Storage> = ids
                .iter()
                .filter_map(|&i| resources.storages.get_mut(i).map(std::mem::take))
                .collect();
            let counters = bound
                .counters
                .contains(&b.name)
                .then(|| storages.iter().map(|s| s.counter).collect());
            BufferDump {
                name: b.name.clone(),
                format: b.format,
                channels: b.channels,
                stride: b.stride,
                data: storages.into_iter().map(|s| s.bytes).collect(),
                is_array: b.data.len() > 1,
                counters,
                output_props: b.output_props,
            }
        })
        .collect::<Vec<_>>();
    let mut rules = Vec::new();
    for r in &pipeline.results {
        let find = |n: &str| {
            buffers.iter().find(|b| b.name == n).ok_or_else(|| {
                ExecError::pipeline(format!("result {}: no buffer named {n}", r.name))
            })
        };
        let (a, e) = (find(&r.actual)?, find(&r.expected)?);
        rules.push(RuleReport {
            name: r.name.clone(),
            rule: r.rule,
            actual: r.actual.clone(),
            expected: r.expected.clone(),
            comparison: results::compare(&r.rule, e.format, &a.data, &e.data),
        });
    }
    Ok(RunReport {
        rules,
        buffers,
        stats,
        wave_size,
    })
}
