//! Integer loads and stores wider than the memory's elements, split back into element
//! accesses.
//!
//! clang's optimizer merges two adjacent `float` loads or stores (copying a `struct {
//! float a, b; }` within a local or groupshared array, or between structured-buffer
//! elements) into one `load i64` / `store i64` through the struct's pointer. DXIL has no such access: its pointers are typed, and a
//! bitcast of `%struct.P*` to `i64*` is refused ("Pointer type bitcast must be have same
//! size", "Bitcast on struct types is not allowed"). Where the array holds no scalar as
//! wide as the access, it becomes one 32-bit access per four bytes (little-endian, as the
//! memory holds them), joined with `zext`/`shl`/`or` or taken apart with `lshr`/`trunc`:
//! each piece then names one element, which the array passes follow.

use crate::rewrite::FuncCursor;
use crate::transforms::memcpy_expansion::pointee_of;
use dxil_ir::{BinOp, CastOp, GepFlags, Inst, InstKind, Module, Type, TypeData, Value};
use dxil_model::layout::DataLayout;

/// The width of the pieces a wide access is split into.
const PIECE_BITS: u32 = 32;

/// Splits the wide integer accesses of local and groupshared memory in `m` (see the
/// module docs).
pub fn split_wide_accesses(m: &mut Module) {
    for f in dxil_ir::edit::defined_functions(m) {
        let Some(mut cur) = FuncCursor::open(m, f) else {
            continue;
        };
        let accesses: Vec<Inst> = cur
            .body
            .placed_insts()
            .map(|(_, i)| i)
            .filter(|&i| is_wide_access(&cur, i))
            .collect();
        for i in accesses {
            split(&mut cur, i);
        }
        cur.finish();
    }
}

/// The integer type a load reads or a store writes, with the pointer.
fn access(cur: &FuncCursor, i: Inst) -> Option<(Type, Value)> {
    match &cur.body.insts[i].kind {
        InstKind::Load {
            ptr,
            volatile: false,
            atomic: None,
            ..
        } => Some((cur.body.insts[i].ty, *ptr)),
        InstKind::Store {
            val,
            ptr,
            volatile: false,
            atomic: None,
            ..
        } => Some((value_type(cur, *val)?, *ptr)),
        _ => None,
    }
}

/// The type of `v` where it is an instruction, argument-free constant or global.
fn value_type(cur: &FuncCursor, v: Value) -> Option<Type> {
    match v {
        Value::Inst(i) => Some(cur.body.insts[i].ty),
        Value::Const(c) => Some(cur.m.consts.get(c).ty()),
        _ => None,
    }
}

/// Whether `i` loads or stores an integer wider than 32 bits (a multiple of 32) in
/// memory (an alloca, or a global) that holds no scalar that wide.
fn is_wide_access(cur: &FuncCursor, i: Inst) -> bool {
    let Some((ty, ptr)) = access(cur, i) else {
        return false;
    };
    let Some(bits) = cur.m.types.int_bits(ty) else {
        return false;
    };
    if bits <= PIECE_BITS || bits % PIECE_BITS != 0 {
        return false;
    }
    root_type(cur, ptr).is_some_and(|t| widest_scalar(cur.m, t, 0) < bits)
}

/// The type of the alloca, global or buffer element `ptr` points into, through GEPs.
fn root_type(cur: &FuncCursor, mut ptr: Value) -> Option<Type> {
    for _ in 0..64 {
        match ptr {
            Value::Inst(i) => match &cur.body.insts[i].kind {
                InstKind::Gep { base, .. } => ptr = *base,
                _ => return pointee_of(cur, ptr),
            },
            _ => return pointee_of(cur, ptr),
        }
    }
    None
}

/// The scalar type that starts at byte `offset` of `t`, if one does.
fn scalar_at(m: &Module, dl: &DataLayout, mut t: Type, mut offset: u64) -> Option<Type> {
    for _ in 0..64 {
        match m.types.get(t) {
            TypeData::Int(_) | TypeData::Float(_) => return (offset == 0).then_some(t),
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                let size = dl.alloc_size(&m.types, *elem).max(1);
                offset %= size;
                t = *elem;
            }
            _ => {
                let fields = m.types.struct_fields(t)?.0.to_vec();
                let (offsets, _) = dl.struct_layout(&m.types, t);
                let k = offsets.iter().rposition(|&o| o <= offset)?;
                offset -= offsets[k];
                t = *fields.get(k)?;
            }
        }
    }
    None
}

/// The width in bits of the widest scalar in `t` (pointers count as 32).
fn widest_scalar(m: &Module, t: Type, depth: u32) -> u32 {
    if depth > 32 {
        return u32::MAX;
    }
    match m.types.get(t) {
        TypeData::Int(b) => *b,
        TypeData::Float(k) => k.bits(),
        TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => 32,
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => {
            widest_scalar(m, *elem, depth + 1)
        }
        TypeData::Struct { fields, .. } => fields
            .iter()
            .map(|f| widest_scalar(m, *f, depth + 1))
            .max()
            .unwrap_or(0),
        TypeData::Named(_) => match m.types.struct_fields(t) {
            Some((fields, _)) => fields
                .iter()
                .map(|f| widest_scalar(m, *f, depth + 1))
                .max()
                .unwrap_or(0),
            None => u32::MAX,
        },
        // Anything else (handles, opaque structs): not split.
        _ => u32::MAX,
    }
}

/// Replaces wide access `i` by 32-bit pieces.
fn split(cur: &mut FuncCursor, i: Inst) {
    let Some((ty, ptr)) = access(cur, i) else {
        return;
    };
    let Some(bits) = cur.m.types.int_bits(ty) else {
        return;
    };
    let piece = cur.m.types.int(PIECE_BITS);
    let i8_ty = cur.m.types.int(8);
    let ptr_ty = value_type(cur, ptr).unwrap_or_else(|| cur.m.types.ptr(0));
    let kind = cur.body.insts[i].kind.clone();
    cur.before(i);
    // Each piece reads or writes the scalar at its place (a float as the float it is,
    // then bitcast), through a GEP to it: the pointer names the aggregate.
    let dl = dxil_analysis::resource_map::module_layout(cur.m);
    let container = pointee_of(cur, ptr);
    let at = |cur: &mut FuncCursor, k: u32| -> (Value, Type) {
        let bytes = u64::from(k * PIECE_BITS / 8);
        let leaf = container
            .and_then(|t| scalar_at(cur.m, &dl, t, bytes))
            .filter(|&l| cur.m.types.get(l) != &TypeData::Int(8))
            .filter(|&l| dl.store_size(&cur.m.types, l) == u64::from(PIECE_BITS / 8))
            .unwrap_or(piece);
        let offset = dxil_ir::edit::const_int(cur.m, 32, bytes as i64);
        let p = cur.insert(
            ptr_ty,
            InstKind::Gep {
                source: i8_ty,
                flags: GepFlags::default(),
                base: ptr,
                indices: vec![offset],
            },
        );
        (p, leaf)
    };
    let shift = |cur: &mut FuncCursor, k: u32| {
        dxil_ir::edit::const_int(cur.m, bits, i64::from(k * PIECE_BITS))
    };
    match kind {
        InstKind::Load { align, .. } => {
            let mut joined: Option<Value> = None;
            for k in 0..bits / PIECE_BITS {
                let (p, leaf) = at(cur, k);
                let read = cur.insert(
                    leaf,
                    InstKind::Load {
                        ptr: p,
                        align: piece_align(align, k),
                        volatile: false,
                        atomic: None,
                    },
                );
                let part = if leaf == piece {
                    read
                } else {
                    cur.cast(CastOp::BitCast, read, piece)
                };
                let wide = cur.cast(CastOp::ZExt, part, ty);
                let placed = if k == 0 {
                    wide
                } else {
                    let s = shift(cur, k);
                    cur.binary(BinOp::Shl, wide, s)
                };
                joined = Some(match joined {
                    Some(j) => cur.binary(BinOp::Or, j, placed),
                    None => placed,
                });
            }
            if let Some(j) = joined {
                cur.replace_uses(Value::Inst(i), j);
                cur.erase(i);
            }
        }
        InstKind::Store { val, align, .. } => {
            for k in 0..bits / PIECE_BITS {
                let moved = if k == 0 {
                    val
                } else {
                    let s = shift(cur, k);
                    cur.binary(BinOp::LShr, val, s)
                };
                let part = cur.cast(CastOp::Trunc, moved, piece);
                let (p, leaf) = at(cur, k);
                let part = if leaf == piece {
                    part
                } else {
                    cur.cast(CastOp::BitCast, part, leaf)
                };
                let void = cur.m.types.void();
                cur.insert(
                    void,
                    InstKind::Store {
                        val: part,
                        ptr: p,
                        align: piece_align(align, k),
                        volatile: false,
                        atomic: None,
                    },
                );
            }
            cur.erase(i);
        }
        _ => {}
    }
}

/// The alignment piece `k` keeps: the access's, at most the piece's own from the second
/// piece on.
fn piece_align(align: Option<u64>, k: u32) -> Option<u64> {
    let piece_bytes = u64::from(PIECE_BITS / 8);
    align.map(|a| if k == 0 { a } else { a.min(piece_bytes) })
}
