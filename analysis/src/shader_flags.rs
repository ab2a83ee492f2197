//! Shader flags: what a module needs of the runtime (doubles, 64-bit integers, wave
//! operations, raw and structured buffers, low precision, ...), as the DXIL module
//! flags DXIL.rst's "Shader Flags" table numbers them (the tag-0 entry property), and
//! the SFI0 feature bits the container writes ([`feature_info`]).
//!
//! The analysis reads both clang's IR (`llvm.dx.*` intrinsics, `target("dx.*")`
//! handles) and lowered DXIL (`dx.op.*` calls), so it can run before or after op
//! lowering. Flags are computed per function and merged into callers.
//! `print-dx-shader-flags` prints them as LLVM's analysis printer does.

use crate::callee_summaries::merge_callee_summaries;
use crate::error::AnalysisError;
use crate::resource_map::{analyze_resources, ResourceMap};
use crate::target::Target;
use dxil_ir::edit::callee_name;
use dxil_ir::intrinsic_name::is_intrinsic;
use dxil_ir::{
    CastOp, ConstData, FloatKind, FuncId, Inst, InstData, InstKind, MdData, Module, Type, TypeData,
    Value,
};
use dxil_model::shader_model::{ShaderKind, ShaderModel};
use dxil_model::ResourceKind;
use rustc_hash::{FxHashMap, FxHashSet};

pub mod atomic64_uses;

/// DXIL module flag bits (DXIL.rst, "Shader Flags").
pub mod bits {
    /// Disable shader optimizations.
    pub const DISABLE_OPTIMIZATIONS: u64 = 1 << 0;
    /// Disable math refactoring.
    pub const DISABLE_MATH_REFACTORING: u64 = 1 << 1;
    /// Double-precision floating point.
    pub const DOUBLES: u64 = 1 << 2;
    /// Force early depth-stencil test.
    pub const FORCE_EARLY_DEPTH_STENCIL: u64 = 1 << 3;
    /// Raw and structured buffers.
    pub const RAW_AND_STRUCTURED_BUFFERS: u64 = 1 << 4;
    /// Low-precision data types present.
    pub const LOW_PRECISION: u64 = 1 << 5;
    /// Double-precision extensions for 11.1.
    pub const DOUBLE_EXTENSIONS: u64 = 1 << 6;
    /// Shader extensions for 11.1 (Msad).
    pub const SHADER_EXTENSIONS_11_1: u64 = 1 << 7;
    /// All resources bound.
    pub const ALL_RESOURCES_BOUND: u64 = 1 << 8;
    /// Viewport / render target array index from a shader feeding the rasterizer.
    pub const VIEWPORT_RT_ARRAY_INDEX: u64 = 1 << 9;
    /// PS inner coverage.
    pub const INNER_COVERAGE: u64 = 1 << 10;
    /// PS output stencil ref.
    pub const STENCIL_REF: u64 = 1 << 11;
    /// Tiled resources.
    pub const TILED_RESOURCES: u64 = 1 << 12;
    /// Typed UAV load additional formats.
    pub const TYPED_UAV_LOAD_ADDITIONAL_FORMATS: u64 = 1 << 13;
    /// Comparison filtering for feature level 9.
    pub const LEVEL9_COMPARISON_FILTERING: u64 = 1 << 14;
    /// 64 UAV slots.
    pub const MAX_64_UAVS: u64 = 1 << 15;
    /// UAVs at every shader stage.
    pub const UAVS_AT_EVERY_STAGE: u64 = 1 << 16;
    /// CS4 raw and structured buffers.
    pub const CS4_RAW_AND_STRUCTURED: u64 = 1 << 17;
    /// Rasterizer ordered UAVs.
    pub const ROVS: u64 = 1 << 18;
    /// Wave level operations.
    pub const WAVE_OPS: u64 = 1 << 19;
    /// 64-bit integers.
    pub const INT64_OPS: u64 = 1 << 20;
    /// View instancing.
    pub const VIEW_ID: u64 = 1 << 21;
    /// Barycentrics.
    pub const BARYCENTRICS: u64 = 1 << 22;
    /// Native low-precision data types.
    pub const NATIVE_LOW_PRECISION: u64 = 1 << 23;
    /// Shading rate.
    pub const SHADING_RATE: u64 = 1 << 24;
    /// Raytracing tier 1.1.
    pub const RAYTRACING_TIER_1_1: u64 = 1 << 25;
    /// Sampler feedback.
    pub const SAMPLER_FEEDBACK: u64 = 1 << 26;
    /// 64-bit atomics on typed resources.
    pub const ATOMIC64_TYPED: u64 = 1 << 27;
    /// 64-bit atomics on group shared memory.
    pub const ATOMIC64_GROUP_SHARED: u64 = 1 << 28;
    /// Derivatives in mesh and amplification shaders.
    pub const DERIVATIVES_IN_MESH_AMP: u64 = 1 << 29;
    /// Resource descriptor heap indexing.
    pub const RESOURCE_HEAP_INDEXING: u64 = 1 << 30;
    /// Sampler descriptor heap indexing.
    pub const SAMPLER_HEAP_INDEXING: u64 = 1 << 31;
    /// 64-bit atomics on heap resources.
    pub const ATOMIC64_HEAP: u64 = 1 << 32;
    /// Any UAV may not alias any other UAV.
    pub const RES_MAY_NOT_ALIAS: u64 = 1 << 33;
    /// Advanced texture ops.
    pub const ADVANCED_TEXTURE_OPS: u64 = 1 << 34;
    /// Writeable MSAA textures.
    pub const WRITEABLE_MSAA: u64 = 1 << 35;
    /// SampleCmp with gradient or bias.
    pub const SAMPLE_CMP_GRAD_BIAS: u64 = 1 << 37;
    /// Extended command info.
    pub const EXTENDED_COMMAND_INFO: u64 = 1 << 38;
}

/// (DXIL module flag bit, SFI0 feature bit) pairs for the flags that map one to one
/// (DXC's `ShaderFlags::GetFeatureInfo`, LLVM's `SHADER_FEATURE_FLAG` table).
const FEATURE_MAP: &[(u32, u32)] = &[
    (2, 0),
    (17, 1),
    (16, 2),
    (15, 3),
    (6, 5),
    (7, 6),
    (14, 7),
    (12, 8),
    (11, 9),
    (10, 10),
    (13, 11),
    (18, 12),
    (9, 13),
    (19, 14),
    (20, 15),
    (21, 16),
    (22, 17),
    (24, 19),
    (25, 20),
    (26, 21),
    (27, 22),
    (28, 23),
    (29, 24),
    (30, 25),
    (31, 26),
    (32, 28),
    (34, 29),
    (35, 30),
    (37, 31),
    (38, 32),
];

/// SFI0 feature bit of minimum precision (low precision without native 16-bit types).
const FEATURE_MINIMUM_PRECISION: u32 = 4;
/// SFI0 feature bit of native low precision.
const FEATURE_NATIVE_LOW_PRECISION: u32 = 18;

/// The SFI0 feature bits for DXIL module flags `flags`.
pub fn feature_info(flags: u64) -> u64 {
    let mut out = 0u64;
    for &(module_bit, feature_bit) in FEATURE_MAP {
        if flags & (1u64 << module_bit) != 0 {
            out |= 1u64 << feature_bit;
        }
    }
    if flags & bits::LOW_PRECISION != 0 {
        out |= if flags & bits::NATIVE_LOW_PRECISION != 0 {
            1u64 << FEATURE_NATIVE_LOW_PRECISION
        } else {
            1u64 << FEATURE_MINIMUM_PRECISION
        };
    }
    out
}

/// The flags of every function definition, and their union.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModuleShaderFlags {
    /// The union over all definitions.
    pub combined: u64,
    /// Each definition's flags (including those of what it calls), in module order.
    pub functions: Vec<(FuncId, u64)>,
}

impl ModuleShaderFlags {
    /// The flags of `f` (0 for a function without a body).
    pub fn of(&self, f: FuncId) -> u64 {
        self.functions
            .iter()
            .find(|(g, _)| *g == f)
            .map(|(_, v)| *v)
            .unwrap_or(0)
    }
}

/// What the analysis needs to know besides the code.
struct Facts {
    sm: Option<ShaderModel>,
    validator: (u32, u32),
    native_low_precision: bool,
    can_set_res_may_not_alias: bool,
}

/// The integer value of module flag `key` (`!llvm.module.flags`), if set.
pub fn module_flag(m: &Module, key: &str) -> Option<i128> {
    for &node in m.named_metadata.get("llvm.module.flags")? {
        let Some(MdData::Node { ops, .. }) = m.metadata.get(node) else {
            continue;
        };
        let name = ops.get(1).copied().flatten().and_then(|s| m.md_string(s));
        if name == Some(key.as_bytes()) {
            return match ops
                .get(2)
                .copied()
                .flatten()
                .and_then(|v| m.metadata.get(v))
            {
                Some(MdData::Value { value, .. }) => m.const_int(*value),
                _ => None,
            };
        }
    }
    None
}

fn validator_version(m: &Module) -> Option<(u32, u32)> {
    let node = *m.named_metadata.get("dx.valver")?.first()?;
    let Some(MdData::Node { ops, .. }) = m.metadata.get(node) else {
        return None;
    };
    let int = |i: usize| -> Option<u32> {
        match m.metadata.get(ops.get(i).copied().flatten()?)? {
            MdData::Value { value, .. } => m.const_int(*value).map(|v| v as u32),
            _ => None,
        }
    };
    Some((int(0)?, int(1)?))
}

/// The validator version the module is written for: the one asked for, else
/// `!dx.valver`, else 1.8 (DXC's).
pub fn effective_validator_version(m: &Module, cx: &Target) -> (u32, u32) {
    cx.validator_version
        .or_else(|| validator_version(m))
        .unwrap_or((1, 8))
}

/// The shader model of the module: from `!dx.shaderModel` once translated, else the
/// triple.
pub fn module_shader_model(m: &Module, cx: &Target) -> Option<ShaderModel> {
    if let Some(sm) = cx.shader_model {
        return Some(sm);
    }
    m.triple.as_deref().and_then(ShaderModel::from_triple)
}

/// The DXIL version a triple names (`dxilv1.6-...`), or the shader model's.
pub fn dxil_version_of(m: &Module, sm: Option<ShaderModel>) -> (u32, u32) {
    let from_triple = m
        .triple
        .as_deref()
        .and_then(|t| t.split('-').next())
        .and_then(|a| a.strip_prefix("dxilv"))
        .and_then(dxil_model::shader_model::parse_version);
    from_triple
        .or(sm.map(|s| s.dxil_version()))
        .unwrap_or((1, 0))
}

/// Computes the shader flags of every function of `m`.
pub fn compute_shader_flags(m: &Module, cx: &Target) -> Result<ModuleShaderFlags, AnalysisError> {
    let resources = analyze_resources(m)?;
    Ok(compute_shader_flags_for(m, cx, &resources))
}

/// [`compute_shader_flags`], with the module's resources already analysed (one walk
/// over the code).
pub fn compute_shader_flags_for(
    m: &Module,
    cx: &Target,
    resources: &ResourceMap,
) -> ModuleShaderFlags {
    compute_shader_flags_noting_metadata(m, cx, resources).0
}

/// System values (`DXIL::SemanticKind`) whose presence in a signature needs a feature.
mod semantic {
    pub(super) const RENDER_TARGET_ARRAY_INDEX: u8 = 4;
    pub(super) const VIEWPORT_ARRAY_INDEX: u8 = 5;
    pub(super) const INNER_COVERAGE: u8 = 15;
    pub(super) const STENCIL_REF: u8 = 20;
    pub(super) const BARYCENTRICS: u8 = 28;
    pub(super) const SHADING_RATE: u8 = 29;
}

/// The flags an entry's signatures imply (DXC's `CollectShaderFlags` on an entry): its
/// `inputs`, `outputs` and `patch_constants` (or mesh primitive outputs) of a `kind`
/// entry.
pub fn signature_flags(
    inputs: &[dxil_model::metadata::SignatureElement],
    outputs: &[dxil_model::metadata::SignatureElement],
    patch_constants: &[dxil_model::metadata::SignatureElement],
    kind: ShaderKind,
) -> u64 {
    let has = |list: &[dxil_model::metadata::SignatureElement], sv: u8| {
        list.iter().any(|e| e.system_value == sv)
    };
    let out = |sv| has(outputs, sv) || has(patch_constants, sv);
    let mut flags = 0;
    if matches!(
        kind,
        ShaderKind::Vertex | ShaderKind::Hull | ShaderKind::Domain | ShaderKind::Mesh
    ) && (out(semantic::RENDER_TARGET_ARRAY_INDEX) || out(semantic::VIEWPORT_ARRAY_INDEX))
    {
        flags |= bits::VIEWPORT_RT_ARRAY_INDEX;
    }
    if kind == ShaderKind::Pixel {
        if has(outputs, semantic::STENCIL_REF) {
            flags |= bits::STENCIL_REF;
        }
        if has(inputs, semantic::INNER_COVERAGE) {
            flags |= bits::INNER_COVERAGE;
        }
        if has(inputs, semantic::BARYCENTRICS) {
            flags |= bits::BARYCENTRICS;
        }
    }
    // Not a mesh shader's per-primitive rate (DXC's mesh-shadingrate test declares
    // none).
    if has(inputs, semantic::SHADING_RATE) || has(outputs, semantic::SHADING_RATE) {
        flags |= bits::SHADING_RATE;
    }
    flags
}

/// [`compute_shader_flags_for`], and, found on the way, the placed instructions that
/// have metadata attachments (with their functions, in order).
pub fn compute_shader_flags_noting_metadata(
    m: &Module,
    cx: &Target,
    resources: &ResourceMap,
) -> (ModuleShaderFlags, Vec<(FuncId, Inst)>) {
    let mut with_metadata = Vec::new();
    let sm = module_shader_model(m, cx);
    let dxil_version = dxil_version_of(m, sm);
    let validator = effective_validator_version(m, cx);
    let facts = Facts {
        sm,
        validator,
        native_low_precision: module_flag(m, "dx.nativelowprec").unwrap_or(0) != 0
            && sm.is_none_or(|s| s.at_least(6, 2)),
        can_set_res_may_not_alias: dxil_version >= (1, 7)
            && module_flag(m, "dx.resmayalias").unwrap_or(0) == 0,
    };
    let type_bits = TypeBits::new(m);
    let global = global_flags(m, &facts, resources);
    let by_function = ResourcesByFunction::new(resources);
    let mut own: FxHashMap<FuncId, u64> = FxHashMap::default();
    let mut callees: FxHashMap<FuncId, FxHashSet<FuncId>> = FxHashMap::default();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut flags = global;
        let params = match m.types.get(f.ty) {
            TypeData::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let mut code = FunctionCode {
            m,
            body,
            params: &params,
            type_bits: &type_bits,
            status_reads: FxHashSet::default(),
            status_loads: Vec::new(),
            clamp_means_tiled: facts.validator >= (1, 8),
        };
        for (_, i) in body.placed_insts() {
            flags |= code.inst_flags(i, resources);
            if !body.insts[i].metadata.is_empty() {
                with_metadata.push((fid, i));
            }
            if let InstKind::Call {
                callee: Value::Function(c),
                ..
            } = &body.insts[i].kind
            {
                if m.functions[*c].is_definition() {
                    callees.entry(fid).or_default().insert(*c);
                }
            }
        }
        flags |= code.status_flags();
        flags |= resource_flags_for(m, fid, resources, &by_function, &facts);
        if facts.native_low_precision {
            flags |= bits::NATIVE_LOW_PRECISION;
        }
        own.insert(fid, flags);
    }
    merge_callee_summaries(callees, &mut own, |into, from| {
        let before = *into;
        *into |= from;
        *into != before
    });
    let mut out = ModuleShaderFlags::default();
    for (fid, f) in m.functions.iter() {
        if f.is_definition() {
            let v = own.get(&fid).copied().unwrap_or(0);
            out.combined |= v;
            out.functions.push((fid, v));
        }
    }
    (out, with_metadata)
}

/// The function attribute of a pixel entry whose depth and stencil tests run before
/// it (HLSL's `[earlydepthstencil]`).
pub const EARLY_DEPTH_STENCIL: &str = "hlsl.earlydepthstencil";

fn global_flags(m: &Module, facts: &Facts, res: &ResourceMap) -> u64 {
    let mut flags = 0;
    if module_flag(m, "dx.disable_optimizations").unwrap_or(0) != 0 {
        flags |= bits::DISABLE_OPTIMIZATIONS;
    }
    if module_flag(m, "dx.allresourcesbound").unwrap_or(0) != 0 {
        flags |= bits::ALL_RESOURCES_BOUND;
    }
    // HLSL's `[earlydepthstencil]` (SPIR-V's `EarlyFragmentTests`) on an entry.
    if m.functions
        .iter()
        .any(|(_, f)| f.attrs.func.get(EARLY_DEPTH_STENCIL).is_some())
    {
        flags |= bits::FORCE_EARLY_DEPTH_STENCIL;
    }
    let uavs: Vec<_> = res
        .of_class(dxil_model::metadata::ResourceClass::Uav)
        .collect();
    if !uavs.is_empty() {
        let every_stage = match facts.sm.map(|s| s.kind) {
            Some(
                ShaderKind::Vertex | ShaderKind::Geometry | ShaderKind::Hull | ShaderKind::Domain,
            ) => true,
            Some(ShaderKind::Compute | ShaderKind::Pixel) | None => false,
            Some(_) => facts.validator < (1, 8),
        };
        if every_stage {
            flags |= bits::UAVS_AT_EVERY_STAGE;
        }
        if facts.can_set_res_may_not_alias && facts.validator < (1, 8) {
            flags |= bits::RES_MAY_NOT_ALIAS;
        }
    }
    let slots: u64 = uavs
        .iter()
        .map(|u| {
            if facts.validator < (1, 6) {
                1
            } else {
                u64::from(u.range_size)
            }
        })
        .sum();
    if slots > 8 {
        flags |= bits::MAX_64_UAVS;
    }
    if uavs.iter().any(|u| u.ty.rov) {
        flags |= bits::ROVS;
    }
    // Before validator 1.8, any writable multisampled texture in the module.
    if facts.validator < (1, 8) && uavs.iter().any(|u| is_multisampled(u.ty.kind)) {
        flags |= bits::WRITEABLE_MSAA;
    }
    flags
}

/// Whether `kind` is a multisampled texture (`Texture2DMS[Array]`).
fn is_multisampled(kind: ResourceKind) -> bool {
    matches!(
        kind,
        ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
    )
}

/// Flags that come from the resources a function creates handles to (or, once op
/// lowering dropped the handle calls, that the module binds, for entry points).
/// Which resources each function creates handles to (indices into the map, each once),
/// and those no call creates (bound by metadata alone, counted in every entry): found
/// once, so that a function's resource flags cost only its own resources.
struct ResourcesByFunction {
    by_calls: FxHashMap<FuncId, Vec<usize>>,
    unbound: Vec<usize>,
}

impl ResourcesByFunction {
    fn new(res: &ResourceMap) -> Self {
        let mut by_calls: FxHashMap<FuncId, Vec<usize>> = FxHashMap::default();
        let mut unbound = Vec::new();
        for (k, r) in res.resources.iter().enumerate() {
            if r.calls.is_empty() {
                unbound.push(k);
            }
            for (f, _) in &r.calls {
                let list = by_calls.entry(*f).or_default();
                if list.last() != Some(&k) {
                    list.push(k);
                }
            }
        }
        ResourcesByFunction { by_calls, unbound }
    }

    /// The resources function `f` uses (`is_entry`: also those no call creates).
    fn of(&self, f: FuncId, is_entry: bool) -> impl Iterator<Item = usize> + '_ {
        let own = self.by_calls.get(&f).into_iter().flatten();
        let unbound = if is_entry { &self.unbound[..] } else { &[] };
        own.chain(unbound).copied()
    }
}

/// The resource flags of function `f`, from the resources it uses.
fn resource_flags_for(
    m: &Module,
    f: FuncId,
    res: &ResourceMap,
    used: &ResourcesByFunction,
    facts: &Facts,
) -> u64 {
    let is_entry = m.functions[f].attrs.func.string("hlsl.shader").is_some()
        || m.named_metadata.contains_key("dx.entryPoints");
    let mut flags = 0;
    for r in used.of(f, is_entry).map(|k| &res.resources[k]) {
        if matches!(
            r.ty.kind,
            ResourceKind::RawBuffer | ResourceKind::StructuredBuffer
        ) {
            flags |= bits::RAW_AND_STRUCTURED_BUFFERS;
        }
        if r.ty.class == dxil_model::metadata::ResourceClass::Uav
            && facts.can_set_res_may_not_alias
            && facts.validator >= (1, 8)
        {
            flags |= bits::RES_MAY_NOT_ALIAS;
        }
        // From validator 1.8, a writable multisampled texture the function uses.
        if r.ty.class == dxil_model::metadata::ResourceClass::Uav
            && is_multisampled(r.ty.kind)
            && facts.validator >= (1, 8)
        {
            flags |= bits::WRITEABLE_MSAA;
        }
    }
    flags
}

fn scalar_float_kind(m: &Module, t: Type) -> Option<FloatKind> {
    match m.types.get(m.types.scalar_of(t)) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

fn scalar_int_bits(m: &Module, t: Type) -> Option<u32> {
    m.types.int_bits(m.types.scalar_of(t))
}

fn operand_type(m: &Module, body: &dxil_ir::Body, params: &[Type], v: Value) -> Option<Type> {
    match v {
        Value::Const(c) => Some(m.consts.get(c).ty()),
        Value::Arg(i) => params.get(i as usize).copied(),
        Value::Inst(i) => body.insts.get(i).map(|d| d.ty),
        _ => None,
    }
}

/// What the scalar of each type of the module is, for the flags types raise: a
/// double, a 16-bit type (half or `i16`), a 64-bit integer. Looked up by type handle,
/// so an instruction's types are classified without matching on them each time.
struct TypeBits(Vec<u8>);

impl TypeBits {
    const DOUBLE: u8 = 1;
    const LOW_PRECISION: u8 = 2;
    const INT64: u8 = 4;

    fn new(m: &Module) -> Self {
        TypeBits(m.types.iter().map(|(t, _)| Self::classify(m, t)).collect())
    }

    fn classify(m: &Module, t: Type) -> u8 {
        let mut out = 0;
        let float = scalar_float_kind(m, t);
        let int = scalar_int_bits(m, t);
        if float == Some(FloatKind::Double) {
            out |= Self::DOUBLE;
        }
        if float == Some(FloatKind::Half) || int == Some(16) {
            out |= Self::LOW_PRECISION;
        }
        if int == Some(64) {
            out |= Self::INT64;
        }
        out
    }

    fn of(&self, m: &Module, t: Type) -> u8 {
        match self.0.get(t.index()) {
            Some(b) => *b,
            None => Self::classify(m, t),
        }
    }
}

/// One function's code, as the flags analysis reads it.
struct FunctionCode<'a> {
    m: &'a Module,
    body: &'a dxil_ir::Body,
    params: &'a [Type],
    type_bits: &'a TypeBits,
    /// The instructions whose status (field 1) some `extractvalue` reads.
    status_reads: FxHashSet<Inst>,
    /// The resource loads whose status read means tiled resources.
    status_loads: Vec<Inst>,
    /// Whether a sample's clamp means tiled resources (validator 1.8 on: older ones
    /// did not see it).
    clamp_means_tiled: bool,
}

/// Whether a sample's clamp operand `c` clamps: neither `undef` nor a constant 0.0.
fn clamp_given(m: &Module, c: Value) -> bool {
    match c {
        Value::Const(k) => match m.consts.get(k) {
            ConstData::Undef(_) => false,
            // 0.0 or -0.0: nothing but (perhaps) the sign bit set.
            ConstData::Float { ty, bits } => {
                let width = match m.types.get(*ty) {
                    TypeData::Float(kind) => kind.bits(),
                    _ => 64,
                };
                *bits & !(1u128 << (width - 1)) != 0
            }
            _ => true,
        },
        _ => true,
    }
}

impl FunctionCode<'_> {
    /// Tiled resources, when a sample call `kind` (its clamp the last operand) clamps
    /// and the validator counts it.
    fn clamp_flags(&self, kind: &InstKind) -> u64 {
        match kind {
            InstKind::Call { args, .. }
                if self.clamp_means_tiled
                    && args.last().is_some_and(|&c| clamp_given(self.m, c)) =>
            {
                bits::TILED_RESOURCES
            }
            _ => 0,
        }
    }

    fn inst_flags(&mut self, i: Inst, resources: &ResourceMap) -> u64 {
        let (m, body, params) = (self.m, self.body, self.params);
        let data = &body.insts[i];
        let name = callee_name(m, &data.kind);
        // Lifetime markers and debug-info calls (`llvm.dbg.value`'s `i64` offset) use
        // no 64-bit integers of the shader's.
        let is_lifetime =
            name.is_some_and(|n| n.starts_with("llvm.lifetime.") || n.starts_with("llvm.dbg."));
        // A lane number (`extractelement`/`insertelement` index, `i64` as LLVM's
        // builder makes it) is no 64-bit integer operation.
        let lane_index = match data.kind {
            InstKind::ExtractElement { index, .. } | InstKind::InsertElement { index, .. } => {
                Some(index)
            }
            _ => None,
        };
        if let InstKind::ExtractValue {
            agg: Value::Inst(agg),
            indices,
        } = &data.kind
        {
            if indices.first() == Some(&1) {
                self.status_reads.insert(*agg);
            }
        }
        let mut types = self.type_bits.of(m, data.ty);
        data.kind.for_each_operand(|v| {
            if !matches!(v, Value::Function(_) | Value::Metadata(_)) && Some(v) != lane_index {
                if let Some(t) = operand_type(m, body, params, v) {
                    types |= self.type_bits.of(m, t);
                }
            }
        });
        let mut flags = 0;
        if matches!(
            data.kind,
            InstKind::Call { .. } | InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. }
        ) {
            flags |= atomic64_flags(m, body, params, data);
            if atomic64_uses::is_heap_atomic64(m, body, params, &data.kind, data.ty) {
                flags |= bits::ATOMIC64_HEAP;
            }
        }
        if types & TypeBits::DOUBLE != 0 {
            flags |= bits::DOUBLES;
            // Fused multiply-add of doubles (`llvm.fma.f64`, DXIL's Fma) is one of the
            // extended double operations too.
            let fma = name.is_some_and(|n| crate::intrinsics::is_intrinsic(n, "llvm.fma"))
                || dxil_model::op_table::dx_op_call(m, &data.kind)
                    .is_some_and(|(op, _)| op.info().is_some_and(|i| i.name == "Fma"));
            let ext = fma
                || matches!(
                    data.kind,
                    InstKind::Binary {
                        op: dxil_ir::BinOp::FDiv,
                        ..
                    } | InstKind::Cast {
                        op: CastOp::UIToFP | CastOp::SIToFP | CastOp::FPToUI | CastOp::FPToSI,
                        ..
                    }
                );
            if ext {
                flags |= bits::DOUBLE_EXTENSIONS;
            }
        }
        if types & TypeBits::LOW_PRECISION != 0 {
            flags |= bits::LOW_PRECISION;
        }
        if !is_lifetime && types & TypeBits::INT64 != 0 {
            flags |= bits::INT64_OPS;
        }
        if let Some(n) = name {
            flags |= self.call_flags(i, n, resources);
        }
        flags
    }

    /// The flags of a call of the function named `n`.
    fn call_flags(&mut self, i: Inst, n: &str, resources: &ResourceMap) -> u64 {
        let (m, body, params) = (self.m, self.body, self.params);
        let data = &body.insts[i];
        let mut flags = 0;
        if n.starts_with("llvm.dx.wave.")
            || n.starts_with("llvm.dx.quad.")
            || n.starts_with("dx.op.wave")
            || n.starts_with("dx.op.quad")
        {
            flags |= bits::WAVE_OPS;
        }
        // The multiview index (before lowering, dxil-emit's `llvm.dx.view.id`).
        if n.starts_with("llvm.dx.view.id") || n.starts_with("dx.op.viewID") {
            flags |= bits::VIEW_ID;
        }
        // DXR 1.1: inline ray queries (before lowering, dxil-emit's own
        // `llvm.dx.rayquery.*`) and a hit's geometry index.
        if n.starts_with("llvm.dx.rayquery.")
            || n.starts_with("dx.op.geometryIndex")
            || n.starts_with("dx.op.allocateRayQuery")
            || n.starts_with("dx.op.rayQuery_")
        {
            flags |= bits::RAYTRACING_TIER_1_1;
        }
        if n.starts_with("dx.op.createHandleFromHeap") {
            flags |= heap_flag(m, &data.kind);
        }
        if crate::intrinsics::is_intrinsic(n, atomic64_uses::HANDLE_FROM_HEAP) {
            let sampler = matches!(m.types.get(data.ty),
                TypeData::TargetExt { name, .. } if &**name == "dx.Sampler");
            flags |= if sampler {
                bits::SAMPLER_HEAP_INDEXING
            } else {
                bits::RESOURCE_HEAP_INDEXING
            };
        }
        // (And dxil-emit's `.status` texture reads, whose status is sparse residency.)
        if n.starts_with("llvm.dx.resource.load.typedbuffer")
            || n.starts_with("llvm.dx.resource.load.rawbuffer")
            || (n.starts_with("llvm.dx.resource.") && n.contains(".status."))
        {
            self.status_loads.push(i);
            if n.starts_with("llvm.dx.resource.load.typedbuffer")
                && typed_load_is_multi_component(m, body, params, &data.kind)
            {
                flags |= bits::TYPED_UAV_LOAD_ADDITIONAL_FORMATS;
            }
        }
        // A texel read of a writable texture (resource access reads one to store part of
        // a texel) counts as a typed UAV load too.
        if n.starts_with("llvm.dx.resource.load.level")
            && typed_load_is_multi_component(m, body, params, &data.kind)
        {
            flags |= bits::TYPED_UAV_LOAD_ADDITIONAL_FORMATS;
        }
        // Lowered samples: SampleCmp with a gradient or bias (6.8), and a clamp
        // (the last operand) given, which needs tiled resources.
        // (Before op lowering, the intrinsics they come from.)
        if n.starts_with("dx.op.sampleCmpBias.")
            || n.starts_with("dx.op.sampleCmpGrad.")
            || is_intrinsic(n, "llvm.dx.resource.samplecmpbias")
            || is_intrinsic(n, "llvm.dx.resource.samplecmpgrad")
        {
            flags |= bits::SAMPLE_CMP_GRAD_BIAS;
        }
        // A store to one sample of a writable multisampled texture (6.7).
        if n.starts_with("dx.op.textureStoreSample.") {
            flags |= bits::ADVANCED_TEXTURE_OPS | bits::WRITEABLE_MSAA;
        }
        // SampleCmpLevel (6.7) is an advanced texture op, as DXC flags it.
        if n.starts_with("dx.op.sampleCmpLevel.")
            || is_intrinsic(n, "llvm.dx.resource.samplecmplevel")
        {
            flags |= bits::ADVANCED_TEXTURE_OPS;
        }
        if [
            "dx.op.sample.",
            "dx.op.sampleBias.",
            "dx.op.sampleGrad.",
            "dx.op.sampleCmp.",
            "dx.op.sampleCmpBias.",
            "dx.op.sampleCmpGrad.",
        ]
        .iter()
        .any(|p| n.starts_with(p))
        {
            flags |= self.clamp_flags(&data.kind);
        }
        if n.starts_with("dx.op.checkAccessFullyMapped") {
            flags |= bits::TILED_RESOURCES;
        }
        // Before op lowering: a sample's `.clamp` form gives the op its clamp.
        if n.starts_with("llvm.dx.resource.sample")
            && [
                "sample",
                "samplebias",
                "samplegrad",
                "samplecmp",
                "samplecmpbias",
                "samplecmpgrad",
            ]
            .iter()
            .any(|b| n.starts_with(&format!("llvm.dx.resource.{b}.clamp.")))
        {
            flags |= self.clamp_flags(&data.kind);
        }
        if (n.starts_with("dx.op.bufferLoad.") || n.starts_with("dx.op.textureLoad."))
            && lowered_load_is_multi_component_uav(m, body, &data.kind, resources)
        {
            flags |= bits::TYPED_UAV_LOAD_ADDITIONAL_FORMATS;
        }
        flags
    }

    /// Tiled resources, when some `extractvalue` of the function reads field 1 (the
    /// status) of a resource load's result: known once the whole function was read.
    fn status_flags(&self) -> u64 {
        if self
            .status_loads
            .iter()
            .any(|l| self.status_reads.contains(l))
        {
            bits::TILED_RESOURCES
        } else {
            0
        }
    }
}

fn heap_flag(m: &Module, kind: &InstKind) -> u64 {
    if let InstKind::Call { args, .. } = kind {
        // createHandleFromHeap(opcode, index, samplerHeap, nonUniform)
        if args.get(2).and_then(|v| m.const_int(*v)) == Some(-1) {
            return bits::SAMPLER_HEAP_INDEXING;
        }
    }
    bits::RESOURCE_HEAP_INDEXING
}

/// Whether a typed load reads a writable typed buffer or texture of more than one
/// component (the typed UAV load additional formats flag).
fn typed_load_is_multi_component(
    m: &Module,
    body: &dxil_ir::Body,
    params: &[Type],
    kind: &InstKind,
) -> bool {
    let InstKind::Call { args, .. } = kind else {
        return false;
    };
    let Some(handle_ty) = args.first().and_then(|h| operand_type(m, body, params, *h)) else {
        return false;
    };
    match m.types.get(handle_ty) {
        TypeData::TargetExt { name, types, ints }
            if &**name == "dx.TypedBuffer" || &**name == "dx.Texture" =>
        {
            let writeable = ints.first().copied().unwrap_or(0) != 0;
            let multi = types.first().is_some_and(
                |t| matches!(m.types.get(*t), TypeData::Vector { len, .. } if *len > 1),
            );
            writeable && multi
        }
        _ => false,
    }
}

/// For a lowered `bufferLoad`/`textureLoad`, whether its handle is annotated as a
/// typed UAV with more than one component (`annotateHandle` properties: bit 12 of the
/// first word is "UAV", bits 8..16 of the second the component count).
fn lowered_load_is_multi_component_uav(
    m: &Module,
    body: &dxil_ir::Body,
    kind: &InstKind,
    resources: &ResourceMap,
) -> bool {
    let InstKind::Call { args, .. } = kind else {
        return false;
    };
    let Some(Value::Inst(h)) = args.get(1).copied() else {
        return false;
    };
    let InstKind::Call {
        args: hargs,
        callee: Value::Function(hf),
        ..
    } = &body.insts[h].kind
    else {
        return false;
    };
    if m.functions[*hf].name.starts_with("dx.op.createHandle") && hargs.len() == 5 {
        // createHandle(opcode, i8 class, i32 range id, index, non-uniform): SM 6.0-6.5.
        let class = hargs.get(1).and_then(|v| m.const_int(*v));
        let range = hargs.get(2).and_then(|v| m.const_int(*v));
        return class == Some(dxil_model::metadata::ResourceClass::Uav as i128)
            && resources
                .of_class(dxil_model::metadata::ResourceClass::Uav)
                .any(|r| {
                    Some(i128::from(r.record_id)) == range
                        && r.ty.kind.is_typed()
                        && r.ty.component_count(m) > 1
                });
    }
    let Some((w0, w1)) = annotated_properties(m, body, Value::Inst(h)) else {
        return false;
    };
    let is_uav = w0 & 0x1000 != 0;
    let count = (w1 >> 8) & 0xff;
    is_uav && is_typed_kind(w0) && count > 1
}

/// The two words of the `%dx.types.ResourceProperties` that `handle` was annotated
/// with, if it is an `annotateHandle` call with constant properties.
fn annotated_properties(m: &Module, body: &dxil_ir::Body, handle: Value) -> Option<(u128, u128)> {
    let Value::Inst(h) = handle else {
        return None;
    };
    let InstKind::Call {
        args,
        callee: Value::Function(f),
        ..
    } = &body.insts[h].kind
    else {
        return None;
    };
    if !m.functions[*f].name.starts_with("dx.op.annotateHandle") {
        return None;
    }
    let words: Vec<u128> = match m.consts.get(args.get(2)?.as_const()?) {
        ConstData::Aggregate { elems, .. } => elems
            .iter()
            .filter_map(|e| m.const_int(*e).map(|v| v as u128))
            .collect(),
        _ => return None,
    };
    match words.as_slice() {
        [a, b, ..] => Some((*a, *b)),
        _ => None,
    }
}

/// Whether the resource kind in the low byte of properties word 0 is a typed one
/// (the textures and typed buffers, DXIL.rst kinds 1 to 10).
fn is_typed_kind(w0: u128) -> bool {
    (1..=10).contains(&(w0 & 0xff))
}

/// 64-bit atomics: on group shared memory (`atomicrmw`/`cmpxchg` of an `i64` in address
/// space 3), or on a typed resource (texture or typed buffer), before op lowering
/// (`llvm.dx.resource.atomic.*`) or after (`dx.op.atomicBinOp`/`atomicCompareExchange`).
fn atomic64_flags(m: &Module, body: &dxil_ir::Body, params: &[Type], data: &InstData) -> u64 {
    let is_i64 = |t: Option<Type>| t.and_then(|t| m.types.int_bits(t)) == Some(64);
    let group_shared = |ptr: Value| match ptr {
        Value::Global(g) => m.globals.get(g).is_some_and(|g| g.addrspace == 3),
        _ => operand_type(m, body, params, ptr).is_some_and(|t| {
            matches!(
                m.types.get(t),
                TypeData::Ptr { addrspace: 3 } | TypeData::TypedPtr { addrspace: 3, .. }
            )
        }),
    };
    match &data.kind {
        InstKind::AtomicRmw { ptr, val, .. }
            if is_i64(operand_type(m, body, params, *val)) && group_shared(*ptr) =>
        {
            return bits::ATOMIC64_GROUP_SHARED;
        }
        InstKind::CmpXchg { ptr, new, .. }
            if is_i64(operand_type(m, body, params, *new)) && group_shared(*ptr) =>
        {
            return bits::ATOMIC64_GROUP_SHARED;
        }
        _ => {}
    }
    let (Some(name), InstKind::Call { args, .. }) = (callee_name(m, &data.kind), &data.kind) else {
        return 0;
    };
    if !is_i64(Some(data.ty)) {
        return 0;
    }
    let unlowered = [
        crate::resource_atomics::ATOMIC_BINOP,
        crate::resource_atomics::ATOMIC_CMPXCHG,
    ]
    .iter()
    .any(|b| crate::intrinsics::is_intrinsic(name, b));
    let typed = if unlowered {
        args.first()
            .and_then(|h| operand_type(m, body, params, *h))
            .is_some_and(|t| {
                matches!(m.types.get(t), TypeData::TargetExt { name, .. }
                    if &**name == "dx.TypedBuffer" || name.starts_with("dx.Texture"))
            })
    } else if name.starts_with("dx.op.atomicBinOp.")
        || name.starts_with("dx.op.atomicCompareExchange.")
    {
        args.get(1)
            .and_then(|h| annotated_properties(m, body, *h))
            .is_some_and(|(w0, _)| is_typed_kind(w0))
    } else {
        false
    };
    if typed {
        bits::ATOMIC64_TYPED
    } else {
        0
    }
}

/// Descriptions of the feature flags, in SFI0 bit order, as LLVM's printer shows them:
/// (module bit or `None` for the computed precision features, text).
const FEATURE_TEXT: &[(Option<u32>, &str)] = &[
    (Some(2), "Double-precision floating point"),
    (Some(17), "Raw and structured buffers"),
    (Some(16), "UAVs at every shader stage"),
    (Some(15), "64 UAV slots"),
    (None, "Minimum-precision data types"),
    (Some(6), "Double-precision extensions for 11.1"),
    (Some(7), "Shader extensions for 11.1"),
    (Some(14), "Comparison filtering for feature level 9"),
    (Some(12), "Tiled resources"),
    (Some(11), "PS Output Stencil Ref"),
    (Some(10), "PS Inner Coverage"),
    (Some(13), "Typed UAV Load Additional Formats"),
    (Some(18), "Raster Ordered UAVs"),
    (
        Some(9),
        "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer",
    ),
    (Some(19), "Wave level operations"),
    (Some(20), "64-bit integer"),
    (Some(21), "View Instancing"),
    (Some(22), "Barycentrics"),
    (None, "Use native low precision"),
    (Some(24), "Shading Rate"),
    (Some(25), "Raytracing tier 1.1 features"),
    (Some(26), "Sampler feedback"),
    (Some(27), "64-bit Atomics on Typed Resources"),
    (Some(28), "64-bit Atomics on Group Shared"),
    (Some(29), "Derivatives in mesh and amplification shaders"),
    (Some(30), "Resource descriptor heap indexing"),
    (Some(31), "Sampler descriptor heap indexing"),
    (Some(32), "64-bit Atomics on Heap Resources"),
    (Some(34), "Advanced Texture Ops"),
    (Some(35), "Writeable MSAA Textures"),
    (Some(37), "SampleCmp with gradient or bias"),
    (Some(38), "Extended command info"),
];

/// Module flags that have no feature bit, with LLVM's descriptions.
const MODULE_FLAG_TEXT: &[(u32, &str)] = &[
    (0, "Disable shader optimizations"),
    (1, "Disable math refactoring"),
    (3, "Force early depth-stencil test"),
    (4, "Raw and structured buffers"),
    (5, "Low-precision data types"),
    (
        8,
        "All resources bound for the duration of shader execution",
    ),
    (23, "Use native low precision"),
    (33, "Any UAV may not alias any other UAV"),
];

/// Prints `flags` as LLVM's `ComputedShaderFlags::print` does.
pub fn describe_flags(flags: u64, out: &mut String) {
    use std::fmt::Write;
    let _ = write!(out, "; Shader Flags Value: 0x{flags:08x}\n;\n");
    if flags == 0 {
        return;
    }
    out.push_str("; Note: shader requires additional functionality:\n");
    let low = flags & bits::LOW_PRECISION != 0;
    let native = flags & bits::NATIVE_LOW_PRECISION != 0;
    for (i, (bit, text)) in FEATURE_TEXT.iter().enumerate() {
        let set = match bit {
            Some(b) => flags & (1u64 << b) != 0,
            None if i == FEATURE_MINIMUM_PRECISION as usize => low && !native,
            None => native,
        };
        if set {
            let _ = writeln!(out, ";       {text}");
        }
    }
    out.push_str("; Note: extra DXIL module flags:\n");
    for (bit, text) in MODULE_FLAG_TEXT {
        if flags & (1u64 << bit) != 0 {
            let _ = writeln!(out, ";       {text}");
        }
    }
    out.push_str(";\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_bits_follow_the_table() {
        assert_eq!(feature_info(bits::DOUBLES), 1);
        assert_eq!(feature_info(bits::WAVE_OPS), 1 << 14);
        assert_eq!(feature_info(bits::INT64_OPS), 1 << 15);
        assert_eq!(feature_info(bits::LOW_PRECISION), 1 << 4);
        assert_eq!(
            feature_info(bits::LOW_PRECISION | bits::NATIVE_LOW_PRECISION),
            1 << 18
        );
        assert_eq!(feature_info(bits::RAW_AND_STRUCTURED_BUFFERS), 0);
        assert_eq!(feature_info(bits::RESOURCE_HEAP_INDEXING), 1 << 25);
    }

    #[test]
    fn descriptions_match_llvm() {
        let mut s = String::new();
        describe_flags(bits::LOW_PRECISION, &mut s);
        assert!(s.contains("0x00000020"));
        assert!(s.contains("Minimum-precision data types"));
        assert!(s.contains("Low-precision data types"));
    }
}
