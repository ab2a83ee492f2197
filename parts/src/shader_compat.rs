//! What each function of a module needs of the entries that call it, as DXC's
//! `ShaderCompatInfo` works it out (the same needs RDAT records for a library's
//! functions): the shader kinds it may run in, the lowest shader model, and whether it
//! uses derivatives or needs a visible thread group. The validator checks entries
//! against them (`SM.INCOMPATIBLE*`).

use dxil_ir::{FuncId, Module};
use dxil_model::metadata::EntryPoint;
use dxil_model::op_table::SmVersion;
use dxil_model::{DxilInfo, ShaderKind};
use rustc_hash::FxHashMap;

/// One function's needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunctionNeeds {
    /// The shader kinds it may run in, one bit per kind.
    pub stage_mask: u32,
    /// The lowest shader model it runs on.
    pub min_sm: SmVersion,
    /// It computes derivatives (validator 1.8 and later).
    pub uses_derivatives: bool,
    /// It needs a visible thread group: group shared memory or a group barrier
    /// (validator 1.8 and later).
    pub requires_group: bool,
}

/// The needs of every function definition of `module` (described by `info`), for
/// validator `valver`, with what its callees need (validator 1.8 and later).
pub fn function_needs(
    info: &DxilInfo,
    module: &Module,
    valver: (u32, u32),
) -> FxHashMap<FuncId, FunctionNeeds> {
    let library = info.shader_model.kind == ShaderKind::Library;
    let entries: FxHashMap<FuncId, &EntryPoint> = if library {
        info.library_entries
            .iter()
            .filter_map(|e| Some((e.function?, e)))
            .collect()
    } else {
        info.entry
            .function
            .map(|f| (f, &info.entry))
            .into_iter()
            .collect()
    };
    let entry_kind = |f: FuncId| {
        let entry = entries.get(&f)?;
        if library {
            entry.library_kind()
        } else {
            Some(info.shader_model.kind)
        }
    };
    let mentions = crate::library_rdat::uses::function_mentions(module);
    crate::library_rdat::needs_of_functions(
        info, module, valver, &mentions, &entries, entry_kind, library,
    )
    .into_iter()
    .map(|(f, c)| {
        let needs = FunctionNeeds {
            stage_mask: c.stage_mask,
            min_sm: c.min_sm,
            uses_derivatives: c.local & crate::library_rdat::USES_DERIVATIVES != 0,
            requires_group: c.local & crate::library_rdat::REQUIRES_GROUP != 0,
        };
        (f, needs)
    })
    .collect()
}
