//! The generic LLVM bitstream container: bit fields, blocks, abbreviations, records.
//!
//! Nothing here knows about LLVM IR; the record codes live in [`crate::codes`].

pub mod abbrev;
pub mod bits;
pub mod blockinfo;
pub mod reader;
pub mod record;
pub mod writer;

/// The abbreviation ids every block has (`BitCodes.h`, "Standard abbrev ids").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum BuiltinAbbrevId {
    /// Ends the current block: `[0, align32]`.
    EndBlock = 0,
    /// Opens a nested block: `[1, vbr8 blockid, vbr4 newabbrevlen, align32, blocklen_32]`.
    EnterSubblock = 1,
    /// Defines an abbreviation: `[2, vbr5 numops, op0, op1, ...]`.
    DefineAbbrev = 2,
    /// A record without abbreviation: `[3, vbr6 code, vbr6 numops, vbr6 op0, ...]`.
    UnabbrevRecord = 3,
}

/// The first abbreviation id an abbreviation definition gets.
pub const FIRST_APPLICATION_ABBREV: u64 = 4;

/// The block id of the BLOCKINFO block.
pub const BLOCKINFO_BLOCK_ID: u32 = 0;

/// The abbreviation-id width outside every block (before the first `ENTER_SUBBLOCK`).
pub const TOP_LEVEL_ABBREV_WIDTH: u32 = 2;

/// Record codes inside the BLOCKINFO block (`BitCodes.h`, `BlockInfoCodes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum BlockInfoCode {
    /// `SETBID: [blockid]`: following abbreviations and names are for this block id.
    SetBid = 1,
    /// `BLOCKNAME: [name chars]` (not written by LLVM 3.7 or DXC).
    BlockName = 2,
    /// `SETRECORDNAME: [id, name chars]` (not written by LLVM 3.7 or DXC).
    SetRecordName = 3,
}

/// The magic bytes at the start of a wrapper-less LLVM bitcode file: `'B' 'C' 0xC0 0xDE`.
pub const BITCODE_MAGIC: [u8; 4] = [b'B', b'C', 0xC0, 0xDE];
