//! `dxil-translate-metadata`: builds DXIL's module metadata from clang's attributes
//! and the module: `!dx.shaderModel`, `!dx.version`, `!dx.valver` (clang's is kept),
//! `!dx.resources` (from the resource analysis) and `!dx.entryPoints` (function,
//! name, signatures — from `!dx.semantic.signatures` (see [`crate::transforms::entry_signatures`]),
//! null without them — resources, and the tag list: shader flags
//! (tag 0, `i64`), shader kind for library entries (8), numthreads (4), the state of
//! a geometry, hull, domain, mesh or amplification entry (`stage_state`) and wave size
//! (11, or 23 for a range)). Clang-only named metadata (`!hlsl.cbs`,
//! `!llvm.errno.tbaa`) is dropped, module flags get behaviours LLVM 3.7 knows, and
//! instruction metadata is limited to the kinds DXIL allows (`hlsl.controlflow.hint`
//! becomes `dx.controlflow.hints`, `!llvm.loop` keeps only DXIL's unroll hints, see
//! `loop_hints`).

mod loop_hints;
mod stage_state;

use crate::analysis::entry_attributes::{entry_functions, EntryAttrs};
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use dxil_analysis::resource_map::{analyze_resources, emit_dx_resources_named, ResourceMap};
use dxil_analysis::shader_flags::atomic64_uses::{resources_used_by_atomic64, ATOMIC64_USE_TAG};
use dxil_analysis::shader_flags::{
    compute_shader_flags_noting_metadata, dxil_version_of, effective_validator_version,
    module_shader_model,
};
use dxil_ir::edit::{md_int, md_node, md_string, md_value};
use dxil_ir::{FuncId, Md, MdData, Module, Site, Value};
use dxil_model::metadata::ResourceClass;
use dxil_model::shader_model::{ShaderKind, ShaderModel};

/// The `dxil-translate-metadata` pass.
pub struct TranslateMetadata;

impl Pass for TranslateMetadata {
    fn name(&self) -> &'static str {
        "dxil-translate-metadata"
    }

    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        translate_metadata(module, cx)
    }
}

/// `dxil-metadata-emit`: the older name of `dxil-translate-metadata`, which some of
/// LLVM's tests still use.
pub struct MetadataEmit;

impl Pass for MetadataEmit {
    fn name(&self) -> &'static str {
        "dxil-metadata-emit"
    }

    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        translate_metadata(module, cx)
    }
}

/// Entry property tags (DXIL.rst, "Shader Properties and Capabilities").
mod tag {
    pub const SHADER_FLAGS: i64 = 0;
    pub const NUM_THREADS: i64 = 4;
    pub const SHADER_KIND: i64 = 8;
    pub const WAVE_SIZE: i64 = 11;
    pub const WAVE_SIZE_RANGE: i64 = 23;
}

/// Builds the DXIL metadata of `m`.
pub fn translate_metadata(m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
    let sm = module_shader_model(m, &cx.target()).ok_or_else(|| {
        LowerError::invalid("the module names no shader model (no DXIL target triple)")
    })?;
    let dxil_version = dxil_version_of(m, Some(sm));
    let entries = entry_functions(m)?;
    if sm.kind != ShaderKind::Library {
        if entries.len() > 1 {
            return Err(LowerError::invalid(
                "Non-library shader: One and only one entry expected",
            ));
        }
        for e in &entries {
            if e.stage != sm.kind {
                return Err(LowerError::Invalid {
                    msg: format!(
                        "Shader stage '{}' for entry '{}' different from specified target profile '{}'",
                        e.stage.profile_prefix(),
                        m.functions[e.func].name,
                        sm.kind.stage_name()
                    ),
                    site: Some(Site::Function(e.func)),
                });
            }
        }
    }
    let stages: Vec<(FuncId, ShaderKind)> = entries.iter().map(|e| (e.func, e.stage)).collect();
    let signatures = crate::transforms::entry_signatures::entry_signature_nodes(m, |f| {
        stages.iter().find(|(g, _)| *g == f).map(|(_, k)| *k)
    })?;
    let resources = analyze_resources(m)?;
    let (flags, with_metadata) = compute_shader_flags_noting_metadata(m, &cx.target(), &resources);

    emit_version_nodes(m, sm, dxil_version, cx);
    // A library before 6.6 names each resource by a global (`createHandleForLib`).
    let library_globals = sm.kind == ShaderKind::Library && !sm.at_least(6, 6);
    let res_md = emit_dx_resources_named(m, &resources, library_globals);
    if effective_validator_version(m, &cx.target()) >= (1, 6) {
        mark_atomic64_uavs(m, res_md, &resources);
    }

    let mut records = Vec::new();
    if sm.kind == ShaderKind::Library {
        let props = (flags.combined != 0).then(|| {
            let t = md_int(m, 32, tag::SHADER_FLAGS);
            let v = md_int(m, 64, flags.combined as i64);
            md_node(m, vec![Some(t), Some(v)])
        });
        // The library's own record: no function, an empty name.
        let empty = md_string(m, "");
        records.push(md_node(m, vec![None, Some(empty), None, res_md, props]));
    }
    for e in &entries {
        // An entry's flags: its code's (a hull shader's patch constant function's
        // too) and its signatures'.
        let entry_flags = if sm.kind == ShaderKind::Library {
            0
        } else {
            let pcf = crate::transforms::entry_signatures::patch_constant_function(m, e.func);
            let from_signatures = signatures
                .iter()
                .find(|(f, ..)| *f == e.func)
                .map_or(0, |(_, _, s)| *s);
            flags.of(e.func) | pcf.map_or(0, |p| flags.of(p)) | from_signatures
        };
        let props = entry_properties(m, sm, e, entry_flags)?;
        let fty = m.functions[e.func].ty;
        let fptr = m.pointer_to(fty, m.functions[e.func].addrspace);
        let fmd = md_value(m, fptr, Value::Function(e.func));
        let name = m.functions[e.func].name.to_string();
        let nmd = md_string(m, &name);
        let sigs = signatures
            .iter()
            .find(|(f, ..)| *f == e.func)
            .map(|(_, n, _)| *n);
        records.push(md_node(m, vec![Some(fmd), Some(nmd), sigs, res_md, props]));
    }
    m.named_metadata.insert("dx.entryPoints".into(), records);
    if !signatures.is_empty() {
        dxil_analysis::view_id_state::emit::emit_view_id_state(m)?;
    }

    for name in ["hlsl.cbs", "llvm.errno.tbaa"] {
        m.named_metadata.shift_remove(name);
    }
    clean_module_flags(m);
    translate_instruction_metadata(m, &with_metadata)
}

/// Gives the `!dx.resources` record of each UAV a 64-bit atomic operates on the
/// extended property `i32 3, i32 1` after its other tags, as DXC writes it.
fn mark_atomic64_uavs(m: &mut Module, res_md: Option<Md>, resources: &ResourceMap) {
    let used = resources_used_by_atomic64(m, resources);
    let uav_list = res_md.and_then(|top| match m.metadata.get(top) {
        Some(MdData::Node { ops, .. }) => ops.get(1).copied().flatten(),
        _ => None,
    });
    let (Some(uav_list), false) = (uav_list, used.is_empty()) else {
        return;
    };
    let Some(MdData::Node { ops: records, .. }) = m.metadata.get(uav_list).cloned() else {
        return;
    };
    let uavs = resources
        .resources
        .iter()
        .enumerate()
        .filter(|(_, r)| r.ty.class == ResourceClass::Uav);
    for ((index, _), record) in uavs.zip(records) {
        let Some(record) = record.filter(|_| used.contains(&index)) else {
            continue;
        };
        let Some(MdData::Node { ops, .. }) = m.metadata.get(record).cloned() else {
            continue;
        };
        let mut tags = match ops.last().copied().flatten().map(|t| &m.metadata[t]) {
            Some(MdData::Node { ops, .. }) => ops.clone(),
            _ => Vec::new(),
        };
        tags.push(Some(md_int(m, 32, i64::from(ATOMIC64_USE_TAG))));
        tags.push(Some(md_int(m, 32, 1)));
        let tag_node = md_node(m, tags);
        if let MdData::Node { ops, .. } = &mut m.metadata[record] {
            if let Some(last) = ops.last_mut() {
                *last = Some(tag_node);
            }
        }
    }
}

fn emit_version_nodes(m: &mut Module, sm: ShaderModel, dxil: (u32, u32), cx: &PassContext) {
    if let Some((major, minor)) = cx.validator_version {
        let a = md_int(m, 32, i64::from(major));
        let b = md_int(m, 32, i64::from(minor));
        let n = md_node(m, vec![Some(a), Some(b)]);
        m.named_metadata.insert("dx.valver".into(), vec![n]);
    }
    let kind = md_string(m, sm.kind.profile_prefix());
    let major = md_int(m, 32, i64::from(sm.major));
    let minor = md_int(m, 32, i64::from(sm.minor));
    let smn = md_node(m, vec![Some(kind), Some(major), Some(minor)]);
    m.named_metadata.insert("dx.shaderModel".into(), vec![smn]);
    let a = md_int(m, 32, i64::from(dxil.0));
    let b = md_int(m, 32, i64::from(dxil.1));
    let vn = md_node(m, vec![Some(a), Some(b)]);
    m.named_metadata.insert("dx.version".into(), vec![vn]);
}

fn entry_properties(
    m: &mut Module,
    sm: ShaderModel,
    e: &EntryAttrs,
    flags: u64,
) -> Result<Option<Md>, LowerError> {
    let mut ops = Vec::new();
    if flags != 0 {
        ops.push(Some(md_int(m, 32, tag::SHADER_FLAGS)));
        ops.push(Some(md_int(m, 64, flags as i64)));
    }
    if sm.kind == ShaderKind::Library && e.stage != ShaderKind::Library {
        ops.push(Some(md_int(m, 32, tag::SHADER_KIND)));
        ops.push(Some(md_int(m, 32, e.stage as i64)));
    }
    // The state of a geometry, hull, domain, mesh or amplification entry; a mesh or
    // amplification entry's thread counts are in it, as DXC writes them.
    let state = stage_state::stage_state(m, e)?;
    // Only a `"hlsl.numthreads"` the entry gives becomes the tag (LLVM's
    // lib-entries.ll: no tag for mesh and amplification entries without one).
    if let (ShaderKind::Compute | ShaderKind::Mesh | ShaderKind::Node, Some([x, y, z]), None) =
        (e.stage, e.numthreads, state)
    {
        let vals: Vec<Option<Md>> = [x, y, z]
            .iter()
            .map(|v| Some(md_int(m, 32, i64::from(*v))))
            .collect();
        let counts = md_node(m, vals);
        ops.push(Some(md_int(m, 32, tag::NUM_THREADS)));
        ops.push(Some(counts));
    }
    if let Some((t, record)) = state {
        ops.push(Some(md_int(m, 32, t)));
        ops.push(Some(record));
    }
    if let Some([min, max, pref]) = e.wave_size {
        let single = max == 0 && pref == 0 && !sm.at_least(6, 8);
        if single {
            let v = md_int(m, 32, i64::from(min));
            ops.push(Some(md_int(m, 32, tag::WAVE_SIZE)));
            ops.push(Some(md_node(m, vec![Some(v)])));
        } else {
            let vals: Vec<Option<Md>> = [min, max, pref]
                .iter()
                .map(|v| Some(md_int(m, 32, i64::from(*v))))
                .collect();
            ops.push(Some(md_int(m, 32, tag::WAVE_SIZE_RANGE)));
            ops.push(Some(md_node(m, vals)));
        }
    }
    Ok((!ops.is_empty()).then(|| md_node(m, ops)))
}

/// Module flag behaviours above `AppendUnique` (6) do not exist in LLVM 3.7; such
/// flags become `Warning` (2), as LLVM's translation does.
fn clean_module_flags(m: &mut Module) {
    let Some(flags) = m.named_metadata.get("llvm.module.flags").cloned() else {
        return;
    };
    let mut out = Vec::with_capacity(flags.len());
    for node in flags {
        let Some(MdData::Node { ops, distinct }) = m.metadata.get(node).cloned() else {
            out.push(node);
            continue;
        };
        let behaviour = ops
            .first()
            .copied()
            .flatten()
            .and_then(|b| match m.metadata.get(b) {
                Some(MdData::Value { value, .. }) => m.const_int(*value),
                _ => None,
            });
        if behaviour.is_some_and(|b| b > 6) {
            let mut ops = ops;
            ops[0] = Some(md_int(m, 32, 2));
            out.push(m.metadata.alloc(MdData::Node { distinct, ops }));
        } else {
            out.push(node);
        }
    }
    m.named_metadata.insert("llvm.module.flags".into(), out);
}

/// Instruction metadata kinds DXIL keeps.
const KEPT_INST_MD: &[&str] = &[
    "dx.nonuniform",
    "dx.controlflow.hints",
    "dx.precise",
    "range",
    "alias.scope",
    "noalias",
    "llvm.loop",
    "dbg",
];

/// Translates the metadata attachments of `with_metadata`: every placed instruction
/// with one, with its function, in order (the shader flags walk finds them).
fn translate_instruction_metadata(
    m: &mut Module,
    with_metadata: &[(FuncId, dxil_ir::Inst)],
) -> Result<(), LowerError> {
    let mut loops = loop_hints::LoopHintTranslator::default();
    for group in with_metadata.chunk_by(|a, b| a.0 == b.0) {
        let f = group[0].0;
        let Some(mut body) = m.functions[f].body.take() else {
            continue;
        };
        for &(_, i) in group {
            let mut md = std::mem::take(&mut body.insts[i].metadata);
            if let Some(pos) = md.iter().position(|(k, _)| &**k == "hlsl.controlflow.hint") {
                let (_, hint) = md.remove(pos);
                let value = match m.metadata.get(hint) {
                    Some(MdData::Node { ops, .. }) => ops.get(1).copied().flatten(),
                    _ => None,
                };
                if let Some(value) = value {
                    let s = md_string(m, "dx.controlflow.hints");
                    let n = md_node(m, vec![Some(s), Some(value)]);
                    md.push(("dx.controlflow.hints".into(), n));
                }
            }
            md.retain(|(k, _)| KEPT_INST_MD.contains(&&**k));
            if let Some(pos) = md.iter().position(|(k, _)| &**k == "llvm.loop") {
                match loops.translate(m, md[pos].1) {
                    Ok(Some(node)) => md[pos].1 = node,
                    Ok(None) => {
                        md.remove(pos);
                    }
                    Err(msg) => {
                        m.functions[f].body = Some(body);
                        let site = Some(Site::Inst(f, i));
                        return Err(LowerError::Invalid { msg, site });
                    }
                }
            }
            body.insts[i].metadata = md;
        }
        m.functions[f].body = Some(body);
    }
    if loops.left_nodes_behind() {
        crate::transforms::dead_metadata::remove_dead_metadata(m);
    }
    Ok(())
}
