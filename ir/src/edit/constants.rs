//! Constants and metadata nodes a pass builds: integers, floats, zeros, elements of
//! aggregates, metadata integers, values, strings and nodes.

use crate::{ConstData, FloatKind, Module, Type, TypeData, Value};

/// An integer constant of `bits` bits.
pub fn const_int(m: &mut Module, bits: u32, v: i64) -> Value {
    let ty = m.types.int(bits);
    m.consts.int(ty, bits, i128::from(v))
}

/// A floating-point constant of scalar type `ty` (half, float or double) with value `v`.
pub fn const_float(m: &mut Module, ty: Type, v: f64) -> Value {
    m.float_const(ty, v)
}

/// Element `i` of constant `c` if it is a vector, array or struct constant (zero,
/// undef, poison and aggregates), as a constant value.
pub fn const_element(m: &mut Module, c: Value, i: u32) -> Option<Value> {
    let data = m.consts.get(c.as_const()?).clone();
    let elem_ty = m.types.aggregate_element(data.ty(), u64::from(i))?;
    Some(match data {
        ConstData::Aggregate { elems, .. } => *elems.get(i as usize)?,
        ConstData::Zero(_) => zero_of(m, elem_ty),
        ConstData::Undef(_) => m.consts.undef(elem_ty),
        ConstData::Poison(_) => m.consts.poison(elem_ty),
        _ => return None,
    })
}

/// The zero value of `ty`: `0`, `0.0`, `null` or `zeroinitializer`.
pub fn zero_of(m: &mut Module, ty: Type) -> Value {
    let data = match m.types.get(ty) {
        TypeData::Int(_) => ConstData::Int { ty, bits: 0 },
        TypeData::Float(_) => ConstData::Float { ty, bits: 0 },
        TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => ConstData::Null(ty),
        _ => ConstData::Zero(ty),
    };
    Value::Const(m.consts.intern(data))
}

/// The value of a floating-point constant, if `v` is one.
pub fn float_value(m: &Module, v: Value) -> Option<f64> {
    match m.consts.get(v.as_const()?) {
        ConstData::Float { ty, bits } => Some(match m.types.get(*ty) {
            TypeData::Float(FloatKind::Half) => crate::small_floats::half_to_f64(*bits as u16),
            TypeData::Float(FloatKind::Float) => f64::from(f32::from_bits(*bits as u32)),
            _ => f64::from_bits(*bits as u64),
        }),
        _ => None,
    }
}

/// A metadata item wrapping integer constant `v` of `bits` bits (`i32 4`).
pub fn md_int(m: &mut Module, bits: u32, v: i64) -> crate::Md {
    let value = const_int(m, bits, v);
    let ty = m.types.int(bits);
    m.metadata.alloc(crate::MdData::Value { ty, value })
}

/// A metadata item wrapping `value` of type `ty` (`void ()* @main`).
pub fn md_value(m: &mut Module, ty: Type, value: Value) -> crate::Md {
    m.metadata.alloc(crate::MdData::Value { ty, value })
}

/// A metadata string `!"text"`.
pub fn md_string(m: &mut Module, text: &str) -> crate::Md {
    m.metadata
        .alloc(crate::MdData::String(text.as_bytes().to_vec()))
}

/// A metadata node `!{...}`; `None` operands are `null`.
pub fn md_node(m: &mut Module, ops: Vec<Option<crate::Md>>) -> crate::Md {
    m.metadata.alloc(crate::MdData::Node {
        distinct: false,
        ops,
    })
}
