//! `dxil-promote-local-arrays` (ours; LLVM's DirectX backend has no such pass): local
//! arrays and variables read and written at constant offsets in one block (an entry's
//! `out` and `inout` parameters, kept in memory until the return) become the values
//! stored, as DXC's output has them ([`crate::transforms::local_array_promotion`]).
//! `dxil-emit compile` runs it after `dxil-forward-local-array-copies` unless `-O0`.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::edit_each_function;
use crate::transforms::local_array_promotion::promote_local_arrays;
use dxil_ir::Module;

/// The `dxil-promote-local-arrays` pass.
pub struct PromoteLocalArrays;

/// The pass's name.
pub const NAME: &str = "dxil-promote-local-arrays";

impl Pass for PromoteLocalArrays {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, m: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        edit_each_function(m, |c| {
            promote_local_arrays(c);
        });
        Ok(())
    }
}
