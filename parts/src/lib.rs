//! The container parts of a DXIL module, and the container joining them: the parts come
//! from the module's DXIL metadata (read by `dxil-model`), its code (analysed by
//! `dxil-analysis`) and its bitcode; `dxil-container` encodes them.
//!
//! | part | built in |
//! |------|----------|
//! | ISG1, OSG1, PSG1 | `signatures` (which elements: `sig_point`) |
//! | PSV0 | `psv`, dependency tables from `dxil_analysis::view_id_state` |
//! | RTS0 | `rts0`, from `!dx.rootsignatures` |
//! | RDAT (libraries) | `library_rdat` |
//!
//! A mesh or amplification shader must carry its stage's state (`mesh_state`); a
//! library must export something, with ray-tracing entries that take their parameters
//! (`library_entries`).
//!
//! A shader lowered from clang's IR also gets the reflection part, STAT, which the
//! caller makes (from the lowered module and the HLSL it was given) and [`build`]
//! places.
//!
//! The parts are put in DXC's or LLVM's order (`part_order`). `opt`'s `dxil-embed` and
//! `dxil-globals` put them into a module as globals instead (`embed`).

pub mod embed;
pub mod error;
pub mod library_entries;
mod library_rdat;
mod mesh_state;
pub mod options;
mod part_order;
mod psv;
pub mod root_signature_binding;
pub mod root_signature_text;
pub mod rts0;
mod rts0_rules;
pub mod shader_compat;
mod sig_point;
mod signatures;

pub use error::PartsError;
pub use options::{ContainerOptions, ContainerStyle, DigestMode};

use crate::error::PartsError as Error;
use dxil_container::{Container, DebugName, Encode, FeatureFlags, FourCC, Program, ShaderHash};
use dxil_ir::Module;
use dxil_model::metadata::DxilInfo;
use dxil_model::ShaderKind;
use sig_point::SigKind;
use signatures::{signature_part, SigContext};

/// The validator version DXC targets when a module names none.
pub const DEFAULT_VALIDATOR_VERSION: (u32, u32) = (1, 8);

/// The `VERS` part naming this compiler (DXC writes its own in a library).
fn compiler_version() -> dxil_container::CompilerVersion {
    let number = |s: &str| s.parse().unwrap_or(0);
    dxil_container::CompilerVersion {
        major: number(env!("CARGO_PKG_VERSION_MAJOR")),
        minor: number(env!("CARGO_PKG_VERSION_MINOR")),
        flags: 0,
        commit_count: 0,
        commit_sha: String::new(),
        custom: concat!("dxil-emit ", env!("CARGO_PKG_VERSION")).to_owned(),
    }
}

/// The module without debug information, as DXC's DXIL part holds it: what
/// `dxil_bitcode::strip_debug_info` removes, the `llvm.dbg.*` declarations (which
/// LLVM 3.7, and so dxv, would read as debug information without a version) and the
/// embedded sources (`!dx.source.*`, which stay in ILDB).
pub fn strip_debug_info(m: &mut Module) {
    dxil_bitcode::strip_debug_info(m);
    m.named_metadata
        .retain(|name, _| !name.starts_with("dx.source."));
    let declarations: rustc_hash::FxHashSet<_> = m
        .functions
        .iter()
        .filter(|(_, f)| f.body.is_none() && f.name.starts_with("llvm.dbg."))
        .map(|(fid, _)| fid)
        .collect();
    dxil_ir::edit::remove_symbols(m, &declarations, &Default::default());
}

/// The named metadata of a library's subobjects.
const SUBOBJECTS: &str = "dx.subobjects";

/// A container part: fourcc and body.
pub type Part = ([u8; 4], Vec<u8>);

/// The parts that follow from a module's DXIL metadata and code alone, for validator
/// version `valver`: SFI0, the signatures and PSV0 (a library's VERS and RDAT instead).
/// [`build`] adds the program, hash, root signature and reflection around them; the
/// validator compares a container's parts with these.
pub fn module_parts(
    info: &DxilInfo,
    module: &Module,
    valver: (u32, u32),
) -> Result<Vec<(FourCC, Vec<u8>)>, Error> {
    let kind = info.shader_model.kind;
    if !matches!(
        kind,
        ShaderKind::Compute
            | ShaderKind::Vertex
            | ShaderKind::Pixel
            | ShaderKind::Geometry
            | ShaderKind::Hull
            | ShaderKind::Domain
            | ShaderKind::Mesh
            | ShaderKind::Amplification
            | ShaderKind::Library
    ) {
        return Err(Error::Container(format!(
            "containers for {} shaders are not supported yet",
            kind.stage_name()
        )));
    }
    mesh_state::check(info, module)?;
    library_entries::check(info, module)?;
    let mut parts = Parts::default();
    let features = dxil_analysis::shader_flags::feature_info(info.entry.shader_flags);
    parts.push(FourCC::SFI0, &FeatureFlags(features));
    if kind == ShaderKind::Library {
        if valver >= (1, 8) {
            parts.push(FourCC::VERS, &compiler_version());
        }
        parts.push(
            FourCC::RDAT,
            &library_rdat::runtime_data(info, module, valver)?,
        );
    } else {
        push_entry_parts(&mut parts, info, module, valver);
    }
    Ok(parts.0)
}

/// Builds the container for a DXIL module: its bytes and its parts.
///
/// A root signature in `!dx.rootsignatures` becomes the RTS0 part. DXC writes the DXIL
/// part (and hashes it) without that metadata, so then the DXIL part's bitcode is written
/// again from a copy of the module without it; `bitcode` is used as is otherwise.
/// `reflection` is the bitcode of the STAT part, if any.
pub fn build(
    info: &DxilInfo,
    module: &Module,
    bitcode: &[u8],
    reflection: Option<&[u8]>,
    opts: &ContainerOptions,
) -> Result<(Vec<u8>, Vec<Part>), Error> {
    let kind = info.shader_model.kind;
    let style = opts.style;
    let valver = opts
        .validator_version
        .or(info.validator_version)
        .unwrap_or(match style {
            ContainerStyle::Dxc => DEFAULT_VALIDATOR_VERSION,
            // LLVM reads a missing `!dx.valver` as validator 1.0 (PSV0 version 0).
            ContainerStyle::Llvm => (1, 0),
        });
    let mut parts = Parts(module_parts(info, module, valver)?);
    // With debug info the module goes whole to ILDB and without it to DXIL, as DXC does.
    let debug = dxil_bitcode::has_debug_info(module);
    let mut stripped = None;
    // DXC keeps subobjects in RDAT only.
    let subobjects = module.named_metadata.contains_key(SUBOBJECTS);
    let root_signature = if rts0::has_root_signature(module) || debug || subobjects {
        let mut copy = module.clone();
        copy.named_metadata.shift_remove(SUBOBJECTS);
        let rs = rts0::take_root_signature(&mut copy)?;
        strip_debug_info(&mut copy);
        stripped = Some(dxil_bitcode::write_module(&copy)?);
        rs
    } else {
        None
    };
    if let (Some(rs), ContainerStyle::Dxc) = (&root_signature, opts.style) {
        if kind != ShaderKind::Library {
            root_signature_binding::check_resources_bound(rs, &info.resources, kind)?;
        }
    }
    let full_bitcode = bitcode;
    let bitcode = stripped.as_deref().unwrap_or(bitcode);
    if let Some(rs) = &root_signature {
        parts.push(FourCC::RTS0, rs);
    }
    let (sm_major, sm_minor) = (info.shader_model.major, info.shader_model.minor);
    let program = |bitcode| Program {
        shader_kind: dxil_container::ShaderKind::from_raw(kind as u16),
        major: sm_major as u8,
        minor: sm_minor as u8,
        dxil_major: info.dxil_version.0 as u8,
        dxil_minor: info.dxil_version.1 as u8,
        bitcode,
    };
    if let Some(stat) = reflection {
        parts.push(FourCC::STAT, &program(stat));
    }
    let hash = if debug {
        ShaderHash {
            flags: ShaderHash::INCLUDES_SOURCE,
            ..ShaderHash::of_bitcode(full_bitcode)
        }
    } else {
        ShaderHash::of_bitcode(bitcode)
    };
    if valver >= (1, 5) || style == ContainerStyle::Llvm {
        parts.push(FourCC::HASH, &hash);
    }
    parts.push(FourCC::DXIL, &program(bitcode));
    if debug {
        parts.push(FourCC::ILDB, &program(full_bitcode));
        // The external debug file's default name: the hash digest in hex, `.pdb`.
        let hex: String = hash.digest.iter().map(|b| format!("{b:02x}")).collect();
        let name = DebugName {
            flags: 0,
            name: format!("{hex}.pdb"),
        };
        parts.push(FourCC::ILDN, &name);
    }
    parts.into_container(style, opts.digest)
}

/// Builds the container of a root signature target (`dxil-*-rootsignature` triples,
/// DXC's `rootsig_1_*` profiles): the RTS0 part alone, from `!dx.rootsignatures`.
pub fn build_root_signature(
    module: &Module,
    opts: &ContainerOptions,
) -> Result<(Vec<u8>, Vec<Part>), Error> {
    let mut copy = module.clone();
    let rs = rts0::take_root_signature(&mut copy)?.ok_or_else(|| {
        Error::Container(
            "a root signature target needs a root signature in !dx.rootsignatures".into(),
        )
    })?;
    let mut parts = Parts::default();
    parts.push(FourCC::RTS0, &rs);
    parts.into_container(opts.style, opts.digest)
}

/// The parts of one container, gathered before they are put in their style's order.
#[derive(Default)]
struct Parts(Vec<(FourCC, Vec<u8>)>);

impl Parts {
    fn push(&mut self, fourcc: FourCC, part: &impl Encode) {
        let mut body = Vec::new();
        part.encode(&mut body);
        self.0.push((fourcc, body));
    }

    /// The container bytes and parts, in the order `style` writes them.
    fn into_container(
        mut self,
        style: ContainerStyle,
        digest: DigestMode,
    ) -> Result<(Vec<u8>, Vec<Part>), Error> {
        part_order::sort(&mut self.0, style);
        let mut container = Container::new(match digest {
            DigestMode::Bypass => dxil_container::DigestMode::Bypass,
            DigestMode::Retail => dxil_container::DigestMode::Retail,
            DigestMode::Zero => dxil_container::DigestMode::Zero,
        });
        for (fourcc, body) in self.0 {
            container.push_raw(fourcc, body);
        }
        let bytes = container.to_bytes()?;
        let parts = container
            .parts()
            .iter()
            .map(|(fourcc, body)| (fourcc.0, body.clone()))
            .collect();
        Ok((bytes, parts))
    }
}

/// The parts describing a single entry point: its signatures and PSV0. A library has
/// none of them (its entries are described by DXIL metadata alone).
fn push_entry_parts(parts: &mut Parts, info: &DxilInfo, module: &Module, valver: (u32, u32)) {
    let kind = info.shader_model.kind;
    let cx = SigContext::of(info, valver);
    let entry = &info.entry;
    parts.push(
        FourCC::ISG1,
        &signature_part(&cx, &entry.inputs, SigKind::Input),
    );
    parts.push(
        FourCC::OSG1,
        &signature_part(&cx, &entry.outputs, SigKind::Output),
    );
    if !entry.patch_constants.is_empty() {
        parts.push(
            FourCC::PSG1,
            &signature_part(&cx, &entry.patch_constants, SigKind::PatchConstOrPrim),
        );
    }
    // The dependency tables a module states (`!dx.viewIdState`) are the ones DXC's
    // container and validator use; the code's are computed where it states none.
    let view_id = (kind != ShaderKind::Compute).then(|| {
        let computed = dxil_analysis::view_id_state::compute(module, info);
        dxil_analysis::view_id_state::serialized_in_module(module)
            .and_then(|words| computed.clone().with_serialized(&words, kind))
            .unwrap_or(computed)
    });
    parts.push(
        FourCC::PSV0,
        &psv::psv0(info, module, valver, view_id.as_ref()),
    );
}

/// Prints a container's parts and its module, or a bare bitcode file's module.
pub fn disassemble(bytes: &[u8]) -> Result<String, Error> {
    if bytes.starts_with(b"BC") {
        return module_text(bytes);
    }
    if bytes.get(8..12) == Some(b"DXIL") {
        // A program part on its own (`llvm-objcopy --dump-section=ILDB=...`).
        let program = Program::decode(bytes, 0)?;
        return module_text(program.bitcode);
    }
    let parsed = dxil_container::read(bytes)?;
    let mut out = dxil_container::print(&parsed);
    // The debug module (ILDB) is the whole module; DXIL lacks its debug info.
    let debug_bitcode = match parsed.part(FourCC::ILDB).map(|p| &p.contents) {
        Some(dxil_container::PartContents::Program(p)) => Some(p.bitcode),
        _ => None,
    };
    if let Some(bitcode) = debug_bitcode.or(parsed.bitcode()) {
        out.push('\n');
        out.push_str(&module_text(bitcode)?);
    }
    Ok(out)
}

fn module_text(bitcode: &[u8]) -> Result<String, Error> {
    let module = dxil_bitcode::read_module(bitcode)?;
    Ok(dxil_ir::printer::print_module(&module))
}
