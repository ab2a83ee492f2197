//! `dxil-promote-local-arrays` (ours; LLVM's DirectX backend has no such pass): local
//! arrays and variables read and written at constant offsets in one block (an entry's
//! `out` and `inout` parameters, kept in memory until the return) become the values
//! stored, as DXC's output has them ([`crate::transforms::local_array_promotion`]).
//! `dxil-emit compile` runs it after `dxil-forward-local-array-copies` unless `-O0`.

use crate::pass_manager::FunctionPass;
use crate::transforms::local_array_promotion::promote_local_arrays;

/// The pass's name.
pub const NAME: &str = "dxil-promote-local-arrays";

/// The `dxil-promote-local-arrays` pass.
pub const PASS: FunctionPass = FunctionPass {
    name: NAME,
    edit: |c| {
        promote_local_arrays(c);
    },
};
