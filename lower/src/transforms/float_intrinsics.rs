//! LLVM's floating-point intrinsics that no DXIL operation implements, as plain
//! instructions and DXIL-lowerable intrinsics (LangRef semantics; vector operands
//! stay vectors): `copysign` and `is.fpclass` on the bits, the IEEE 754-2019
//! `minimum`/`maximum` (NaN wins, -0 < +0) and `minimumnum`/`maximumnum` (a number
//! wins over NaN, -0 < +0), `round` (halfway cases away from zero, where DXIL's
//! Round_ne rounds to even), and `fma` of `float` or `half` (DXIL's Fma takes only
//! `double`: the operands are widened, fused there and narrowed again; their product
//! is exact in `double`). DXIL's rounding operations take no `double`: `floor`,
//! `ceil`, `trunc`, `roundeven` and `dx.frac` of doubles are computed exactly from
//! `(|x| + 2^52) - 2^52`, which rounds any smaller magnitude to an integer, to even;
//! `sqrt` and `dx.rsqrt` of doubles (DXIL's Sqrt and Rsqrt take none either) by Newton
//! steps from an estimate made of the bits (see `double_sqrt`).

use crate::error::LowerError;
use crate::rewrite::FuncCursor;
use dxil_ir::{BinOp, CastOp, FloatKind, FloatPredicate, IntPredicate, Site, Type, Value};

/// The intrinsics [`expand`] rewrites (bases of overloaded names).
pub const NAMES: &[&str] = &[
    "llvm.copysign",
    "llvm.is.fpclass",
    "llvm.minimum",
    "llvm.maximum",
    "llvm.minimumnum",
    "llvm.maximumnum",
    "llvm.round",
    "llvm.fma",
    "llvm.floor",
    "llvm.ceil",
    "llvm.trunc",
    "llvm.roundeven",
    "llvm.dx.frac",
    "llvm.sqrt",
    "llvm.dx.rsqrt",
];

/// The integer type of `ty`'s bits (same lane count) and the element width.
fn bits_type(cur: &mut FuncCursor, ty: Type) -> (Type, u32) {
    let scalar = cur.m.types.scalar_of(ty);
    let width = match cur.m.types.get(scalar) {
        dxil_ir::TypeData::Float(k) => k.bits(),
        _ => 32,
    };
    let int = cur.m.types.int(width);
    (cur.m.types.with_scalar(ty, int), width)
}

/// `copysign(mag, sign)`: the bits of `mag` but its sign, with the sign of `sign`.
pub fn copysign(cur: &mut FuncCursor, mag: Value, sign: Value) -> Value {
    let ty = cur.ty(mag);
    let (it, _) = bits_type(cur, ty);
    // The sign bit alone is the smallest signed value, the other bits the largest.
    let (sign_bit, rest) = crate::transforms::integer_intrinsics::signed_limits(cur, it);
    let m = cur.cast(CastOp::BitCast, mag, it);
    let s = cur.cast(CastOp::BitCast, sign, it);
    let m = cur.binary(BinOp::And, m, rest);
    let s = cur.binary(BinOp::And, s, sign_bit);
    let joined = cur.binary(BinOp::Or, m, s);
    cur.cast(CastOp::BitCast, joined, ty)
}

/// Whether `x`'s sign bit is set (also for -0 and NaNs).
fn sign_bit_set(cur: &mut FuncCursor, x: Value) -> Value {
    let ty = cur.ty(x);
    let (it, _) = bits_type(cur, ty);
    let bits = cur.cast(CastOp::BitCast, x, it);
    let zero = cur.int_splat(it, 0);
    cur.icmp(IntPredicate::Slt, bits, zero)
}

/// The smaller (`min`) or larger of two numbers, -0 ordered below +0: `a` where it
/// compares so, `b` where `b` does, and for equal values the one whose sign is the
/// wanted one. NaN operands are left to the caller.
fn ordered_pick(cur: &mut FuncCursor, min: bool, a: Value, b: Value) -> Value {
    let pred = if min {
        FloatPredicate::Olt
    } else {
        FloatPredicate::Ogt
    };
    let a_wins = cur.fcmp(pred, a, b);
    let b_wins = cur.fcmp(pred, b, a);
    let a_negative = sign_bit_set(cur, a);
    let (neg, pos) = if min { (a, b) } else { (b, a) };
    let tie = cur.select(a_negative, neg, pos);
    let not_a = cur.select(b_wins, b, tie);
    cur.select(a_wins, a, not_a)
}

/// `minimum`/`maximum` (`nan_wins`: a NaN operand gives NaN) or
/// `minimumnum`/`maximumnum` (a NaN operand gives the other operand).
pub fn min_max(cur: &mut FuncCursor, min: bool, nan_wins: bool, a: Value, b: Value) -> Value {
    let picked = ordered_pick(cur, min, a, b);
    if nan_wins {
        let ty = cur.ty(a);
        let nan = cur.float_splat(ty, f64::NAN);
        let unordered = cur.fcmp(FloatPredicate::Uno, a, b);
        return cur.select(unordered, nan, picked);
    }
    let a_nan = cur.fcmp(FloatPredicate::Uno, a, a);
    let b_nan = cur.fcmp(FloatPredicate::Uno, b, b);
    let or_a = cur.select(b_nan, a, picked);
    cur.select(a_nan, b, or_a)
}

/// Whether `ty`'s scalars are doubles.
fn is_double(cur: &FuncCursor, ty: Type) -> bool {
    let scalar = cur.m.types.scalar_of(ty);
    matches!(
        cur.m.types.get(scalar),
        dxil_ir::TypeData::Float(FloatKind::Double)
    )
}

/// The double rounding `base` (`llvm.floor`, `ceil`, `trunc`, `roundeven`,
/// `dx.frac`) of `x`, exactly: to even through `(|x| + 2^52) - 2^52` (with `x`'s sign;
/// `x` itself from 2^52 up, and for infinities and NaNs), then a step down or up
/// where that passed `x`.
fn double_rounding(cur: &mut FuncCursor, base: &str, x: Value, ty: Type) -> Value {
    let magnitude = cur.call_intrinsic("llvm.fabs", &[ty], ty, vec![x]);
    let big = cur.float_splat(ty, 4_503_599_627_370_496.0);
    let up = cur.binary(BinOp::FAdd, magnitude, big);
    let even = cur.binary(BinOp::FSub, up, big);
    let even = copysign(cur, even, x);
    let small = cur.fcmp(FloatPredicate::Olt, magnitude, big);
    let even = cur.select(small, even, x);
    let one = cur.float_splat(ty, 1.0);
    let floor = |cur: &mut FuncCursor| {
        let above = cur.fcmp(FloatPredicate::Ogt, even, x);
        let less = cur.binary(BinOp::FSub, even, one);
        cur.select(above, less, even)
    };
    match base {
        "llvm.roundeven" => even,
        "llvm.floor" => floor(cur),
        "llvm.dx.frac" => {
            let f = floor(cur);
            cur.binary(BinOp::FSub, x, f)
        }
        _ => {
            let below = cur.fcmp(FloatPredicate::Olt, even, x);
            let more = cur.binary(BinOp::FAdd, even, one);
            let ceil = cur.select(below, more, even);
            if base == "llvm.ceil" {
                return ceil;
            }
            // trunc: towards zero.
            let f = floor(cur);
            let zero = cur.float_splat(ty, 0.0);
            let negative = cur.fcmp(FloatPredicate::Olt, x, zero);
            cur.select(negative, ceil, f)
        }
    }
}

/// `llvm.sqrt` (`reciprocal`: `llvm.dx.rsqrt`) of `x` of type `ty`: a call for the
/// types DXIL's operations take, the expansion for doubles. For expansions that make
/// square roots themselves (length, normalize), which are not expanded again.
pub fn square_root(cur: &mut FuncCursor, x: Value, ty: Type, reciprocal: bool) -> Value {
    if !is_double(cur, ty) {
        let name = if reciprocal {
            "llvm.dx.rsqrt"
        } else {
            "llvm.sqrt"
        };
        return cur.call_intrinsic(name, &[ty], ty, vec![x]);
    }
    double_sqrt(cur, x, ty, reciprocal)
}

/// The square root (or its reciprocal) of double `x`: the reciprocal estimated from
/// the bits (the exponent halved: `0x5fe6eb50c7b537a9 - (bits >> 1)`, within 4%),
/// refined by five Newton steps (each doubling the correct bits), the root as `x`
/// times it with one correction step. Zeros, infinities, negatives and NaNs (and
/// subnormals, which the estimate does not cover) take the `float` root's answer.
fn double_sqrt(cur: &mut FuncCursor, x: Value, ty: Type, reciprocal: bool) -> Value {
    let (it, _) = bits_type(cur, ty);
    let bits = cur.cast(CastOp::BitCast, x, it);
    let one_bit = cur.int_splat(it, 1);
    let halved = cur.binary(BinOp::LShr, bits, one_bit);
    let magic = cur.int_splat(it, 0x5fe6_eb50_c7b5_37a9);
    let estimate = cur.binary(BinOp::Sub, magic, halved);
    let mut y = cur.cast(CastOp::BitCast, estimate, ty);
    let half = cur.float_splat(ty, 0.5);
    let three_halves = cur.float_splat(ty, 1.5);
    let half_x = cur.binary(BinOp::FMul, half, x);
    for _ in 0..5 {
        let yy = cur.binary(BinOp::FMul, y, y);
        let hxyy = cur.binary(BinOp::FMul, half_x, yy);
        let step = cur.binary(BinOp::FSub, three_halves, hxyy);
        y = cur.binary(BinOp::FMul, y, step);
    }
    let value = if reciprocal {
        y
    } else {
        let s = cur.binary(BinOp::FMul, x, y);
        let ss = cur.binary(BinOp::FMul, s, s);
        let r = cur.binary(BinOp::FSub, x, ss);
        let hy = cur.binary(BinOp::FMul, half, y);
        let c = cur.binary(BinOp::FMul, hy, r);
        cur.binary(BinOp::FAdd, s, c)
    };
    // The cases the estimate does not cover, as the float root gives them.
    let float = cur.m.types.float(FloatKind::Float);
    let narrow_ty = cur.m.types.with_scalar(ty, float);
    let narrow = cur.cast(CastOp::FPTrunc, x, narrow_ty);
    let name = if reciprocal {
        "llvm.dx.rsqrt"
    } else {
        "llvm.sqrt"
    };
    let root = cur.call_intrinsic(name, &[narrow_ty], narrow_ty, vec![narrow]);
    let special = cur.cast(CastOp::FPExt, root, ty);
    let smallest = cur.float_splat(ty, f64::MIN_POSITIVE);
    let inf = cur.float_splat(ty, f64::INFINITY);
    let normal = cur.fcmp(FloatPredicate::Oge, x, smallest);
    let finite = cur.fcmp(FloatPredicate::Olt, x, inf);
    let covered = cur.binary(BinOp::And, normal, finite);
    cur.select(covered, value, special)
}

/// `round(x)`: `trunc(x)`, moved one away from zero where the dropped fraction is at
/// least one half.
fn round_half_away(cur: &mut FuncCursor, x: Value, ty: Type) -> Value {
    let t = if is_double(cur, ty) {
        double_rounding(cur, "llvm.trunc", x, ty)
    } else {
        cur.call_intrinsic("llvm.trunc", &[ty], ty, vec![x])
    };
    let fraction = cur.binary(BinOp::FSub, x, t);
    let size = cur.call_intrinsic("llvm.fabs", &[ty], ty, vec![fraction]);
    let half = cur.float_splat(ty, 0.5);
    let up = cur.fcmp(FloatPredicate::Oge, size, half);
    let one = cur.float_splat(ty, 1.0);
    let step = copysign(cur, one, x);
    let away = cur.binary(BinOp::FAdd, t, step);
    cur.select(up, away, t)
}

/// `fma` of `float` or `half` operands as a `double` `fma` (DXIL's Fma takes only
/// `double`); `None` for `double` itself, which the Fma rule lowers.
fn narrow_fma(cur: &mut FuncCursor, ops: [Value; 3], ret: Type) -> Option<Value> {
    let (_, width) = bits_type(cur, ret);
    if width == 64 {
        return None;
    }
    let double = cur.m.types.float(FloatKind::Double);
    let wide = cur.m.types.with_scalar(ret, double);
    let args = ops
        .iter()
        .map(|&v| cur.cast(CastOp::FPExt, v, wide))
        .collect();
    let fused = cur.call_intrinsic("llvm.fma", &[wide], wide, args);
    Some(cur.cast(CastOp::FPTrunc, fused, ret))
}

/// `is.fpclass(x, mask)`: the classes of LangRef's mask bits (0 signaling NaN, 1
/// quiet NaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal,
/// 9 +inf) tested on the bits, joined with `or`.
fn is_fpclass(cur: &mut FuncCursor, x: Value, mask: u32, ret: Type) -> Value {
    let ty = cur.ty(x);
    let (it, width) = bits_type(cur, ty);
    let scalar = cur.m.types.scalar_of(ty);
    let mantissa = match cur.m.types.get(scalar) {
        dxil_ir::TypeData::Float(FloatKind::Half) => 10,
        dxil_ir::TypeData::Float(FloatKind::BFloat) => 7,
        dxil_ir::TypeData::Float(FloatKind::Double) => 52,
        _ => 23,
    };
    let (_, rest) = crate::transforms::integer_intrinsics::signed_limits(cur, it);
    let bits = cur.cast(CastOp::BitCast, x, it);
    let size = cur.binary(BinOp::And, bits, rest);
    let exp_all = ((1i128 << (width - 1)) - (1i128 << mantissa)) as i64;
    let inf_bits = cur.int_splat(it, exp_all);
    let quiet_bits = cur.int_splat(it, exp_all | (1i64 << (mantissa - 1)));
    let min_normal = cur.int_splat(it, 1i64 << mantissa);
    let zero = cur.int_splat(it, 0);
    let negative = cur.icmp(IntPredicate::Slt, bits, zero);
    let positive = cur.icmp(IntPredicate::Sge, bits, zero);
    let is_inf = cur.icmp(IntPredicate::Eq, size, inf_bits);
    let is_nan = cur.icmp(IntPredicate::Ugt, size, inf_bits);
    let is_quiet = cur.icmp(IntPredicate::Uge, size, quiet_bits);
    let below_quiet = cur.icmp(IntPredicate::Ult, size, quiet_bits);
    let is_zero = cur.icmp(IntPredicate::Eq, size, zero);
    let nonzero = cur.icmp(IntPredicate::Ne, size, zero);
    let below_normal = cur.icmp(IntPredicate::Ult, size, min_normal);
    let at_least_normal = cur.icmp(IntPredicate::Uge, size, min_normal);
    let below_inf = cur.icmp(IntPredicate::Ult, size, inf_bits);
    let signaling = cur.binary(BinOp::And, is_nan, below_quiet);
    let subnormal = cur.binary(BinOp::And, nonzero, below_normal);
    let normal = cur.binary(BinOp::And, at_least_normal, below_inf);
    // (class, sign condition or none), in mask-bit order.
    let classes = [
        (signaling, None),
        (is_quiet, None),
        (is_inf, Some(negative)),
        (normal, Some(negative)),
        (subnormal, Some(negative)),
        (is_zero, Some(negative)),
        (is_zero, Some(positive)),
        (subnormal, Some(positive)),
        (normal, Some(positive)),
        (is_inf, Some(positive)),
    ];
    let mut out: Option<Value> = None;
    for (bit, (class, sign)) in classes.into_iter().enumerate() {
        if mask & (1 << bit) == 0 {
            continue;
        }
        let test = match sign {
            Some(s) => cur.binary(BinOp::And, class, s),
            None => class,
        };
        out = Some(match out {
            Some(acc) => cur.binary(BinOp::Or, acc, test),
            None => test,
        });
    }
    out.unwrap_or_else(|| cur.int_splat(ret, 0))
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
        "llvm.copysign" => copysign(cur, arg(0)?, arg(1)?),
        "llvm.minimum" | "llvm.maximum" | "llvm.minimumnum" | "llvm.maximumnum" => {
            let min = base.starts_with("llvm.min");
            let nan_wins = !base.ends_with("num");
            min_max(cur, min, nan_wins, arg(0)?, arg(1)?)
        }
        "llvm.round" => round_half_away(cur, arg(0)?, ret),
        "llvm.fma" => return Ok(narrow_fma(cur, [arg(0)?, arg(1)?, arg(2)?], ret)),
        // Only doubles: DXIL's Round_* and Frc take the others.
        "llvm.floor" | "llvm.ceil" | "llvm.trunc" | "llvm.roundeven" | "llvm.dx.frac" => {
            if !is_double(cur, ret) {
                return Ok(None);
            }
            double_rounding(cur, base, arg(0)?, ret)
        }
        "llvm.sqrt" | "llvm.dx.rsqrt" => {
            if !is_double(cur, ret) {
                return Ok(None);
            }
            square_root(cur, arg(0)?, ret, base == "llvm.dx.rsqrt")
        }
        "llvm.is.fpclass" => {
            let mask = cur
                .m
                .const_int(arg(1)?)
                .and_then(|k| u32::try_from(k).ok())
                .ok_or_else(|| LowerError::Invalid {
                    msg: "@llvm.is.fpclass needs a constant class mask".into(),
                    site: Some(site),
                })?;
            is_fpclass(cur, arg(0)?, mask, ret)
        }
        _ => return Ok(None),
    }))
}
