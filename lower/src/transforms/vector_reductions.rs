//! `llvm.vector.reduce.*`: the lanes of the vector combined in order, one binary
//! operator or min/max per further lane (`fadd`/`fmul` start from their first
//! operand unless it is the identity, 0.0 or 1.0). DXC's reductions of HLSL vectors
//! are the same chains.

use crate::error::LowerError;
use crate::rewrite::FuncCursor;
use dxil_ir::{BinOp, Site, TypeData, Value};

/// How a reduction combines two lanes.
#[derive(Clone, Copy)]
enum Combine {
    /// A binary operator.
    Op(BinOp),
    /// A two-operand intrinsic that op lowering turns into a DXIL operation.
    Intrinsic(&'static str),
    /// `minimum` (true) or `maximum`, NaN-propagating (expanded here).
    NanMinMax(bool),
}

/// The reductions: intrinsic base, how lanes combine, and whether the call takes a
/// start value first (`fadd`, `fmul`) and which start value adds nothing.
const REDUCTIONS: &[(&str, Combine, Option<f64>)] = &[
    ("llvm.vector.reduce.add", Combine::Op(BinOp::Add), None),
    ("llvm.vector.reduce.mul", Combine::Op(BinOp::Mul), None),
    ("llvm.vector.reduce.and", Combine::Op(BinOp::And), None),
    ("llvm.vector.reduce.or", Combine::Op(BinOp::Or), None),
    ("llvm.vector.reduce.xor", Combine::Op(BinOp::Xor), None),
    (
        "llvm.vector.reduce.fadd",
        Combine::Op(BinOp::FAdd),
        Some(0.0),
    ),
    (
        "llvm.vector.reduce.fmul",
        Combine::Op(BinOp::FMul),
        Some(1.0),
    ),
    (
        "llvm.vector.reduce.smin",
        Combine::Intrinsic("llvm.smin"),
        None,
    ),
    (
        "llvm.vector.reduce.smax",
        Combine::Intrinsic("llvm.smax"),
        None,
    ),
    (
        "llvm.vector.reduce.umin",
        Combine::Intrinsic("llvm.umin"),
        None,
    ),
    (
        "llvm.vector.reduce.umax",
        Combine::Intrinsic("llvm.umax"),
        None,
    ),
    (
        "llvm.vector.reduce.fmin",
        Combine::Intrinsic("llvm.minnum"),
        None,
    ),
    (
        "llvm.vector.reduce.fmax",
        Combine::Intrinsic("llvm.maxnum"),
        None,
    ),
    (
        "llvm.vector.reduce.fminimum",
        Combine::NanMinMax(true),
        None,
    ),
    (
        "llvm.vector.reduce.fmaximum",
        Combine::NanMinMax(false),
        None,
    ),
];

/// The reductions' intrinsic bases.
pub fn bases() -> impl Iterator<Item = &'static str> {
    REDUCTIONS.iter().map(|r| r.0)
}

fn combine(cur: &mut FuncCursor, how: Combine, a: Value, b: Value) -> Value {
    match how {
        Combine::Op(op) => cur.binary(op, a, b),
        Combine::Intrinsic(name) => {
            let ty = cur.ty(a);
            cur.call_intrinsic(name, &[ty], ty, vec![a, b])
        }
        Combine::NanMinMax(min) => {
            crate::transforms::float_intrinsics::min_max(cur, min, true, a, b)
        }
    }
}

/// The chain reducing a call of `base` (one of [`bases`]) with `args`, inserted at the
/// cursor; `None` for another intrinsic.
pub fn expand(
    cur: &mut FuncCursor,
    base: &str,
    args: &[Value],
    site: Site,
) -> Result<Option<Value>, LowerError> {
    let Some(&(_, how, identity)) = REDUCTIONS.iter().find(|r| r.0 == base) else {
        return Ok(None);
    };
    let operand = |i: usize| dxil_analysis::intrinsics::operand(base, args, i, site);
    let x = operand(usize::from(identity.is_some()))?;
    let xt = cur.ty(x);
    let len = match cur.m.types.get(xt) {
        TypeData::Vector { len, .. } => *len,
        _ => {
            return Err(LowerError::Invalid {
                msg: format!("@{base} of a value that is not a vector"),
                site: Some(site),
            })
        }
    };
    let mut acc = cur.extract_element(x, 0);
    if let Some(identity) = identity {
        let start = operand(0)?;
        if dxil_ir::edit::float_value(cur.m, start) != Some(identity) {
            acc = combine(cur, how, acc, start);
        }
    }
    for i in 1..len {
        let lane = cur.extract_element(x, i);
        acc = combine(cur, how, acc, lane);
    }
    Ok(Some(acc))
}
