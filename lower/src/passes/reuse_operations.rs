//! `dxil-reuse-operations` (ours; LLVM's DirectX backend has no such pass): a cbuffer
//! row load or a handle made again where an identical one dominates reuses it, as DXC's
//! output does ([`crate::transforms::reuse_operations`]). `dxil-emit compile` runs it
//! after the operations are lowered unless `-O0`.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::edit_each_function;
use crate::transforms::reuse_operations::reuse_operations;
use dxil_ir::Module;

/// The `dxil-reuse-operations` pass.
pub struct ReuseOperations;

/// The pass's name.
pub const NAME: &str = "dxil-reuse-operations";

impl Pass for ReuseOperations {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, m: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        edit_each_function(m, |c| {
            reuse_operations(c);
        });
        Ok(())
    }
}
