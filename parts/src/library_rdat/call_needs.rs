//! What one call to a DXIL operation needs of a library function's runtime, beyond the
//! operation table's shader model and stages, as DXC works it out per call: barriers
//! that reorder threads, reach node memory or synchronize a group limit the shader
//! kinds (and a reorder, or a `BarrierByMemoryType` the linker cannot turn into an old
//! `Barrier`, raises the shader model); older validators masked derivatives and wave
//! operations differently.

use dxil_ir::{Module, Value};
use dxil_model::op_table::{OpCode, SmVersion};
use dxil_model::ShaderKind;

/// The bit of shader kind `k` in a stage mask.
const fn kind(k: ShaderKind) -> u32 {
    1 << k as u32
}

/// Memory type flags: UAV 1, group shared 2, node input 4, node output 8, all 15.
mod memory {
    pub const ALL: u64 = 0xf;
    pub const NODE: u64 = 4 | 8;
    pub const LEGACY: u64 = 1 | 2;
    pub const GROUP: u64 = 2;
    pub const UAV: u64 = 1;
}

/// Barrier semantic flags: group sync 1, group scope 2, device scope 4, reorder 8.
mod semantic {
    pub const GROUP_SYNC: u64 = 1;
    pub const GROUP_SCOPE: u64 = 2;
    pub const DEVICE_SCOPE: u64 = 4;
    pub const LEGACY: u64 = 7;
    pub const REORDER: u64 = 8;
    pub const GROUP: u64 = GROUP_SYNC | GROUP_SCOPE;
}

/// `Barrier`'s mode that fences UAVs device-wide and needs no group.
const UAV_FENCE_GLOBAL: u64 = 2;

/// Derivative operations older validators kept out of compute, mesh and amplification
/// shaders: Sample, SampleBias, SampleCmp, CalculateLOD, the four derivatives.
fn is_masked_derivative(op: u32) -> bool {
    matches!(op, 60 | 61 | 64 | 81 | 83..=86)
}

/// Wave operations (validator 1.4 allowed them in every kind before mesh shaders).
fn is_wave(op: u32) -> bool {
    matches!(op, 110..=123 | 135 | 136 | 165..=167 | 222 | 2147483649 | 2147483650)
}

/// A barrier call's constant operands: `Barrier`'s mode, or the memory type flags
/// (`BarrierByMemoryType`) and semantic flags of the others.
struct Barrier {
    op: OpCode,
    /// `Barrier`'s mode, or `BarrierByMemoryType`'s memory type flags.
    memory: Option<u64>,
    semantics: Option<u64>,
}

impl Barrier {
    fn of(m: &Module, op: OpCode, args: &[Value]) -> Option<Barrier> {
        let int = |i: usize| args.get(i).and_then(|v| m.const_int(*v)).map(|n| n as u64);
        let (memory, semantics) = match op {
            OpCode::BARRIER => (int(0), None),
            OpCode::BARRIER_BY_MEMORY_TYPE => (int(0), int(1)),
            OpCode::BARRIER_BY_MEMORY_HANDLE | OpCode::BARRIER_BY_NODE_RECORD_HANDLE => {
                (None, int(1))
            }
            _ => return None,
        };
        Some(Barrier {
            op,
            memory,
            semantics,
        })
    }

    /// Memory flags, all memory narrowed to `allowed`.
    fn memory_within(&self, allowed: u64) -> Option<u64> {
        self.memory
            .map(|f| if f == memory::ALL { f & allowed } else { f })
    }

    fn requires_reorder(&self) -> bool {
        self.op != OpCode::BARRIER
            && self.op != OpCode::BARRIER_BY_NODE_RECORD_HANDLE
            && self.semantics.is_some_and(|s| s & semantic::REORDER != 0)
    }

    fn requires_node(&self) -> bool {
        match self.op {
            OpCode::BARRIER_BY_NODE_RECORD_HANDLE => true,
            OpCode::BARRIER_BY_MEMORY_TYPE => self
                .memory_within(!memory::NODE)
                .is_some_and(|f| f & memory::NODE != 0),
            _ => false,
        }
    }

    /// Whether the barrier synchronizes or scopes a thread group.
    fn requires_group(&self) -> bool {
        if self.op == OpCode::BARRIER {
            // The mode, in the memory slot.
            return self.memory.is_some_and(|mode| mode != UAV_FENCE_GLOBAL);
        }
        if self.op == OpCode::BARRIER_BY_MEMORY_TYPE
            && self
                .memory_within(!memory::GROUP)
                .is_some_and(|f| f & memory::GROUP != 0)
        {
            return true;
        }
        self.semantics.is_some_and(|s| s & semantic::GROUP != 0)
    }

    /// Whether a `BarrierByMemoryType` has an old `Barrier` mode the linker can give it.
    fn translates(&self) -> bool {
        let memory = self.memory.unwrap_or(0);
        let semantics = self.semantics.unwrap_or(0);
        if semantics & !semantic::LEGACY != 0 {
            return false;
        }
        let memory = if memory == memory::ALL {
            memory & memory::LEGACY
        } else {
            memory
        };
        if memory & !memory::LEGACY != 0 {
            return false;
        }
        // The mode made of them must not be empty.
        let uav = memory & memory::UAV != 0
            && semantics & (semantic::DEVICE_SCOPE | semantic::GROUP_SCOPE) != 0;
        memory & memory::GROUP != 0 || uav || semantics & semantic::GROUP_SYNC != 0
    }
}

/// `GetGroupWaveIndex` and `GetGroupWaveCount`: they need a thread group.
const GROUP_WAVE_OPS: [u32; 2] = [2147483649, 2147483650];

/// Whether a call to `op` with `args` (after the opcode) needs a visible thread group:
/// a barrier that synchronizes or scopes one, or a group-wave query.
pub(super) fn needs_group(m: &Module, op: OpCode, args: &[Value]) -> bool {
    GROUP_WAVE_OPS.contains(&op.0) || Barrier::of(m, op, args).is_some_and(|b| b.requires_group())
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
        let Some(barrier) = Barrier::of(m, op, args) else {
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
