//! IEEE binary16 (`half`) and bfloat16 values to and from doubles, correctly rounded
//! (to nearest, ties to even, as LLVM's APFloat rounds): the parser's literals, folded
//! and lowered constants and SPIR-V's constants all round here. (The `half` crate's
//! conversion from `f64` misrounds values just above a midpoint between subnormals:
//! 2.980232238769532e-8 gives 0, not the smallest subnormal.)

/// `v` rounded to IEEE binary16 (round to nearest, ties to even), as bits.
pub fn f64_to_half(v: f64) -> u16 {
    round_to_format(v, 5, 10) as u16
}

/// `v` rounded to bfloat16, as bits.
pub fn f64_to_bfloat(v: f64) -> u16 {
    round_to_format(v, 8, 7) as u16
}

/// A binary16 value as a double.
pub fn half_to_f64(bits: u16) -> f64 {
    format_to_f64(u64::from(bits), 5, 10)
}

/// A bfloat16 value as a double.
pub fn bfloat_to_f64(bits: u16) -> f64 {
    format_to_f64(u64::from(bits), 8, 7)
}

/// Rounds a double to a small binary format of `ebits` exponent and `mbits` mantissa
/// bits, returning its bit pattern.
fn round_to_format(v: f64, ebits: u32, mbits: u32) -> u64 {
    let sign = u64::from(v.is_sign_negative()) << (ebits + mbits);
    let emax_field = (1u64 << ebits) - 1;
    if v.is_nan() {
        return sign | (emax_field << mbits) | (1 << (mbits - 1));
    }
    let a = v.abs();
    if a.is_infinite() {
        return sign | (emax_field << mbits);
    }
    if a == 0.0 {
        return sign;
    }
    let bias = (1i64 << (ebits - 1)) - 1;
    let bits = a.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    // Significand with the implicit bit, and the unbiased exponent.
    let (sig, e) = if exp == 0 {
        (frac, -1022i64)
    } else {
        (frac | (1u64 << 52), exp - 1023)
    };
    let mut te = e + bias;
    // How many low bits of `sig` to drop to keep `mbits` fraction bits.
    let mut shift = 52 - i64::from(mbits);
    if te <= 0 {
        shift += 1 - te;
        te = 0;
    }
    if shift >= 64 {
        return sign;
    }
    let shift = shift as u32;
    let kept = sig >> shift;
    let rem = sig & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    let mut m = kept;
    if rem > half || (rem == half && (kept & 1) == 1) {
        m += 1;
    }
    // `m` holds the implicit bit for normals; fold it into the exponent field.
    let result = if te == 0 {
        // Subnormal (may round up into the smallest normal, which the add handles).
        m
    } else {
        ((te as u64) << mbits) + (m - (1u64 << mbits))
    };
    if result >= (emax_field << mbits) {
        return sign | (emax_field << mbits);
    }
    sign | result
}

/// Widens a small binary float format to a double.
fn format_to_f64(bits: u64, ebits: u32, mbits: u32) -> f64 {
    let sign = if bits >> (ebits + mbits) & 1 == 1 {
        -1.0
    } else {
        1.0
    };
    let exp = ((bits >> mbits) & ((1 << ebits) - 1)) as i32;
    let frac = (bits & ((1 << mbits) - 1)) as f64;
    let bias = (1i32 << (ebits - 1)) - 1;
    let scale = f64::from(1u32 << mbits);
    if exp == 0 {
        sign * frac / scale * 2f64.powi(1 - bias)
    } else if exp == (1 << ebits) - 1 {
        if frac == 0.0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        }
    } else {
        sign * (1.0 + frac / scale) * 2f64.powi(exp - bias)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves() {
        assert_eq!(f64_to_half(1.0), 0x3c00);
        assert_eq!(f64_to_half(-2.0), 0xc000);
        assert_eq!(f64_to_half(65504.0), 0x7bff);
        assert_eq!(f64_to_half(1e6), 0x7c00);
        assert_eq!(f64_to_half(5.960464477539063e-8), 0x0001);
        assert_eq!(half_to_f64(0x3555), 0.333251953125);
        assert_eq!(f64_to_bfloat(1.0), 0x3f80);
        assert_eq!(bfloat_to_f64(0x3f80), 1.0);
        for b in [0x0001u16, 0x03ff, 0x0400, 0x3c01, 0x7bff, 0xfbff] {
            assert_eq!(f64_to_half(half_to_f64(b)), b);
        }
    }

    /// Every finite half and bfloat survives the round trip, and a value between two
    /// neighbours goes to the nearer, or at the midpoint to the even one.
    #[test]
    fn every_value_round_trips_and_midpoints_go_to_even() {
        for b in 0..=u16::MAX {
            for (to, from) in [
                (f64_to_half as fn(f64) -> u16, half_to_f64 as fn(u16) -> f64),
                (f64_to_bfloat, bfloat_to_f64),
            ] {
                let v = from(b);
                let next = from(b.wrapping_add(1));
                if !v.is_finite() || !next.is_finite() || (b & 0x7fff) == 0x7fff {
                    continue;
                }
                assert_eq!(to(v), b);
                if v.is_sign_negative() != next.is_sign_negative() {
                    continue;
                }
                let mid = (v + next) / 2.0;
                let even = if b % 2 == 0 { b } else { b.wrapping_add(1) };
                assert_eq!(to(mid), even, "midpoint after {b:#06x}");
                let above = f64::from_bits(mid.to_bits() + 1);
                assert_eq!(
                    to(above),
                    b.wrapping_add(1),
                    "above the midpoint after {b:#06x}"
                );
            }
        }
        // Just above the midpoint between zero and the smallest subnormal.
        assert_eq!(f64_to_half(2.980232238769532e-8), 0x0001);
        assert_eq!(f64_to_half(2.980232238769531e-8), 0x0000);
    }

    /// Why conversions live here and not in the `half` crate (which `exec` uses for f16
    /// arithmetic): its `f64` → `f16` rounds a value just above the midpoint between zero
    /// and the smallest subnormal down to zero. When this fails, `half` rounds correctly
    /// and this module's conversions can become calls to it.
    #[test]
    fn the_half_crate_still_misrounds_above_a_subnormal_midpoint() {
        let v = 2.980232238769532e-8;
        assert_eq!(f64_to_half(v), 0x0001);
        assert_eq!(half::f16::from_f64(v).to_bits(), 0x0000);
    }
}
