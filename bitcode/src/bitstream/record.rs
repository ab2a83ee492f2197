//! Records: a code, 64-bit operands, an optional blob, and how they were encoded.

use smallvec::SmallVec;

/// A record's operands: most records have a few, kept inline (no allocation).
pub type Operands = SmallVec<[u64; 8]>;

/// One record of a block.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Record {
    /// The record code (meaning depends on the enclosing block).
    pub code: u32,
    /// The operands after the code; char6 operands hold the decoded ASCII byte.
    pub operands: Operands,
    /// The bytes of a blob operand, for records written through an abbreviation with one.
    pub blob: Option<Vec<u8>>,
    /// The abbreviation id the record was (or is to be) written with; `None` means
    /// `UNABBREV_RECORD`.
    pub abbrev: Option<u32>,
}

impl Record {
    /// An unabbreviated record.
    pub fn new(code: u32, operands: impl Into<Operands>) -> Self {
        Record {
            code,
            operands: operands.into(),
            blob: None,
            abbrev: None,
        }
    }

    /// The same record, to be written with abbreviation `id`.
    pub fn with_abbrev(mut self, id: u32) -> Self {
        self.abbrev = Some(id);
        self
    }

    /// The operands read as a byte string, if each is below 256.
    pub fn operands_as_bytes(&self) -> Option<Vec<u8>> {
        self.operands
            .iter()
            .map(|&v| u8::try_from(v).ok())
            .collect()
    }
}
