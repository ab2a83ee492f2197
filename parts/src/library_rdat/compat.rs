//! What each library function needs of the runtime, as DXC's `ComputeShaderCompatInfo`
//! works it out: feature bits (from the function's shader flags), the shader kinds it
//! may run in (the AND of its DXIL operations' stage masks) and the lowest shader model
//! it runs on (the highest its operations need, with the linker's translations and
//! the needs of particular calls: `call_needs`). For
//! validator 1.8 and later, callees' needs flow into their callers, and the shader
//! model is raised for what the entry's stage and features need.

use super::call_needs::{needs_group, CallNeeds};
use super::uses::Mentions;
use dxil_analysis::callee_summaries::merge_callee_summaries;
use dxil_analysis::shader_flags::bits;
use dxil_ir::{FuncId, Module};
use dxil_model::metadata::EntryPoint;
use dxil_model::op_table::{dx_op_call, op_info, OpCode, SmVersion};
use dxil_model::ShaderKind;
use rustc_hash::FxHashMap;

/// A function's needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Compat {
    /// DXIL module flag bits (the caller maps them to feature bits).
    pub(crate) flags: u64,
    /// Shader kinds it may run in, one bit per kind.
    pub(crate) stage_mask: u32,
    /// Lowest shader model.
    pub(crate) min_sm: SmVersion,
    /// Optional feature bits RDAT keeps and SFI0 drops ([`local`]).
    pub(crate) local: u64,
}

impl Default for Compat {
    /// What a function needs before its code is read: nothing, in any kind, on 6.0.
    fn default() -> Self {
        Compat {
            flags: 0,
            stage_mask: ALL_KINDS,
            min_sm: SmVersion::new(6, 0),
            local: 0,
        }
    }
}

impl Compat {
    /// Takes in a callee's needs (its flags and features, the kinds both run in, the
    /// higher shader model); says whether anything changed.
    fn take_in(&mut self, callee: Compat) -> bool {
        let before = *self;
        self.flags |= callee.flags;
        self.local |= callee.local;
        self.stage_mask &= callee.stage_mask;
        self.min_sm = self.min_sm.max(callee.min_sm);
        *self != before
    }
}

/// Optional feature bits (of the 64-bit feature info) that describe one function.
pub(crate) mod local {
    /// The function uses derivatives (implicit-LOD samples, `ddx`, ...).
    pub(crate) const USES_DERIVATIVES: u64 = 1 << 40;
    /// The function needs a thread group: group shared memory or a group barrier.
    pub(crate) const REQUIRES_GROUP: u64 = 1 << 41;
}

/// DXIL operations that compute derivatives.
const DERIVATIVE_OPS: &[OpCode] = &[
    OpCode::SAMPLE,
    OpCode::SAMPLE_BIAS,
    OpCode::SAMPLE_CMP,
    OpCode::SAMPLE_CMP_BIAS,
    OpCode::CALCULATE_LOD,
    OpCode::DERIV_COARSE_X,
    OpCode::DERIV_COARSE_Y,
    OpCode::DERIV_FINE_X,
    OpCode::DERIV_FINE_Y,
];

/// Every kind the format knows (kinds 0 to 15).
const ALL_KINDS: u32 = 0xffff;

/// The needs of every function definition. `own_flags` gives each function's shader
/// flags; `entries` the entry record of each entry function; `native_low_precision`
/// whether the module's 16-bit types are native (its flags say so), not minimum
/// precision; `with_translation` whether the linker may translate operations to older
/// ones (libraries).
#[allow(clippy::too_many_arguments)]
pub(super) fn function_compat(
    m: &Module,
    mentions: &FxHashMap<FuncId, Mentions>,
    own_flags: &FxHashMap<FuncId, u64>,
    entries: &FxHashMap<FuncId, &EntryPoint>,
    entry_kind: impl Fn(FuncId) -> Option<ShaderKind>,
    native_low_precision: bool,
    valver: (u32, u32),
    with_translation: bool,
) -> FxHashMap<FuncId, Compat> {
    let propagate = valver >= (1, 8);
    let needs = CallNeeds {
        valver,
        with_translation,
    };
    let mut own: FxHashMap<FuncId, Compat> = FxHashMap::default();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut flags = own_flags.get(&fid).copied().unwrap_or(0);
        if let (Some(entry), Some(kind)) = (entries.get(&fid), entry_kind(fid)) {
            flags |= dxil_analysis::shader_flags::signature_flags(
                &entry.inputs,
                &entry.outputs,
                &entry.patch_constants,
                kind,
            );
        }
        if native_low_precision && flags & bits::LOW_PRECISION != 0 {
            flags |= bits::NATIVE_LOW_PRECISION;
        }
        let mut compat = Compat {
            flags,
            ..Compat::default()
        };
        let group_shared = mentions
            .get(&fid)
            .is_some_and(|found| found.globals.iter().any(|&g| m.globals[g].addrspace == 3));
        if group_shared {
            compat.local |= local::REQUIRES_GROUP;
        }
        for (_, inst) in body.placed_insts() {
            let Some((op, args)) = dx_op_call(m, &body.insts[inst].kind) else {
                continue;
            };
            if DERIVATIVE_OPS.contains(&op) {
                compat.local |= local::USES_DERIVATIVES;
            }
            if needs_group(m, op, args) {
                compat.local |= local::REQUIRES_GROUP;
            }
            let Ok(info) = op_info(op) else { continue };
            if let Some(stages) = info.stages {
                compat.stage_mask &= stages.0;
            }
            let sm = if with_translation {
                info.translated_sm.or(info.min_sm)
            } else {
                info.min_sm
            };
            if let Some(sm) = sm {
                compat.min_sm = compat.min_sm.max(sm);
            }
            needs.apply(m, op, args, &mut compat.stage_mask, &mut compat.min_sm);
            // An overload newer than the op (64-bit atomics: 6.6), named by the
            // declaration's suffix.
            let callee = match &body.insts[inst].kind {
                dxil_ir::InstKind::Call {
                    callee: dxil_ir::Value::Function(c),
                    ..
                } => &m.functions[*c].name,
                _ => continue,
            };
            for (overload, sm) in info.overload_sm {
                if overload
                    .scalar_suffix()
                    .is_some_and(|suffix| callee.rsplit('.').next() == Some(suffix))
                {
                    compat.min_sm = compat.min_sm.max(*sm);
                }
            }
        }
        own.insert(fid, compat);
    }
    if propagate {
        let callees = mentions
            .iter()
            .map(|(f, found)| (*f, found.functions.iter().copied()));
        merge_callee_summaries(callees, &mut own, Compat::take_in);
    }
    let mut done = own;
    for (fid, compat) in done.iter_mut() {
        let kind = entry_kind(*fid);
        if propagate {
            raise_min_sm(compat, kind, entries.get(fid).copied());
        } else {
            compat.local = 0;
            if compat.flags & bits::NATIVE_LOW_PRECISION != 0 {
                compat.min_sm = compat.min_sm.max(SmVersion::new(6, 2));
            }
            if compat.flags & (bits::VIEW_ID | bits::BARYCENTRICS) != 0 {
                compat.min_sm = compat.min_sm.max(SmVersion::new(6, 1));
            }
        }
        compat.stage_mask &= match kind {
            Some(kind) => 1 << kind as u32,
            None if valver < (1, 5) => 0x1fff,
            None if valver < (1, 8) => 0x7fff,
            None => ALL_KINDS,
        };
    }
    done
}

/// DXC's `AdjustMinimumShaderModelAndFlags`: the shader model the stage and the
/// features need.
fn raise_min_sm(compat: &mut Compat, kind: Option<ShaderKind>, entry: Option<&EntryPoint>) {
    let derivatives = compat.local & local::USES_DERIVATIVES != 0;
    if derivatives && matches!(kind, Some(ShaderKind::Mesh | ShaderKind::Amplification)) {
        compat.flags |= bits::DERIVATIVES_IN_MESH_AMP;
    }
    let mut need = |major, minor| compat.min_sm = compat.min_sm.max(SmVersion::new(major, minor));
    if derivatives
        && matches!(
            kind,
            Some(ShaderKind::Compute | ShaderKind::Mesh | ShaderKind::Amplification)
        )
    {
        need(6, 6);
    }
    match kind {
        Some(ShaderKind::Mesh | ShaderKind::Amplification) => need(6, 5),
        Some(k) if (7..=12).contains(&(k as u32)) => need(6, 3),
        Some(ShaderKind::Node) => need(6, 8),
        _ => {}
    }
    if let Some(wave) = entry.and_then(|e| e.wave_size) {
        if wave.min != wave.max || wave.preferred != 0 {
            need(6, 8)
        } else {
            need(6, 6)
        }
    }
    let flags = compat.flags;
    let any = |mask: u64| flags & mask != 0;
    if any(bits::SAMPLE_CMP_GRAD_BIAS | bits::EXTENDED_COMMAND_INFO) {
        need(6, 8);
    }
    if any(bits::ADVANCED_TEXTURE_OPS | bits::WRITEABLE_MSAA) {
        need(6, 7);
    }
    if any(bits::ATOMIC64_TYPED
        | bits::ATOMIC64_GROUP_SHARED
        | bits::ATOMIC64_HEAP
        | bits::RESOURCE_HEAP_INDEXING
        | bits::SAMPLER_HEAP_INDEXING)
    {
        need(6, 6);
    }
    if any(bits::RAYTRACING_TIER_1_1 | bits::SAMPLER_FEEDBACK) {
        need(6, 5);
    }
    if any(bits::SHADING_RATE) {
        need(6, 4);
    }
    if any(bits::NATIVE_LOW_PRECISION) {
        need(6, 2);
    }
    if any(bits::VIEW_ID | bits::BARYCENTRICS) {
        need(6, 1);
    }
}
