//! `dxil-fold-operations` (ours; LLVM's DirectX backend has no such pass): DXIL float
//! operations whose arguments are constants become their values, as DXC evaluates them
//! ([`crate::transforms::fold_operations`]). `dxil-emit compile` runs it after the
//! operations are lowered unless `-O0`.

use crate::pass_manager::FunctionPass;
use crate::transforms::fold_operations::fold_operations;

/// The pass's name.
pub const NAME: &str = "dxil-fold-operations";

/// The `dxil-fold-operations` pass.
pub const PASS: FunctionPass = FunctionPass {
    name: NAME,
    edit: |c| {
        fold_operations(c);
    },
};
