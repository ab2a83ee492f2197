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
}
