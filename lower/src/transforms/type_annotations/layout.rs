//! Layouts of the structs the annotations describe: DXC's legacy cbuffer layout, and
//! clang's layout of a buffer's struct made explicit for Direct3D's reflection.

use dxil_ir::{FloatKind, Module, Type, TypeData};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::type_annotations::packed_size;

/// `ty`'s fields as Direct3D's reflection must see them to find each member where
/// clang's layout `dl` puts it (Direct3D packs a structured buffer's element: each
/// scalar at a multiple of its size): clang's explicit padding bytes (`[N x i8]`,
/// which Direct3D would count as 4 bytes each) are dropped and every gap between
/// where Direct3D would put a member and where clang does, and before `stride` at the
/// end, becomes a padding member of 32- or 16-bit words. The struct is redefined with
/// them (only the STAT module's copy of the type changes); the second list marks the
/// padding members.
pub(super) fn explicit_layout(
    m: &mut Module,
    dl: &DataLayout,
    ty: Type,
    fields: &[Type],
    stride: Option<u32>,
) -> (Vec<Type>, Vec<bool>) {
    let (offsets, _) = dl.struct_layout(&m.types, ty);
    // Each member with whether it is padding.
    let mut out: Vec<(Type, bool)> = Vec::with_capacity(fields.len());
    let mut at: u32 = 0;
    let pad_to = |m: &mut Module, at: &mut u32, target: u32, out: &mut Vec<(Type, bool)>| {
        if target > *at {
            out.push((words(m, *at, target - *at), true));
            *at = target;
        }
    };
    for (&f, &offset) in fields.iter().zip(&offsets) {
        if is_byte_padding(m, f) {
            continue;
        }
        let (size, align) = packed_size(m, f);
        let offset = offset as u32;
        if offset > at.div_ceil(align) * align {
            pad_to(m, &mut at, offset, &mut out);
        }
        out.push((f, false));
        at = at.div_ceil(align) * align + size;
    }
    if let Some(stride) = stride {
        pad_to(m, &mut at, stride, &mut out);
    }
    let (out, padding): (Vec<Type>, Vec<bool>) = out.into_iter().unzip();
    if out != fields {
        redefine(m, ty, out.clone());
    }
    (out, padding)
}

/// `bytes` of padding at offset `at`, as the widest words (32, 16 or 8 bits) that
/// divide both, so that Direct3D's packing keeps them at `at`.
pub(super) fn words(m: &mut Module, at: u32, bytes: u32) -> Type {
    let word = [4, 2, 1]
        .into_iter()
        .find(|w| bytes.is_multiple_of(*w) && at.is_multiple_of(*w))
        .unwrap_or(1);
    let int = m.types.int(word * 8);
    m.types.array(int, u64::from(bytes / word))
}

/// Gives the named struct `ty` the fields `fields`.
pub(super) fn redefine(m: &mut Module, ty: Type, fields: Vec<Type>) {
    let (TypeData::Named(name), Some((_, packed))) =
        (m.types.get(ty).clone(), m.types.struct_fields(ty))
    else {
        return;
    };
    m.types
        .define_named(&name, dxil_ir::StructBody::Fields { fields, packed });
}

/// Whether `t` is clang's explicit padding in a struct: bytes, which no HLSL type has.
pub(super) fn is_byte_padding(m: &Module, t: Type) -> bool {
    matches!(m.types.get(m.types.innermost_element(t)), TypeData::Int(8))
}

/// Field offsets and size of a struct with `fields` in the legacy cbuffer layout:
/// structs and arrays start a 16-byte row (each array element too), and a scalar or
/// vector moves to the next row rather than cross one; the size ends at the last
/// field's end, without rounding.
pub(super) fn cbuffer_layout(m: &Module, fields: &[Type]) -> (Vec<u64>, u64) {
    let mut offsets = Vec::with_capacity(fields.len());
    let mut at: u64 = 0;
    for &f in fields {
        let size = cbuffer_size(m, f);
        let starts_row = matches!(
            m.types.get(f),
            TypeData::Array { .. } | TypeData::Named(_) | TypeData::Struct { .. }
        );
        let align = scalar_bytes(m, f).max(1);
        at = at.div_ceil(align) * align;
        if starts_row || (at % 16 + size > 16) {
            at = at.div_ceil(16) * 16;
        }
        offsets.push(at);
        at += size;
    }
    (offsets, at)
}

/// The size of `t` in the legacy cbuffer layout.
pub(super) fn cbuffer_size(m: &Module, t: Type) -> u64 {
    match m.types.get(t) {
        TypeData::Array { len: 0, .. } => 0,
        TypeData::Array { len, elem } => {
            let e = cbuffer_size(m, *elem);
            (len - 1) * e.div_ceil(16) * 16 + e
        }
        TypeData::Vector { len, elem, .. } => u64::from(*len) * scalar_bytes(m, *elem),
        TypeData::Named(_) | TypeData::Struct { .. } => {
            let fields = m
                .types
                .struct_fields(t)
                .map(|(f, _)| f.to_vec())
                .unwrap_or_default();
            cbuffer_layout(m, &fields).1
        }
        _ => scalar_bytes(m, t),
    }
}

/// The bytes of `t`'s scalars (i1 and i8 take 4, as in DXIL's layout).
pub(super) fn scalar_bytes(m: &Module, t: Type) -> u64 {
    match m.types.get(t) {
        TypeData::Int(b) if *b > 32 => 8,
        TypeData::Int(16) => 2,
        TypeData::Int(_) => 4,
        TypeData::Float(FloatKind::Half) => 2,
        TypeData::Float(FloatKind::Double) => 8,
        TypeData::Float(_) => 4,
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => scalar_bytes(m, *elem),
        _ => 4,
    }
}
