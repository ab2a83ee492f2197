//! LLVM's integer intrinsic families that no DXIL operation implements, as plain
//! instructions (LangRef semantics; vector operands stay vectors, the scalarizer
//! splits them later): the saturating family (`uadd.sat`, `usub.sat`, `sadd.sat`,
//! `ssub.sat`, `ushl.sat`, `sshl.sat`), the `*.with.overflow` family (`u`/`s` ×
//! `add`/`sub`/`mul`), the funnel shifts (`fshl`, `fshr`), `ctlz`/`cttz` (through
//! DXIL's FirstbitHi/FirstbitLo), `bswap` and the three-way compares `scmp`/`ucmp`.

use crate::error::LowerError;
use crate::rewrite::FuncCursor;
use dxil_ir::{BinOp, CastOp, Inst, InstKind, IntPredicate, Site, Type, Value};

/// The intrinsics [`expand`] rewrites (bases of overloaded names).
pub const NAMES: &[&str] = &[
    "llvm.uadd.sat",
    "llvm.usub.sat",
    "llvm.sadd.sat",
    "llvm.ssub.sat",
    "llvm.ushl.sat",
    "llvm.sshl.sat",
    "llvm.fshl",
    "llvm.fshr",
    "llvm.ctlz",
    "llvm.cttz",
    "llvm.bswap",
    "llvm.scmp",
    "llvm.ucmp",
];

/// The `{ result, overflow }` intrinsics [`expand_overflow_arithmetic`] rewrites.
pub const OVERFLOW_NAMES: &[&str] = &[
    "llvm.uadd.with.overflow",
    "llvm.usub.with.overflow",
    "llvm.umul.with.overflow",
    "llvm.sadd.with.overflow",
    "llvm.ssub.with.overflow",
    "llvm.smul.with.overflow",
];

/// The width in bits of the integer elements of `ty`.
fn width(cur: &FuncCursor, ty: Type) -> u32 {
    let scalar = cur.m.types.scalar_of(ty);
    cur.m.types.int_bits(scalar).unwrap_or(32)
}

/// The smallest and largest signed values of `ty`'s elements, splatted.
pub fn signed_limits(cur: &mut FuncCursor, ty: Type) -> (Value, Value) {
    let bits = width(cur, ty);
    let min = (-(1i128 << (bits - 1))) as i64;
    let max = ((1i128 << (bits - 1)) - 1) as i64;
    (cur.int_splat(ty, min), cur.int_splat(ty, max))
}

/// The value a signed operation saturates to when it overflows: the minimum where
/// `a` is negative, else the maximum.
fn signed_saturation(cur: &mut FuncCursor, a: Value) -> Value {
    let ty = cur.ty(a);
    let (min, max) = signed_limits(cur, ty);
    let zero = cur.int_splat(ty, 0);
    let negative = cur.icmp(IntPredicate::Slt, a, zero);
    cur.select(negative, min, max)
}

/// Which arithmetic an overflow check is about.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arith {
    Add,
    Sub,
    Mul,
}

/// `a op b` (wrapping) and whether it overflowed, for signed or unsigned operands.
/// Unsigned: `r < a` (add), `a < b` (sub); signed: the sign of `r` is one neither
/// operand could give, `(a ^ r) & (b ^ r)` negative (add) or `(a ^ b) & (a ^ r)`
/// negative (sub). Multiplication, of any width: `r / a != b` where `a` is not 0
/// (signed: where `a` is not -1 either; for -1 it overflows only for `b` = MIN).
fn overflowing(
    cur: &mut FuncCursor,
    arith: Arith,
    signed: bool,
    a: Value,
    b: Value,
) -> (Value, Value) {
    let ty = cur.ty(a);
    let op = match arith {
        Arith::Add => BinOp::Add,
        Arith::Sub => BinOp::Sub,
        Arith::Mul => BinOp::Mul,
    };
    let r = cur.binary(op, a, b);
    let zero = cur.int_splat(ty, 0);
    let flag = match (arith, signed) {
        (Arith::Add, false) => cur.icmp(IntPredicate::Ult, r, a),
        (Arith::Sub, false) => cur.icmp(IntPredicate::Ult, a, b),
        (Arith::Add | Arith::Sub, true) => {
            let (x, y) = if arith == Arith::Add { (b, r) } else { (b, a) };
            let ar = cur.binary(BinOp::Xor, a, r);
            let other = cur.binary(BinOp::Xor, x, y);
            let both = cur.binary(BinOp::And, ar, other);
            cur.icmp(IntPredicate::Slt, both, zero)
        }
        (Arith::Mul, false) => {
            let nonzero = cur.icmp(IntPredicate::Ne, a, zero);
            let one = cur.int_splat(ty, 1);
            let divisor = cur.select(nonzero, a, one);
            let q = cur.binary(BinOp::UDiv, r, divisor);
            let differs = cur.icmp(IntPredicate::Ne, q, b);
            cur.binary(BinOp::And, nonzero, differs)
        }
        (Arith::Mul, true) => {
            let minus_one = cur.int_splat(ty, -1);
            let one = cur.int_splat(ty, 1);
            let (min, _) = signed_limits(cur, ty);
            let nonzero = cur.icmp(IntPredicate::Ne, a, zero);
            let is_minus_one = cur.icmp(IntPredicate::Eq, a, minus_one);
            let not_minus_one = cur.icmp(IntPredicate::Ne, a, minus_one);
            let divides = cur.binary(BinOp::And, nonzero, not_minus_one);
            let divisor = cur.select(divides, a, one);
            let q = cur.binary(BinOp::SDiv, r, divisor);
            let differs = cur.icmp(IntPredicate::Ne, q, b);
            let b_is_min = cur.icmp(IntPredicate::Eq, b, min);
            let negated_min = cur.binary(BinOp::And, is_minus_one, b_is_min);
            cur.select(divides, differs, negated_min)
        }
    };
    (r, flag)
}

/// `fshl(a, b, s)` / `fshr(a, b, s)`: the shift amount taken modulo the width, and
/// the part shifted in from the other operand shifted by one and then by
/// `width - 1 - s`, so that no shift is by the full width (a shift by 0 keeps the
/// operand whole, as LangRef says).
fn funnel_shift(cur: &mut FuncCursor, left: bool, a: Value, b: Value, s: Value) -> Value {
    let ty = cur.ty(a);
    let bits = i64::from(width(cur, ty));
    let mask = cur.int_splat(ty, bits - 1);
    let one = cur.int_splat(ty, 1);
    let full = cur.int_splat(ty, bits);
    let s = cur.binary(BinOp::URem, s, full);
    let rest = cur.binary(BinOp::Sub, mask, s);
    if left {
        let hi = cur.binary(BinOp::Shl, a, s);
        let b1 = cur.binary(BinOp::LShr, b, one);
        let lo = cur.binary(BinOp::LShr, b1, rest);
        cur.binary(BinOp::Or, hi, lo)
    } else {
        let a1 = cur.binary(BinOp::Shl, a, one);
        let hi = cur.binary(BinOp::Shl, a1, rest);
        let lo = cur.binary(BinOp::LShr, b, s);
        cur.binary(BinOp::Or, hi, lo)
    }
}

/// `ctlz` / `cttz`: DXIL's FirstbitHi counts the leading zeros (from the most
/// significant bit of the operand's width), FirstbitLo the trailing ones; both give
/// -1 for 0, where the intrinsics give the width. Their `i32` count is fitted to the
/// operand's type.
fn count_zeros(cur: &mut FuncCursor, leading: bool, x: Value, ret: Type) -> Value {
    let xt = cur.ty(x);
    let i32t = cur.m.types.int(32);
    let count_ty = cur.m.types.with_scalar(xt, i32t);
    let op = if leading {
        "llvm.dx.firstbituhigh"
    } else {
        "llvm.dx.firstbitlow"
    };
    let count = cur.call_intrinsic(op, &[xt], count_ty, vec![x]);
    let count = fit_width(cur, count, ret);
    let zero = cur.int_splat(xt, 0);
    let is_zero = cur.icmp(IntPredicate::Eq, x, zero);
    let bits = i64::from(width(cur, ret));
    let full = cur.int_splat(ret, bits);
    cur.select(is_zero, full, count)
}

/// Integer `v` zero-extended or truncated to `ty` (same lane count).
fn fit_width(cur: &mut FuncCursor, v: Value, ty: Type) -> Value {
    let have = cur.ty(v);
    match width(cur, have).cmp(&width(cur, ty)) {
        std::cmp::Ordering::Less => cur.cast(CastOp::ZExt, v, ty),
        std::cmp::Ordering::Greater => cur.cast(CastOp::Trunc, v, ty),
        std::cmp::Ordering::Equal => v,
    }
}

/// `bswap(x)`: byte `k` of `x` moved to byte `n - 1 - k`, joined with `or`.
fn byte_swap(cur: &mut FuncCursor, x: Value) -> Value {
    let ty = cur.ty(x);
    let bytes = i64::from(width(cur, ty) / 8);
    let byte_mask = cur.int_splat(ty, 0xff);
    let mut out: Option<Value> = None;
    for k in 0..bytes {
        let down = cur.int_splat(ty, 8 * k);
        let up = cur.int_splat(ty, 8 * (bytes - 1 - k));
        let shifted = cur.binary(BinOp::LShr, x, down);
        let byte = cur.binary(BinOp::And, shifted, byte_mask);
        let placed = cur.binary(BinOp::Shl, byte, up);
        out = Some(match out {
            Some(acc) => cur.binary(BinOp::Or, acc, placed),
            None => placed,
        });
    }
    out.unwrap_or(x)
}

/// The expansion of a call of `base` (one of [`NAMES`]) with `args`, returning `ret`,
/// inserted at the cursor; `None` for another intrinsic.
pub fn expand(
    cur: &mut FuncCursor,
    base: &str,
    args: &[Value],
    ret: Type,
    site: Site,
) -> Result<Option<Value>, LowerError> {
    let arg = |i: usize| dxil_analysis::intrinsics::operand(base, args, i, site);
    Ok(Some(match base {
        "llvm.uadd.sat" | "llvm.usub.sat" => {
            let arith = if base == "llvm.uadd.sat" {
                Arith::Add
            } else {
                Arith::Sub
            };
            let (r, overflow) = overflowing(cur, arith, false, arg(0)?, arg(1)?);
            let limit = cur.int_splat(ret, if arith == Arith::Add { -1 } else { 0 });
            cur.select(overflow, limit, r)
        }
        "llvm.sadd.sat" | "llvm.ssub.sat" => {
            let arith = if base == "llvm.sadd.sat" {
                Arith::Add
            } else {
                Arith::Sub
            };
            let a = arg(0)?;
            let (r, overflow) = overflowing(cur, arith, true, a, arg(1)?);
            let limit = signed_saturation(cur, a);
            cur.select(overflow, limit, r)
        }
        "llvm.ushl.sat" | "llvm.sshl.sat" => {
            // Shifted back, a value that lost bits differs from `a`.
            let (a, s) = (arg(0)?, arg(1)?);
            let signed = base == "llvm.sshl.sat";
            let r = cur.binary(BinOp::Shl, a, s);
            let back_op = if signed { BinOp::AShr } else { BinOp::LShr };
            let back = cur.binary(back_op, r, s);
            let lost = cur.icmp(IntPredicate::Ne, back, a);
            let limit = if signed {
                signed_saturation(cur, a)
            } else {
                cur.int_splat(ret, -1)
            };
            cur.select(lost, limit, r)
        }
        "llvm.fshl" | "llvm.fshr" => {
            funnel_shift(cur, base == "llvm.fshl", arg(0)?, arg(1)?, arg(2)?)
        }
        "llvm.ctlz" | "llvm.cttz" => count_zeros(cur, base == "llvm.ctlz", arg(0)?, ret),
        "llvm.bswap" => byte_swap(cur, arg(0)?),
        "llvm.scmp" | "llvm.ucmp" => {
            // -1, 0 or 1 (in the result's type) as `a` is below, equal to or above `b`.
            let (a, b) = (arg(0)?, arg(1)?);
            let (gt, lt) = if base == "llvm.scmp" {
                (IntPredicate::Sgt, IntPredicate::Slt)
            } else {
                (IntPredicate::Ugt, IntPredicate::Ult)
            };
            let above = cur.icmp(gt, a, b);
            let below = cur.icmp(lt, a, b);
            let above = cur.cast(CastOp::ZExt, above, ret);
            let below = cur.cast(CastOp::ZExt, below, ret);
            cur.binary(BinOp::Sub, above, below)
        }
        _ => return Ok(None),
    }))
}

/// `llvm.{u,s}{add,sub,mul}.with.overflow(a, b)` at `inst`: the `{ result, overflow }`
/// pair is only ever taken apart, so each `extractvalue` of it becomes the wrapped
/// result or the overflow flag (see `overflowing`); another use of the pair is an
/// error.
pub fn expand_overflow_arithmetic(
    cur: &mut FuncCursor,
    inst: Inst,
    base: &str,
    a: Value,
    b: Value,
) -> Result<(), LowerError> {
    let arith = match base.get(6..9) {
        Some("add") => Arith::Add,
        Some("sub") => Arith::Sub,
        _ => Arith::Mul,
    };
    let signed = base.starts_with("llvm.s");
    let (r, flag) = overflowing(cur, arith, signed, a, b);
    let mut other_use = false;
    for user in cur.users_of(Value::Inst(inst)) {
        match &cur.body.insts[user].kind {
            InstKind::ExtractValue { indices, .. } if indices.len() == 1 => {
                let v = if indices[0] == 0 { r } else { flag };
                cur.replace_uses(Value::Inst(user), v);
                cur.erase(user);
            }
            _ => other_use = true,
        }
    }
    if other_use {
        return Err(LowerError::Unsupported {
            what: format!("a use of @{base}'s result other than extractvalue"),
            site: Some(Site::Inst(cur.func, inst)),
        });
    }
    cur.erase(inst);
    Ok(())
}
