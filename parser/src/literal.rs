//! Literals: integers of any width up to 128 bits, floats in every textual form, and
//! `\xx` escapes in strings and names.

/// Decodes the `\xx` (two hex digits) and `\\` escapes of a quoted LLVM string.
pub fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            if b.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let hex = |c: Option<&u8>| c.and_then(|c| (*c as char).to_digit(16));
            if let (Some(h), Some(l)) = (hex(b.get(i + 1)), hex(b.get(i + 2))) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// A decimal integer literal as the bits of a `width`-bit integer.
///
/// # Errors
/// A message if the literal does not fit in `width` bits (as signed or unsigned) or the
/// width is over 128.
pub fn int_bits(s: &str, width: u32) -> Result<u128, String> {
    if width > 128 {
        return Err(format!(
            "integers wider than 128 bits (i{width}) are not supported"
        ));
    }
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    let too_wide = || {
        format!(
            "integer literal `{}` is too wide for i{width}",
            crate::lexer::shorten(s)
        )
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("`{}` is not an integer", crate::lexer::shorten(s)));
    }
    let mut mag: u128 = 0;
    for d in digits.bytes() {
        mag = mag
            .checked_mul(10)
            .and_then(|m| m.checked_add(u128::from(d - b'0')))
            .ok_or_else(too_wide)?;
    }
    let limit_unsigned = if width == 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let limit_negative = if width == 0 { 0 } else { 1u128 << (width - 1) };
    if neg {
        if mag > limit_negative {
            return Err(too_wide());
        }
        Ok(dxil_ir::constant::truncate(mag.wrapping_neg(), width))
    } else {
        if mag > limit_unsigned {
            return Err(too_wide());
        }
        Ok(mag)
    }
}

/// A small unsigned decimal (counts, alignments, address spaces).
pub fn small_uint(s: &str) -> Option<u64> {
    if s.bytes().all(|b| b.is_ascii_digit()) {
        s.parse().ok()
    } else {
        None
    }
}

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
    fn escapes() {
        assert_eq!(unescape(r"a\00b\5C\\"), b"a\0b\\\\");
    }

    #[test]
    fn ints() {
        assert_eq!(int_bits("-1", 8), Ok(0xff));
        assert_eq!(int_bits("255", 8), Ok(0xff));
        assert!(int_bits("256", 8).is_err());
        assert!(int_bits(&"9".repeat(10_000), 64).is_err());
        assert_eq!(int_bits("-128", 8), Ok(0x80));
        assert!(int_bits("1", 256).is_err());
    }

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
}
