//! Casts: which source and destination kinds and widths each cast accepts (LangRef's
//! conversion operations), for instructions and constant expressions alike.

use super::env::Env;
use super::instructions::Check;
use crate::instruction::CastOp;
use crate::types::{Type, TypeData};

/// What a cast operand or result is, lane by lane.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Int(u32),
    Float(u32),
    Ptr(u32),
    Other,
}

/// Checks `op` from `src` to `dst`.
pub(crate) fn cast(env: &Env<'_>, op: CastOp, src: Type, dst: Type) -> Check {
    let lanes = |t: Type| env.vec_len(t);
    let kind = |t: Type| match env.td(env.scalar(t)) {
        TypeData::Int(n) => Kind::Int(*n),
        TypeData::Float(k) => Kind::Float(k.bits()),
        TypeData::Ptr { addrspace } | TypeData::TypedPtr { addrspace, .. } => Kind::Ptr(*addrspace),
        _ => Kind::Other,
    };
    let fail = |why: &str| {
        Err(format!(
            "cannot {} {} to {}: {why}",
            op.keyword(),
            env.show(src),
            env.show(dst)
        ))
    };
    if op != CastOp::BitCast && lanes(src) != lanes(dst) {
        return fail("source and destination must both be scalars or vectors of one length");
    }
    let (s, d) = (kind(src), kind(dst));
    match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::SExt => match (s, d) {
            (Kind::Int(a), Kind::Int(b)) => {
                let ok = if op == CastOp::Trunc { a > b } else { a < b };
                if ok {
                    Ok(())
                } else {
                    fail(if op == CastOp::Trunc {
                        "the destination must be narrower"
                    } else {
                        "the destination must be wider"
                    })
                }
            }
            _ => fail("both sides must be integers"),
        },
        CastOp::FPTrunc | CastOp::FPExt => match (s, d) {
            (Kind::Float(a), Kind::Float(b)) => {
                let ok = if op == CastOp::FPTrunc { a > b } else { a < b };
                if ok {
                    Ok(())
                } else {
                    fail(if op == CastOp::FPTrunc {
                        "the destination must be narrower"
                    } else {
                        "the destination must be wider"
                    })
                }
            }
            _ => fail("both sides must be floating-point"),
        },
        CastOp::FPToUI | CastOp::FPToSI => match (s, d) {
            (Kind::Float(_), Kind::Int(_)) => Ok(()),
            _ => fail("it goes from floating-point to integer"),
        },
        CastOp::UIToFP | CastOp::SIToFP => match (s, d) {
            (Kind::Int(_), Kind::Float(_)) => Ok(()),
            _ => fail("it goes from integer to floating-point"),
        },
        CastOp::PtrToInt => match (s, d) {
            (Kind::Ptr(_), Kind::Int(_)) => Ok(()),
            _ => fail("it goes from pointer to integer"),
        },
        CastOp::IntToPtr => match (s, d) {
            (Kind::Int(_), Kind::Ptr(_)) => Ok(()),
            _ => fail("it goes from integer to pointer"),
        },
        CastOp::AddrSpaceCast => match (s, d) {
            (Kind::Ptr(a), Kind::Ptr(b)) if a != b => Ok(()),
            (Kind::Ptr(_), Kind::Ptr(_)) => fail("the address spaces must differ"),
            _ => fail("both sides must be pointers"),
        },
        CastOp::BitCast => bitcast(env, src, dst, s, d).or_else(fail),
    }
}

/// `bitcast`: pointers to pointers of the same address space and lane count; other
/// non-aggregate values to others of the same total width.
fn bitcast(env: &Env<'_>, src: Type, dst: Type, s: Kind, d: Kind) -> Result<(), &'static str> {
    match (s, d) {
        (Kind::Ptr(a), Kind::Ptr(b)) => {
            if env.vec_len(src) != env.vec_len(dst) {
                Err("pointer casts keep the lane count")
            } else if a != b {
                Err("a bitcast cannot change the address space")
            } else {
                Ok(())
            }
        }
        (Kind::Ptr(_), _) | (_, Kind::Ptr(_)) => Err("pointers only cast to pointers"),
        (Kind::Other, _) | (_, Kind::Other) => {
            Err("only integers, floating-point values and vectors of them")
        }
        _ => match (total_bits(env, src), total_bits(env, dst)) {
            (Some(a), Some(b)) if a == b => Ok(()),
            _ => Err("the widths differ"),
        },
    }
}

/// Width of a scalar or fixed vector of integers or floating-point values.
fn total_bits(env: &Env<'_>, t: Type) -> Option<u64> {
    let lane = u64::from(env.prim_bits(env.scalar(t))?);
    match env.vec_len(t) {
        None => Some(lane),
        Some((_, true)) => None,
        Some((n, false)) => Some(lane * u64::from(n)),
    }
}
