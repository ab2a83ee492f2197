//! `llvm.memcpy` / `llvm.memmove` of a constant length, copied a scalar at a time.
//! DXIL has no memory intrinsics. Clang copies structs, arrays and matrices with them:
//! between local variables, out of static constants, and between structured buffer
//! elements (`Out[i] = In[j]`). The copy is expanded along the type of the memory
//! (the destination's, else the source's: a global's or alloca's type, the element a
//! GEP reaches, or a resource's element type for `llvm.dx.resource.getpointer`), each
//! scalar leaf at its byte offset read and written through byte GEPs, which later
//! passes index in the memory's own type. Memory of no known type is copied as 32-bit
//! words. (DXC's copy is the same per-element sequence.)

use crate::error::LowerError;
use crate::layout::DataLayout;
use crate::rewrite::FuncCursor;
use dxil_ir::{FuncId, GepFlags, Inst, InstKind, Module, Site, Type, TypeData, Value};

/// Expands the memory copies of `m` whose (destination, source) `wanted` accepts.
pub fn expand_memcpys_where(
    m: &mut Module,
    wanted: impl Fn(&FuncCursor, Value, Value) -> bool,
) -> Result<(), LowerError> {
    let any = m.functions.iter().any(|(_, f)| is_memory_copy(&f.name));
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
            let Some((dst, src, len)) = copy_operands(&cur, i) else {
                continue;
            };
            if !wanted(&cur, dst, src) {
                continue;
            }
            let Some(len) = len else {
                result = Err(LowerError::Unsupported {
                    what: "a memory copy of a length that is not a constant".into(),
                    site: Some(Site::Inst(f, i)),
                });
                break;
            };
            expand_copy(&mut cur, &dl, i, dst, src, len);
        }
        cur.finish();
        result?;
    }
    Ok(())
}

/// Whether `name` is `llvm.memcpy.*` or `llvm.memmove.*`.
pub fn is_memory_copy(name: &str) -> bool {
    name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove.")
}

/// Destination, source and constant length of copy call `i`.
fn copy_operands(cur: &FuncCursor, i: Inst) -> Option<(Value, Value, Option<u64>)> {
    let InstKind::Call {
        callee: Value::Function(f),
        args,
        ..
    } = &cur.body.insts[i].kind
    else {
        return None;
    };
    if !is_memory_copy(&cur.m.functions[*f].name) {
        return None;
    }
    let len = cur
        .m
        .const_int(*args.get(2)?)
        .and_then(|n| u64::try_from(n).ok());
    Some((*args.first()?, *args.get(1)?, len))
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
                .starts_with(crate::resource_access::GET_POINTER) =>
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

/// Replaces copy `i` of `len` bytes from `src` to `dst` by scalar loads and stores.
fn expand_copy(cur: &mut FuncCursor, dl: &DataLayout, i: Inst, dst: Value, src: Value, len: u64) {
    let mut parts = Vec::new();
    if let Some(ty) = pointee_of(cur, dst).or_else(|| pointee_of(cur, src)) {
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
    cur.before(i);
    let i8t = cur.m.types.int(8);
    let void = cur.m.types.void();
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
        let to = byte_pointer(cur, i8t, dst, off);
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
    cur.erase(i);
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
