//! What a barrier call names, as DXC reads its constant operands: `Barrier`'s mode, or
//! the memory type and semantic flags of `BarrierByMemoryType`,
//! `BarrierByMemoryHandle` and `BarrierByNodeRecordHandle`; and what those need of the
//! shader that runs them (a node, a thread group, thread reordering) or of the linker
//! (an old `Barrier` mode to translate to).

use crate::op_table::OpCode;
use dxil_ir::{Module, Value};

/// Memory type flags: UAV 1, group shared 2, node input 4, node output 8, all 15.
pub mod memory {
    /// UAV memory.
    pub const UAV: u64 = 1;
    /// Group shared memory.
    pub const GROUP: u64 = 2;
    /// Node input and output memory.
    pub const NODE: u64 = 4 | 8;
    /// What `Barrier`'s modes can name.
    pub const LEGACY: u64 = UAV | GROUP;
    /// All memory (every valid flag).
    pub const ALL: u64 = 0xf;
}

/// Barrier semantic flags: group sync 1, group scope 2, device scope 4, reorder 8.
pub mod semantic {
    /// Synchronizes the thread group.
    pub const GROUP_SYNC: u64 = 1;
    /// Scoped to the thread group.
    pub const GROUP_SCOPE: u64 = 2;
    /// Scoped to the device.
    pub const DEVICE_SCOPE: u64 = 4;
    /// Scoped to thread reordering (DXIL 1.9).
    pub const REORDER: u64 = 8;
    /// The flags before DXIL 1.9.
    pub const LEGACY: u64 = GROUP_SYNC | GROUP_SCOPE | DEVICE_SCOPE;
    /// Every valid flag (DXIL 1.9).
    pub const ALL: u64 = LEGACY | REORDER;
    /// The flags that need a thread group.
    pub const GROUP: u64 = GROUP_SYNC | GROUP_SCOPE;
}

/// `Barrier`'s mode that fences UAVs device-wide and needs no group.
const UAV_FENCE_GLOBAL: u64 = 2;

/// A barrier call's constant operands (`None` where an operand is no constant).
pub struct BarrierCall {
    op: OpCode,
    /// `Barrier`'s mode, or `BarrierByMemoryType`'s memory type flags.
    memory: Option<u64>,
    /// The semantic flags of the barriers by memory or handle.
    semantics: Option<u64>,
}

impl BarrierCall {
    /// The barrier a call to `op` with `args` (after the opcode) is, if `op` is one.
    pub fn of(m: &Module, op: OpCode, args: &[Value]) -> Option<BarrierCall> {
        let int = |i: usize| args.get(i).and_then(|v| m.const_int(*v)).map(|n| n as u64);
        let (memory, semantics) = match op {
            OpCode::BARRIER => (int(0), None),
            OpCode::BARRIER_BY_MEMORY_TYPE => (int(0), int(1)),
            OpCode::BARRIER_BY_MEMORY_HANDLE | OpCode::BARRIER_BY_NODE_RECORD_HANDLE => {
                (None, int(1))
            }
            _ => return None,
        };
        Some(BarrierCall {
            op,
            memory,
            semantics,
        })
    }

    /// Memory flags, all memory narrowed to `allowed` (all memory may leave out what a
    /// stage lacks).
    fn memory_within(&self, allowed: u64) -> Option<u64> {
        self.memory
            .map(|f| if f == memory::ALL { f & allowed } else { f })
    }

    /// Whether the barrier is scoped to thread reordering (shader model 6.9, ray
    /// generation shaders).
    pub fn requires_reorder(&self) -> bool {
        self.op != OpCode::BARRIER
            && self.op != OpCode::BARRIER_BY_NODE_RECORD_HANDLE
            && self.semantics.is_some_and(|s| s & semantic::REORDER != 0)
    }

    /// Whether the barrier names node memory (node shaders only).
    pub fn requires_node(&self) -> bool {
        match self.op {
            OpCode::BARRIER_BY_NODE_RECORD_HANDLE => true,
            OpCode::BARRIER_BY_MEMORY_TYPE => self
                .memory_within(!memory::NODE)
                .is_some_and(|f| f & memory::NODE != 0),
            _ => false,
        }
    }

    /// Whether the barrier synchronizes or scopes a thread group, or names its memory.
    pub fn requires_group(&self) -> bool {
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
    pub fn translates(&self) -> bool {
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
