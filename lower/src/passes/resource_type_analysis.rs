//! `dxil-resource-type`: the analysis LLVM's pipelines name, with nothing to compute
//! ahead of time here.

use crate::error::LowerError;
use dxil_ir::Module;

/// `dxil-resource-type` (LLVM's DXILResourceTypeAnalysis): the map from handle types
/// to what they describe. Here [`dxil_analysis::resource_map::ResourceType::from_type`] reads a handle type when a
/// pass needs it, so the pass only has to exist for `opt` pipelines that name it.
pub struct ResourceTypeAnalysis;

impl crate::pass_manager::Pass for ResourceTypeAnalysis {
    fn name(&self) -> &'static str {
        "dxil-resource-type"
    }

    fn run(
        &self,
        _m: &mut Module,
        _cx: &mut crate::pass_manager::PassContext,
    ) -> Result<(), LowerError> {
        Ok(())
    }
}
