//! `dxil-reuse-operations` (ours; LLVM's DirectX backend has no such pass): a cbuffer
//! row load or a handle made again where an identical one dominates reuses it, as DXC's
//! output does ([`crate::transforms::reuse_operations`]). `dxil-emit compile` runs it
//! after the operations are lowered unless `-O0`.

use crate::pass_manager::FunctionPass;
use crate::transforms::reuse_operations::reuse_operations;

/// The pass's name.
pub const NAME: &str = "dxil-reuse-operations";

/// The `dxil-reuse-operations` pass.
pub const PASS: FunctionPass = FunctionPass {
    name: NAME,
    edit: |c| {
        reuse_operations(c);
    },
};
