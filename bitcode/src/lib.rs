//! LLVM 3.7 bitcode at the bitstream level, as DXIL uses it.
//!
//! - [`bitstream`]: the generic container format: bit fields ([`bitstream::bits`]),
//!   abbreviations, BLOCKINFO, a [`BitstreamWriter`] and a [`BitstreamReader`].
//! - [`tree`]: [`BitcodeTree`], a structural model that reads any bitcode file and
//!   writes back the same bits (same abbreviations, same definitions in the same places).
//! - [`dump`]: a stable text dump of a tree, in the spirit of `llvm-bcanalyzer -dump`.
//! - [`codes`]: LLVM 3.7 block ids, record codes and operand enumerations.
//!
//! The record-level meaning (which operands a GLOBALVAR or INST_CALL record has) is
//! described in this crate's `NOTES.md`; the module writer builds on it.
#![warn(missing_docs)]

pub mod bitstream;
pub mod codes;
pub mod dump;
pub mod error;
pub mod reader;
pub mod tree;
pub mod writer;

pub use bitstream::abbrev::{Abbrev, AbbrevOp};
pub use bitstream::reader::{BitstreamReader, Entry};
pub use bitstream::record::Record;
pub use bitstream::writer::BitstreamWriter;
pub use error::{ReadError, ReadErrorKind, WriteError};
pub use reader::{read_module, ReadModuleError};
pub use tree::{BitcodeTree, Block, Item};
pub use writer::{
    has_debug_info, strip_debug_info, write_module, write_module_in_place, WriteModuleError,
};
