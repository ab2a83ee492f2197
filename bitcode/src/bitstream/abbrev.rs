//! Abbreviation definitions (`DEFINE_ABBREV`) and the char6 alphabet.

/// One operand of an abbreviation definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AbbrevOp {
    /// A constant that is not stored in the record's bits.
    Literal(u64),
    /// A fixed-width field of the given number of bits (0..=64).
    Fixed(u32),
    /// A variable-width field in chunks of the given width (0 or 2..=32).
    Vbr(u32),
    /// A vbr6 element count followed by that many elements of the next operand's encoding.
    Array,
    /// A 6-bit character from the alphabet `[a-zA-Z0-9._]`.
    Char6,
    /// A vbr6 byte count, 32-bit alignment, the bytes, and 32-bit alignment.
    Blob,
}

/// Encoding numbers of non-literal abbreviation operands, as stored in `DEFINE_ABBREV`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Encoding {
    /// Fixed-width field; carries a vbr5 width.
    Fixed = 1,
    /// VBR field; carries a vbr5 chunk width.
    Vbr = 2,
    /// Array of the following operand.
    Array = 3,
    /// Char6 field.
    Char6 = 4,
    /// Blob.
    Blob = 5,
}

impl Encoding {
    /// The encoding with this 3-bit number, if any.
    pub fn from_u64(value: u64) -> Option<Encoding> {
        Some(match value {
            1 => Encoding::Fixed,
            2 => Encoding::Vbr,
            3 => Encoding::Array,
            4 => Encoding::Char6,
            5 => Encoding::Blob,
            _ => return None,
        })
    }

    /// Whether the encoding is followed by a vbr5 width in `DEFINE_ABBREV`.
    pub fn has_data(self) -> bool {
        matches!(self, Encoding::Fixed | Encoding::Vbr)
    }
}

impl AbbrevOp {
    /// Whether this operand reads one value (literal, fixed, VBR or char6).
    pub fn is_scalar(self) -> bool {
        !matches!(self, AbbrevOp::Array | AbbrevOp::Blob)
    }

    /// Whether a value fits this scalar operand (for arrays and blobs: `false`).
    pub fn accepts(self, value: u64) -> bool {
        match self {
            AbbrevOp::Literal(v) => v == value,
            AbbrevOp::Fixed(w) => w >= 64 || value >> w == 0,
            AbbrevOp::Vbr(0) => value == 0,
            AbbrevOp::Vbr(_) => true,
            AbbrevOp::Char6 => char6_encode(value).is_some(),
            AbbrevOp::Array | AbbrevOp::Blob => false,
        }
    }

    /// The fewest bits one value of this operand occupies in a record.
    pub fn min_bits(self) -> u32 {
        match self {
            AbbrevOp::Literal(_) => 0,
            AbbrevOp::Fixed(w) | AbbrevOp::Vbr(w) => w,
            AbbrevOp::Char6 => 6,
            AbbrevOp::Array | AbbrevOp::Blob => 6,
        }
    }
}

/// An abbreviation: the operand layout of a family of records.
///
/// The first operand encodes the record code; the others the record's operands in order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Abbrev {
    ops: Vec<AbbrevOp>,
}

impl Abbrev {
    /// An abbreviation from its operands, checked with [`Abbrev::validate`].
    pub fn new(ops: Vec<AbbrevOp>) -> Result<Abbrev, &'static str> {
        let abbrev = Abbrev { ops };
        abbrev.validate()?;
        Ok(abbrev)
    }

    /// The operands, code first.
    pub fn ops(&self) -> &[AbbrevOp] {
        &self.ops
    }

    /// Checks the rules the reader relies on: at least one operand, the code is a scalar,
    /// an array is second to last and followed by a non-literal scalar of non-zero width,
    /// a blob is last, fixed widths are at most 64 and VBR chunk widths are 0 or 2..=32.
    pub fn validate(&self) -> Result<(), &'static str> {
        let Some(first) = self.ops.first() else {
            return Err("no operands");
        };
        if !first.is_scalar() {
            return Err("the record code cannot be an array or a blob");
        }
        let n = self.ops.len();
        for (i, op) in self.ops.iter().enumerate() {
            match *op {
                AbbrevOp::Fixed(w) if w > 64 => return Err("fixed width above 64"),
                AbbrevOp::Vbr(w) if w == 1 || w > 32 => return Err("VBR width not 0 or 2..=32"),
                AbbrevOp::Array => {
                    if i + 2 != n {
                        return Err("an array must be the second-to-last operand");
                    }
                    match self.ops.get(i + 1) {
                        Some(AbbrevOp::Char6) => {}
                        Some(AbbrevOp::Fixed(w) | AbbrevOp::Vbr(w)) if *w > 0 => {}
                        _ => {
                            return Err(
                                "array element must be fixed, VBR or char6 of non-zero width",
                            )
                        }
                    }
                }
                AbbrevOp::Blob if i + 1 != n => return Err("a blob must be the last operand"),
                _ => {}
            }
        }
        Ok(())
    }

    /// Whether the last operands are an array (of the returned element encoding).
    pub fn array_element(&self) -> Option<AbbrevOp> {
        match self.ops.as_slice() {
            [.., AbbrevOp::Array, elt] => Some(*elt),
            _ => None,
        }
    }

    /// Whether the last operand is a blob.
    pub fn has_blob(&self) -> bool {
        matches!(self.ops.last(), Some(AbbrevOp::Blob))
    }

    /// The scalar operands after the code (before any array or blob).
    pub fn scalar_operands(&self) -> &[AbbrevOp] {
        let rest = self.ops.get(1..).unwrap_or(&[]);
        let end = rest
            .iter()
            .position(|op| !op.is_scalar())
            .unwrap_or(rest.len());
        rest.get(..end).unwrap_or(&[])
    }
}

const CHAR6: &[u8; 64] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";

/// The 6-bit code of a char6 character, if it is one.
pub fn char6_encode(value: u64) -> Option<u8> {
    let code = *CHAR6_CODES.get(usize::try_from(value).ok()?)?;
    (code != NOT_CHAR6).then_some(code)
}

/// [`CHAR6_CODES`] of a byte that is not a char6 character.
const NOT_CHAR6: u8 = u8::MAX;

/// The char6 code of each byte ([`NOT_CHAR6`] for the others).
const CHAR6_CODES: [u8; 256] = {
    let mut codes = [NOT_CHAR6; 256];
    let mut k = 0;
    while k < CHAR6.len() {
        codes[CHAR6[k] as usize] = k as u8;
        k += 1;
    }
    codes
};

/// The character a 6-bit char6 code stands for (only the low 6 bits are used).
pub fn char6_decode(code: u64) -> u8 {
    CHAR6[(code & 63) as usize]
}

/// Whether every byte of `s` is a char6 character.
pub fn is_char6_str(s: &[u8]) -> bool {
    s.iter().all(|&c| char6_encode(u64::from(c)).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn char6_alphabet_round_trips() {
        for code in 0..64u64 {
            let c = char6_decode(code);
            assert_eq!(char6_encode(u64::from(c)), Some(code as u8));
        }
        assert_eq!(char6_encode(u64::from(b'a')), Some(0));
        assert_eq!(char6_encode(u64::from(b'Z')), Some(51));
        assert_eq!(char6_encode(u64::from(b'9')), Some(61));
        assert_eq!(char6_encode(u64::from(b'.')), Some(62));
        assert_eq!(char6_encode(u64::from(b'_')), Some(63));
        for bad in [b' ', b'-', b'$', 0, 127, 200] {
            assert_eq!(char6_encode(u64::from(bad)), None, "{bad}");
        }
        assert_eq!(char6_encode(0x161), None);
        assert!(is_char6_str(b"dx.types.Handle"));
        assert!(!is_char6_str(b"class.Buffer<float>"));
    }

    #[test]
    fn validation_rules() {
        use AbbrevOp::*;
        assert!(Abbrev::new(vec![]).is_err());
        assert!(Abbrev::new(vec![Array, Fixed(8)]).is_err());
        assert!(Abbrev::new(vec![Blob]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Array, Char6]).is_ok());
        assert!(Abbrev::new(vec![Literal(1), Array, Fixed(8), Fixed(1)]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Array, Array]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Array, Literal(3)]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Array, Fixed(0)]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Array]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Blob, Fixed(2)]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Fixed(2), Blob]).is_ok());
        assert!(Abbrev::new(vec![Literal(1), Fixed(65)]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Vbr(1)]).is_err());
        assert!(Abbrev::new(vec![Literal(1), Vbr(33)]).is_err());
        assert!(Abbrev::new(vec![Fixed(0), Vbr(0), Fixed(64), Vbr(32)]).is_ok());
    }

    #[test]
    fn operand_acceptance() {
        assert!(AbbrevOp::Fixed(3).accepts(7));
        assert!(!AbbrevOp::Fixed(3).accepts(8));
        assert!(AbbrevOp::Fixed(0).accepts(0));
        assert!(!AbbrevOp::Fixed(0).accepts(1));
        assert!(AbbrevOp::Fixed(64).accepts(u64::MAX));
        assert!(AbbrevOp::Vbr(6).accepts(u64::MAX));
        assert!(!AbbrevOp::Literal(4).accepts(5));
        assert!(!AbbrevOp::Char6.accepts(u64::from(b' ')));
    }

    #[test]
    fn layout_helpers() {
        use AbbrevOp::*;
        let a = Abbrev::new(vec![Literal(21), Fixed(1), Array, Fixed(6)]).unwrap();
        assert_eq!(a.array_element(), Some(Fixed(6)));
        assert_eq!(a.scalar_operands(), &[Fixed(1)]);
        assert!(!a.has_blob());
        let b = Abbrev::new(vec![Literal(1), Vbr(6), Blob]).unwrap();
        assert!(b.has_blob());
        assert_eq!(b.scalar_operands(), &[Vbr(6)]);
    }
}
