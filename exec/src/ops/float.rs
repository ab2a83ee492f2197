//! Float semantics: reading and writing half, single and double registers, with fp32
//! denormals flushed to zero when the module asks for it (DXIL's default), and
//! LLVM's float operators and compares.
//!
//! Every operation is computed in binary64 and rounded once to the result format:
//! for +, -, *, / and sqrt of binary16 and binary32 operands that is exactly the
//! correctly rounded result (binary64 has more than twice their precision plus two).

use crate::formats::FloatFormat;
use crate::program::FloatOp;
use dxil_ir::FloatPredicate;
use half::f16;

/// The value of register bits `v` holding a float of format `fk`; fp32 denormals
/// read as zero when `ftz`.
#[inline]
pub fn get_f(v: u64, fk: FloatFormat, ftz: bool) -> f64 {
    match fk {
        FloatFormat::Single => {
            let f = f32::from_bits(v as u32);
            if ftz && f.is_subnormal() {
                if f.is_sign_negative() {
                    -0.0
                } else {
                    0.0
                }
            } else {
                f64::from(f)
            }
        }
        FloatFormat::Double => f64::from_bits(v),
        FloatFormat::Half => f16::from_bits(v as u16).to_f64(),
    }
}

/// `x` rounded to format `fk`, as register bits; fp32 denormal results become zero
/// when `ftz`.
#[inline]
pub fn put_f(x: f64, fk: FloatFormat, ftz: bool) -> u64 {
    match fk {
        FloatFormat::Single => {
            let f = x as f32;
            let f = if ftz && f.is_subnormal() {
                if f.is_sign_negative() {
                    -0.0
                } else {
                    0.0
                }
            } else {
                f
            };
            u64::from(f.to_bits())
        }
        FloatFormat::Double => x.to_bits(),
        FloatFormat::Half => u64::from(f16::from_f64(x).to_bits()),
    }
}

/// A float operator.
#[inline]
pub fn float_bin(op: FloatOp, a: f64, b: f64) -> f64 {
    match op {
        FloatOp::Add => a + b,
        FloatOp::Sub => a - b,
        FloatOp::Mul => a * b,
        FloatOp::Div => a / b,
        FloatOp::Rem => a % b,
    }
}

/// A float comparison.
#[inline]
pub fn fcmp(pred: FloatPredicate, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match pred {
        FloatPredicate::False => false,
        FloatPredicate::True => true,
        FloatPredicate::Oeq => a == b,
        FloatPredicate::Ogt => a > b,
        FloatPredicate::Oge => a >= b,
        FloatPredicate::Olt => a < b,
        FloatPredicate::Ole => a <= b,
        FloatPredicate::One => !uno && a != b,
        FloatPredicate::Ord => !uno,
        FloatPredicate::Uno => uno,
        FloatPredicate::Ueq => uno || a == b,
        FloatPredicate::Ugt => uno || a > b,
        FloatPredicate::Uge => uno || a >= b,
        FloatPredicate::Ult => uno || a < b,
        FloatPredicate::Ule => uno || a <= b,
        FloatPredicate::Une => uno || a != b,
    }
}

/// Negation: flips the sign bit of the format.
#[inline]
pub fn fneg(v: u64, fk: FloatFormat) -> u64 {
    v ^ match fk {
        FloatFormat::Half => 1 << 15,
        FloatFormat::Single => 1 << 31,
        FloatFormat::Double => 1 << 63,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn denormals_flush_only_fp32() {
        let d = u64::from(f32::from_bits(1).to_bits());
        assert_eq!(get_f(d, FloatFormat::Single, true), 0.0);
        assert!(get_f(d, FloatFormat::Single, false) > 0.0);
        assert_eq!(put_f(1e-40, FloatFormat::Single, true), 0);
        assert_ne!(put_f(1e-40, FloatFormat::Single, false), 0);
        assert_eq!(put_f(1.0, FloatFormat::Half, true), 0x3c00);
        assert!(fcmp(FloatPredicate::Une, f64::NAN, 1.0));
        assert!(!fcmp(FloatPredicate::Oeq, f64::NAN, f64::NAN));
    }
}
