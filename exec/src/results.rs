//! The `Results` rules: comparing a buffer the shader wrote with an expected buffer,
//! exactly, within ULPs or within an epsilon.

use crate::formats::{FloatFormat, Format};
use crate::pipeline::{DenormMode, Rule};
use half::f16;

/// One element that differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// Array element of the buffer (0 for a plain buffer).
    pub array_index: usize,
    /// Value index within it.
    pub element: usize,
    /// The value the shader wrote, printed.
    pub got: String,
    /// The value expected, printed.
    pub expected: String,
}

/// The outcome of one comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// Whether the buffers match under the rule.
    pub passed: bool,
    /// The differing elements (at most [`MAX_MISMATCHES`]).
    pub mismatches: Vec<Mismatch>,
    /// How many elements differ in all.
    pub mismatch_count: usize,
    /// Why the buffers cannot be compared element by element, if so.
    pub note: Option<String>,
}

/// Most mismatches a [`Comparison`] lists.
pub const MAX_MISMATCHES: usize = 32;

/// Compares `actual` with `expected` (each a list of array elements) under `rule`.
pub fn compare(
    rule: &Rule,
    format: Format,
    actual: &[Vec<u8>],
    expected: &[Vec<u8>],
) -> Comparison {
    let mut out = Comparison {
        passed: true,
        mismatches: Vec::new(),
        mismatch_count: 0,
        note: None,
    };
    if actual.len() != expected.len() {
        out.passed = false;
        out.note = Some(format!(
            "{} array elements, expected {}",
            actual.len(),
            expected.len()
        ));
        return out;
    }
    let size = format.size();
    for (ai, (a, e)) in actual.iter().zip(expected).enumerate() {
        if a.len() != e.len() {
            out.passed = false;
            out.note = Some(format!("{} bytes, expected {}", a.len(), e.len()));
            return out;
        }
        for (i, (x, y)) in a.chunks(size).zip(e.chunks(size)).enumerate() {
            let same = match rule {
                Rule::Exact => x == y,
                Rule::FloatUlp {
                    ulp,
                    denorm,
                    zero_tolerance,
                } => match format.float() {
                    Some(ff) => ulp_equal(
                        ff,
                        format.read_bits(x),
                        format.read_bits(y),
                        *ulp,
                        *denorm,
                        *zero_tolerance,
                    ),
                    None => x == y,
                },
                Rule::FloatEpsilon { epsilon, denorm } => match format.float() {
                    Some(ff) => epsilon_equal(
                        ff,
                        format.read_bits(x),
                        format.read_bits(y),
                        *epsilon,
                        *denorm,
                    ),
                    None => x == y,
                },
            };
            if !same {
                out.passed = false;
                out.mismatch_count += 1;
                if out.mismatches.len() < MAX_MISMATCHES {
                    out.mismatches.push(Mismatch {
                        array_index: ai,
                        element: i,
                        got: format.display(x),
                        expected: format.display(y),
                    });
                }
            }
        }
    }
    out
}

fn value(ff: FloatFormat, bits: u64) -> f64 {
    match ff {
        FloatFormat::Half => f16::from_bits(bits as u16).to_f64(),
        FloatFormat::Single => f64::from(f32::from_bits(bits as u32)),
        FloatFormat::Double => f64::from_bits(bits),
    }
}

fn sign_bit(ff: FloatFormat) -> u64 {
    match ff {
        FloatFormat::Half => 1 << 15,
        FloatFormat::Single => 1 << 31,
        FloatFormat::Double => 1 << 63,
    }
}

fn is_denormal(ff: FloatFormat, bits: u64) -> bool {
    match ff {
        FloatFormat::Half => bits & 0x7c00 == 0 && bits & 0x3ff != 0,
        FloatFormat::Single => f32::from_bits(bits as u32).is_subnormal(),
        FloatFormat::Double => f64::from_bits(bits).is_subnormal(),
    }
}

/// The bits of a zero with the sign of `bits`.
fn flushed(ff: FloatFormat, bits: u64) -> u64 {
    if is_denormal(ff, bits) {
        bits & sign_bit(ff)
    } else {
        bits
    }
}

/// The bits as a signed integer ordered like the floats (+0 and -0 both 0).
fn ordered(ff: FloatFormat, bits: u64) -> i128 {
    let s = sign_bit(ff);
    let mag = i128::from(bits & (s - 1));
    if bits & s != 0 {
        -mag
    } else {
        mag
    }
}

/// Whether `actual` is within `ulp` units in the last place of `expected`.
pub fn ulp_equal(
    ff: FloatFormat,
    actual: u64,
    expected: u64,
    ulp: u64,
    denorm: DenormMode,
    zero_tolerance: Option<f64>,
) -> bool {
    let (a, e) = (value(ff, actual), value(ff, expected));
    if e.is_nan() || a.is_nan() {
        return e.is_nan() && a.is_nan();
    }
    let (actual, expected) = match denorm {
        DenormMode::Ftz => (flushed(ff, actual), flushed(ff, expected)),
        DenormMode::Preserve => (actual, expected),
        DenormMode::Any => {
            if is_denormal(ff, expected) && a == 0.0 {
                return true;
            }
            (actual, expected)
        }
    };
    if let Some(t) = zero_tolerance {
        if e.abs() <= t && (a - e).abs() <= t {
            return true;
        }
    }
    let d = (ordered(ff, actual) - ordered(ff, expected)).unsigned_abs();
    d <= u128::from(ulp)
}

/// Whether `actual` is within `epsilon` of `expected`.
pub fn epsilon_equal(
    ff: FloatFormat,
    actual: u64,
    expected: u64,
    epsilon: f64,
    denorm: DenormMode,
) -> bool {
    let (a, e) = (value(ff, actual), value(ff, expected));
    if e.is_nan() || a.is_nan() {
        return e.is_nan() && a.is_nan();
    }
    let (a, e) = match denorm {
        DenormMode::Ftz => (
            value(ff, flushed(ff, actual)),
            value(ff, flushed(ff, expected)),
        ),
        DenormMode::Preserve => (a, e),
        DenormMode::Any => {
            if is_denormal(ff, expected) && a == 0.0 {
                return true;
            }
            (a, e)
        }
    };
    if e.is_infinite() || a.is_infinite() {
        return a == e;
    }
    (a - e).abs() <= epsilon
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32b(v: f32) -> u64 {
        u64::from(v.to_bits())
    }

    #[test]
    fn ulp_rules() {
        let s = FloatFormat::Single;
        assert!(ulp_equal(s, f32b(1.0), f32b(1.0), 0, DenormMode::Any, None));
        let next = f32b(f32::from_bits(1.0f32.to_bits() + 1));
        assert!(ulp_equal(s, next, f32b(1.0), 1, DenormMode::Any, None));
        assert!(!ulp_equal(s, next, f32b(1.0), 0, DenormMode::Any, None));
        assert!(ulp_equal(
            s,
            f32b(-0.0),
            f32b(0.0),
            0,
            DenormMode::Any,
            None
        ));
        assert!(ulp_equal(
            s,
            f32b(f32::NAN),
            f32b(-f32::NAN),
            0,
            DenormMode::Any,
            None
        ));
        assert!(!ulp_equal(
            s,
            f32b(1.0),
            f32b(f32::NAN),
            9,
            DenormMode::Any,
            None
        ));
        let den = f32b(1.12e-38);
        assert!(ulp_equal(s, 0, den, 1, DenormMode::Any, None));
        assert!(!ulp_equal(s, 0, den, 1, DenormMode::Preserve, None));
        assert!(ulp_equal(s, 0, den, 0, DenormMode::Ftz, None));
    }

    #[test]
    fn comparisons_count_mismatches() {
        let fmt = Format::Int32;
        let a = vec![vec![1, 0, 0, 0, 2, 0, 0, 0]];
        let e = vec![vec![1, 0, 0, 0, 3, 0, 0, 0]];
        let c = compare(&Rule::Exact, fmt, &a, &e);
        assert!(!c.passed);
        assert_eq!(c.mismatch_count, 1);
        assert_eq!(c.mismatches[0].element, 1);
        assert!(compare(&Rule::Exact, fmt, &a, &a).passed);
        assert!(!compare(&Rule::Exact, fmt, &a, &[vec![1, 0, 0, 0]]).passed);
        let eps = Rule::FloatEpsilon {
            epsilon: 0.01,
            denorm: DenormMode::Any,
        };
        let x = vec![1.0f32.to_le_bytes().to_vec()];
        let y = vec![1.005f32.to_le_bytes().to_vec()];
        assert!(compare(&eps, Format::Float32, &x, &y).passed);
    }
}
