//! Errors of the bitstream reader and writer.

use std::fmt;

/// What went wrong while reading a bitstream.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReadErrorKind {
    /// The data ended before a field was complete.
    #[error("unexpected end of data")]
    UnexpectedEof,
    /// The first four bytes are not `BC` 0xC0DE.
    #[error("bad bitcode magic")]
    BadMagic,
    /// A variable-width field used more chunks than a 64-bit value can need.
    #[error("VBR value has too many chunks")]
    VbrTooLong,
    /// An abbreviation id that no definition in scope gave.
    #[error("unknown abbreviation id {0}")]
    UnknownAbbrev(u64),
    /// An abbreviation definition that cannot be used to read records.
    #[error("invalid abbreviation: {0}")]
    InvalidAbbrev(&'static str),
    /// A block's abbreviation-id width outside 1..=32.
    #[error("invalid abbreviation id width {0}")]
    InvalidAbbrevWidth(u64),
    /// A block id that does not fit 32 bits.
    #[error("block id {0} too large")]
    BlockIdTooLarge(u64),
    /// A record code that does not fit 32 bits.
    #[error("record code {0} too large")]
    CodeTooLarge(u64),
    /// A declared block length that runs past the data or the enclosing block.
    #[error("block end past the end of the data")]
    BlockPastEnd,
    /// `END_BLOCK` found somewhere other than where the block length put it.
    #[error("block length does not match its END_BLOCK")]
    BlockLengthMismatch,
    /// `END_BLOCK` or a record outside any block.
    #[error("expected ENTER_SUBBLOCK at top level")]
    ExpectedBlock,
    /// Blocks nested deeper than the reader allows.
    #[error("blocks nested too deeply")]
    TooDeep,
    /// A count (operands, array elements, blob bytes) larger than the data can hold.
    #[error("count {0} is larger than the remaining data allows")]
    CountTooLarge(u64),
    /// Reading would allocate more than the input size justifies.
    #[error("input claims more content than the reader's memory budget allows")]
    OverBudget,
    /// A BLOCKINFO record or abbreviation that is malformed.
    #[error("malformed BLOCKINFO block: {0}")]
    BadBlockInfo(&'static str),
    /// A value that does not fit the field it must be stored in.
    #[error("value {0} out of range")]
    ValueOutOfRange(u64),
}

/// An error from reading a bitstream: what went wrong and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    kind: ReadErrorKind,
    bit_offset: u64,
}

impl ReadError {
    /// An error of `kind` found at `bit_offset` from the start of the stream.
    pub fn new(kind: ReadErrorKind, bit_offset: u64) -> Self {
        ReadError { kind, bit_offset }
    }

    /// What went wrong.
    pub fn kind(&self) -> &ReadErrorKind {
        &self.kind
    }

    /// The bit offset (from the start of the data) where it went wrong.
    pub fn bit_offset(&self) -> u64 {
        self.bit_offset
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at bit offset {:#x})", self.kind, self.bit_offset)
    }
}

impl std::error::Error for ReadError {}

/// An error from writing a bitstream: the caller asked for something the format cannot say.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// A value does not fit the fixed-width field.
    #[error("value {value} does not fit in {width} bits")]
    ValueTooWide {
        /// The value.
        value: u64,
        /// The field width.
        width: u32,
    },
    /// A fixed width above 64 or a VBR chunk width outside 2..=32.
    #[error("invalid field width {0}")]
    InvalidWidth(u32),
    /// An abbreviation-id width outside 1..=32.
    #[error("invalid abbreviation id width {0}")]
    InvalidAbbrevWidth(u32),
    /// `exit_block` with no open block, or a record at top level.
    #[error("no block is open")]
    NoOpenBlock,
    /// `finish` with blocks still open.
    #[error("{0} block(s) still open")]
    UnclosedBlocks(usize),
    /// An abbreviation id that is not defined in the current block.
    #[error("abbreviation id {0} is not defined here")]
    UnknownAbbrev(u32),
    /// An abbreviation definition the format does not allow.
    #[error("invalid abbreviation: {0}")]
    InvalidAbbrev(&'static str),
    /// Record operands that do not match the abbreviation chosen for them.
    #[error("record does not fit abbreviation {abbrev}: {reason}")]
    RecordMismatch {
        /// The abbreviation id.
        abbrev: u32,
        /// Why not.
        reason: &'static str,
    },
    /// A character that has no char6 encoding.
    #[error("value {0} is not a char6 character")]
    NotChar6(u64),
    /// A blob on a record written without an abbreviation.
    #[error("a blob needs an abbreviation with a blob operand")]
    BlobWithoutAbbrev,
    /// A BLOCKINFO-only operation outside a BLOCKINFO block, or before SETBID.
    #[error("BLOCKINFO misuse: {0}")]
    BlockInfo(&'static str),
    /// A block larger than a 32-bit word count can describe.
    #[error("block too large")]
    BlockTooLarge,
}
