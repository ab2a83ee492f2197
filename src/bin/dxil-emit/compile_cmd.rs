//! `dxil-emit compile`: one input to one output, or many inputs in parallel into a
//! directory.

use crate::args::{CompileArgs, DigestArg, EmitArg};
use crate::output::{read_input, read_input_bytes, text_of, write_output};
use dxil_emit::{DigestMode, EmitKind, OptLevel, Options};
use dxil_model::shader_model::MAX_SM6_MINOR;
use dxil_model::ShaderModel;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Runs the command; returns whether everything compiled.
pub fn run(args: &CompileArgs) -> Result<bool, String> {
    let opts = options(args)?;
    if args.inputs.len() == 1 && args.out_dir.is_none() {
        let input = &args.inputs[0];
        let output = match &args.output {
            Some(o) => o.clone(),
            None if input.as_os_str() == "-" => PathBuf::from("-"),
            None => default_output(input, opts.emit),
        };
        // Fail before the work, not after it, when the output cannot be written.
        for path in std::iter::once(&output)
            .chain(args.print_dxil.as_ref())
            .chain(args.reflect_out.as_ref())
        {
            check_output_dir(path)?;
        }
        if args.reflect_out.is_some() && opts.emit != EmitKind::Container {
            return Err("--reflect-out reflects a container: it needs --emit container".into());
        }
        let extra = ExtraOutputs {
            dxil_text: args.print_dxil.as_deref(),
            reflection: args.reflect_out.as_deref(),
        };
        return Ok(compile_one(
            input,
            &output,
            extra,
            &opts,
            args.hlsl.as_deref(),
        ));
    }
    if args.output.is_some() {
        return Err("-o names one output file: with several inputs use --out-dir".into());
    }
    let dir = args
        .out_dir
        .as_ref()
        .ok_or("several inputs need --out-dir DIR")?;
    if !dir.is_dir() {
        return Err(format!(
            "output directory '{}' does not exist",
            dir.display()
        ));
    }
    if args.print_dxil.is_some() || args.reflect_out.is_some() {
        return Err("--Fc and --reflect-out name one file: use them with a single input".into());
    }
    Ok(batch(args, dir, &opts))
}

fn options(args: &CompileArgs) -> Result<Options, String> {
    let mut opts = Options {
        entry: args.entry.clone(),
        hlsl_defines: args
            .defines
            .iter()
            .map(|d| match d.split_once('=') {
                Some((name, value)) => (name.to_string(), value.to_string()),
                None => (d.clone(), "1".to_string()),
            })
            .collect(),
        include_dirs: args.include_dirs.clone(),
        emit: match args.emit {
            EmitArg::Container => EmitKind::Container,
            EmitArg::Bitcode => EmitKind::Bitcode,
            EmitArg::Ll => EmitKind::Text,
        },
        digest: match args.digest {
            DigestArg::Bypass => DigestMode::Bypass,
            DigestArg::Retail => DigestMode::Retail,
            DigestArg::Zero => DigestMode::Zero,
        },
        strip_reflection: args.strip_reflection,
        skip_validation: args.no_validate,
        opt_level: if args.opt_level == "0" {
            OptLevel::O0
        } else {
            OptLevel::O1
        },
        ..Options::default()
    };
    if let Some(file) = &args.binding_map {
        opts.spirv_bindings = dxil_emit::binding_map_file::read(file).map_err(|e| e.to_string())?;
    }
    if let Some(file) = &args.tess_partner {
        let bytes = std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let words = dxil_spirv::words(&bytes).map_err(|e| format!("{}: {e}", file.display()))?;
        opts.spirv_tessellation = dxil_spirv::TessellationOptions::from_partner(&words)
            .map_err(|e| format!("{}: {e}", file.display()))?;
    }
    opts.spirv_tessellation.input_control_points = args.patch_control_points;
    opts.spirv_flip_y = args.flip_y;
    for given in &args.spec_constants {
        let (id, value) = given
            .split_once('=')
            .ok_or_else(|| format!("--spec-constant '{given}': expected ID=VALUE"))?;
        let id: u32 = id
            .trim()
            .parse()
            .map_err(|_| format!("--spec-constant '{given}': '{id}' is not a SpecId"))?;
        let value = value
            .parse()
            .map_err(|e| format!("--spec-constant '{given}': {e}"))?;
        opts.spirv_specializations.insert(id, value);
    }
    if let Some(p) = &args.profile {
        let sm = ShaderModel::from_profile(p)
            .ok_or_else(|| format!("bad profile '{p}' (expected a stage and 6.x, e.g. cs_6_6)"))?;
        opts.stage = Some(sm.kind);
        opts.shader_model = Some((sm.major, sm.minor));
    }
    if let Some(v) = &args.shader_model {
        let bad = || format!("bad shader model '{v}' (expected 6.0 to 6.{MAX_SM6_MINOR})");
        let (major, minor) = dxil_emit::parse_version(v).ok_or_else(bad)?;
        if major != 6 || minor > MAX_SM6_MINOR {
            return Err(bad());
        }
        opts.shader_model = Some((major, minor));
    }
    if let Some(v) = &args.validator_version {
        let vv = dxil_emit::parse_version(v)
            .filter(|(major, _)| *major == 1)
            .ok_or_else(|| format!("bad validator version '{v}' (expected 1.x, e.g. 1.8)"))?;
        opts.validator_version = Some(vv);
    }
    Ok(opts)
}

fn check_output_dir(path: &Path) -> Result<(), String> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() && !dir.is_dir() => Err(format!(
            "output directory '{}' does not exist",
            dir.display()
        )),
        _ => Ok(()),
    }
}

fn default_output(input: &Path, emit: EmitKind) -> PathBuf {
    input.with_extension(match emit {
        EmitKind::Container => "dxil",
        EmitKind::Bitcode => "bc",
        EmitKind::Text => "dxil.ll",
    })
}

/// Files written beside the output, when asked for.
#[derive(Clone, Copy, Default)]
struct ExtraOutputs<'a> {
    /// The lowered DXIL as text (`--Fc`).
    dxil_text: Option<&'a Path>,
    /// The container's reflection as JSON (`--reflect-out`).
    reflection: Option<&'a Path>,
}

/// Compiles `input` to `output`, printing any error; returns success.
fn compile_one(
    input: &Path,
    output: &Path,
    extra: ExtraOutputs<'_>,
    opts: &Options,
    hlsl: Option<&Path>,
) -> bool {
    let shown = if input.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        input.display().to_string()
    };
    match compile_to_files(input, &shown, output, extra, opts, hlsl, Afterwards::Exit) {
        Ok(()) => true,
        Err(msg) => {
            eprint!("{msg}");
            false
        }
    }
}

/// What the process does once a file is compiled and written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Afterwards {
    /// Compiles more files: what one compile held is freed.
    Continue,
    /// Exits: the compiled module is left to the operating system, as LLVM's tools do
    /// (`-disable-free`), since freeing it piece by piece costs time the exit does not
    /// (3% of a 100k-function library).
    Exit,
}

fn compile_to_files(
    input: &Path,
    shown: &str,
    output: &Path,
    extra: ExtraOutputs<'_>,
    opts: &Options,
    hlsl: Option<&Path>,
    afterwards: Afterwards,
) -> Result<(), String> {
    let bytes = read_input_bytes(input).map_err(|e| format!("{shown}: error: {e}\n"))?;
    if dxil_emit::is_spirv(&bytes) {
        let compiled =
            dxil_emit::compile_spirv(&bytes, opts).map_err(|e| format!("{shown}: error: {e}\n"))?;
        return finish(compiled, shown, output, extra, afterwards);
    }
    let text = text_of(bytes).map_err(|e| format!("{shown}: error: {e}\n"))?;
    let opts = &with_hlsl_source(opts, hlsl, input, &text)?;
    let parsed = dxil_emit::parse(&text)
        .map_err(|e| dxil_emit::diagnostic::render_error(shown, &text, &e))?;
    // Past parsing the text only shows where an error is: a file's is freed now (it is
    // as large as the module) and read again if an error needs it.
    let kept = (input.as_os_str() == "-").then_some(text);
    let compiled = dxil_emit::compile_parsed(parsed, opts).map_err(|e| {
        let text = kept.or_else(|| read_input(input).ok()).unwrap_or_default();
        dxil_emit::diagnostic::render_error(shown, &text, &e)
    })?;
    finish(compiled, shown, output, extra, afterwards)
}

/// Writes `compiled` ([`write_compiled`]), then frees it or not as `afterwards` says.
fn finish(
    compiled: dxil_emit::Compiled,
    shown: &str,
    output: &Path,
    extra: ExtraOutputs<'_>,
    afterwards: Afterwards,
) -> Result<(), String> {
    let written = write_compiled(&compiled, shown, output, extra);
    if afterwards == Afterwards::Exit {
        std::mem::forget(compiled);
    }
    written
}

/// Writes what `compiled` holds to `output` and the extra outputs, after printing its
/// remarks.
fn write_compiled(
    compiled: &dxil_emit::Compiled,
    shown: &str,
    output: &Path,
    extra: ExtraOutputs<'_>,
) -> Result<(), String> {
    for remark in compiled.remarks() {
        eprintln!("{shown}: {remark}");
    }
    if let Some(path) = extra.dxil_text {
        write_output(path, compiled.dxil_text().as_bytes())
            .map_err(|e| format!("{}: error: {e}\n", path.display()))?;
    }
    if let Some(path) = extra.reflection {
        let json = match compiled.reflection() {
            Some(Ok(r)) => reflection_json(&r, compiled.spirv_bindings()) + "\n",
            Some(Err(e)) => return Err(format!("{shown}: error: reflecting the container: {e}\n")),
            None => return Err(format!("{shown}: error: no container to reflect\n")),
        };
        write_output(path, json.as_bytes())
            .map_err(|e| format!("{}: error: {e}\n", path.display()))?;
    }
    write_output(output, &compiled.output())
        .map_err(|e| format!("{}: error: {e}\n", output.display()))
}

/// The reflection as JSON; for a SPIR-V input with a container, with `spirv_bindings`:
/// each resource's name, class, Vulkan (set, binding) and Direct3D (space, register).
fn reflection_json(
    reflection: &dxil_emit::reflect::Reflection,
    bound: &[dxil_emit::spirv::BoundResource],
) -> String {
    if bound.is_empty() {
        return reflection.to_json();
    }
    let Ok(mut value) = serde_json::to_value(reflection) else {
        return reflection.to_json();
    };
    let bound: Vec<serde_json::Value> = bound
        .iter()
        .map(|b| {
            serde_json::json!({
                "name": b.name,
                "class": b.class.name(),
                "set": b.set,
                "binding": b.binding,
                "space": b.to.space,
                "register": b.to.register,
                "push_constants": b.push_constants,
            })
        })
        .collect();
    if let Some(fields) = value.as_object_mut() {
        fields.insert("spirv_bindings".into(), bound.into());
    }
    serde_json::to_string_pretty(&value).unwrap_or_else(|_| reflection.to_json())
}

/// `opts` with the HLSL source of `input` (whose text is `ir`): the one `--hlsl` names
/// (the file itself, or for a directory its `<input stem>.hlsl`), else the first that
/// exists of the file clang compiled (the module's `source_filename`, as written and
/// beside the input) and `<input stem>.hlsl` beside the input.
fn with_hlsl_source(
    opts: &Options,
    hlsl: Option<&Path>,
    input: &Path,
    ir: &str,
) -> Result<Options, String> {
    let mut opts = opts.clone();
    let stem = input.file_stem().unwrap_or_default();
    let file = match hlsl {
        Some(path) if path.is_dir() => path.join(stem).with_extension("hlsl"),
        Some(path) => path.to_path_buf(),
        None => match found_hlsl_source(input, ir) {
            Some(file) => file,
            None => return Ok(opts),
        },
    };
    let text =
        std::fs::read_to_string(&file).map_err(|e| format!("{}: error: {e}\n", file.display()))?;
    opts.hlsl_source = Some(dxil_emit::hlsl_semantics::HlslSource {
        name: file.display().to_string(),
        text,
    });
    Ok(opts)
}

/// The HLSL file `input` was most likely compiled from, if one exists: its
/// `source_filename` (as written, then beside the input), then `<input stem>.hlsl`
/// beside the input. Standard input has none.
fn found_hlsl_source(input: &Path, ir: &str) -> Option<PathBuf> {
    if input.as_os_str() == "-" {
        return None;
    }
    let dir = input.parent().unwrap_or(Path::new(""));
    let source = source_filename(ir).map(Path::new);
    let candidates = [
        source.map(Path::to_path_buf),
        source.map(|s| dir.join(s)),
        Some(dir.join(input.file_stem()?).with_extension("hlsl")),
    ];
    candidates.into_iter().flatten().find(|p| p.is_file())
}

/// The `source_filename = "..."` of a module's text, when it is plain (no escapes).
fn source_filename(ir: &str) -> Option<&str> {
    let line = ir
        .lines()
        .take(64)
        .find(|l| l.starts_with("source_filename"))?;
    let quoted = line.split_once('=')?.1.trim();
    let name = quoted.strip_prefix('"')?.strip_suffix('"')?;
    (!name.contains('\\') && !name.is_empty()).then_some(name)
}

fn batch(args: &CompileArgs, dir: &Path, opts: &Options) -> bool {
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, args.inputs.len().max(1));
    let next = AtomicUsize::new(0);
    let failed = AtomicUsize::new(0);
    let progress = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(args.inputs.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} {wide_msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let stderr_lock = Mutex::new(());
    let work = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(input) = args.inputs.get(i) else {
            break;
        };
        let name = input.file_name().map(PathBuf::from).unwrap_or_default();
        let output = default_output(&dir.join(name), opts.emit);
        let shown = input.display().to_string();
        if let Err(msg) = compile_to_files(
            input,
            &shown,
            &output,
            ExtraOutputs::default(),
            opts,
            args.hlsl.as_deref(),
            Afterwards::Continue,
        ) {
            failed.fetch_add(1, Ordering::Relaxed);
            let _guard = stderr_lock.lock();
            match &progress {
                Some(bar) => bar.suspend(|| eprint!("{msg}")),
                None => eprint!("{msg}"),
            }
        }
        if let Some(bar) = &progress {
            bar.inc(1);
        }
    };
    // The calling thread is one of the `jobs` workers. Where threads cannot be spawned
    // (WASI), it is the only one and compiles every input.
    std::thread::scope(|s| {
        for _ in 1..jobs {
            if std::thread::Builder::new().spawn_scoped(s, work).is_err() {
                break;
            }
        }
        work();
    });
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    let failed = failed.into_inner();
    eprintln!("{} compiled, {} failed", args.inputs.len() - failed, failed);
    failed == 0
}
