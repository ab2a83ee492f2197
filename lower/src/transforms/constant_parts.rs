//! A constant read and written by byte offset, as the memory a global's initializer
//! fills: the part of a given type at an offset ([`constant_at`]), and the constant
//! with one part replaced ([`with_constant_at`]).

use dxil_ir::edit::const_element;
use dxil_ir::{ConstData, Module, Type, TypeData, Value};
use dxil_model::layout::DataLayout;

/// Aggregates longer than this are not spelled out element by element to replace a
/// part (a store into a large zero-initialized array stays a store).
const MAX_SPELLED_ELEMENTS: u64 = 4096;

/// The element of aggregate type `ty` holding byte `offset`: its index, its type and the
/// byte it starts at; `None` in padding, past the end or in a type that is not an
/// array, vector or struct.
fn element_at(m: &Module, dl: &DataLayout, ty: Type, offset: u64) -> Option<(u32, Type, u64)> {
    let strided = |elem: Type, len: u64, stride: u64| {
        let i = offset.checked_div(stride)?;
        let start = i * stride;
        (i < len && offset - start < dl.store_size(&m.types, elem)).then_some((
            u32::try_from(i).ok()?,
            elem,
            start,
        ))
    };
    match *m.types.get(ty) {
        TypeData::Array { elem, len } => strided(elem, len, dl.alloc_size(&m.types, elem)),
        TypeData::Vector { elem, len, .. } => {
            // A vector's elements are packed: only whole-byte elements are addressable.
            let size = dl.store_size(&m.types, elem);
            let bits = match m.types.get(elem) {
                TypeData::Int(w) => u64::from(*w),
                TypeData::Float(k) => u64::from(k.bits()),
                _ => return None,
            };
            (bits == size * 8).then_some(())?;
            strided(elem, u64::from(len), size)
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (offsets, _) = dl.struct_layout(&m.types, ty);
            let (fields, _) = m.types.struct_fields(ty)?;
            let k = offsets.partition_point(|&o| o <= offset).checked_sub(1)?;
            let field = *fields.get(k)?;
            let start = offsets[k];
            (offset - start < dl.store_size(&m.types, field)).then_some((
                u32::try_from(k).ok()?,
                field,
                start,
            ))
        }
        _ => None,
    }
}

/// The number of elements of aggregate type `ty`.
fn element_count(m: &Module, ty: Type) -> Option<u64> {
    match m.types.get(ty) {
        TypeData::Array { len, .. } => Some(*len),
        TypeData::Vector { len, .. } => Some(u64::from(*len)),
        TypeData::Struct { .. } | TypeData::Named(_) => {
            Some(m.types.struct_fields(ty)?.0.len() as u64)
        }
        _ => None,
    }
}

/// The type of constant `v`, if it is one.
fn const_type(m: &Module, v: Value) -> Option<Type> {
    Some(m.consts.get(v.as_const()?).ty())
}

/// The value of type `ty` that memory holding constant `c` holds at byte `offset`: an
/// element (of an element ...) of `c` of exactly that type starting there; `None` when
/// no element of that type starts there (a read across elements, of other bits, of
/// padding, or of a constant spelled as bytes or an expression).
pub fn constant_at(
    m: &mut Module,
    dl: &DataLayout,
    c: Value,
    offset: u64,
    ty: Type,
) -> Option<Value> {
    let (mut c, mut offset) = (c, offset);
    loop {
        let cty = const_type(m, c)?;
        if cty == ty && offset == 0 {
            return Some(c);
        }
        let (i, _, start) = element_at(m, dl, cty, offset)?;
        c = const_element(m, c, i)?;
        offset -= start;
    }
}

/// Constant `c` with the element of `part`'s type at byte `offset` replaced by `part`
/// (the initializer after a store of `part` there); `None` where [`constant_at`] finds
/// no such element, or the aggregates to spell out are too long.
pub fn with_constant_at(
    m: &mut Module,
    dl: &DataLayout,
    c: Value,
    offset: u64,
    part: Value,
) -> Option<Value> {
    let cty = const_type(m, c)?;
    if Some(cty) == const_type(m, part) && offset == 0 {
        return Some(part);
    }
    let (i, _, start) = element_at(m, dl, cty, offset)?;
    let count = element_count(m, cty).filter(|&n| n <= MAX_SPELLED_ELEMENTS)?;
    let mut elems = Vec::with_capacity(count as usize);
    for k in 0..count {
        elems.push(const_element(m, c, u32::try_from(k).ok()?)?);
    }
    let inner = elems.get_mut(i as usize)?;
    *inner = with_constant_at(m, dl, *inner, offset - start, part)?;
    Some(Value::Const(
        m.consts.intern(ConstData::Aggregate { ty: cty, elems }),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxil_ir::edit::{const_float, const_int};
    use dxil_ir::FloatKind;

    /// `{ float, [3 x i32] }` zero-initialized, and its types.
    fn zeroed_struct(m: &mut Module) -> (Value, Type, Type) {
        let f = m.types.float(FloatKind::Float);
        let i = m.types.int(32);
        let arr = m.types.array(i, 3);
        let s = m.types.intern(TypeData::Struct {
            fields: vec![f, arr],
            packed: false,
        });
        (Value::Const(m.consts.intern(ConstData::Zero(s))), f, i)
    }

    #[test]
    fn reads_the_element_at_an_offset() {
        let mut m = Module::new();
        let dl = DataLayout::default();
        let (zero, f, i) = zeroed_struct(&mut m);
        let seven = const_int(&mut m, 32, 7);
        let written = with_constant_at(&mut m, &dl, zero, 8, seven).unwrap();
        assert_eq!(constant_at(&mut m, &dl, written, 8, i), Some(seven));
        let zero_i = const_int(&mut m, 32, 0);
        assert_eq!(constant_at(&mut m, &dl, written, 4, i), Some(zero_i));
        assert_eq!(constant_at(&mut m, &dl, written, 12, i), Some(zero_i));
        let zero_f = const_float(&mut m, f, 0.0);
        assert_eq!(constant_at(&mut m, &dl, written, 0, f), Some(zero_f));
        // Another type at an element's place, the middle of an element, the end.
        assert_eq!(constant_at(&mut m, &dl, written, 0, i), None);
        assert_eq!(constant_at(&mut m, &dl, written, 6, i), None);
        assert_eq!(constant_at(&mut m, &dl, written, 16, i), None);
        assert_eq!(with_constant_at(&mut m, &dl, zero, 2, seven), None);
    }

    #[test]
    fn vector_lanes_are_elements() {
        let mut m = Module::new();
        let dl = DataLayout::default();
        let f = m.types.float(FloatKind::Float);
        let v = m.types.vector(f, 4);
        let quarter = const_float(&mut m, f, 0.25);
        let splat = m.consts.intern(ConstData::Aggregate {
            ty: v,
            elems: vec![quarter; 4],
        });
        assert_eq!(
            constant_at(&mut m, &dl, Value::Const(splat), 12, f),
            Some(quarter)
        );
        assert_eq!(
            constant_at(&mut m, &dl, Value::Const(splat), 0, v),
            Some(Value::Const(splat))
        );
    }
}
