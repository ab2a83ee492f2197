//! A DXIL validator of our own, for containers ours or DXC's. It reads a container and
//! reports each broken rule by its DXIL.rst code (`CONTAINER.PARTMATCHES`), in words,
//! with where: a part and byte offset.
//!
//! The rules checked are [`rules::IMPLEMENTED`], one family per file. The container's
//! here: the container reads (`CONTAINER.CONTENTINVALID`), its parts are known
//! (`CONTAINER.PARTINVALID`) and each appears once (`CONTAINER.PARTREPEATED`), its
//! program reads as bitcode (`BITCODE.VALID`) with DXIL metadata (`META.REQUIRED`), the
//! parts the module implies are present (`CONTAINER.PARTMISSING`) and equal to what it
//! implies (`CONTAINER.PARTMATCHES`: SFI0, ISG1, OSG1, PSG1, PSV0, RDAT, from
//! [`dxil_parts::module_parts`]; a library's RDAT with subobjects, which live only
//! there, is not compared), and a root signature binds what the shader uses
//! (`CONTAINER.ROOTSIGNATUREINCOMPATIBLE`); the program part's version is the module's
//! shader model (`SM.PROGRAMVERSION`). The module's: operations
//! (`op_rules`, `op_operand_rules`, `undef_operand_rules`, `linalg_rules`), LLVM instructions (`instruction_rules`),
//! entries (`entry_rules`) and what they call needs of them (`entry_compat_rules`), signatures (`signature_rules`) and the operations that
//! access them (`signature_access_rules`), outputs written
//! (`output_rules`), declarations and
//! metadata (`module_rules`), shader flags (`flag_rules`), control flow
//! (`flow_rules`) and types (`type_rules`). When another part is unreadable, the
//! module's rules still run on the program part.

mod cbuffer_layout_rules;
mod decl_rules;
mod dxil_flag_bits;
mod entry_compat_rules;
mod entry_rules;
mod entry_scopes;
mod flag_rules;
mod flow_rules;
mod instruction_metadata_rules;
mod instruction_rules;
mod linalg_rules;
mod mesh_call_rules;
mod module_rules;
mod node_record_rules;
mod op_operand_rules;
mod op_rules;
mod output_rules;
mod psv0_content_rules;
mod resource_op_rules;
mod resource_record_rules;
mod resource_user_rules;
pub mod rules;
mod signature_access_rules;
mod signature_rules;
mod signature_type_rules;
mod type_rules;
mod undef_operand_rules;
mod value_origins;
mod wave_size_rules;

use dxil_container::{FourCC, ParsedContainer};
use serde::Serialize;

/// One broken rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// The rule's DXIL.rst code, e.g. `CONTAINER.PARTMATCHES`.
    pub rule: &'static str,
    /// What is wrong, in words.
    pub message: String,
    /// Where: a part and byte offset in the container (or the module).
    pub location: String,
}

/// What [`validate`] found.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Validation {
    /// Every broken rule, in the order found (empty: valid, for the rules checked).
    pub diagnostics: Vec<Diagnostic>,
}

impl Validation {
    /// Whether no checked rule is broken.
    pub fn is_valid(&self) -> bool {
        self.diagnostics.is_empty()
    }

    fn push(&mut self, rule: &'static str, message: String, location: String) {
        debug_assert!(rules::IMPLEMENTED.contains(&rule), "{rule} is not listed");
        self.diagnostics.push(Diagnostic {
            rule,
            message,
            location,
        });
    }
}

/// The parts whose bytes follow from the module, compared with what the module implies.
const DERIVED_PARTS: [FourCC; 6] = [
    FourCC::SFI0,
    FourCC::ISG1,
    FourCC::OSG1,
    FourCC::PSG1,
    FourCC::PSV0,
    FourCC::RDAT,
];

/// How [`validate_with`] checks a container.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ValidateOptions {
    /// The caller built the container's SFI0, signature, PSV0 and RDAT parts from the
    /// very module its program part holds, as `compile` does: they are not derived a
    /// second time from the module read back (the rest of the rules still run on it).
    pub parts_derived_from_program: bool,
}

/// Validates container `bytes`.
pub fn validate(bytes: &[u8]) -> Validation {
    validate_with(bytes, ValidateOptions::default())
}

/// Validates container `bytes` as `options` say.
pub fn validate_with(bytes: &[u8], options: ValidateOptions) -> Validation {
    validate_program_of(bytes, options, None)
}

/// Validates container `bytes` that the caller has just written from `module`, whose
/// bitcode is `bitcode` (its derived parts built from `module`, as `compile` writes
/// them): when the program part holds that bitcode, the rules run on `module` itself
/// instead of on the module read back from it, which saves reading it and holding it
/// beside `module`; a program part holding other bitcode (a copy without debug info or
/// root signatures) is read back as usual. The container's own rules (parts, headers)
/// are checked as by [`validate_with`] with
/// [`ValidateOptions::parts_derived_from_program`].
pub fn validate_written(bytes: &[u8], module: &dxil_ir::Module, bitcode: &[u8]) -> Validation {
    let options = ValidateOptions {
        parts_derived_from_program: true,
    };
    validate_program_of(bytes, options, Some((module, bitcode)))
}

/// Validates container `bytes`; the rules run on the module of `written` when the
/// program part holds its bitcode, else on the module read from the program part.
fn validate_program_of(
    bytes: &[u8],
    options: ValidateOptions,
    written: Option<(&dxil_ir::Module, &[u8])>,
) -> Validation {
    let mut v = Validation::default();
    // The part list first: the reader stops at an unknown or repeated part.
    let parts = part_list(bytes);
    if let Some(parts) = &parts {
        check_part_list(parts, &mut v);
    }
    let parsed = match dxil_container::read(bytes) {
        Ok(p) => Some(p),
        Err(e) => {
            if v.is_valid() {
                v.push(
                    "CONTAINER.CONTENTINVALID",
                    format!("the container cannot be read: {}", e.message()),
                    format!("byte {}", e.offset()),
                );
            }
            None
        }
    };
    // When another part is unreadable, the program part may still be: its module's
    // rules are checked all the same.
    let bitcode = match &parsed {
        Some(p) => p.bitcode(),
        None => parts.as_deref().and_then(|p| program_bitcode(bytes, p)),
    };
    let Some(bitcode) = bitcode else {
        if parsed.is_some() {
            v.push(
                "CONTAINER.PARTMISSING",
                "the container has no DXIL program part".into(),
                "container".into(),
            );
        }
        return v;
    };
    let dxil_location = || {
        parsed
            .as_ref()
            .map_or_else(|| "part DXIL".into(), |p| part_location(p, FourCC::DXIL))
    };
    let read_back;
    let module = match written.filter(|(_, written)| *written == bitcode) {
        Some((m, _)) => m,
        None => match dxil_bitcode::read_module(bitcode) {
            Ok(m) => {
                read_back = m;
                &read_back
            }
            Err(e) => {
                v.push(
                    "BITCODE.VALID",
                    format!("the program's bitcode cannot be read: {e}"),
                    dxil_location(),
                );
                return v;
            }
        },
    };
    let info = match dxil_model::read_dxil_info(module) {
        Ok(i) => i,
        Err(e) => {
            v.push(
                "META.REQUIRED",
                format!("the program's DXIL metadata cannot be read: {e}"),
                dxil_location(),
            );
            return v;
        }
    };
    if let Some(parsed) = &parsed {
        check_derived_parts(parsed, module, &info, options, &mut v);
    }
    // Libraries may pass vectors between functions, and DXIL 1.9 (shader model 6.9)
    // has native vectors.
    let library = info.shader_model.kind == dxil_model::ShaderKind::Library;
    let vectors_allowed = library || info.dxil_version >= (1, 9);
    let graph = entry_scopes::call_graph(module);
    let scopes = entry_scopes::entry_scopes(module, &info, &graph);
    // Outside libraries, only what the entry reaches runs: a function nothing calls is
    // not judged by its signature (dxv accepts one left behind with parameters).
    // (A table by function: a shader may call thousands of functions.)
    let live: Option<dxil_ir::SecondaryMap<dxil_ir::FuncId, bool>> =
        (!library && !scopes.is_empty()).then(|| {
            let mut live = dxil_ir::SecondaryMap::new();
            for &f in scopes.iter().flat_map(|s| s.functions.iter()) {
                live.set(f, true);
            }
            live
        });
    let is_live = |f: dxil_ir::FuncId| live.as_ref().is_none_or(|l| *l.get(f));
    flow_rules::check_flow_rules(module, &info, &graph, &is_live, &mut v);
    op_rules::check_instructions(module, &info, &scopes, &mut v);
    op_operand_rules::check_entry_operations(module, &scopes, &mut v);
    resource_op_rules::check_counter_directions(module, &info, &mut v);
    resource_user_rules::check_resource_users(module, &info, &mut v);
    entry_rules::check_entries(module, &info, &scopes, &mut v);
    entry_compat_rules::check_entry_compatibility(module, &info, &graph, &mut v);
    signature_rules::check_signatures(&info, &mut v);
    signature_type_rules::check_signature_types(module, &info, &mut v);
    output_rules::check_written_outputs(module, &scopes, &mut v);
    mesh_call_rules::check_mesh_calls(module, &scopes, &mut v);
    // Shader flag 23: 16-bit types are native, not min precision.
    let min_precision = entry_rules::entries(&info)
        .iter()
        .all(|(e, _)| e.shader_flags & (1 << 23) == 0);
    module_rules::check_module(module, &info, min_precision, &mut v);
    flag_rules::check_shader_flags(module, &info, &mut v);
    let metadata = instruction_metadata_rules::MetadataContext {
        m: module,
        library,
        // Minimum precision enabled (D3D's global flag 0x20): 16-bit types present
        // (0x20) and not native (bit 23).
        min_precision: info.entry.shader_flags & 0x20 != 0
            && info.entry.shader_flags & (1 << 23) == 0,
    };
    let lifetimes_allowed = info.shader_model.at_least(6, 6);
    instruction_rules::check_llvm_instructions(
        module,
        library,
        vectors_allowed,
        min_precision,
        lifetimes_allowed,
        &metadata,
        &mut v,
    );
    type_rules::check_types(
        module,
        vectors_allowed,
        lifetimes_allowed,
        library,
        &is_live,
        &mut v,
    );
    v
}

/// Each part's name and offset as the container header lists them, when the header
/// and the part headers are in bounds.
fn part_list(bytes: &[u8]) -> Option<Vec<(FourCC, usize)>> {
    let u32_at = |at: usize| -> Option<u32> {
        Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
    };
    let count = u32_at(28)? as usize;
    (0..count.min(bytes.len() / 4))
        .map(|i| {
            let offset = u32_at(32 + 4 * i)? as usize;
            let name: [u8; 4] = bytes.get(offset..offset.checked_add(4)?)?.try_into().ok()?;
            Some((FourCC(name), offset))
        })
        .collect()
}

/// The bitcode of the container's first DXIL part, read on its own.
fn program_bitcode<'a>(bytes: &'a [u8], parts: &[(FourCC, usize)]) -> Option<&'a [u8]> {
    let &(_, offset) = parts.iter().find(|(f, _)| *f == FourCC::DXIL)?;
    let size = u32::from_le_bytes(bytes.get(offset + 4..offset + 8)?.try_into().ok()?) as usize;
    let body = bytes.get(offset + 8..(offset + 8).checked_add(size)?)?;
    dxil_container::Program::decode(body, offset + 8)
        .ok()
        .map(|p| p.bitcode)
}

/// Unknown and repeated parts.
fn check_part_list(parts: &[(FourCC, usize)], v: &mut Validation) {
    let mut seen: Vec<FourCC> = Vec::new();
    for &(fourcc, offset) in parts {
        let at = part_at(fourcc, offset);
        if !fourcc.is_known() {
            v.push(
                "CONTAINER.PARTINVALID",
                format!("unknown part {fourcc}"),
                at.clone(),
            );
        }
        if seen.contains(&fourcc) {
            v.push(
                "CONTAINER.PARTREPEATED",
                format!("more than one {fourcc} part"),
                at,
            );
        }
        seen.push(fourcc);
    }
}

/// The parts the module implies, derived as `compile` derives them, against the
/// container's; and the root signature against the resources.
fn check_derived_parts(
    parsed: &ParsedContainer<'_>,
    module: &dxil_ir::Module,
    info: &dxil_model::DxilInfo,
    options: ValidateOptions,
    v: &mut Validation,
) {
    if let Some(program) = parsed.program() {
        let sm = info.shader_model;
        let header = (program.shader_kind.raw(), program.major, program.minor);
        if header != (sm.kind as u16, sm.major as u8, sm.minor as u8) {
            v.push(
                "SM.PROGRAMVERSION",
                format!(
                    "Program Version in Dxil Container does not match Dxil Module shader model \
                     version ({} {}.{} in the part, {sm} in the module)",
                    program.shader_kind, program.major, program.minor
                ),
                part_location(parsed, FourCC::DXIL),
            );
        }
    }
    if let Some(rs) = parsed.root_signature() {
        if info.shader_model.kind != dxil_model::ShaderKind::Library {
            if let Err(e) = dxil_parts::root_signature_binding::check_resources_bound(
                rs,
                &info.resources,
                info.shader_model.kind,
            ) {
                v.push(
                    "CONTAINER.ROOTSIGNATUREINCOMPATIBLE",
                    e.to_string(),
                    part_location(parsed, FourCC::RTS0),
                );
            }
        }
    }
    if options.parts_derived_from_program {
        return;
    }
    let valver = info
        .validator_version
        .unwrap_or(dxil_parts::DEFAULT_VALIDATOR_VERSION);
    let expected = match dxil_parts::module_parts(info, module, valver) {
        Ok(parts) => parts,
        Err(e) => {
            v.push(
                "CONTAINER.PARTMATCHES",
                format!("the parts this module needs cannot be derived: {e}"),
                part_location(parsed, FourCC::DXIL),
            );
            return;
        }
    };
    // A library's subobjects live only in RDAT (DXC drops `!dx.subobjects` from the
    // program), so its RDAT cannot be derived from the module: not compared.
    let rdat_has_subobjects = parsed
        .part(FourCC::RDAT)
        .is_some_and(|p| match &p.contents {
            dxil_container::PartContents::RuntimeData(r) => r
                .table(dxil_container::rdat::RdatPartKind::SubobjectTable)
                .is_some_and(|t| !t.is_empty()),
            _ => false,
        });
    let derivable = |fourcc: FourCC| {
        fourcc != FourCC::RDAT
            || !rdat_has_subobjects
            || module.named_metadata.contains_key("dx.subobjects")
    };
    for fourcc in DERIVED_PARTS.into_iter().filter(|f| derivable(*f)) {
        let ours = expected
            .iter()
            .find(|(f, _)| *f == fourcc)
            .map(|(_, body)| body.as_slice());
        let theirs = parsed.part(fourcc);
        match (ours, theirs) {
            (Some(_), None) => v.push(
                "CONTAINER.PARTMISSING",
                format!("the module needs a {fourcc} part, which the container lacks"),
                "container".into(),
            ),
            (None, Some(p)) => v.push(
                "CONTAINER.PARTMATCHES",
                format!("the container has a {fourcc} part the module does not imply"),
                part_at(fourcc, p.offset),
            ),
            (Some(want), Some(p)) if fourcc == FourCC::PSV0 && want != p.body => {
                let stage = parsed.program().map(|program| program.shader_kind);
                let at = part_at(fourcc, p.offset);
                psv0_content_rules::check_psv0(p.body, want, stage, &at, v);
            }
            (Some(want), Some(p)) if want != p.body => {
                let at = want
                    .iter()
                    .zip(p.body)
                    .position(|(a, b)| a != b)
                    .unwrap_or(want.len().min(p.body.len()));
                v.push(
                    "CONTAINER.PARTMATCHES",
                    format!(
                        "part {fourcc} does not match what the module implies ({} bytes, \
                         {} expected; first difference at byte {at} of the part)",
                        p.body.len(),
                        want.len()
                    ),
                    part_at(fourcc, p.offset + 8 + at),
                );
            }
            _ => {}
        }
    }
}

fn part_location(parsed: &ParsedContainer<'_>, fourcc: FourCC) -> String {
    parsed
        .part(fourcc)
        .map_or_else(|| "container".into(), |p| part_at(fourcc, p.offset))
}

/// A location in part `fourcc`: byte `offset` of the container.
fn part_at(fourcc: FourCC, offset: usize) -> String {
    format!("part {fourcc} at byte {offset}")
}

/// Where instruction `inst` is: its function, its block (by position) and the
/// instruction printed as `dis` prints it.
fn instruction_location(m: &dxil_ir::Module, f: &dxil_ir::Function, inst: dxil_ir::Inst) -> String {
    let Some(body) = &f.body else {
        return function_location(f);
    };
    let block = body
        .placed_insts()
        .find(|(_, i)| *i == inst)
        .and_then(|(b, _)| body.blocks.handles().position(|h| h == b))
        .unwrap_or(0);
    format!(
        "function @{}, block {block}: {}",
        f.name,
        dxil_ir::printer::print_instruction(m, f, inst)
    )
}

/// A location in function `f`.
fn function_location(f: &dxil_ir::Function) -> String {
    format!("function @{}", f.name)
}

impl Validation {
    /// One line per diagnostic: `RULE: message (location)`.
    pub fn to_text(&self) -> String {
        self.diagnostics
            .iter()
            .map(|d| format!("{}: {} ({})\n", d.rule, d.message, d.location))
            .collect()
    }

    /// The diagnostics as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
