//! `dxil-promote-local-arrays` (ours; LLVM's DirectX backend has no such pass): local
//! arrays and variables read and written at constant offsets in one block (an entry's
//! `out` and `inout` parameters, kept in memory until the return) become the values
//! stored, as DXC's output has them ([`crate::transforms::local_array_promotion`]); so
//! do the statics of a shader's entry, once the stores that fill them before any read
//! are in their initializers ([`crate::transforms::initializer_stores`]).
//! `dxil-emit compile` runs it after `dxil-forward-local-array-copies` unless `-O0`.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::edit_each_function;
use crate::transforms::initializer_stores::{entry_statics, fold_initializer_stores};
use crate::transforms::local_array_promotion::promote_local_arrays;
use dxil_ir::Module;

/// The pass's name.
pub const NAME: &str = "dxil-promote-local-arrays";

/// The `dxil-promote-local-arrays` pass.
pub struct PromoteLocalArrays;

impl Pass for PromoteLocalArrays {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        let library = cx.is_library(m);
        let entry = entry_statics(m, library);
        edit_each_function(m, |c| {
            let statics = match &entry {
                Some((f, statics)) if *f == c.func => statics.as_slice(),
                _ => &[],
            };
            fold_initializer_stores(c, statics);
            promote_local_arrays(c, statics);
        });
        Ok(())
    }
}
