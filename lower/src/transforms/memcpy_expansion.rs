//! `llvm.memcpy` / `llvm.memmove` of a constant length, copied a scalar at a time, and
//! `llvm.memset` of a constant length, stored a scalar at a time (in every address
//! space: local arrays `p0`, groupshared ones `p3`). DXIL has no memory intrinsics.
//! Clang copies structs, arrays and matrices with them: between local variables, out
//! of static constants, and between structured buffer elements (`Out[i] = In[j]`);
//! LLVM's optimizer turns loops and initializers that zero an array into `memset`. The copy is expanded along the type of the memory
//! (the destination's, else the source's: a global's or alloca's type, the element a
//! GEP reaches, or a resource's element type for `llvm.dx.resource.getpointer`), each
//! scalar leaf at its byte offset read and written through byte GEPs, which later
//! passes index in the memory's own type. Memory of no known type is copied as 32-bit
//! words. (DXC's copy is the same per-element sequence.)

use crate::error::LowerError;
use crate::rewrite::FuncCursor;
use dxil_ir::{FuncId, GepFlags, Inst, InstKind, Module, Site, Type, TypeData, Value};
use dxil_model::layout::DataLayout;

/// Expands the memory copies of `m` whose (destination, source) `wanted` accepts, and
/// (for a `wanted` that accepts a destination with itself as source) its memsets.
pub fn expand_memcpys_where(
    m: &mut Module,
    wanted: impl Fn(&FuncCursor, Value, Value) -> bool,
) -> Result<(), LowerError> {
    let any = m
        .functions
        .iter()
        .any(|(_, f)| is_memory_copy(&f.name) || is_memory_set(&f.name));
    if !any {
        return Ok(());
    }
    let dl = m
        .datalayout
        .as_deref()
        .map(DataLayout::parse)
        .unwrap_or_default();
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let Some(mut cur) = FuncCursor::open(m, f) else {
            continue;
        };
        let placed: Vec<Inst> = cur.body.placed_insts().map(|(_, i)| i).collect();
        let mut result = Ok(());
        for i in placed {
            let Some((kind, dst, src, len)) = memory_operands(&cur, i) else {
                continue;
            };
            if !wanted(&cur, dst, src) {
                continue;
            }
            let Some(len) = len else {
                result = Err(LowerError::Unsupported {
                    what: format!("a {kind} of a length that is not a constant"),
                    site: Some(Site::Inst(f, i)),
                });
                break;
            };
            match kind {
                MemoryOp::Copy => expand_copy(&mut cur, &dl, i, dst, src, len),
                MemoryOp::Set => expand_set(&mut cur, &dl, i, dst, src, len),
            }
        }
        cur.finish();
        result?;
    }
    Ok(())
}

/// Whether `name` is `llvm.memcpy.*` or `llvm.memmove.*` (also their `.inline`
/// forms).
pub fn is_memory_copy(name: &str) -> bool {
    name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove.")
}

/// Whether `name` is `llvm.memset.*` (also `llvm.memset.inline.*`).
pub fn is_memory_set(name: &str) -> bool {
    name.starts_with("llvm.memset.")
}

/// What a memory intrinsic does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MemoryOp {
    /// `memcpy`/`memmove`: the second operand is the source pointer.
    Copy,
    /// `memset`: the second operand is the `i8` value.
    Set,
}

impl std::fmt::Display for MemoryOp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            MemoryOp::Copy => "memory copy",
            MemoryOp::Set => "memset",
        })
    }
}

/// What call `i` does to memory, its destination, its second operand (source or byte
/// value) and its constant length.
fn memory_operands(cur: &FuncCursor, i: Inst) -> Option<(MemoryOp, Value, Value, Option<u64>)> {
    let InstKind::Call {
        callee: Value::Function(f),
        args,
        ..
    } = &cur.body.insts[i].kind
    else {
        return None;
    };
    let name = &cur.m.functions[*f].name;
    let kind = if is_memory_copy(name) {
        MemoryOp::Copy
    } else if is_memory_set(name) {
        MemoryOp::Set
    } else {
        return None;
    };
    let len = cur
        .m
        .const_int(*args.get(2)?)
        .and_then(|n| u64::try_from(n).ok());
    Some((kind, *args.first()?, *args.get(1)?, len))
}

/// The type of the memory `p` points to, when the code says it.
pub fn pointee_of(cur: &FuncCursor, p: Value) -> Option<Type> {
    let m = &*cur.m;
    match p {
        Value::Global(g) => Some(m.globals[g].value_ty),
        Value::Inst(i) => match &cur.body.insts[i].kind {
            InstKind::Alloca { allocated, .. } => Some(*allocated),
            InstKind::Gep {
                source, indices, ..
            } => {
                let mut t = *source;
                for &ix in indices.iter().skip(1) {
                    let k = m
                        .const_int(ix)
                        .and_then(|k| u64::try_from(k).ok())
                        .unwrap_or(0);
                    t = m.types.aggregate_element(t, k)?;
                }
                // A byte GEP says nothing of the memory.
                (!matches!(m.types.get(t), TypeData::Int(8))).then_some(t)
            }
            InstKind::Call {
                callee: Value::Function(f),
                args,
                ..
            } if m.functions[*f]
                .name
                .starts_with(dxil_analysis::resource_map::GET_POINTER) =>
            {
                let handle_ty = match *args.first()? {
                    Value::Inst(h) => cur.body.insts[h].ty,
                    _ => return None,
                };
                match m.types.get(handle_ty) {
                    TypeData::TargetExt { types, .. } => types.first().copied(),
                    _ => None,
                }
            }
            _ => None,
        },
        _ => None,
    }
}

/// The scalar leaves of `ty` that lie in its first `len` bytes: (byte offset, type).
fn leaves(m: &Module, dl: &DataLayout, ty: Type, base: u64, len: u64, out: &mut Vec<(u64, Type)>) {
    if base >= len {
        return;
    }
    match m.types.get(ty) {
        TypeData::Array { elem, len: n } => {
            let size = dl.alloc_size(&m.types, *elem);
            for k in 0..*n {
                leaves(m, dl, *elem, base + k * size, len, out);
            }
        }
        TypeData::Vector { elem, len: n, .. } => {
            let size = dl.store_size(&m.types, *elem);
            for k in 0..u64::from(*n) {
                leaves(m, dl, *elem, base + k * size, len, out);
            }
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (offsets, _) = dl.struct_layout(&m.types, ty);
            let fields: Vec<Type> = m
                .types
                .struct_fields(ty)
                .map(|(f, _)| f.to_vec())
                .unwrap_or_default();
            for (f, off) in fields.into_iter().zip(offsets) {
                leaves(m, dl, f, base + off, len, out);
            }
        }
        TypeData::Int(_) | TypeData::Float(_) => out.push((base, ty)),
        // Padding and other members carry nothing to copy.
        _ => {}
    }
}

/// The scalars (byte offset, type) that make up the first `len` bytes of memory of
/// type `ty`; 32-bit words (and bytes for the rest) for memory of no known type or
/// whose leaves do not fit.
fn parts_of(cur: &mut FuncCursor, dl: &DataLayout, ty: Option<Type>, len: u64) -> Vec<(u64, Type)> {
    let mut parts = Vec::new();
    if let Some(ty) = ty {
        leaves(cur.m, dl, ty, 0, len, &mut parts);
    }
    let covered: u64 = parts
        .iter()
        .map(|(_, t)| dl.store_size(&cur.m.types, *t))
        .sum();
    if parts.is_empty() || covered > len {
        parts.clear();
        let i32t = cur.m.types.int(32);
        let i8t = cur.m.types.int(8);
        let words = len / 4;
        parts.extend((0..words).map(|k| (k * 4, i32t)));
        parts.extend((words * 4..len).map(|b| (b, i8t)));
    }
    parts
}

/// Replaces copy `i` of `len` bytes from `src` to `dst` by scalar loads and stores.
fn expand_copy(cur: &mut FuncCursor, dl: &DataLayout, i: Inst, dst: Value, src: Value, len: u64) {
    let ty = pointee_of(cur, dst).or_else(|| pointee_of(cur, src));
    let parts = parts_of(cur, dl, ty, len);
    cur.before(i);
    let i8t = cur.m.types.int(8);
    // Every value is read before any is written, so an overlapping `memmove` copies
    // what was there.
    let mut values = Vec::with_capacity(parts.len());
    for &(off, ty) in &parts {
        let from = byte_pointer(cur, i8t, src, off);
        values.push(cur.insert(
            ty,
            InstKind::Load {
                ptr: from,
                align: None,
                volatile: false,
                atomic: None,
            },
        ));
    }
    for (&(off, _), v) in parts.iter().zip(values) {
        store_at(cur, dst, off, v);
    }
    cur.erase(i);
}

/// Stores `v` at `off` bytes past `p`.
fn store_at(cur: &mut FuncCursor, p: Value, off: u64, v: Value) {
    let i8t = cur.m.types.int(8);
    let void = cur.m.types.void();
    let to = byte_pointer(cur, i8t, p, off);
    cur.insert(
        void,
        InstKind::Store {
            val: v,
            ptr: to,
            align: None,
            volatile: false,
            atomic: None,
        },
    );
}

/// Replaces memset `i` of `len` bytes of `dst` to the byte `byte` by a store of each
/// scalar of the memory: the byte repeated over the scalar's width (a zero constant of
/// the scalar's type when the byte is 0, as for HLSL's zeroed arrays).
fn expand_set(cur: &mut FuncCursor, dl: &DataLayout, i: Inst, dst: Value, byte: Value, len: u64) {
    let ty = pointee_of(cur, dst);
    let parts = parts_of(cur, dl, ty, len);
    cur.before(i);
    let constant = cur.m.const_int(byte).map(|b| (b as u8) as u64);
    for (off, ty) in parts {
        let v = repeated_byte(cur, ty, byte, constant);
        store_at(cur, dst, off, v);
    }
    cur.erase(i);
}

/// The `i8` `byte` (constant when `constant` holds it) repeated over the width of
/// scalar type `ty`, as a value of `ty`.
fn repeated_byte(cur: &mut FuncCursor, ty: Type, byte: Value, constant: Option<u64>) -> Value {
    let bits = match cur.m.types.get(ty) {
        TypeData::Float(k) => k.bits(),
        _ => cur.m.types.int_bits(ty).unwrap_or(8),
    };
    let is_float = matches!(cur.m.types.get(ty), TypeData::Float(_));
    if constant == Some(0) {
        return if is_float {
            dxil_ir::edit::const_float(cur.m, ty, 0.0)
        } else {
            cur.m.consts.int(ty, bits, 0)
        };
    }
    let int_ty = cur.m.types.int(bits);
    let ones = (0..bits / 8).fold(0u128, |acc, _| (acc << 8) | 1);
    let word = match constant {
        Some(b) => cur
            .m
            .consts
            .int(int_ty, bits, (ones * u128::from(b)) as i128),
        None if bits == 8 => byte,
        None => {
            let wide = cur.cast(dxil_ir::CastOp::ZExt, byte, int_ty);
            let pattern = cur.m.consts.int(int_ty, bits, ones as i128);
            cur.binary(dxil_ir::BinOp::Mul, wide, pattern)
        }
    };
    if is_float {
        cur.cast(dxil_ir::CastOp::BitCast, word, ty)
    } else {
        word
    }
}

/// `p` advanced by `off` bytes (`p` itself for 0).
fn byte_pointer(cur: &mut FuncCursor, i8t: Type, p: Value, off: u64) -> Value {
    if off == 0 {
        return p;
    }
    let ptr_ty = cur.ty(p);
    let k = cur.i32(off as i64);
    cur.insert(
        ptr_ty,
        InstKind::Gep {
            source: i8t,
            flags: GepFlags {
                inbounds: true,
                ..GepFlags::default()
            },
            base: p,
            indices: vec![k],
        },
    )
}
