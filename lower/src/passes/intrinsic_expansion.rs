//! `dxil-intrinsic-expansion`: intrinsics that no single DXIL operation implements
//! become sequences of simpler instructions and intrinsics, as LLVM's
//! DXILIntrinsicExpansion does (the expansions: [`crate::transforms::intrinsic_expansions`]).

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::transforms::intrinsic_expansions::{expand_intrinsics, ExpansionTarget};
use dxil_ir::Module;

/// The `dxil-intrinsic-expansion` pass.
pub struct IntrinsicExpansion;

impl Pass for IntrinsicExpansion {
    fn name(&self) -> &'static str {
        "dxil-intrinsic-expansion"
    }

    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        expand_intrinsics(module, ExpansionTarget::of(module, cx))
    }
}
