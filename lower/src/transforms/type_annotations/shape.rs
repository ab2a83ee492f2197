//! Resource symbols shaped as the HLSL source declares them.

use crate::frontend::hlsl_declarations::HlslDeclarations;
use dxil_ir::{MdData, Module, Type, TypeData};

/// Gives resource symbols the shape the HLSL source declares: a structured buffer
/// whose declared element differs from its wrapper type's name gets a wrapper of its
/// own, named as declared (`StructuredBuffer<int4>`: clang's buffer types do not tell
/// `int` from `uint`, so two buffers may share one wrapper where their annotations
/// must differ), and an array declared with several dimensions (`T r[2][3]`, which
/// clang flattens to one range) gets them back.
pub(super) fn shape_resources_as_declared(m: &mut Module, hlsl: &HlslDeclarations) {
    for (_, r) in dxil_model::metadata::resource_records(m) {
        let MdData::Node { ops, .. } = &m.metadata[r] else {
            continue;
        };
        let (Some(sym), Some(name)) =
            (ops.get(1).copied().flatten(), ops.get(2).copied().flatten())
        else {
            continue;
        };
        let Some(declared) = m
            .md_string(name)
            .and_then(|n| hlsl.variables.get(&*String::from_utf8_lossy(n)))
            .cloned()
        else {
            continue;
        };
        let Some(MdData::Value { ty: ptr, .. }) = m.metadata.get(sym) else {
            continue;
        };
        let TypeData::TypedPtr { pointee, addrspace } = *m.types.get(*ptr) else {
            continue;
        };
        let (elem, range) = match *m.types.get(pointee) {
            TypeData::Array { elem, len } => (elem, Some(len)),
            _ => (pointee, None),
        };
        let elem = declared_wrapper(m, elem, &declared.ty.replace(' ', "")).unwrap_or(elem);
        let flat = declared.dims.iter().map(|&d| u64::from(d)).product::<u64>();
        let shaped = match range {
            Some(len) if declared.dims.len() > 1 && flat == len => declared
                .dims
                .iter()
                .rev()
                .fold(elem, |t, &d| m.types.array(t, u64::from(d))),
            Some(len) => m.types.array(elem, len),
            None => elem,
        };
        if shaped == pointee {
            continue;
        }
        let ty = m.types.typed_ptr(shaped, addrspace);
        let value = m.consts.undef(ty);
        let md = dxil_ir::edit::md_value(m, ty, value);
        if let MdData::Node { ops, .. } = &mut m.metadata[r] {
            ops[1] = Some(md);
        }
    }
}

/// A structured buffer's wrapper named as `declared` (`RWStructuredBuffer<uint2>`)
/// with `wrapper`'s body, when its name differs.
fn declared_wrapper(m: &mut Module, wrapper: Type, declared: &str) -> Option<Type> {
    let TypeData::Named(current) = m.types.get(wrapper) else {
        return None;
    };
    if **current == *declared || !declared.contains("StructuredBuffer<") {
        return None;
    }
    let (fields, packed) = m
        .types
        .struct_fields(wrapper)
        .map(|(f, p)| (f.to_vec(), p))?;
    Some(if m.types.named.contains_key(declared) {
        m.types.named(declared)
    } else {
        m.types
            .define_named(declared, dxil_ir::StructBody::Fields { fields, packed })
    })
}
