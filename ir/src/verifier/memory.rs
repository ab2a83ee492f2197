//! Memory instructions: `alloca`, `load`, `store`, `getelementptr`, `atomicrmw`,
//! `cmpxchg` and `fence` orderings. In typed-pointer modules the pointee of every
//! address must be the type accessed.

use super::body::FnCx;
use super::env::Env;
use super::instructions::{expect, Check};
use super::Rule;
use crate::constant::ConstData;
use crate::instruction::{AtomicOrdering, InstKind, RmwOp};
use crate::types::{Type, TypeData};
use crate::value::Value;

/// Checks a memory instruction of type `ty`; returns the rule and outcome.
pub(crate) fn check(cx: &FnCx<'_>, kind: &InstKind, ty: Type) -> (Rule, Check) {
    let env = cx.env;
    let t = |v: Value| cx.ty(v).unwrap_or(ty);
    match kind {
        InstKind::Alloca {
            allocated,
            count,
            addrspace,
            ..
        } => (
            Rule::Alloca,
            alloca(env, *allocated, count.map(t), *addrspace, ty),
        ),
        InstKind::Load { ptr, atomic, .. } => (
            if atomic.is_some() {
                Rule::Atomic
            } else {
                Rule::LoadStore
            },
            load(env, t(*ptr), ty, atomic.as_ref().map(|a| a.ordering)),
        ),
        InstKind::Store {
            val, ptr, atomic, ..
        } => (
            if atomic.is_some() {
                Rule::Atomic
            } else {
                Rule::LoadStore
            },
            store(env, t(*val), t(*ptr), atomic.as_ref().map(|a| a.ordering)),
        ),
        InstKind::Gep {
            source,
            base,
            indices,
            ..
        } => {
            let idx: Vec<(Value, Type)> = indices.iter().map(|&v| (v, t(v))).collect();
            (Rule::Gep, gep(env, *source, t(*base), &idx, ty))
        }
        InstKind::AtomicRmw {
            op,
            ptr,
            val,
            ordering,
            ..
        } => (Rule::Atomic, rmw(env, *op, t(*ptr), t(*val), *ordering, ty)),
        InstKind::CmpXchg {
            ptr,
            expected,
            new,
            success,
            failure,
            ..
        } => (
            Rule::Atomic,
            cmpxchg(
                env,
                t(*ptr),
                t(*expected),
                t(*new),
                (*success, *failure),
                ty,
            ),
        ),
        _ => (Rule::ResultType, Ok(())),
    }
}

fn alloca(env: &Env<'_>, allocated: Type, count: Option<Type>, addrspace: u32, ty: Type) -> Check {
    if !env.is_sized(allocated) {
        return Err(format!(
            "cannot allocate unsized type {}",
            env.show(allocated)
        ));
    }
    if let Some(c) = count {
        if env.int_bits(c).is_none() {
            return Err(format!(
                "the count has type {}, not an integer",
                env.show(c)
            ));
        }
    }
    if !env.is_ptr_to(ty, allocated, addrspace) {
        return Err(format!(
            "the result has type {}, not a pointer to {} in address space {addrspace}",
            env.show(ty),
            env.show(allocated)
        ));
    }
    Ok(())
}

/// A type memory can hold as one value.
fn loadable(env: &Env<'_>, t: Type, what: &str) -> Check {
    if env.is_sized(t) && env.is_value_type(t) {
        Ok(())
    } else {
        Err(format!("cannot {what} a value of type {}", env.show(t)))
    }
}

/// Types atomic loads, stores and exchanges accept.
fn atomic_scalar(env: &Env<'_>, t: Type) -> Check {
    match env.td(t) {
        TypeData::Int(_)
        | TypeData::Float(_)
        | TypeData::Ptr { .. }
        | TypeData::TypedPtr { .. } => Ok(()),
        _ => Err(format!(
            "an atomic access of {} (not an integer, floating-point value or pointer)",
            env.show(t)
        )),
    }
}

fn load(env: &Env<'_>, ptr: Type, ty: Type, ordering: Option<AtomicOrdering>) -> Check {
    loadable(env, ty, "load")?;
    env.check_access(ptr, ty)?;
    if let Some(o) = ordering {
        atomic_scalar(env, ty)?;
        if matches!(o, AtomicOrdering::Release | AtomicOrdering::AcqRel) {
            return Err(format!("a load cannot be {}", o.keyword()));
        }
    }
    Ok(())
}

fn store(env: &Env<'_>, val: Type, ptr: Type, ordering: Option<AtomicOrdering>) -> Check {
    loadable(env, val, "store")?;
    env.check_access(ptr, val)?;
    if let Some(o) = ordering {
        atomic_scalar(env, val)?;
        if matches!(o, AtomicOrdering::Acquire | AtomicOrdering::AcqRel) {
            return Err(format!("a store cannot be {}", o.keyword()));
        }
    }
    Ok(())
}

/// `fence`: only acquire, release, acq_rel or seq_cst.
pub(crate) fn fence(o: AtomicOrdering) -> Check {
    match o {
        AtomicOrdering::Unordered | AtomicOrdering::Monotonic => {
            Err(format!("a fence cannot be {}", o.keyword()))
        }
        _ => Ok(()),
    }
}

fn rmw(
    env: &Env<'_>,
    op: RmwOp,
    ptr: Type,
    val: Type,
    ordering: AtomicOrdering,
    ty: Type,
) -> Check {
    if ordering == AtomicOrdering::Unordered {
        return Err("atomicrmw cannot be unordered".into());
    }
    let fits = match op {
        RmwOp::Xchg => matches!(
            env.td(val),
            TypeData::Int(_)
                | TypeData::Float(_)
                | TypeData::Ptr { .. }
                | TypeData::TypedPtr { .. }
        ),
        RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin => env.is_fp_like(val),
        _ => env.int_bits(val).is_some(),
    };
    if !fits {
        return Err(format!(
            "{} does not operate on {}",
            op.keyword(),
            env.show(val)
        ));
    }
    env.check_access(ptr, val)?;
    expect(env, "the result", val, ty)
}

fn cmpxchg(
    env: &Env<'_>,
    ptr: Type,
    expected: Type,
    new: Type,
    (success, failure): (AtomicOrdering, AtomicOrdering),
    ty: Type,
) -> Check {
    expect(env, "the new value", expected, new)?;
    if env.int_bits(expected).is_none() && !env.is_ptr(expected) {
        return Err(format!(
            "compares {}, not an integer or pointer",
            env.show(expected)
        ));
    }
    if matches!(success, AtomicOrdering::Unordered)
        || matches!(
            failure,
            AtomicOrdering::Unordered | AtomicOrdering::Release | AtomicOrdering::AcqRel
        )
    {
        return Err(format!(
            "orderings {} / {} are not allowed",
            success.keyword(),
            failure.keyword()
        ));
    }
    env.check_access(ptr, expected)?;
    let fits = match env.struct_fields(ty) {
        Some([a, b]) => *a == expected && matches!(env.td(*b), TypeData::Int(1)),
        _ => false,
    };
    if fits {
        Ok(())
    } else {
        Err(format!(
            "the result has type {}, expected {{ {}, i1 }}",
            env.show(ty),
            env.show(expected)
        ))
    }
}

/// `getelementptr`: a pointer (vector) base whose pointee is `source` in typed mode,
/// integer indices (constant `i32` into structs), and a pointer result (to the indexed
/// type in typed mode), a vector of them if any operand is a vector.
pub(crate) fn gep(
    env: &Env<'_>,
    source: Type,
    base: Type,
    indices: &[(Value, Type)],
    ty: Type,
) -> Check {
    if !env.is_ptr_like(base) {
        return Err(format!(
            "the base has type {}, not a pointer",
            env.show(base)
        ));
    }
    if let Some(p) = env.pointee(base) {
        if p != source {
            return Err(format!(
                "the base {} does not point to the source type {}",
                env.show(base),
                env.show(source)
            ));
        }
    }
    if !env.is_sized(source) {
        return Err(format!("cannot index unsized type {}", env.show(source)));
    }
    let mut lanes = env.vec_len(base).map(|v| v.0);
    let mut cur = source;
    for (k, &(v, it)) in indices.iter().enumerate() {
        if !env.is_int_like(it) {
            return Err(format!(
                "index {k} has type {}, not an integer",
                env.show(it)
            ));
        }
        if let Some((n, _)) = env.vec_len(it) {
            if lanes.is_some_and(|l| l != n) {
                return Err(format!(
                    "index {k} has {n} lanes; other operands have {lanes:?}"
                ));
            }
            lanes = Some(n);
        }
        if k == 0 {
            continue;
        }
        cur = match env.td(cur) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let Some(i) = struct_index(env, v) else {
                    return Err(format!(
                        "index {k} into struct {} is not a constant i32",
                        env.show(cur)
                    ));
                };
                match env.member(cur, i) {
                    Some(f) => f,
                    None => {
                        return Err(format!(
                            "index {k} ({i}) is past the fields of {}",
                            env.show(cur)
                        ))
                    }
                }
            }
            _ => {
                return Err(format!(
                    "index {k} goes into {}, which is not an aggregate",
                    env.show(cur)
                ))
            }
        };
    }
    let want_ptr = |t: Type| {
        Some(t).filter(|&t| env.is_ptr(t)).is_some_and(|t| {
            env.addrspace(t) == env.addrspace(base)
                && env.pointee(t).is_none_or(|p| p == cur)
                && env.typed() == env.pointee(t).is_some()
        })
    };
    let fits = match (lanes, env.td(ty)) {
        (None, _) => want_ptr(ty),
        (Some(n), TypeData::Vector { len, elem, .. }) => *len == n && want_ptr(*elem),
        _ => false,
    };
    if fits {
        Ok(())
    } else {
        Err(format!(
            "the result has type {}, not a pointer{} to {} in the base's address space",
            env.show(ty),
            if lanes.is_some() { " vector" } else { "" },
            env.show(cur)
        ))
    }
}

/// The value of a struct index: a constant `i32` (or a splat vector of one).
fn struct_index(env: &Env<'_>, v: Value) -> Option<u64> {
    match env.constant(v)? {
        ConstData::Aggregate { ty, elems } if env.vec_len(*ty).is_some() => {
            let first = scalar_index(env, *elems.first()?)?;
            elems[1..]
                .iter()
                .all(|&e| scalar_index(env, e) == Some(first))
                .then_some(first)
        }
        _ => scalar_index(env, v),
    }
}

/// The value of a constant `i32` (or `i32` zero vector).
fn scalar_index(env: &Env<'_>, v: Value) -> Option<u64> {
    match env.constant(v)? {
        ConstData::Int { ty, bits } if env.int_bits(*ty) == Some(32) => u64::try_from(*bits).ok(),
        ConstData::Zero(t) if env.int_bits(env.scalar(*t)) == Some(32) => Some(0),
        _ => None,
    }
}
