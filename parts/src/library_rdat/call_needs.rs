//! What one call to a DXIL operation needs of a library function's runtime, beyond the
//! operation table's shader model and stages, as DXC works it out per call: barriers
//! that reorder threads, reach node memory or synchronize a group limit the shader
//! kinds (and a reorder, or a `BarrierByMemoryType` the linker cannot turn into an old
//! `Barrier`, raises the shader model); older validators masked derivatives and wave
//! operations differently.

use dxil_ir::{Module, Value};
use dxil_model::barrier::BarrierCall;
use dxil_model::op_table::{OpCode, SmVersion};
use dxil_model::ShaderKind;

/// The bit of shader kind `k` in a stage mask.
const fn kind(k: ShaderKind) -> u32 {
    1 << k as u32
}

/// Derivative operations older validators kept out of compute, mesh and amplification
/// shaders: Sample, SampleBias, SampleCmp, CalculateLOD, the four derivatives.
fn is_masked_derivative(op: u32) -> bool {
    matches!(op, 60 | 61 | 64 | 81 | 83..=86)
}

/// Wave operations (validator 1.4 allowed them in every kind before mesh shaders).
fn is_wave(op: u32) -> bool {
    matches!(op, 110..=123 | 135 | 136 | 165..=167 | 222 | 2147483649 | 2147483650)
}

/// `GetGroupWaveIndex` and `GetGroupWaveCount`: they need a thread group.
const GROUP_WAVE_OPS: [u32; 2] = [2147483649, 2147483650];

/// Whether a call to `op` with `args` (after the opcode) needs a visible thread group:
/// a barrier that synchronizes or scopes one, or a group-wave query.
pub(super) fn needs_group(m: &Module, op: OpCode, args: &[Value]) -> bool {
    GROUP_WAVE_OPS.contains(&op.0)
        || BarrierCall::of(m, op, args).is_some_and(|b| b.requires_group())
}

/// What the rules for one call depend on besides the call.
pub(super) struct CallNeeds {
    /// The validator version.
    pub valver: (u32, u32),
    /// Whether the linker may translate operations to older ones (libraries).
    pub with_translation: bool,
}

impl CallNeeds {
    /// Narrows `stage_mask` and raises `min_sm` for a call to `op` with `args` (after
    /// the opcode), as DXC's per-call rules do.
    pub(super) fn apply(
        &self,
        m: &Module,
        op: OpCode,
        args: &[Value],
        stage_mask: &mut u32,
        min_sm: &mut SmVersion,
    ) {
        let valver = self.valver;
        if valver < (1, 8) && is_masked_derivative(op.0) {
            *stage_mask &= !(kind(ShaderKind::Compute)
                | kind(ShaderKind::Amplification)
                | kind(ShaderKind::Mesh));
            return;
        }
        if valver < (1, 5) {
            if is_wave(op.0) {
                *stage_mask = kind(ShaderKind::Mesh) - 1;
            }
            return;
        }
        let Some(barrier) = BarrierCall::of(m, op, args) else {
            return;
        };
        if self.with_translation && op == OpCode::BARRIER_BY_MEMORY_TYPE && !barrier.translates() {
            *min_sm = (*min_sm).max(SmVersion::new(6, 8));
        }
        let library = kind(ShaderKind::Library);
        if barrier.requires_reorder() {
            *min_sm = (*min_sm).max(SmVersion::new(6, 9));
            *stage_mask &= library | kind(ShaderKind::RayGeneration);
        } else if barrier.requires_node() {
            *stage_mask &= library | kind(ShaderKind::Node);
        } else if barrier.requires_group() {
            *stage_mask &= library
                | kind(ShaderKind::Compute)
                | kind(ShaderKind::Amplification)
                | kind(ShaderKind::Mesh)
                | kind(ShaderKind::Node);
        }
    }
}
