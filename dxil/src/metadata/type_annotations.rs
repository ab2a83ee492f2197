//! Reading `!dx.typeAnnotations`' struct annotations (DXIL.rst, "Type annotations"):
//! for each annotated struct type, its size and each field's name, offset, component
//! type, matrix shape, vector size and whether a cbuffer's code reads it. The writer
//! (`dxil_lower::transforms::type_annotations`) uses the same tags.

use dxil_ir::{FloatKind, Md, MdData, Module, Type, TypeData};
use rustc_hash::FxHashMap;

/// Field annotation tags (DXC's `DxilMDHelper`).
pub mod tag {
    /// `!{rows, cols, orientation}` of a matrix field.
    pub const MATRIX: i128 = 2;
    /// Byte offset in the legacy cbuffer layout.
    pub const OFFSET: i128 = 3;
    /// The field's name.
    pub const NAME: i128 = 6;
    /// DXIL component type.
    pub const COMPONENT_TYPE: i128 = 7;
    /// `i1 true`: a cbuffer member the code reads.
    pub const CBUFFER_USED: i128 = 9;
    /// Components of a vector field.
    pub const VECTOR_SIZE: i128 = 13;
}

/// A matrix field's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatrixShape {
    /// Rows.
    pub rows: u32,
    /// Columns.
    pub cols: u32,
    /// `row_major` (else column-major).
    pub row_major: bool,
}

/// One field of a struct annotation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldAnnotation {
    /// Its name.
    pub name: String,
    /// Byte offset (legacy cbuffer layout).
    pub offset: u32,
    /// DXIL component type of its scalars, if a scalar, vector or matrix (or array).
    pub component_type: Option<u32>,
    /// A matrix's shape.
    pub matrix: Option<MatrixShape>,
    /// A vector's components.
    pub vector_size: Option<u32>,
    /// A cbuffer member the code reads.
    pub used: bool,
}

/// One struct annotation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StructAnnotation {
    /// Bytes (legacy cbuffer layout, not rounded up).
    pub size: u32,
    /// One per field of the struct type, in order.
    pub fields: Vec<FieldAnnotation>,
}

/// The struct annotations of `m`, by struct type (empty without `!dx.typeAnnotations`;
/// a malformed entry is left out).
pub fn read_struct_annotations(m: &Module) -> FxHashMap<Type, StructAnnotation> {
    let mut out = FxHashMap::default();
    for &list in m
        .named_metadata
        .get("dx.typeAnnotations")
        .into_iter()
        .flatten()
    {
        let ops = node_ops(m, list);
        if int(m, ops.first().copied().flatten()) != Some(0) {
            continue;
        }
        for pair in ops[1..].chunks(2) {
            let (Some(key), Some(value)) = (
                pair.first().copied().flatten(),
                pair.get(1).copied().flatten(),
            ) else {
                continue;
            };
            let Some(MdData::Value { ty, .. }) = m.metadata.get(key) else {
                continue;
            };
            let fields = node_ops(m, value);
            let size = int(m, fields.first().copied().flatten()).unwrap_or(0) as u32;
            let fields = fields[1.min(fields.len())..]
                .iter()
                .flatten()
                .filter_map(|&f| field(m, f))
                .collect();
            out.insert(*ty, StructAnnotation { size, fields });
        }
    }
    out
}

/// A field annotation: tag/value pairs with a name (the template-arguments entry that
/// may end the list has none and is not a field).
fn field(m: &Module, n: Md) -> Option<FieldAnnotation> {
    let ops = node_ops(m, n);
    let mut f = FieldAnnotation::default();
    let mut named = false;
    for pair in ops.chunks(2) {
        let value = pair.get(1).copied().flatten();
        match int(m, pair.first().copied().flatten())? {
            tag::NAME => {
                f.name = String::from_utf8_lossy(m.md_string(value?)?).into_owned();
                named = true;
            }
            tag::OFFSET => f.offset = int(m, value)? as u32,
            tag::COMPONENT_TYPE => f.component_type = Some(int(m, value)? as u32),
            tag::CBUFFER_USED => f.used = int(m, value)? != 0,
            tag::VECTOR_SIZE => f.vector_size = Some(int(m, value)? as u32),
            tag::MATRIX => {
                let dims = node_ops(m, value?);
                let at = |i: usize| int(m, dims.get(i).copied().flatten());
                f.matrix = Some(MatrixShape {
                    rows: at(0)? as u32,
                    cols: at(1)? as u32,
                    row_major: at(2)? == 1,
                });
            }
            _ => {}
        }
    }
    named.then_some(f)
}

fn node_ops(m: &Module, n: Md) -> Vec<Option<Md>> {
    match m.metadata.get(n) {
        Some(MdData::Node { ops, .. }) => ops.clone(),
        _ => Vec::new(),
    }
}

fn int(m: &Module, n: Option<Md>) -> Option<i128> {
    match m.metadata.get(n?)? {
        MdData::Value { value, .. } => m.const_int(*value),
        _ => None,
    }
}

/// The member offsets of struct `struct_ty` packed, as Direct3D's reflection lays out
/// a structured buffer's element: each at a multiple of its scalars' size.
pub fn packed_offsets(m: &Module, struct_ty: Type) -> Vec<u32> {
    packed_struct(m, struct_ty, &mut Vec::new()).0
}

/// Member offsets, size and alignment of struct `t` packed (an LLVM packed struct's
/// members follow each other unaligned). `path` holds the structs being laid out
/// around `t`: a struct that contains itself (only hostile bytes hold one) is empty.
fn packed_struct(m: &Module, t: Type, path: &mut Vec<Type>) -> (Vec<u32>, u32, u32) {
    if path.contains(&t) {
        return (Vec::new(), 0, 1);
    }
    let (fields, unaligned) = m
        .types
        .struct_fields(t)
        .map(|(f, p)| (f.to_vec(), p))
        .unwrap_or_default();
    path.push(t);
    let mut at: u32 = 0;
    let mut max_align = 1;
    let offsets = fields
        .iter()
        .map(|&f| {
            let (size, align) = packed_size_in(m, f, path);
            let align = if unaligned { 1 } else { align };
            max_align = max_align.max(align);
            at = at.div_ceil(align).saturating_mul(align);
            let offset = at;
            at = at.saturating_add(size);
            offset
        })
        .collect();
    path.pop();
    (
        offsets,
        at.div_ceil(max_align).saturating_mul(max_align),
        max_align,
    )
}

/// Size and alignment of `t` packed.
pub fn packed_size(m: &Module, t: Type) -> (u32, u32) {
    packed_size_in(m, t, &mut Vec::new())
}

fn packed_size_in(m: &Module, t: Type, path: &mut Vec<Type>) -> (u32, u32) {
    match m.types.get(t) {
        TypeData::Array { len, elem } => {
            let (size, align) = packed_size_in(m, *elem, path);
            (size.saturating_mul(*len as u32), align)
        }
        TypeData::Vector { len, elem, .. } => {
            let b = scalar_bytes(m, *elem);
            (b.saturating_mul(*len), b)
        }
        TypeData::Named(_) | TypeData::Struct { .. } => {
            let (_, size, align) = packed_struct(m, t, path);
            (size, align)
        }
        _ => {
            let b = scalar_bytes(m, t);
            (b, b)
        }
    }
}

/// Bytes of `t`'s scalars (`i1` is 4, as DXIL stores it; `i8` is a byte of clang's
/// padding), looking through vectors and arrays.
pub fn scalar_bytes(m: &Module, t: Type) -> u32 {
    match m.types.get(t) {
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => scalar_bytes(m, *elem),
        TypeData::Int(1) => 4,
        TypeData::Int(b) => (*b).div_ceil(8),
        TypeData::Float(FloatKind::Half) => 2,
        TypeData::Float(FloatKind::Double) => 8,
        _ => 4,
    }
}
