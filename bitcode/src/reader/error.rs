//! Errors of the module reader: what is wrong with the bitcode and where.

use crate::error::{ReadError, ReadErrorKind};
use std::fmt;

/// What is wrong with a bitcode module.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ModuleErrorKind {
    /// The bitstream itself is malformed (truncation, bad abbreviation, bad VBR...).
    #[error("{0}")]
    Bitstream(ReadErrorKind),
    /// The data holds no MODULE block.
    #[error("no MODULE block")]
    NoModule,
    /// A second MODULE block.
    #[error("more than one MODULE block")]
    TwoModules,
    /// A record with fewer operands than its layout needs.
    #[error("{record} record has too few operands")]
    TooFewOperands {
        /// The record's name.
        record: &'static str,
    },
    /// A record operand that is out of range or inconsistent.
    #[error("invalid {record} record: {reason}")]
    InvalidRecord {
        /// The record's name.
        record: &'static str,
        /// What is wrong.
        reason: String,
    },
    /// A type id beyond the type table.
    #[error("type id {0} is out of range")]
    BadTypeId(u64),
    /// A type that cannot be used where it is.
    #[error("invalid type: {0}")]
    BadType(String),
    /// Types that contain themselves other than through a named struct.
    #[error("type {0} contains itself")]
    TypeRecursion(u64),
    /// A named struct that holds itself by value, so has no size.
    #[error("struct %{0} holds itself by value")]
    StructHoldsItself(String),
    /// A value id beyond every value the module or function defines.
    #[error("value id {0} refers to nothing")]
    BadValueId(u64),
    /// A value used with another type than it has.
    #[error("value id {id} used as {expected} but it is {actual}")]
    ValueTypeMismatch {
        /// The value id.
        id: u64,
        /// The type the use needs.
        expected: String,
        /// The value's type.
        actual: String,
    },
    /// A metadata id beyond every metadata item.
    #[error("metadata id {0} refers to nothing")]
    BadMetadataId(u64),
    /// A metadata kind id no KIND record named.
    #[error("metadata kind {0} is not defined")]
    BadMetadataKind(u64),
    /// An attribute list or group id no PARAMATTR record defined.
    #[error("attribute list or group {0} is not defined")]
    BadAttributeId(u64),
    /// A basic block index beyond DECLAREBLOCKS.
    #[error("basic block {0} is out of range")]
    BadBlockId(u64),
    /// Constants that are built from themselves.
    #[error("constant {0} is built from itself")]
    ConstantCycle(u64),
    /// Something LLVM 3.7 bitcode may hold but the IR cannot (or the reader does not).
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// A block or record appears where it cannot.
    #[error("unexpected {0}")]
    Unexpected(String),
    /// More structure than the input size can justify.
    #[error("{0} is larger than the input can justify")]
    TooLarge(&'static str),
}

/// An error from [`crate::reader::read_module`]: what went wrong and the bit offset
/// (from the start of the bitcode) of the record or entry where it was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadModuleError {
    kind: ModuleErrorKind,
    bit_offset: u64,
}

impl ReadModuleError {
    /// An error of `kind` found at `bit_offset`.
    pub fn new(kind: ModuleErrorKind, bit_offset: u64) -> Self {
        ReadModuleError { kind, bit_offset }
    }

    /// What went wrong.
    pub fn kind(&self) -> &ModuleErrorKind {
        &self.kind
    }

    /// The bit offset where it went wrong.
    pub fn bit_offset(&self) -> u64 {
        self.bit_offset
    }
}

impl fmt::Display for ReadModuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at bit offset {:#x})", self.kind, self.bit_offset)
    }
}

impl std::error::Error for ReadModuleError {}

impl From<ReadError> for ReadModuleError {
    fn from(e: ReadError) -> Self {
        ReadModuleError::new(ModuleErrorKind::Bitstream(e.kind().clone()), e.bit_offset())
    }
}

/// The reader's result type.
pub type Result<T, E = ReadModuleError> = std::result::Result<T, E>;

/// Shorthand for an error of `kind` at `at`.
pub(crate) fn err<T>(kind: ModuleErrorKind, at: u64) -> Result<T> {
    Err(ReadModuleError::new(kind, at))
}

/// Shorthand for an [`ModuleErrorKind::InvalidRecord`] error.
pub(crate) fn invalid<T>(record: &'static str, reason: impl Into<String>, at: u64) -> Result<T> {
    err(
        ModuleErrorKind::InvalidRecord {
            record,
            reason: reason.into(),
        },
        at,
    )
}

/// Shorthand for an [`ModuleErrorKind::Unsupported`] error.
pub(crate) fn unsupported<T>(what: impl Into<String>, at: u64) -> Result<T> {
    err(ModuleErrorKind::Unsupported(what.into()), at)
}
