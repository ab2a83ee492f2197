//! The `dxil-emit` command.

mod args;
mod compile_cmd;
mod llvm_args;
mod output;

use args::{Cli, Command, RawArgs, RunArgs};
use clap::Parser;
use dxil_emit::diagnostic::render_error;
use llvm_args::parse_llvm_args;
use output::{read_input, read_input_bytes, write_output};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    // WASI preview 1 has no working directory: a module starts at `/` of its preopened
    // directories. A runner that preopens `/` passes the host's in PWD (as
    // scripts/wasi-run.mjs does); start there, so relative paths mean what they mean
    // natively.
    #[cfg(target_os = "wasi")]
    if let Some(pwd) = std::env::var_os("PWD") {
        let _ = std::env::set_current_dir(pwd);
    }
    let argv = args::rewrite_dxc_spellings(std::env::args());
    let cli = match Cli::try_parse_from(argv) {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            let rendered = e.to_string();
            let first = rendered.lines().next().unwrap_or("bad arguments");
            eprintln!("dxil-emit: {first}");
            return ExitCode::FAILURE;
        }
    };
    let result = match &cli.command {
        Command::Compile(a) => compile_cmd::run(a),
        Command::Dis(a) => dis(&a.input, &a.output),
        Command::Reflect(a) => reflect(a),
        Command::Validate(a) => validate(a),
        Command::Opt(a) => opt(a),
        Command::Llc(a) => llc(a),
        Command::Run(a) => run(a),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(msg) => {
            eprintln!("dxil-emit: error: {msg}");
            ExitCode::FAILURE
        }
    }
}

fn shown(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".into()
    } else {
        path.display().to_string()
    }
}

fn dis(input: &Path, output: &Path) -> Result<bool, String> {
    let bytes = read_input_bytes(input).map_err(|e| format!("{}: {e}", shown(input)))?;
    let text = dxil_emit::disassemble(&bytes).map_err(|e| format!("{}: {e}", shown(input)))?;
    write_output(output, text.as_bytes())?;
    Ok(true)
}

fn reflect(a: &args::ReflectArgs) -> Result<bool, String> {
    let bytes = read_input_bytes(&a.input).map_err(|e| format!("{}: {e}", shown(&a.input)))?;
    let r = dxil_emit::reflect::reflect(&bytes).map_err(|e| format!("{}: {e}", shown(&a.input)))?;
    let text = if a.json {
        r.to_json() + "\n"
    } else {
        r.to_text()
    };
    write_output(&a.output, text.as_bytes())?;
    Ok(true)
}

fn validate(a: &args::ValidateArgs) -> Result<bool, String> {
    let mut valid = true;
    let mut json = serde_json::Map::new();
    for input in &a.inputs {
        let bytes = read_input_bytes(input).map_err(|e| format!("{}: {e}", shown(input)))?;
        let v = dxil_emit::validate::validate(&bytes);
        valid &= v.is_valid();
        if a.json {
            json.insert(
                shown(input),
                serde_json::to_value(&v).map_err(|e| e.to_string())?,
            );
        } else {
            for line in v.to_text().lines() {
                println!("{}: {line}", shown(input));
            }
        }
    }
    if a.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json).map_err(|e| e.to_string())?
        );
    }
    Ok(valid)
}

/// Reads the input of an LLVM-style command and reports errors against it.
fn with_input(
    a: &llvm_args::LlvmArgs,
    f: impl FnOnce(&str) -> Result<Vec<u8>, dxil_emit::Error>,
) -> Result<bool, String> {
    let input = a.input.clone().unwrap_or_else(|| PathBuf::from("-"));
    let name = shown(&input);
    let text = read_input(&input).map_err(|e| format!("{name}: {e}"))?;
    match f(&text) {
        Ok(bytes) => {
            if !a.disable_output {
                let out = a.output.clone().unwrap_or_else(|| PathBuf::from("-"));
                write_output(&out, &bytes)?;
            }
            Ok(true)
        }
        Err(e) => {
            eprint!("{}", render_error(&name, &text, &e));
            Ok(false)
        }
    }
}

fn opt(raw: &RawArgs) -> Result<bool, String> {
    let a = parse_llvm_args(&raw.args, dxil_emit::is_pass_flag)?;
    with_input(&a, |text| {
        let out = dxil_emit::run_passes(text, &a.passes, a.triple.as_deref())?;
        // Analyses print to stderr, as LLVM's do.
        eprint!("{}", out.printed);
        Ok(if a.disable_output {
            Vec::new()
        } else {
            out.module_text().into_bytes()
        })
    })
}

fn llc(raw: &RawArgs) -> Result<bool, String> {
    let a = parse_llvm_args(&raw.args, |_| false)?;
    with_input(&a, |text| {
        let opts = dxil_emit::Options {
            emit: if a.object {
                dxil_emit::EmitKind::Container
            } else {
                dxil_emit::EmitKind::Text
            },
            // `llc` stands in for LLVM's in LLVM's tests: LLVM's container conventions.
            container_style: dxil_emit::ContainerStyle::Llvm,
            ..dxil_emit::Options::default()
        };
        let opts = dxil_emit::with_triple(opts, a.triple.as_deref())?;
        let compiled = dxil_emit::compile(text, &opts)?;
        Ok(compiled.output().into_owned())
    })
}

fn run(a: &RunArgs) -> Result<bool, String> {
    let pipeline = read_input(&a.pipeline).map_err(|e| format!("{}: {e}", shown(&a.pipeline)))?;
    let container =
        read_input_bytes(&a.container).map_err(|e| format!("{}: {e}", shown(&a.container)))?;
    let mut opts = dxil_emit::exec::RunOptions {
        wave_size: a.wave_size,
        ..dxil_emit::exec::RunOptions::default()
    };
    if let Some(n) = a.max_steps {
        opts.max_steps = n;
    }
    let report = dxil_emit::exec::run_test(&pipeline, &container, &opts)
        .map_err(|e| format!("{}: {e}", shown(&a.container)))?;
    let mut out = String::new();
    if a.dump {
        out.push_str(&report.dump());
    }
    if report.passed() {
        out.push_str("PASS\n");
    } else {
        out.push_str(&report.failures());
        out.push_str("FAIL\n");
    }
    write_output(Path::new("-"), out.as_bytes())?;
    Ok(report.passed())
}
