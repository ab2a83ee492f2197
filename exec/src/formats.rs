//! Buffer element formats of the pipeline description (`Format:`), how their values are
//! written in YAML and how they are printed back.

use half::f16;

/// The element format of a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// 16-bit signed integer.
    Int16,
    /// 16-bit unsigned integer.
    UInt16,
    /// 32-bit signed integer.
    Int32,
    /// 32-bit unsigned integer.
    UInt32,
    /// 64-bit signed integer.
    Int64,
    /// 64-bit unsigned integer.
    UInt64,
    /// IEEE binary16, written as its bit pattern.
    Float16,
    /// IEEE binary32.
    Float32,
    /// IEEE binary64.
    Float64,
    /// 16 bits written in hexadecimal.
    Hex16,
    /// 32 bits written in hexadecimal.
    Hex32,
    /// 64 bits written in hexadecimal.
    Hex64,
    /// A 32-bit boolean (0 or 1).
    Bool,
}

/// Which IEEE format a float buffer holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatFormat {
    /// binary16.
    Half,
    /// binary32.
    Single,
    /// binary64.
    Double,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 13] = [
        Format::Int16,
        Format::UInt16,
        Format::Int32,
        Format::UInt32,
        Format::Int64,
        Format::UInt64,
        Format::Float16,
        Format::Float32,
        Format::Float64,
        Format::Hex16,
        Format::Hex32,
        Format::Hex64,
        Format::Bool,
    ];

    /// The name the YAML uses.
    pub fn name(self) -> &'static str {
        match self {
            Format::Int16 => "Int16",
            Format::UInt16 => "UInt16",
            Format::Int32 => "Int32",
            Format::UInt32 => "UInt32",
            Format::Int64 => "Int64",
            Format::UInt64 => "UInt64",
            Format::Float16 => "Float16",
            Format::Float32 => "Float32",
            Format::Float64 => "Float64",
            Format::Hex16 => "Hex16",
            Format::Hex32 => "Hex32",
            Format::Hex64 => "Hex64",
            Format::Bool => "Bool",
        }
    }

    /// The format named `name`.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Bytes per value.
    pub fn size(self) -> usize {
        match self {
            Format::Int16 | Format::UInt16 | Format::Float16 | Format::Hex16 => 2,
            Format::Int32 | Format::UInt32 | Format::Float32 | Format::Hex32 | Format::Bool => 4,
            Format::Int64 | Format::UInt64 | Format::Float64 | Format::Hex64 => 8,
        }
    }

    /// The float format, for float buffers.
    pub fn float(self) -> Option<FloatFormat> {
        match self {
            Format::Float16 => Some(FloatFormat::Half),
            Format::Float32 => Some(FloatFormat::Single),
            Format::Float64 => Some(FloatFormat::Double),
            _ => None,
        }
    }

    /// Whether values are signed integers.
    pub fn is_signed_int(self) -> bool {
        matches!(self, Format::Int16 | Format::Int32 | Format::Int64)
    }

    /// Appends the little-endian bytes of the value written `text`.
    pub fn encode(self, text: &str, out: &mut Vec<u8>) -> Result<(), String> {
        let bits = self.parse_bits(text.trim())?;
        out.extend_from_slice(&bits.to_le_bytes()[..self.size()]);
        Ok(())
    }

    fn parse_bits(self, text: &str) -> Result<u64, String> {
        let bad = || format!("'{text}' is not a valid {} value", self.name());
        match self {
            Format::Float32 => parse_float(text)
                .map(|v| u64::from((v as f32).to_bits()))
                .ok_or_else(bad),
            Format::Float64 => parse_float(text).map(f64::to_bits).ok_or_else(bad),
            Format::Float16 => match parse_int(text) {
                Some(i) => fit(i, 16).ok_or_else(bad),
                None => parse_float(text)
                    .map(|v| u64::from(f16::from_f64(v).to_bits()))
                    .ok_or_else(bad),
            },
            Format::Bool => match text {
                "true" | "True" | "TRUE" => Ok(1),
                "false" | "False" | "FALSE" => Ok(0),
                _ => parse_int(text).and_then(|i| fit(i, 32)).ok_or_else(bad),
            },
            _ => {
                let bits = (self.size() * 8) as u32;
                parse_int(text).and_then(|i| fit(i, bits)).ok_or_else(bad)
            }
        }
    }

    /// The value at the start of `bytes`, as the raw bits zero-extended to 64.
    pub fn read_bits(self, bytes: &[u8]) -> u64 {
        let mut b = [0u8; 8];
        let n = self.size().min(bytes.len());
        b[..n].copy_from_slice(&bytes[..n]);
        u64::from_le_bytes(b)
    }

    /// The value at the start of `bytes` as a float (floats) or an integer widened to f64.
    pub fn read_f64(self, bytes: &[u8]) -> f64 {
        let bits = self.read_bits(bytes);
        match self {
            Format::Float16 => f16::from_bits(bits as u16).to_f64(),
            Format::Float32 => f64::from(f32::from_bits(bits as u32)),
            Format::Float64 => f64::from_bits(bits),
            Format::Int16 => f64::from(bits as u16 as i16),
            Format::Int32 => f64::from(bits as u32 as i32),
            Format::Int64 => bits as i64 as f64,
            _ => bits as f64,
        }
    }

    /// The value at the start of `bytes` printed as the offload tools print it.
    pub fn display(self, bytes: &[u8]) -> String {
        let bits = self.read_bits(bytes);
        match self {
            Format::Float16 | Format::Hex16 | Format::Hex32 | Format::Hex64 => {
                format!("0x{bits:X}")
            }
            Format::Float32 => format_g(f64::from(f32::from_bits(bits as u32))),
            Format::Float64 => format_g(f64::from_bits(bits)),
            Format::Int16 => (bits as u16 as i16).to_string(),
            Format::Int32 => (bits as u32 as i32).to_string(),
            Format::Int64 => (bits as i64).to_string(),
            Format::UInt16 | Format::UInt32 | Format::UInt64 | Format::Bool => bits.to_string(),
        }
    }
}

/// Whether `value` fits in `bits` bits, read as signed or as unsigned (the YAML writes
/// either); its bit pattern if so.
fn fit(value: i128, bits: u32) -> Option<u64> {
    let (lo, hi) = (-(1i128 << (bits - 1)), (1i128 << bits) - 1);
    if value < lo || value > hi {
        return None;
    }
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    Some((value as u64) & mask)
}

/// An integer written in decimal or `0x` hexadecimal, with an optional sign.
pub fn parse_int(text: &str) -> Option<i128> {
    let (neg, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let mag = if let Some(hex) = rest.strip_prefix("0x").or_else(|| rest.strip_prefix("0X")) {
        u128::from_str_radix(hex, 16).ok()?
    } else if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
        rest.parse::<u128>().ok()?
    } else {
        return None;
    };
    let v = i128::try_from(mag).ok()?;
    Some(if neg { -v } else { v })
}

/// A float written in decimal, as a C99 hexadecimal float (`0x1.8p-3`), or as
/// `inf`/`nan` in any case (YAML's `.inf`/`.nan` too).
pub fn parse_float(text: &str) -> Option<f64> {
    let (neg, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let rest = rest
        .strip_prefix('.')
        .filter(|r| r.eq_ignore_ascii_case("inf") || r.eq_ignore_ascii_case("nan"))
        .unwrap_or(rest);
    let mag = if rest.eq_ignore_ascii_case("nan") {
        f64::NAN
    } else if rest.eq_ignore_ascii_case("inf") || rest.eq_ignore_ascii_case("infinity") {
        f64::INFINITY
    } else if let Some(hex) = rest.strip_prefix("0x").or_else(|| rest.strip_prefix("0X")) {
        parse_hex_float(hex)?
    } else {
        if rest.is_empty() || !rest.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
            return None;
        }
        rest.parse::<f64>().ok()?
    };
    Some(if neg { -mag } else { mag })
}

/// The magnitude of a hexadecimal float after its `0x`: `h.hhhp±d` (exponent optional
/// when there is no fraction).
fn parse_hex_float(text: &str) -> Option<f64> {
    let (mant, exp) = match text.find(['p', 'P']) {
        Some(i) => (&text[..i], text[i + 1..].parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (int_part, frac_part) = mant.split_once('.').unwrap_or((mant, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut value = 0f64;
    for c in int_part.chars() {
        value = value * 16.0 + f64::from(c.to_digit(16)?);
    }
    let mut scale = 1.0 / 16.0;
    for c in frac_part.chars() {
        value += f64::from(c.to_digit(16)?) * scale;
        scale /= 16.0;
    }
    // Scale in two steps so that exponents near the denormal range stay exact.
    let half = exp / 2;
    Some(value * 2f64.powi(half) * 2f64.powi(exp - half))
}

/// `value` as C's `%g` prints it (six significant digits).
pub fn format_g(value: f64) -> String {
    if value.is_nan() {
        return if value.is_sign_negative() {
            "-nan"
        } else {
            "nan"
        }
        .to_string();
    }
    if value.is_infinite() {
        return if value < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    if value == 0.0 {
        return if value.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    const P: i32 = 6;
    let sci = format!("{:.*e}", (P - 1) as usize, value);
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let x: i32 = exp.parse().unwrap_or(0);
    if (-4..P).contains(&x) {
        let decimals = (P - 1 - x).max(0) as usize;
        strip_zeros(&format!("{value:.decimals$}"))
    } else {
        let m = strip_zeros(mant);
        let sign = if x < 0 { '-' } else { '+' };
        format!("{m}e{sign}{:02}", x.abs())
    }
}

fn strip_zeros(s: &str) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_floats_parse() {
        assert_eq!(parse_float("0x1.8p1"), Some(3.0));
        let d = parse_float("0x1.e7d42cp-127").map(|v| v as f32);
        assert_eq!(d.map(f32::to_bits), Some(0x0079_f50b));
        assert_eq!(
            parse_float("-0x0.0000000000000p+0").map(f64::to_bits),
            Some(1 << 63)
        );
        assert!(parse_float("NaN").is_some_and(f64::is_nan));
        assert_eq!(parse_float("-InF"), Some(f64::NEG_INFINITY));
        assert_eq!(parse_float("abc"), None);
    }

    #[test]
    fn values_encode_and_print() {
        let mut b = Vec::new();
        Format::Int16.encode("-2", &mut b).unwrap();
        Format::Hex64.encode("0xFFFFFFFFFFFFFFFF", &mut b).unwrap();
        assert_eq!(b.len(), 10);
        assert_eq!(Format::Int16.display(&b), "-2");
        assert_eq!(Format::Hex64.display(&b[2..]), "0xFFFFFFFFFFFFFFFF");
        assert!(Format::Int16.encode("70000", &mut b).is_err());
        assert!(Format::UInt32.encode("1.5", &mut b).is_err());
    }

    #[test]
    fn g_format_matches_c() {
        assert_eq!(format_g(20.3f32 as f64), "20.3");
        assert_eq!(format_g(5.0), "5");
        assert_eq!(format_g(2.0 / 3.0), "0.666667");
        assert_eq!(format_g(f64::from(1.12e-38f32)), "1.12e-38");
        assert_eq!(format_g(2.2250738585072014e-308), "2.22507e-308");
        assert_eq!(format_g(1e6), "1e+06");
        assert_eq!(format_g(123456.0), "123456");
    }
}
