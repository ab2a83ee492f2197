//! Where a cbuffer's members are: the globals `!hlsl.cbs` lists for each cbuffer, its
//! layout type and the members' byte offsets in it.

use dxil_analysis::resource_map::is_padding;
use dxil_ir::{GlobalId, MdData, Module, Type, TypeData, Value};
use dxil_model::layout::DataLayout;

/// The globals an `!hlsl.cbs` node lists: the cbuffer's handle global, then one per
/// member in layout order (`None` where clang removed an unused member's global).
pub(crate) fn cbs_globals(m: &Module, node: dxil_ir::Md) -> Vec<Option<GlobalId>> {
    let Some(MdData::Node { ops, .. }) = m.metadata.get(node) else {
        return Vec::new();
    };
    ops.iter()
        .map(|op| match op.and_then(|o| m.metadata.get(o)) {
            Some(MdData::Value {
                value: Value::Global(g),
                ..
            }) => Some(*g),
            _ => None,
        })
        .collect()
}

/// The layout type of the cbuffer whose handle global is `cb`
/// (`target("dx.CBuffer", layout)`).
pub(crate) fn cbuffer_layout_type(m: &Module, cb: GlobalId) -> Option<Type> {
    match m.types.get(m.globals[cb].value_ty) {
        TypeData::TargetExt { name, types, .. } if &**name == "dx.CBuffer" => {
            types.first().copied()
        }
        _ => None,
    }
}

/// The byte offsets of a cbuffer layout's members, in order.
pub(crate) fn member_offsets(m: &Module, dl: &DataLayout, layout: Type) -> Vec<u64> {
    match m.types.get(layout) {
        TypeData::TargetExt { name, ints, .. } if &**name == "dx.Layout" => {
            ints.iter().skip(1).map(|o| u64::from(*o)).collect()
        }
        _ => {
            let Some((fields, _)) = m.types.struct_fields(layout) else {
                return Vec::new();
            };
            let (offsets, _) = dl.struct_layout(&m.types, layout);
            fields
                .iter()
                .zip(offsets)
                .filter(|(f, _)| !is_padding(m, **f))
                .map(|(_, o)| o)
                .collect()
        }
    }
}
