//! What the reflection part needs that lowering removes, recorded before it does.

use crate::analysis::cbuffer_layout::{cbs_globals, cbuffer_layout_type, member_offsets};
use dxil_ir::Module;
use std::collections::HashMap;

/// What lowering removes and the reflection part needs, recorded while it is there:
/// each cbuffer's member names, offsets and read flags (`!hlsl.cbs` and its member
/// globals, which `dxil-cbuffer-access` removes) and clang's data layout (which
/// lowering replaces with DXIL's).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReflectionInputs {
    /// Each cbuffer by name.
    pub(super) cbuffers: HashMap<String, StashedCBuffer>,
    /// Clang's data layout string.
    pub(super) source_layout: Option<String>,
}

/// Records what [`ReflectionInputs`] holds of `m`.
pub fn reflection_inputs(m: &mut Module) -> ReflectionInputs {
    let mut out = ReflectionInputs {
        source_layout: m.datalayout.as_deref().map(str::to_owned),
        ..ReflectionInputs::default()
    };
    let Some(cbs) = m.named_metadata.get("hlsl.cbs").cloned() else {
        return out;
    };
    // Uses by code: every use but the `!hlsl.cbs` reference itself.
    m.named_metadata.shift_remove("hlsl.cbs");
    let (_, uses) = dxil_ir::edit::symbol_uses(m);
    m.named_metadata.insert("hlsl.cbs".into(), cbs.clone());
    let dl = dxil_analysis::resource_map::module_layout(m);
    for n in cbs {
        let globals = cbs_globals(m, n);
        let Some(Some(cb)) = globals.first().copied() else {
            continue;
        };
        let Some(layout) = cbuffer_layout_type(m, cb) else {
            continue;
        };
        let cb_name = m.globals[cb].name.to_string();
        let name = cb_name.strip_suffix(".cb").unwrap_or(&cb_name).to_string();
        let members = globals
            .iter()
            .skip(1)
            .map(|g| {
                let member = g.map(|g| m.globals[g].name.to_string());
                let read = g.is_some_and(|g| uses.get(&g).copied().unwrap_or(0) > 0);
                (member, read)
            })
            .collect();
        let offsets = member_offsets(m, &dl, layout);
        out.cbuffers
            .insert(name, StashedCBuffer { offsets, members });
    }
    out
}

/// A cbuffer as stashed: each member's offset, and its name (if clang kept its global)
/// and whether the code reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct StashedCBuffer {
    pub(super) offsets: Vec<u64>,
    pub(super) members: Vec<(Option<String>, bool)>,
}
