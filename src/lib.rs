//! `dxil-emit`: compile LLVM IR for HLSL shaders (as clang writes it) to DXIL containers,
//! in pure Rust.
//!
//! ```no_run
//! let text = std::fs::read_to_string("examples/saxpy.ll").unwrap();
//! let compiled = dxil_emit::compile(&text, &dxil_emit::Options::default()).unwrap();
//! std::fs::write("saxpy.dxil", compiled.container().unwrap()).unwrap();
//! ```
//!
//! This crate joins the stages: `dxil-parser` (text → `dxil-ir`), `dxil-lower` (the
//! DirectX passes), `dxil-bitcode` (LLVM 3.7 bitcode) and `dxil-container` (the DXBC
//! container). It keeps no global state: [`compile`] may run on many threads at once.
#![warn(missing_docs)]

pub mod diagnostic;
mod entry_selection;
mod error;
pub mod hlsl_semantics;
mod options;
mod reflection_part;
pub mod remark;
mod root_signature_target;
mod spirv_bindings;

pub use error::{Error, SymbolNames};
pub use remark::{Remark, Severity};

/// Running DXIL compute shaders on the CPU: `dxil_emit::exec::run_test(pipeline,
/// container, &options)` binds an offload-test pipeline's buffers, dispatches, and checks
/// the results.
///
/// ```
/// // Y = 2 * X + Y with the SAXPY shader of `examples/` (the pipeline gives the
/// // buffers, their bindings and the expected Y).
/// let ir = include_str!("../examples/saxpy.ll");
/// let compiled = dxil_emit::compile(ir, &Default::default()).unwrap();
/// let pipeline = include_str!("../examples/saxpy.yaml");
/// let options = dxil_emit::exec::RunOptions::default();
/// let report = dxil_emit::exec::run_test(pipeline, compiled.container().unwrap(), &options)
///     .unwrap();
/// assert!(report.passed(), "{}", report.failures());
/// let y = report.buffer("Y").unwrap();
/// assert_eq!(y.values(&y.data[0]), "[ 12, 24, 36, 48 ]");
/// ```
pub use dxil_exec as exec;
/// The IR: what [`parse`] makes of text, and what a front end builds in code with
/// [`ir::builder::ModuleBuilder`] to hand to [`compile_module`].
pub use dxil_ir as ir;
/// The container parts of a DXIL module and the container joining them.
pub use dxil_parts as parts;
/// Reading a container's reflection (what an engine binds), for ours or DXC's.
///
/// ```
/// let ir = include_str!("../examples/saxpy.ll");
/// let compiled = dxil_emit::compile(ir, &Default::default()).unwrap();
/// let r = dxil_emit::reflect::reflect(compiled.container().unwrap()).unwrap();
/// assert_eq!(r.stage, "compute");
/// assert!(r.thread_group_size.is_some());
/// println!("{}", r.to_json());
/// ```
pub use dxil_reflect as reflect;
pub use dxil_spirv as spirv;
pub use dxil_spirv::binding_map_file;
pub use dxil_spirv::is_spirv;
/// The validator: each broken DXIL rule of a container, ours or DXC's, with where.
///
/// ```
/// let ir = include_str!("../examples/saxpy.ll");
/// let compiled = dxil_emit::compile(ir, &Default::default()).unwrap();
/// let container = compiled.container().unwrap();
/// assert!(dxil_emit::validate::validate(container).is_valid());
/// // A truncated container breaks a rule; the diagnostic says which and where.
/// let broken = dxil_emit::validate::validate(&container[..100]);
/// assert!(!broken.is_valid());
/// println!("{}", broken.to_text());
/// ```
pub use dxil_validate as validate;
pub use options::{parse_version, ContainerStyle, DigestMode, EmitKind, OptLevel, Options};

use dxil_ir::{Module, SourceMap};
use dxil_lower::pass_manager::{timed, PassContext};
use dxil_lower::pass_registry::KNOWN_PASS_NAMES;
use dxil_model::{ShaderKind, ShaderModel};
use dxil_parts::embed;
use std::borrow::Cow;

/// The result of [`compile`].
#[derive(Debug, Clone)]
pub struct Compiled {
    module: Module,
    emit: EmitKind,
    bitcode: Option<Vec<u8>>,
    container: Option<Vec<u8>>,
    parts: Vec<dxil_parts::Part>,
    remarks: Vec<Remark>,
    spirv_bindings: Vec<dxil_spirv::BoundResource>,
}

impl Compiled {
    /// What the compile dropped from the input or doubts in it, in the order found
    /// (`dxil-emit compile` prints them on standard error).
    pub fn remarks(&self) -> &[Remark] {
        &self.remarks
    }

    /// The lowered DXIL module; once bitcode was written (any output but text) its
    /// pointers are typed, as in the bitcode.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// The lowered module as text (the LLVM 3.7 dialect DXC prints; with typed pointers
    /// and bitcasts, as DXC's `-Fc` shows them, once bitcode was written).
    pub fn dxil_text(&self) -> String {
        dxil_ir::printer::print_module(&self.module)
    }

    /// The LLVM 3.7 bitcode, unless only text was asked for.
    pub fn bitcode(&self) -> Option<&[u8]> {
        self.bitcode.as_deref()
    }

    /// The container bytes, when a container was asked for.
    pub fn container(&self) -> Option<&[u8]> {
        self.container.as_deref()
    }

    /// What Direct3D-style reflection reads of the container, when one was asked for.
    pub fn reflection(&self) -> Option<Result<reflect::Reflection, Error>> {
        self.container
            .as_deref()
            .map(|c| reflect::reflect(c).map_err(Error::from))
    }

    /// For a SPIR-V input ([`compile_spirv`]) with a container: each resource the
    /// container binds, with its name, class, Direct3D binding and the Vulkan (set,
    /// binding) it came from, in the container's order. Empty otherwise (and the names
    /// are empty when reflection was stripped).
    pub fn spirv_bindings(&self) -> &[dxil_spirv::BoundResource] {
        &self.spirv_bindings
    }

    /// The container's parts (fourcc and body), in order.
    pub fn parts(&self) -> &[dxil_parts::Part] {
        &self.parts
    }

    /// What [`Options::emit`] asked for: container bytes, bitcode, or DXIL text.
    pub fn output(&self) -> Cow<'_, [u8]> {
        match (self.emit, &self.container, &self.bitcode) {
            (EmitKind::Container, Some(c), _) => Cow::Borrowed(c),
            (EmitKind::Bitcode, _, Some(b)) => Cow::Borrowed(b),
            _ => Cow::Owned(self.dxil_text().into_bytes()),
        }
    }
}

/// Compiles LLVM IR text to DXIL: [`parse`], then [`compile_parsed`].
///
/// ```
/// // The SAXPY compute shader of `examples/`, as clang 22 emits it.
/// let ir = include_str!("../examples/saxpy.ll");
/// let compiled = dxil_emit::compile(ir, &dxil_emit::Options::default()).unwrap();
/// let container = compiled.container().unwrap();
/// assert_eq!(&container[..4], b"DXBC");
/// ```
pub fn compile(text: &str, opts: &Options) -> Result<Compiled, Error> {
    compile_parsed(parse(text)?, opts)
}

/// A module parsed and verified, with what places its errors in the text it came from.
/// It holds nothing of the text: a caller may free the text and read it again only to
/// show an error's line.
#[derive(Debug)]
pub struct Parsed {
    parsed: dxil_parser::Parsed,
    names: SymbolNames,
}

/// Parses and verifies LLVM IR text (the first half of [`compile`]).
///
/// ```
/// let ir = include_str!("../examples/saxpy.ll");
/// let parsed = dxil_emit::parse(ir).unwrap();
/// // The text may be freed here; errors from now on still point into it.
/// let compiled = dxil_emit::compile_parsed(parsed, &Default::default()).unwrap();
/// assert!(compiled.container().is_some());
/// // Invalid IR is an error naming where it is, not a panic.
/// assert!(dxil_emit::parse("define void @f() {").is_err());
/// ```
pub fn parse(text: &str) -> Result<Parsed, Error> {
    let parsed = timed("(parse)", || dxil_parser::parse(text))?;
    let names = SymbolNames::of(&parsed.module);
    timed("(verify)", || {
        error::verify(&parsed.module, &parsed.source_map, &names, false)
    })?;
    Ok(Parsed { parsed, names })
}

/// Lowers a parsed module to DXIL and writes what `opts` asks for (the second half of
/// [`compile`]); errors are placed in the text it was parsed from.
pub fn compile_parsed(input: Parsed, opts: &Options) -> Result<Compiled, Error> {
    let Parsed { parsed, names } = input;
    compile_verified(
        parsed.module,
        &parsed.source_map,
        &names,
        opts,
        LayoutOrigin::Clang,
    )
}

/// Lowers a module built in code (with [`ir::builder::ModuleBuilder`], or by any
/// other means) and writes what `opts` asks for: [`compile`] without the text. The
/// module is verified first; its errors name functions and instructions, having no
/// text to point into.
///
/// ```
/// use dxil_emit::ir::builder::ModuleBuilder;
/// use dxil_emit::ir::Attribute;
///
/// let mut b = ModuleBuilder::new();
/// b.triple("dxilv1.6-unknown-shadermodel6.6-compute");
/// let void = b.void_type();
/// let main = b.define("main", void, &[]);
/// b.set_function_attr(main, Attribute::string("hlsl.shader", "compute"));
/// b.set_function_attr(main, Attribute::string("hlsl.numthreads", "1,1,1"));
/// b.body(main).ret(None);
/// let module = b.finish().unwrap();
/// let compiled = dxil_emit::compile_module(module, &Default::default()).unwrap();
/// assert_eq!(&compiled.container().unwrap()[..4], b"DXBC");
/// ```
pub fn compile_module(module: Module, opts: &Options) -> Result<Compiled, Error> {
    let names = SymbolNames::of(&module);
    let map = SourceMap::new();
    error::verify(&module, &map, &names, false)?;
    compile_verified(module, &map, &names, opts, LayoutOrigin::Clang)
}

/// Where a module's cbuffer layouts come from, for the layout warnings.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LayoutOrigin {
    /// clang's rules, which may depart from HLSL's packing (warned about).
    Clang,
    /// The input's own explicit offsets (SPIR-V's `Offset` decorations): nothing to warn.
    Explicit,
}

/// Lowers a verified module and writes what `opts` asks for; errors are placed in the
/// source with `map`, through `names` (the symbols as parsed).
fn compile_verified(
    mut module: Module,
    map: &SourceMap,
    names: &SymbolNames,
    opts: &Options,
    layouts: LayoutOrigin,
) -> Result<Compiled, Error> {
    if opts.stage.is_none() && root_signature_target::is_root_signature_module(&module) {
        return compile_root_signature(module, opts);
    }
    let mut cx = pass_context(&module, opts)?;
    // A module without `!dx.valver` gets the validator version DXC's containers assume
    // written into it, so that the module and its container parts agree (the validator
    // reads a missing version as 1.0).
    if cx.validator_version.is_none() && !module.named_metadata.contains_key("dx.valver") {
        cx.validator_version = opts.container_style.assumed_validator_version();
    }
    let lowering = !dxil_lower::pipeline::is_already_dxil(&module);
    let mut remarks = Vec::new();
    if lowering {
        remarks.extend(entry_selection::select_entry(&mut module, opts));
    }
    let unread = hlsl_semantics::attach_hlsl_semantics(&mut module, opts)
        .map_err(|e| Error::lower_after(e, map, names, &module))?;
    remarks.extend(unread.into_iter().map(Remark::warning));
    let hlsl_declarations = hlsl_semantics::hlsl_declarations(&module, opts);
    if lowering && layouts == LayoutOrigin::Clang {
        let departures = dxil_lower::analysis::layout_departures::layout_departures(
            &module,
            hlsl_declarations.as_ref(),
        );
        remarks.extend(departures.iter().map(|d| Remark::warning(d.to_string())));
    }
    dxil_lower::pipeline::lower_to_dxil(&mut module, &mut cx)
        .map_err(|e| Error::lower_after(e, map, names, &module))?;
    // What the reflection part needs of what lowering removed, left in the module.
    let reflection_inputs =
        dxil_lower::transforms::type_annotations::take_reflection_inputs(&mut module);
    // DXC lists only the resources a shader uses (LLVM's llc keeps them all).
    let library = cx
        .shader_model
        .or_else(|| module.triple.as_deref().and_then(ShaderModel::from_triple))
        .is_some_and(|sm| sm.kind == ShaderKind::Library);
    if lowering && !library && opts.container_style.lists_only_used_resources() {
        timed("(trim as DXC)", || {
            dxil_lower::pipeline::trim_as_dxc(&mut module)
        })
        .map_err(|e| Error::lower_after(e, map, names, &module))?;
    }
    // A list DXIL does not know (`!llvm.used`) would fail validation; DXC writes none.
    if lowering && opts.container_style.validates() {
        dxil_lower::transforms::unknown_named_metadata::remove_unknown_named_metadata(
            &mut module,
            library,
        );
    }
    // LLVM's llc writes an empty library; `compile` reports it as a likely mistake.
    if lowering && library && opts.container_style.refuses_empty_libraries() {
        dxil_parts::library_entries::check_exports(&module)?;
    }
    // DXC's reflection part, for a shader lowered here (a module that was DXIL already
    // has no cbuffer members to name, and DXC's libraries carry none).
    let wants_reflection = lowering
        && !library
        && !opts.strip_reflection
        && opts.emit == EmitKind::Container
        && opts.container_style.writes_reflection();
    if opts.strip_reflection {
        reflection_part::strip_resource_names(&mut module);
    }
    timed("(verify DXIL)", || error::verify(&module, map, names, true))?;
    let mut out = Compiled {
        module,
        emit: opts.emit,
        bitcode: None,
        container: None,
        parts: Vec::new(),
        remarks,
        spirv_bindings: Vec::new(),
    };
    if opts.emit == EmitKind::Text {
        return Ok(out);
    }
    let bitcode = timed("(write bitcode)", || {
        dxil_bitcode::write_module_in_place(&mut out.module)
    })?;
    if opts.emit == EmitKind::Container {
        let info = timed("(read DXIL info)", || {
            dxil_model::read_dxil_info(&out.module)
        })
        .map_err(|e| Error::lower_after(e.into(), map, names, &out.module))?;
        // Made from the module as written (typed pointers already), without bodies.
        let reflection = wants_reflection
            .then(|| {
                timed("(reflection part)", || {
                    let m = reflection_part::reflection_module(
                        &mut out.module,
                        &reflection_inputs,
                        hlsl_declarations.as_ref(),
                    );
                    dxil_bitcode::write_module(&m)
                })
            })
            .transpose()?;
        let (bytes, parts) = timed("(container parts)", || {
            dxil_parts::build(
                &info,
                &out.module,
                &bitcode,
                reflection.as_deref(),
                &opts.container_options(),
            )
        })?;
        // What is written passes the validator, as DXC writes only what its validator
        // accepts; a retail digest says a validator accepted the container, so it is
        // checked even when validation is skipped.
        let retail = opts.digest == DigestMode::Retail;
        let checked = opts.container_style.validates() && !opts.skip_validation;
        if retail || checked {
            // The parts were just derived from the module the program part holds, and
            // the rules run on that module rather than on it read back from the bytes.
            let v = timed("(validate)", || {
                validate::validate_written(&bytes, &out.module, &bitcode)
            });
            // Tests run in the debug profile: there every container is also validated
            // as a stranger's would be (the module read back from the bitcode, the
            // parts derived again from it), and the verdicts must agree.
            debug_assert_eq!(
                v.is_valid(),
                validate::validate(&bytes).is_valid(),
                "validating the module as written and as read back disagree:\n{}\n---\n{}",
                v.to_text(),
                validate::validate(&bytes).to_text()
            );
            if !v.is_valid() {
                let what = if retail {
                    "not signed (--digest retail)"
                } else {
                    "not written (--no-validate writes it anyway)"
                };
                return Err(Error::Container(format!(
                    "{what}: the container breaks DXIL's validation rules:\n{}",
                    v.to_text().trim_end()
                )));
            }
        }
        out.container = Some(bytes);
        out.parts = parts;
    }
    out.bitcode = Some(bitcode);
    Ok(out)
}

/// A root signature target has no shader to lower: its container is the RTS0 part
/// alone, and its text the module as it is.
fn compile_root_signature(module: Module, opts: &Options) -> Result<Compiled, Error> {
    let mut out = Compiled {
        module,
        emit: opts.emit,
        bitcode: None,
        container: None,
        parts: Vec::new(),
        remarks: Vec::new(),
        spirv_bindings: Vec::new(),
    };
    match opts.emit {
        EmitKind::Text => {}
        EmitKind::Container => {
            let (bytes, parts) =
                dxil_parts::build_root_signature(&out.module, &opts.container_options())?;
            out.container = Some(bytes);
            out.parts = parts;
        }
        EmitKind::Bitcode => {
            return Err(Error::Options(
                "a root signature target has no DXIL bitcode, only a container".into(),
            ))
        }
    }
    Ok(out)
}

/// Compiles a SPIR-V module (its bytes, recognised by [`dxil_spirv::is_spirv`]): the
/// entry `opts.entry` names (else the module's only compute entry) is read into IR as
/// clang writes HLSL, with resources bound by `opts.spirv_bindings`, and compiled as
/// [`compile_module`] does.
pub fn compile_spirv(bytes: &[u8], opts: &Options) -> Result<Compiled, Error> {
    let words = dxil_spirv::words(bytes)?;
    let spirv_opts = dxil_spirv::SpirvOptions {
        entry: opts.entry.clone(),
        shader_model: opts.shader_model.unwrap_or((6, 6)),
        bindings: opts.spirv_bindings.clone(),
        specializations: opts.spirv_specializations.clone(),
        tessellation: opts.spirv_tessellation.clone(),
        flip_y: opts.spirv_flip_y,
    };
    let translation = timed("(SPIR-V front end)", || {
        dxil_spirv::translate(&words, &spirv_opts)
    })?;
    // The translator raises the shader model where the module needs a later one (ray
    // queries need 6.5); its triple says which.
    let module = translation.module;
    let translated_sm = module.triple.as_deref().and_then(ShaderModel::from_triple);
    let opts = &Options {
        shader_model: translated_sm
            .map(|sm| (sm.major, sm.minor))
            .or(opts.shader_model),
        ..opts.clone()
    };
    // The translator verified the module it built (its errors name the SPIR-V).
    let names = SymbolNames::of(&module);
    let map = SourceMap::new();
    let mut compiled = compile_verified(module, &map, &names, opts, LayoutOrigin::Explicit)?;
    compiled.spirv_bindings = match compiled.reflection() {
        Some(reflection) => spirv_bindings::still_bound(&reflection?, translation.bindings),
        None => translation.bindings,
    };
    Ok(compiled)
}

/// The shader model to lower for: the options', else the module's triple.
fn pass_context(m: &Module, opts: &Options) -> Result<PassContext, Error> {
    let from_triple = m.triple.as_deref().and_then(ShaderModel::from_triple);
    let kind = opts.stage.or(from_triple.map(|s| s.kind));
    let version = opts
        .shader_model
        .or(from_triple.map(|s| (s.major, s.minor)));
    let shader_model = match (kind, version) {
        (Some(kind), Some((major, minor))) => Some(ShaderModel { kind, major, minor }),
        _ => None,
    };
    Ok(PassContext {
        shader_model,
        validator_version: opts.validator_version,
        printed: String::new(),
        dxc_semantics: opts.container_style.follows_dxc_semantics(),
        optimize: opts.opt_level != OptLevel::O0 && opts.container_style.follows_dxc_semantics(),
    })
}

/// Sets the stage and shader model of `opts` from an LLVM `-mtriple`
/// (`dxil-pc-shadermodel6.3-library`).
pub fn with_triple(mut opts: Options, triple: Option<&str>) -> Result<Options, Error> {
    // A root signature target has no stage: the module's own triple says what it is.
    // A bare `dxil` (no shader model) names only the target: the module's own triple
    // says the rest, as with LLVM's `-mtriple=dxil`.
    let names_shader_model = |t: &&str| t.contains("shadermodel");
    if let Some(t) = triple
        .filter(|t| !root_signature_target::is_root_signature_triple(t))
        .filter(|t| names_shader_model(t) || !t.starts_with("dxil"))
    {
        let sm = ShaderModel::from_triple(t)
            .ok_or_else(|| Error::Options(format!("bad target triple '{t}'")))?;
        opts.stage = Some(sm.kind);
        opts.shader_model = Some((sm.major, sm.minor));
    }
    Ok(opts)
}

/// Whether `-name` on an `opt` command line names a pass.
pub fn is_pass_flag(name: &str) -> bool {
    KNOWN_PASS_NAMES.contains(&name)
}

/// What [`run_passes`] produces.
#[derive(Debug, Clone, Default)]
pub struct PassOutput {
    /// The module after the passes.
    pub module: Module,
    /// What analyses printed (LLVM prints it to stderr).
    pub printed: String,
}

impl PassOutput {
    /// The module as text, as `opt -S` prints it (printed on demand: `opt
    /// -disable-output` never pays for it).
    pub fn module_text(&self) -> String {
        dxil_ir::printer::print_module(&self.module)
    }
}

/// Runs the named passes over the module in `text`, as `opt` does.
///
/// Besides the lowering passes, three of LLVM's passes run here because they join
/// lowering and the container: `dxil-embed` and `dxil-globals` (`dxil_parts::embed`) and
/// `print<dxil-root-signature>`.
pub fn run_passes(
    text: &str,
    passes: &[String],
    triple: Option<&str>,
) -> Result<PassOutput, Error> {
    let parsed = dxil_parser::parse(text)?;
    let map = &parsed.source_map;
    let mut module = parsed.module;
    let names = SymbolNames::of(&module);
    let opts = with_triple(Options::default(), triple)?;
    let mut cx = pass_context(&module, &opts)?;
    // `opt` stands in for LLVM's: its passes follow LLVM's lowering.
    cx.dxc_semantics = false;
    let mut lowered: Option<embed::LoweredParts> = None;
    let mut part_globals = Vec::new();
    let mut pending: Vec<String> = Vec::new();
    for name in passes {
        let container_pass = embed::ContainerPass::named(name);
        let prints_root_signature = name == PRINT_ROOT_SIGNATURE;
        if container_pass.is_none() && !prints_root_signature {
            pending.push(name.clone());
            continue;
        }
        dxil_lower::pass_manager::run_passes(&mut module, &pending, &mut cx)
            .map_err(|e| Error::lower_after(e, map, &names, &module))?;
        pending.clear();
        if prints_root_signature {
            cx.printed
                .push_str(&dxil_parts::root_signature_text::print(&module)?);
        }
        if let Some(pass) = container_pass {
            if lowered.is_none() {
                let llc = Options {
                    emit: EmitKind::Container,
                    container_style: ContainerStyle::Llvm,
                    ..opts.clone()
                };
                let compiled =
                    compile_verified(module.clone(), map, &names, &llc, LayoutOrigin::Clang)?;
                let bitcode = match compiled.container() {
                    Some(bytes) => dxil_container::read(bytes)?.bitcode().map(<[u8]>::to_vec),
                    None => None,
                };
                lowered = Some(embed::LoweredParts::new(bitcode, compiled.parts().to_vec()));
            }
            if let Some(parts) = &lowered {
                part_globals.extend(embed::run(pass, &mut module, parts));
            }
        }
    }
    dxil_lower::pass_manager::run_passes(&mut module, &pending, &mut cx)
        .map_err(|e| Error::lower_after(e, map, &names, &module))?;
    embed::keep_alive(&mut module, &part_globals);
    Ok(PassOutput {
        module,
        printed: cx.printed,
    })
}

/// The root signature printer's pass name.
const PRINT_ROOT_SIGNATURE: &str = "print<dxil-root-signature>";

/// Prints a container's parts and its module, or a bare bitcode file's module.
pub fn disassemble(bytes: &[u8]) -> Result<String, Error> {
    Ok(dxil_parts::disassemble(bytes)?)
}

/// The shader kind a compiled module is for, if it has DXIL metadata.
pub fn shader_kind(m: &Module) -> Option<ShaderKind> {
    dxil_model::read_dxil_info(m)
        .ok()
        .map(|i| i.shader_model.kind)
}
