//! The `RDAT` part of a DXIL library, as DXC's `DxilRDATWriter` builds it from the
//! module (Microsoft's validator rebuilds it the same way and compares bytes): the
//! resource table, one function record per definition, the node tables of work-graph
//! nodes and the subobject table.
//!
//! Strings, index arrays and raw bytes are pooled in first-use order, so the order in
//! which this module asks for them is part of the format: resource names, then the
//! names of external functions the library calls, then per function its names, its
//! resource and dependency arrays, its node records and its record.

mod call_needs;
mod compat;
mod nodes;
mod subobjects;
pub(crate) mod uses;

use super::psv::used_by_atomic64;
use crate::error::PartsError as Error;
use compat::function_compat;
use dxil_container::rdat::{RdatPartKind, RecordBytes, RuntimeData, RuntimeDataBuilder, NONE};
use dxil_ir::{FuncId, GlobalId, Module};
use dxil_model::metadata::{property, DxilInfo, EntryPoint, Resource, ResourceClass};
use dxil_model::ShaderKind;
use rustc_hash::FxHashMap;

/// Record strides.
mod stride {
    pub(super) const RESOURCE: u32 = 32;
    /// `RuntimeDataFunctionInfo` (validators before 1.8).
    pub(super) const FUNCTION: u32 = 44;
    /// `RuntimeDataFunctionInfo2` (validator 1.8 and later).
    pub(super) const FUNCTION2: u32 = 52;
}

/// The builder, and whether equal records are stored once (validator 1.7 and later).
pub(super) struct Tables {
    b: RuntimeDataBuilder,
    share_records: bool,
}

impl Tables {
    /// The index of `record` in table `kind`.
    fn record(&mut self, kind: RdatPartKind, stride: u32, record: RecordBytes) -> u32 {
        if self.share_records {
            self.b.record_once(kind, stride, &record.0)
        } else {
            self.b.push_record(kind, stride, &record.0)
        }
    }
}

/// Builds the RDAT part of library `module` for validator `valver`.
pub(crate) fn runtime_data(
    info: &DxilInfo,
    module: &Module,
    valver: (u32, u32),
) -> Result<RuntimeData, Error> {
    let mut t = Tables {
        b: RuntimeDataBuilder::new(),
        share_records: valver >= (1, 7),
    };
    let resource_globals = resource_table(&mut t, info, module);
    let mentions = uses::function_mentions(module);
    let entries: FxHashMap<FuncId, &EntryPoint> = info
        .library_entries
        .iter()
        .filter_map(|e| Some((e.function?, e)))
        .collect();
    let entry_kind = |f: FuncId| entries.get(&f)?.library_kind();
    // External functions called from the library, named before the functions are.
    for (fid, f) in module.functions.iter() {
        if uses::is_dependency(module, fid) && mentions.values().any(|m| m.functions.contains(&fid))
        {
            t.b.string(&f.name);
        }
    }
    let compat = needs_of_functions(info, module, valver, &mentions, &entries, entry_kind, true);
    let function_stride = if valver >= (1, 8) {
        stride::FUNCTION2
    } else {
        stride::FUNCTION
    };
    for (fid, f) in module.functions.iter() {
        if f.body.is_none() {
            continue;
        }
        let name = t.b.string(&f.name);
        let unmangled = t.b.string(unmangled_name(&f.name));
        let used = mentions.get(&fid);
        let resources: Vec<u32> = resource_globals
            .iter()
            .enumerate()
            .filter(|(_, g)| g.is_some_and(|g| used.is_some_and(|u| u.globals.contains(&g))))
            .map(|(i, _)| i as u32)
            .collect();
        let resources = t.b.index_array_or_none(&resources);
        let dependencies: Vec<u32> = used
            .map(|u| {
                u.functions
                    .iter()
                    .filter(|&&g| uses::is_dependency(module, g))
                    .map(|&g| t.b.string(&module.functions[g].name))
                    .collect()
            })
            .unwrap_or_default();
        let dependencies = t.b.index_array_or_none(&dependencies);
        let entry = entries.get(&fid).copied();
        let kind = entry_kind(fid).unwrap_or(ShaderKind::Library);
        let node = entry
            .and_then(|e| e.node.as_ref())
            .filter(|_| kind == ShaderKind::Node);
        let node_info = node.map(|node| {
            let shared = group_shared_bytes(module, &mentions, fid);
            nodes::node_shader_info(&mut t, node, entry.and_then(|e| e.numthreads), shared)
        });
        let c = compat.get(&fid).copied().unwrap_or_default();
        let features = dxil_analysis::shader_flags::feature_info(c.flags) | c.local;
        let (payload, attributes) = ray_sizes(entry, kind);
        let mut record = RecordBytes::default()
            .u32(name)
            .u32(unmangled)
            .u32(resources)
            .u32(dependencies)
            .u32(kind as u32)
            .u32(payload)
            .u32(attributes)
            .u32(features as u32)
            .u32((features >> 32) as u32)
            .u32(c.stage_mask)
            .u32(((kind as u32) << 16) | (c.min_sm.major << 4) | c.min_sm.minor);
        if function_stride == stride::FUNCTION2 {
            let (min_wave, max_wave) = entry
                .and_then(|e| e.wave_size)
                .map_or((0, 0), |w| (w.min as u8, w.max.max(w.min) as u8));
            let program_entry = node.is_some_and(|n| n.is_program_entry);
            record = record
                .u8(min_wave)
                .u8(max_wave)
                .u16(u16::from(program_entry))
                .u32(node_info.unwrap_or(NONE));
        }
        t.record(RdatPartKind::FunctionTable, function_stride, record);
    }
    if valver >= (1, 4) {
        subobjects::subobject_table(&mut t, &info.subobjects);
    }
    Ok(t.b.finish())
}

/// The needs of every function definition of `module` ([`compat::function_compat`]),
/// with the shader flags it computes for them; `mentions` what each function names,
/// `entries` the entry record of each entry function, `entry_kind` its kind,
/// `with_translation` whether the linker may translate operations (libraries).
pub(crate) fn needs_of_functions(
    info: &DxilInfo,
    module: &Module,
    valver: (u32, u32),
    mentions: &FxHashMap<FuncId, uses::Mentions>,
    entries: &FxHashMap<FuncId, &EntryPoint>,
    entry_kind: impl Fn(FuncId) -> Option<ShaderKind>,
    with_translation: bool,
) -> FxHashMap<FuncId, compat::Compat> {
    let cx = dxil_analysis::Target {
        shader_model: Some(info.shader_model),
        validator_version: Some(valver),
    };
    let own_flags: FxHashMap<FuncId, u64> =
        dxil_analysis::shader_flags::compute_shader_flags(module, &cx)
            .map(|flags| flags.functions.into_iter().collect())
            .unwrap_or_default();
    let native_low_precision =
        info.entry.shader_flags & dxil_analysis::shader_flags::bits::NATIVE_LOW_PRECISION != 0;
    function_compat(
        module,
        mentions,
        &own_flags,
        entries,
        entry_kind,
        native_low_precision,
        valver,
        with_translation,
    )
}

/// The feature bit of a function that computes derivatives.
pub(crate) const USES_DERIVATIVES: u64 = compat::local::USES_DERIVATIVES;
/// The feature bit of a function that needs a visible thread group.
pub(crate) const REQUIRES_GROUP: u64 = compat::local::REQUIRES_GROUP;

/// Bytes of the group shared globals `f` and what it calls use.
fn group_shared_bytes(m: &Module, mentions: &FxHashMap<FuncId, uses::Mentions>, f: FuncId) -> u32 {
    let mut seen = vec![f];
    let mut globals = std::collections::BTreeSet::new();
    let mut next = 0;
    while let Some(&g) = seen.get(next) {
        next += 1;
        if let Some(found) = mentions.get(&g) {
            globals.extend(found.globals.iter().copied());
            for &callee in &found.functions {
                if !seen.contains(&callee) {
                    seen.push(callee);
                }
            }
        }
    }
    super::psv::group_shared_bytes_of(m, globals)
}

/// Payload and attribute bytes of a ray tracing entry.
fn ray_sizes(entry: Option<&EntryPoint>, kind: ShaderKind) -> (u32, u32) {
    let Some(entry) = entry else { return (0, 0) };
    let payload = entry.property(property::RAY_PAYLOAD_SIZE, 0).unwrap_or(0);
    let attributes = entry.property(property::RAY_ATTRIB_SIZE, 0).unwrap_or(0);
    match kind as u32 {
        // AnyHit, ClosestHit.
        9 | 10 => (payload, attributes),
        // Miss, Callable.
        11 | 12 => (payload, 0),
        _ => (0, 0),
    }
}

/// The resource table (CBVs, samplers, SRVs, UAVs), and each record's global.
fn resource_table(t: &mut Tables, info: &DxilInfo, module: &Module) -> Vec<Option<GlobalId>> {
    let r = &info.resources;
    let mut globals = Vec::new();
    for res in r
        .cbvs
        .iter()
        .chain(&r.samplers)
        .chain(&r.srvs)
        .chain(&r.uavs)
    {
        let name = t.b.string(&res.name);
        let record = RecordBytes::default()
            .u32(res.class as u32)
            .u32(res.kind())
            .u32(res.id)
            .u32(res.space)
            .u32(res.lower_bound)
            .u32(res.upper_bound())
            .u32(name)
            .u32(resource_flags(res));
        t.record(RdatPartKind::ResourceTable, stride::RESOURCE, record);
        globals.push(res.symbol.and_then(|s| uses::symbol_global(module, s)));
    }
    globals
}

/// `DxilResourceFlag`s: UAVs only.
fn resource_flags(r: &Resource) -> u32 {
    if r.class != ResourceClass::Uav {
        return 0;
    }
    u32::from(r.globally_coherent)
        | u32::from(r.has_counter) << 1
        | u32::from(r.is_rov) << 2
        | u32::from(used_by_atomic64(r)) << 4
}

/// A function's name without C++ mangling: `\01?name@...` gives `name`.
fn unmangled_name(name: &str) -> &str {
    match name.strip_prefix("\u{1}?") {
        Some(rest) => rest.split('@').next().unwrap_or(rest),
        None => name,
    }
}
