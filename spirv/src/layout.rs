//! Sizes and alignments of IR types under clang's DXIL data layout, for building
//! buffer element types whose fields sit at SPIR-V's `Offset`s.

use dxil_ir::{FloatKind, Type, TypeData, Types};

/// The data layout clang 22 writes for DXIL.
pub const CLANG_DATALAYOUT: &str = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64";

/// The size in bytes `t` takes in memory (its alloc size).
pub fn size_of(types: &Types, t: Type) -> u64 {
    match types.get(t) {
        TypeData::Int(b) => u64::from(*b).div_ceil(8).next_power_of_two().max(1),
        TypeData::Float(k) => match k {
            FloatKind::Half | FloatKind::BFloat => 2,
            FloatKind::Double => 8,
            _ => 4,
        },
        TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => 4,
        TypeData::Vector { elem, len, .. } => {
            let raw = size_of(types, *elem) * u64::from(*len);
            round_up(raw, align_of(types, t))
        }
        TypeData::Array { elem, len } => size_of(types, *elem) * len,
        TypeData::Struct { fields, packed } => {
            let mut at = 0;
            let mut max = 1;
            for f in fields {
                let a = if *packed { 1 } else { align_of(types, *f) };
                max = max.max(a);
                at = round_up(at, a) + size_of(types, *f);
            }
            round_up(at, max)
        }
        _ => 0,
    }
}

/// The alignment of `t` in bytes.
pub fn align_of(types: &Types, t: Type) -> u64 {
    match types.get(t) {
        TypeData::Int(1) => 4,
        TypeData::Int(b) => u64::from(*b).div_ceil(8).next_power_of_two().max(1),
        TypeData::Vector { elem, len, .. } => {
            let bits = size_of(types, *elem) * 8 * u64::from(*len);
            // Declared: v48, v96, v192 align to their element; others to their size.
            if matches!(bits, 48 | 96 | 192) {
                align_of(types, *elem)
            } else {
                (bits / 8).next_power_of_two().max(1)
            }
        }
        TypeData::Array { elem, .. } => align_of(types, *elem),
        TypeData::Struct { fields, packed } => {
            if *packed {
                1
            } else {
                fields
                    .iter()
                    .map(|f| align_of(types, *f))
                    .max()
                    .unwrap_or(1)
            }
        }
        _ => size_of(types, t).max(1),
    }
}

/// `x` rounded up to a multiple of `to`.
pub fn round_up(x: u64, to: u64) -> u64 {
    x.div_ceil(to.max(1)) * to.max(1)
}
