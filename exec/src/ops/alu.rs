//! Integer semantics: widths, sign extension, LLVM's integer operators and compares,
//! and the conversions between integers and floats.

use super::float::{get_f, put_f};
use crate::formats::FloatFormat;
use crate::program::{CastKind, IntOp};
use dxil_ir::IntPredicate;

/// `v` with the bits above `bits` cleared.
#[inline]
pub fn mask(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

/// `v` (a `bits`-wide value) sign-extended to 64 bits.
#[inline]
pub fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 || bits == 0 {
        v as i64
    } else {
        let s = 64 - bits;
        ((v << s) as i64) >> s
    }
}

/// An integer operator on `bits`-wide operands. Division by zero gives all ones (as
/// D3D's `udiv` does); shift amounts are taken modulo the width (as HLSL defines).
#[inline]
pub fn int_bin(op: IntOp, bits: u32, a: u64, b: u64) -> u64 {
    let r = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::UDiv => a.checked_div(b).unwrap_or(u64::MAX),
        IntOp::URem => a.checked_rem(b).unwrap_or(u64::MAX),
        IntOp::SDiv => {
            let (x, y) = (sext(a, bits), sext(b, bits));
            if y == 0 {
                u64::MAX
            } else {
                x.wrapping_div(y) as u64
            }
        }
        IntOp::SRem => {
            let (x, y) = (sext(a, bits), sext(b, bits));
            if y == 0 {
                u64::MAX
            } else {
                x.wrapping_rem(y) as u64
            }
        }
        IntOp::Shl => a << (b % u64::from(bits.max(1))),
        IntOp::LShr => a >> (b % u64::from(bits.max(1))),
        IntOp::AShr => (sext(a, bits) >> (b % u64::from(bits.max(1)))) as u64,
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
    };
    mask(r, bits)
}

/// An integer comparison of `bits`-wide operands.
#[inline]
pub fn icmp(pred: IntPredicate, bits: u32, a: u64, b: u64) -> bool {
    pred.holds(a, b, bits)
}

/// Float to integer of `bits`, saturating, NaN to 0 (D3D's conversion rules).
fn f_to_int(v: f64, bits: u32, signed: bool) -> u64 {
    let r = if signed {
        let lo = -(2f64.powi(bits as i32 - 1));
        let hi = 2f64.powi(bits as i32 - 1) - 1.0;
        if v.is_nan() {
            0
        } else {
            v.clamp(lo, hi) as i64 as u64
        }
    } else {
        let hi = 2f64.powi(bits as i32) - 1.0;
        if v.is_nan() {
            0
        } else {
            v.clamp(0.0, hi) as u64
        }
    };
    mask(r, bits)
}

/// An integer (zero- or sign-extended to 64 bits) to float format `to`.
fn int_to_f(v: u64, signed: bool, to: FloatFormat, ftz: bool) -> u64 {
    match to {
        // Direct conversions round once.
        FloatFormat::Single => {
            let f = if signed { v as i64 as f32 } else { v as f32 };
            put_f(f64::from(f), to, ftz)
        }
        _ => put_f(if signed { v as i64 as f64 } else { v as f64 }, to, ftz),
    }
}

/// A conversion.
#[inline]
pub fn cast(kind: CastKind, v: u64, ftz: bool) -> u64 {
    match kind {
        CastKind::Trunc(t) => mask(v, u32::from(t)),
        CastKind::SExt(f, t) => mask(sext(v, u32::from(f)) as u64, u32::from(t)),
        CastKind::FpToUi(f, t) => f_to_int(get_f(v, f, ftz), u32::from(t), false),
        CastKind::FpToSi(f, t) => f_to_int(get_f(v, f, ftz), u32::from(t), true),
        CastKind::UiToFp(f, t) => int_to_f(mask(v, u32::from(f)), false, t, ftz),
        CastKind::SiToFp(f, t) => int_to_f(sext(v, u32::from(f)) as u64, true, t, ftz),
        CastKind::FpConvert(f, t) => put_f(get_f(v, f, ftz), t, ftz),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_semantics() {
        assert_eq!(int_bin(IntOp::Add, 8, 250, 10), 4);
        assert_eq!(
            int_bin(IntOp::SDiv, 32, mask(-7i64 as u64, 32), 2),
            mask(-3i64 as u64, 32)
        );
        assert_eq!(int_bin(IntOp::UDiv, 32, 5, 0), 0xffff_ffff);
        assert_eq!(int_bin(IntOp::Shl, 32, 1, 33), 2);
        assert_eq!(int_bin(IntOp::AShr, 16, 0x8000, 15), 0xffff);
        assert!(icmp(IntPredicate::Slt, 32, 0xffff_ffff, 0));
        assert!(!icmp(IntPredicate::Ult, 32, 0xffff_ffff, 0));
    }

    #[test]
    fn conversions_saturate() {
        let f = |x: f32| u64::from(x.to_bits());
        assert_eq!(
            cast(CastKind::FpToSi(FloatFormat::Single, 32), f(-3.7), true),
            mask(-3i64 as u64, 32)
        );
        assert_eq!(
            cast(CastKind::FpToUi(FloatFormat::Single, 32), f(-3.7), true),
            0
        );
        assert_eq!(
            cast(CastKind::FpToUi(FloatFormat::Single, 32), f(f32::NAN), true),
            0
        );
        assert_eq!(
            cast(CastKind::FpToSi(FloatFormat::Single, 32), f(1e20), true),
            0x7fff_ffff
        );
        assert_eq!(
            cast(CastKind::SiToFp(32, FloatFormat::Single), 0xffff_ffff, true),
            f(-1.0)
        );
    }
}
