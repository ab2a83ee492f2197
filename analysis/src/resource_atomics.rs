//! Atomics on resource memory. `atomicrmw` and `cmpxchg` through a resource pointer
//! become `llvm.dx.resource.atomic.binop` and `llvm.dx.resource.atomic.cmpxchg` calls
//! (in `dxil-resource-access`); op lowering turns those into `dx.op.atomicBinOp` (78)
//! and `dx.op.atomicCompareExchange` (79). This file holds what both passes share: the
//! intrinsic names and DXIL's atomic operation codes.

use dxil_ir::RmwOp;

/// `llvm.dx.resource.atomic.binop(handle, op, coord0, coord1, [coord2,] value)`.
pub const ATOMIC_BINOP: &str = "llvm.dx.resource.atomic.binop";
/// The name older LLVM tests give it.
pub const OLD_ATOMIC_BINOP: &str = "llvm.dx.resource.atomicbinop";
/// `llvm.dx.resource.atomic.cmpxchg(handle, coord0, coord1, expected, new)`.
pub const ATOMIC_CMPXCHG: &str = "llvm.dx.resource.atomic.cmpxchg";

/// DXIL's `AtomicBinOpCode` for an `atomicrmw` operation (`sub`, `nand` and the float
/// operations have none).
pub fn atomic_binop_code(op: RmwOp) -> Option<u32> {
    Some(match op {
        RmwOp::Add => 0,
        RmwOp::And => 1,
        RmwOp::Or => 2,
        RmwOp::Xor => 3,
        RmwOp::Min => 4,
        RmwOp::Max => 5,
        RmwOp::UMin => 6,
        RmwOp::UMax => 7,
        RmwOp::Xchg => 8,
        _ => return None,
    })
}
