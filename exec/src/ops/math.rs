//! DXIL's arithmetic operations: unary, binary and tertiary float and integer math,
//! bit operations, special-float tests, dot products and double packing.
//! Transcendentals are computed in binary64 and rounded to the operand's format.

use super::alu::{mask, sext};
use super::float::{get_f, put_f};
use crate::error::ExecError;
use crate::formats::FloatFormat;
use crate::program::{opcode::*, DxInst, Scalar};
use crate::wave::{lanes, LaneState};
use half::f16;

fn arg(dx: &DxInst, i: usize) -> Result<u32, ExecError> {
    dx.args
        .get(i)
        .copied()
        .ok_or_else(|| ExecError::invalid(format!("dx.op {} lacks operand {i}", dx.op)))
}

fn float_kind(dx: &DxInst) -> Result<FloatFormat, ExecError> {
    match dx.kind {
        Scalar::Float(fk) => Ok(fk),
        other => Err(ExecError::invalid(format!(
            "dx.op {} on {other:?} (a float operation)",
            dx.op
        ))),
    }
}

fn int_bits(dx: &DxInst) -> Result<u32, ExecError> {
    match dx.kind {
        Scalar::Int(b) => Ok(u32::from(b)),
        other => Err(ExecError::invalid(format!(
            "dx.op {} on {other:?} (an integer operation)",
            dx.op
        ))),
    }
}

/// A float unary operation.
fn unary_f(op: u32, x: f64) -> f64 {
    match op {
        FABS => x.abs(),
        SATURATE => {
            if x.is_nan() {
                0.0
            } else {
                x.clamp(0.0, 1.0)
            }
        }
        COS => x.cos(),
        SIN => x.sin(),
        TAN => x.tan(),
        ACOS => x.acos(),
        ASIN => x.asin(),
        ATAN => x.atan(),
        HCOS => x.cosh(),
        HSIN => x.sinh(),
        HTAN => x.tanh(),
        EXP => x.exp2(),
        FRC => x - x.floor(),
        LOG => x.log2(),
        SQRT => x.sqrt(),
        RSQRT => 1.0 / x.sqrt(),
        ROUND_NE => x.round_ties_even(),
        ROUND_NI => x.floor(),
        ROUND_PI => x.ceil(),
        _ => x.trunc(),
    }
}

/// Whether float `x` (of format `fk`) passes test `op` (IsNaN ... IsNormal).
fn special(op: u32, x: f64, fk: FloatFormat) -> bool {
    match op {
        IS_NAN => x.is_nan(),
        IS_INF => x.is_infinite(),
        IS_FINITE => x.is_finite(),
        _ => {
            let min_normal = match fk {
                FloatFormat::Half => 6.103_515_625e-5,
                FloatFormat::Single => f64::from(f32::MIN_POSITIVE),
                FloatFormat::Double => f64::MIN_POSITIVE,
            };
            x.is_finite() && x.abs() >= min_normal
        }
    }
}

/// A bit operation on a `bits`-wide value; the counting ones give -1 for no bit.
fn unary_bits(op: u32, v: u64, bits: u32) -> u64 {
    let v = mask(v, bits);
    let none = 0xffff_ffff;
    match op {
        BFREV => v.reverse_bits() >> (64 - bits),
        COUNTBITS => u64::from(v.count_ones()),
        FIRSTBIT_LO => {
            if v == 0 {
                none
            } else {
                u64::from(v.trailing_zeros())
            }
        }
        FIRSTBIT_HI => {
            if v == 0 {
                none
            } else {
                u64::from(v.leading_zeros() - (64 - bits))
            }
        }
        _ => {
            // FirstbitSHi: the first bit that differs from the sign, from the top.
            let neg = sext(v, bits) < 0;
            let w = if neg { mask(!v, bits) } else { v };
            if w == 0 {
                none
            } else {
                u64::from(w.leading_zeros() - (64 - bits))
            }
        }
    }
}

/// A float binary operation: maxNum / minNum (a NaN operand yields the other).
fn binary_f(op: u32, a: f64, b: f64) -> f64 {
    if op == FMAX {
        a.max(b)
    } else {
        a.min(b)
    }
}

fn binary_i(op: u32, a: u64, b: u64, bits: u32) -> u64 {
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let (ua, ub) = (mask(a, bits), mask(b, bits));
    match op {
        IMAX => mask(sa.max(sb) as u64, bits),
        IMIN => mask(sa.min(sb) as u64, bits),
        UMAX => ua.max(ub),
        _ => ua.min(ub),
    }
}

/// Bitfield extract of `width` bits at `offset` (both taken modulo 32, as D3D does).
fn bfe(v: u64, width: u64, offset: u64, signed: bool) -> u64 {
    let (w, o) = ((width & 31) as u32, (offset & 31) as u32);
    if w == 0 {
        return 0;
    }
    let v = v as u32;
    if w + o < 32 {
        let shifted = v << (32 - w - o);
        let r = if signed {
            ((shifted as i32) >> (32 - w)) as u32
        } else {
            shifted >> (32 - w)
        };
        u64::from(r)
    } else {
        let r = if signed {
            ((v as i32) >> o) as u32
        } else {
            v >> o
        };
        u64::from(r)
    }
}

/// Executes an arithmetic operation.
pub fn exec(dx: &DxInst, mask_: u128, st: &mut LaneState<'_>, ftz: bool) -> Result<(), ExecError> {
    let op = dx.op;
    match op {
        FABS..=SATURATE | COS..=ROUND_Z => {
            let fk = float_kind(dx)?;
            let a = arg(dx, 0)?;
            let flush = ftz && fk == FloatFormat::Single;
            for l in lanes(mask_) {
                let bits = st.get(a, l);
                let r = if op == FABS {
                    // Sign-bit clear, keeping NaN payloads and denormals.
                    let x = get_f(bits, fk, flush);
                    put_f(x.abs(), fk, false)
                } else {
                    put_f(unary_f(op, get_f(bits, fk, flush)), fk, flush)
                };
                st.set(dx.dst, l, r);
            }
        }
        IS_NAN..=IS_NORMAL => {
            let fk = float_kind(dx)?;
            let a = arg(dx, 0)?;
            for l in lanes(mask_) {
                let x = get_f(st.get(a, l), fk, ftz && fk == FloatFormat::Single);
                st.set(dx.dst, l, u64::from(special(op, x, fk)));
            }
        }
        BFREV..=FIRSTBIT_SHI => {
            let bits = int_bits(dx)?;
            let a = arg(dx, 0)?;
            for l in lanes(mask_) {
                let r = unary_bits(op, st.get(a, l), bits);
                let r = if op == BFREV { r } else { mask(r, 32) };
                st.set(dx.dst, l, r);
            }
        }
        FMAX | FMIN => {
            let fk = float_kind(dx)?;
            let (a, b) = (arg(dx, 0)?, arg(dx, 1)?);
            for l in lanes(mask_) {
                let x = get_f(st.get(a, l), fk, ftz);
                let y = get_f(st.get(b, l), fk, ftz);
                st.set(dx.dst, l, put_f(binary_f(op, x, y), fk, ftz));
            }
        }
        IMAX..=UMIN => {
            let bits = int_bits(dx)?;
            let (a, b) = (arg(dx, 0)?, arg(dx, 1)?);
            for l in lanes(mask_) {
                let r = binary_i(op, st.get(a, l), st.get(b, l), bits);
                st.set(dx.dst, l, r);
            }
        }
        FMAD | FMA => {
            let fk = float_kind(dx)?;
            let (a, b, c) = (arg(dx, 0)?, arg(dx, 1)?, arg(dx, 2)?);
            for l in lanes(mask_) {
                let x = get_f(st.get(a, l), fk, ftz);
                let y = get_f(st.get(b, l), fk, ftz);
                let z = get_f(st.get(c, l), fk, ftz);
                let r = if op == FMA || fk == FloatFormat::Double {
                    x.mul_add(y, z)
                } else {
                    x * y + z
                };
                st.set(dx.dst, l, put_f(r, fk, ftz));
            }
        }
        IMAD | UMAD => {
            let bits = int_bits(dx)?;
            let (a, b, c) = (arg(dx, 0)?, arg(dx, 1)?, arg(dx, 2)?);
            for l in lanes(mask_) {
                let r = st
                    .get(a, l)
                    .wrapping_mul(st.get(b, l))
                    .wrapping_add(st.get(c, l));
                st.set(dx.dst, l, mask(r, bits));
            }
        }
        IBFE | UBFE => {
            let (w, o, v) = (arg(dx, 0)?, arg(dx, 1)?, arg(dx, 2)?);
            for l in lanes(mask_) {
                let r = bfe(st.get(v, l), st.get(w, l), st.get(o, l), op == IBFE);
                st.set(dx.dst, l, r);
            }
        }
        BFI => {
            let (w, o, v, b) = (arg(dx, 0)?, arg(dx, 1)?, arg(dx, 2)?, arg(dx, 3)?);
            for l in lanes(mask_) {
                let (width, off) = ((st.get(w, l) & 31) as u32, (st.get(o, l) & 31) as u32);
                let bitmask = (((1u64 << width) - 1) << off) as u32;
                let r = ((st.get(v, l) as u32) << off) & bitmask | (st.get(b, l) as u32 & !bitmask);
                st.set(dx.dst, l, u64::from(r));
            }
        }
        DOT2 | DOT3 | DOT4 => {
            let fk = float_kind(dx)?;
            let n = (op - DOT2 + 2) as usize;
            for l in lanes(mask_) {
                let mut sum = 0f64;
                for i in 0..n {
                    let x = get_f(st.get(arg(dx, i)?, l), fk, ftz);
                    let y = get_f(st.get(arg(dx, n + i)?, l), fk, ftz);
                    // Each product and sum rounds to the format, as a GPU's mad chain does.
                    let p = get_f(put_f(x * y, fk, ftz), fk, ftz);
                    sum = get_f(put_f(sum + p, fk, ftz), fk, ftz);
                }
                st.set(dx.dst, l, put_f(sum, fk, ftz));
            }
        }
        MAKE_DOUBLE => {
            let (lo, hi) = (arg(dx, 0)?, arg(dx, 1)?);
            for l in lanes(mask_) {
                let v = mask(st.get(lo, l), 32) | (st.get(hi, l) << 32);
                st.set(dx.dst, l, v);
            }
        }
        UADDC | USUBB => {
            // `{ a + b, carry }` / `{ a - b, borrow }` of 32-bit operands.
            let (a, b) = (arg(dx, 0)?, arg(dx, 1)?);
            for l in lanes(mask_) {
                let (x, y) = (mask(st.get(a, l), 32), mask(st.get(b, l), 32));
                let (r, flag) = if op == UADDC {
                    (x + y, x + y > u64::from(u32::MAX))
                } else {
                    (x.wrapping_sub(y), x < y)
                };
                st.set(dx.dst, l, mask(r, 32));
                st.set(dx.dst + 1, l, u64::from(flag));
            }
        }
        SPLIT_DOUBLE => {
            let a = arg(dx, 0)?;
            for l in lanes(mask_) {
                let v = st.get(a, l);
                st.set(dx.dst, l, mask(v, 32));
                st.set(dx.dst + 1, l, v >> 32);
            }
        }
        BITCAST_I16_TO_F16..=BITCAST_F64_TO_I64 => {
            let a = arg(dx, 0)?;
            for l in lanes(mask_) {
                let v = st.get(a, l);
                st.set(dx.dst, l, v);
            }
        }
        LEGACY_F32_TO_F16 => {
            let a = arg(dx, 0)?;
            for l in lanes(mask_) {
                let x = f32::from_bits(st.get(a, l) as u32);
                st.set(dx.dst, l, u64::from(f16::from_f32(x).to_bits()));
            }
        }
        LEGACY_F16_TO_F32 => {
            let a = arg(dx, 0)?;
            for l in lanes(mask_) {
                let x = f16::from_bits(st.get(a, l) as u16).to_f32();
                st.set(dx.dst, l, u64::from(x.to_bits()));
            }
        }
        LEGACY_DOUBLE_TO_FLOAT => {
            let a = arg(dx, 0)?;
            for l in lanes(mask_) {
                let x = f64::from_bits(st.get(a, l));
                st.set(dx.dst, l, put_f(x, FloatFormat::Single, ftz));
            }
        }
        LEGACY_DOUBLE_TO_SINT32 | LEGACY_DOUBLE_TO_UINT32 => {
            let a = arg(dx, 0)?;
            for l in lanes(mask_) {
                let x = f64::from_bits(st.get(a, l));
                let r = if op == LEGACY_DOUBLE_TO_SINT32 {
                    mask(x as i32 as u64, 32)
                } else {
                    u64::from(x as u32)
                };
                st.set(dx.dst, l, r);
            }
        }
        DOT2_ADD_HALF => {
            let (acc, ax, ay, bx, by) = (
                arg(dx, 0)?,
                arg(dx, 1)?,
                arg(dx, 2)?,
                arg(dx, 3)?,
                arg(dx, 4)?,
            );
            let h = |v: u64| f16::from_bits(v as u16).to_f64();
            for l in lanes(mask_) {
                let r = get_f(st.get(acc, l), FloatFormat::Single, ftz)
                    + h(st.get(ax, l)) * h(st.get(bx, l))
                    + h(st.get(ay, l)) * h(st.get(by, l));
                st.set(dx.dst, l, put_f(r, FloatFormat::Single, ftz));
            }
        }
        DOT4_ADD_I8_PACKED | DOT4_ADD_U8_PACKED => {
            let (acc, a, b) = (arg(dx, 0)?, arg(dx, 1)?, arg(dx, 2)?);
            for l in lanes(mask_) {
                let (x, y) = (st.get(a, l) as u32, st.get(b, l) as u32);
                let mut sum = st.get(acc, l) as u32;
                for i in 0..4 {
                    let (p, q) = ((x >> (8 * i)) as u8, (y >> (8 * i)) as u8);
                    let prod = if op == DOT4_ADD_I8_PACKED {
                        (i32::from(p as i8) * i32::from(q as i8)) as u32
                    } else {
                        u32::from(p) * u32::from(q)
                    };
                    sum = sum.wrapping_add(prod);
                }
                st.set(dx.dst, l, u64::from(sum));
            }
        }
        other => return Err(ExecError::unsupported(format!("dx.op opcode {other}"))),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_operations() {
        assert_eq!(unary_bits(FIRSTBIT_HI, 1, 32), 31);
        assert_eq!(unary_bits(FIRSTBIT_HI, 0, 32), 0xffff_ffff);
        assert_eq!(unary_bits(FIRSTBIT_LO, 8, 16), 3);
        assert_eq!(unary_bits(FIRSTBIT_SHI, 0xffff_fffe, 32), 31);
        assert_eq!(unary_bits(BFREV, 1, 32), 0x8000_0000);
        assert_eq!(unary_bits(COUNTBITS, u64::MAX, 64), 64);
        assert_eq!(bfe(0xf0, 4, 4, false), 0xf);
        assert_eq!(bfe(0xf0, 4, 4, true), 0xffff_ffff);
    }

    #[test]
    fn float_operations() {
        assert_eq!(unary_f(SATURATE, f64::NAN), 0.0);
        assert_eq!(unary_f(EXP, 3.0), 8.0);
        assert_eq!(unary_f(ROUND_NE, 2.5), 2.0);
        assert_eq!(binary_f(FMAX, f64::NAN, 1.0), 1.0);
        assert!(special(IS_NORMAL, 1.0, FloatFormat::Half));
        assert!(!special(IS_NORMAL, 1e-5, FloatFormat::Half));
    }
}
