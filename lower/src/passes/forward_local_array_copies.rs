//! `dxil-forward-local-array-copies` (ours; LLVM's DirectX backend has no such pass):
//! local arrays and `static`s that only hold a copy of another local array, of an SRV's
//! element or of cbuffer data are read at their source, as DXC's output reads them
//! ([`crate::transforms::local_array_copies`]). `dxil-emit compile` runs it after
//! `dxil-finalize-linkage` (functions inlined, those no one calls gone) unless `-O0`.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::edit_each_function;
use crate::transforms::local_array_copies::{forward_local_array_copies, statics_by_function};
use dxil_ir::Module;

/// The `dxil-forward-local-array-copies` pass.
pub struct ForwardLocalArrayCopies;

/// The pass's name.
pub const NAME: &str = "dxil-forward-local-array-copies";

impl Pass for ForwardLocalArrayCopies {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, m: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        let mut statics = statics_by_function(m);
        edit_each_function(m, |c| {
            let own = statics.remove(&c.func).unwrap_or_default();
            forward_local_array_copies(c, &own);
        });
        Ok(())
    }
}
