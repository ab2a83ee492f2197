//! Command-line arguments: clap definitions, and the rewriting of the dxc spellings
//! (`-Fo`, `-Fc`) that clap cannot take as they are.

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// Compile LLVM IR for HLSL shaders to DXIL containers.
#[derive(Parser, Debug)]
#[command(name = "dxil-emit", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Compile `.ll` files to DXIL containers (or bitcode, or DXIL text).
    Compile(Box<CompileArgs>),
    /// Print a container's parts and its disassembled module, or a bitcode file's module.
    Dis(DisArgs),
    /// Print what an engine reads of a container to bind its shader (resources,
    /// constant buffers, signatures, thread group, features), as text or JSON.
    Reflect(ReflectArgs),
    /// Check containers against DXIL's validation rules (README, Validation):
    /// one line per broken rule, exit code 1 when any container breaks one.
    Validate(ValidateArgs),
    /// Stand-in for LLVM's `opt`: run DirectX passes and print the module.
    Opt(RawArgs),
    /// Stand-in for LLVM's `llc`: lower to DXIL and print it or write a container (in
    /// LLVM's container style: DXIL part first, HASH always, PSV0 version 0 without
    /// `!dx.valver`).
    Llc(RawArgs),
    /// Run a compute shader container on the CPU with an offload-test pipeline and
    /// check its results.
    Run(RunArgs),
}

/// `dxil-emit run`.
#[derive(Args, Debug)]
pub struct RunArgs {
    /// The pipeline: offload-test-suite YAML, or a whole test.txt.
    pub pipeline: PathBuf,
    /// The container to run.
    pub container: PathBuf,
    /// Print every buffer after the dispatch.
    #[arg(long)]
    pub dump: bool,
    /// Lanes per wave (a power of two from 4 to 128; default 32 or the shader's size).
    #[arg(long = "wave-size")]
    pub wave_size: Option<u32>,
    /// Stop after this many wave instructions.
    #[arg(long = "max-steps")]
    pub max_steps: Option<u64>,
}

/// Output kinds of `compile --emit`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmitArg {
    /// A DXIL container.
    Container,
    /// Bare LLVM 3.7 bitcode.
    Bitcode,
    /// DXIL as text.
    Ll,
}

/// Digest modes of `compile --digest`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DigestArg {
    /// 16 bytes of 0x01 (the default).
    Bypass,
    /// The validator's hash, for a container our validator accepts (else an error).
    Retail,
    /// Zeros.
    Zero,
}

/// `dxil-emit compile`.
#[derive(Args, Debug)]
pub struct CompileArgs {
    /// Input `.ll` files (`-` for standard input).
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// Output file (`-` for standard output); default: the input path with `.dxil`.
    #[arg(short = 'o', long = "output", alias = "Fo")]
    pub output: Option<PathBuf>,
    /// Directory for the outputs of several inputs.
    #[arg(long = "out-dir")]
    pub out_dir: Option<PathBuf>,
    /// Parallel jobs in batch mode (default: the number of cores).
    #[arg(short = 'j', long = "jobs")]
    pub jobs: Option<usize>,
    /// Shader model, e.g. `6.6` (default: from the target triple).
    #[arg(long = "shader-model")]
    pub shader_model: Option<String>,
    /// Target profile as dxc spells it, e.g. `cs_6_6`.
    #[arg(short = 'T', long = "profile")]
    pub profile: Option<String>,
    /// Validator version, e.g. `1.8`.
    #[arg(long = "validator-version")]
    pub validator_version: Option<String>,
    /// Entry function name.
    #[arg(short = 'E', long = "entry")]
    pub entry: Option<String>,
    /// The HLSL source of a clang 22 pixel/vertex shader (its IR names no semantics):
    /// a file, or a directory holding `<input stem>.hlsl`. Without it, the module's
    /// `source_filename` or `<input stem>.hlsl` beside the input is used if it exists.
    #[arg(long = "hlsl")]
    pub hlsl: Option<std::path::PathBuf>,
    /// A macro for reading the HLSL source, `NAME=VALUE` (or `NAME`, meaning 1), as
    /// the compiler of that source was given it (dxc's `-D`).
    #[arg(short = 'D', long = "define", value_name = "NAME[=VALUE]")]
    pub defines: Vec<String>,
    /// A directory the HLSL source's `#include`s are looked for in (after the
    /// including file's own directory for `#include "..."`), as clang's `-I DIR`.
    #[arg(short = 'I', long = "include-dir", value_name = "DIR")]
    pub include_dirs: Vec<PathBuf>,
    /// For a SPIR-V input: a JSON file saying where Vulkan's (set, binding) go in
    /// Direct3D, `{"bindings": [{"set": S, "binding": B, "space": X, "register": R,
    /// "class": "uav"}], "push_constants": {"space": X, "register": R}}` ("class" and
    /// both keys optional). Default: set s, binding b → space s, register b of the class
    /// the type implies; push constants at b0, space0.
    #[arg(long = "binding-map", value_name = "FILE")]
    pub binding_map: Option<PathBuf>,
    /// For a SPIR-V input: the value of the specialization constant with `SpecId` ID
    /// (`true`, `false`, an integer or a number, converted to the constant's type);
    /// repeat for several. The others keep their defaults.
    #[arg(long = "spec-constant", value_name = "ID=VALUE")]
    pub spec_constants: Vec<String>,
    /// For a SPIR-V tessellation shader: the other tessellation stage's SPIR-V module,
    /// for what GLSL declares only there (an evaluation shader's domain, partitioning
    /// and winding for the hull shader; a control shader's output control points for
    /// the domain shader).
    #[arg(long = "tess-partner", value_name = "FILE")]
    pub tess_partner: Option<PathBuf>,
    /// For a SPIR-V tessellation control shader: the control points of an input patch
    /// (Vulkan's `patchControlPoints`); default: the size of its per-vertex input
    /// arrays, or (for GLSL's unsized ones) its output control points.
    #[arg(long = "patch-control-points", value_name = "N")]
    pub patch_control_points: Option<u32>,
    /// For a SPIR-V vertex, domain, geometry or mesh shader: negate the Y of its output
    /// position (Vulkan's clip space points Y down, Direct3D's up), instead of flipping
    /// the viewport.
    #[arg(long = "flip-y")]
    pub flip_y: bool,
    /// What to write.
    #[arg(long = "emit", value_enum, default_value = "container")]
    pub emit: EmitArg,
    /// How to fill in the container digest.
    #[arg(long = "digest", value_enum, default_value = "bypass")]
    pub digest: DigestArg,
    /// Also print the lowered DXIL as text to this file (dxc's `-Fc`).
    #[arg(long = "Fc")]
    pub print_dxil: Option<PathBuf>,
    /// Also write the container's reflection as JSON to this file (see `reflect`).
    #[arg(long = "reflect-out")]
    pub reflect_out: Option<PathBuf>,
    /// Leave out the reflection part (STAT: cbuffer variables, structured-buffer
    /// element types, names) and strip resource names from the DXIL part (dxc's
    /// `-Qstrip_reflect`).
    #[arg(long = "strip-reflection")]
    pub strip_reflection: bool,
    /// Write the container without checking it against DXIL's validation rules
    /// (`dxil-emit validate`), which `compile` does by default, refusing to write a
    /// container that breaks one.
    #[arg(long = "no-validate")]
    pub no_validate: bool,
    /// Optimization level: `-O1` (the default) also reads local arrays that only hold
    /// a copy at their source, as DXC does; `-O0` lowers the code as it comes (to
    /// bisect a bug to an optimization).
    #[arg(short = 'O', default_value = "1", value_parser = ["0", "1"])]
    pub opt_level: String,
}

/// `dxil-emit dis`.
#[derive(Args, Debug)]
pub struct DisArgs {
    /// A container (`.dxil`) or bitcode (`.bc`) file (`-`, the default, for standard
    /// input).
    #[arg(default_value = "-")]
    pub input: PathBuf,
    /// Where to write the text (`-`, the default, for standard output), as
    /// `dxil-dis -o` takes it.
    #[arg(short = 'o', default_value = "-")]
    pub output: PathBuf,
}

/// `dxil-emit reflect`.
#[derive(Args, Debug)]
pub struct ReflectArgs {
    /// A container (`.dxil`; `-`, the default, for standard input).
    #[arg(default_value = "-")]
    pub input: PathBuf,
    /// Print JSON (the schema is in the README) instead of text.
    #[arg(long)]
    pub json: bool,
    /// Where to write it (`-`, the default, for standard output).
    #[arg(short = 'o', default_value = "-")]
    pub output: PathBuf,
}

/// `dxil-emit validate`.
#[derive(Args, Debug)]
pub struct ValidateArgs {
    /// Containers (`.dxil`; `-` for standard input).
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// Print the diagnostics as JSON (`{file: {diagnostics: [{rule, message,
    /// location}]}}`).
    #[arg(long)]
    pub json: bool,
}

/// Arguments passed through as LLVM's tools spell them.
#[derive(Args, Debug)]
pub struct RawArgs {
    /// The arguments, LLVM style (`-S`, `-passes=...`, `-dxil-op-lower`, `-mtriple=...`).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Rewrites the dxc spellings `-Fo X`, `-FoX`, `-Fc X` into `--Fo X` / `--Fc X`, which
/// clap understands, leaving everything else as it is.
pub fn rewrite_dxc_spellings(args: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    for a in args {
        let mut done = false;
        for flag in ["-Fo", "-Fc"] {
            if a == flag {
                out.push(format!("-{flag}"));
                done = true;
            } else if let Some(rest) = a.strip_prefix(flag) {
                out.push(format!("-{flag}"));
                out.push(rest.to_string());
                done = true;
            }
            if done {
                break;
            }
        }
        if !done {
            out.push(a);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dxc_spellings_become_long_flags() {
        let v = rewrite_dxc_spellings(
            ["dxil-emit", "compile", "-Foout.dxil", "-Fc", "x.ll", "a.ll"]
                .iter()
                .map(|s| s.to_string()),
        );
        assert_eq!(
            v,
            [
                "dxil-emit",
                "compile",
                "--Fo",
                "out.dxil",
                "--Fc",
                "x.ll",
                "a.ll"
            ]
        );
    }
}
