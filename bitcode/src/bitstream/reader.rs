//! The bitstream reader: walks blocks, abbreviation definitions and records.
//!
//! It never panics on malformed input, checks every declared length and count
//! against the data left, and caps what it allocates at a fixed multiple of the
//! input size (see [`BitstreamReader::with_budget`]).

use std::rc::Rc;

use super::abbrev::{char6_decode, Abbrev, AbbrevOp, Encoding};
use super::bits::BitCursor;
use super::blockinfo::{AbbrevScope, BlockInfo};
use super::record::{Operands, Record};
use super::TOP_LEVEL_ABBREV_WIDTH;
use super::{BlockInfoCode, BuiltinAbbrevId, BITCODE_MAGIC, BLOCKINFO_BLOCK_ID};
use crate::error::{ReadError, ReadErrorKind};

/// The deepest block nesting the reader accepts (LLVM IR needs 3 or 4).
pub const MAX_DEPTH: usize = 64;

/// Bytes of allocation the default budget allows per input byte.
pub const DEFAULT_BUDGET_PER_BYTE: u64 = 64;

/// One step of the walk through a bitstream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// A block was entered (its header is consumed; the reader is now inside it).
    EnterBlock {
        /// The block id.
        block_id: u32,
        /// The abbreviation-id width inside the block.
        abbrev_width: u32,
        /// The block length in 32-bit words, as declared.
        length_words: u32,
    },
    /// The innermost block ended (the reader is back in its parent).
    EndBlock,
    /// An abbreviation was defined (in a BLOCKINFO block: for the block id of the last SETBID).
    DefineAbbrev(Rc<Abbrev>),
    /// A record.
    Record(Record),
}

#[derive(Debug, Clone)]
struct Frame {
    scope: AbbrevScope,
    outer_width: u32,
    /// Bit offset where the block's END_BLOCK alignment must land.
    end: u64,
}

/// Reads an LLVM bitstream entry by entry.
#[derive(Debug)]
pub struct BitstreamReader<'a> {
    cursor: BitCursor<'a>,
    width: u32,
    stack: Vec<Frame>,
    info: Rc<BlockInfo>,
    budget: u64,
}

/// The state of a reader just inside a block, kept to read that block later
/// ([`BitstreamReader::resume`]) after skipping it now: a large block (a function body)
/// need not be held as records while the rest of the stream is read.
#[derive(Debug, Clone)]
pub struct Bookmark {
    bit: u64,
    width: u32,
    frame: Frame,
    info: Rc<BlockInfo>,
    budget: u64,
}

impl<'a> BitstreamReader<'a> {
    /// A reader at the start of `data` (no magic expected) with the default memory budget
    /// of [`DEFAULT_BUDGET_PER_BYTE`] bytes per input byte plus 64 KiB.
    pub fn new(data: &'a [u8]) -> Self {
        let budget = (data.len() as u64)
            .saturating_mul(DEFAULT_BUDGET_PER_BYTE)
            .saturating_add(64 * 1024);
        Self::with_budget(data, budget)
    }

    /// A reader at the start of `data` that fails with [`ReadErrorKind::OverBudget`] once
    /// the records, operands, blobs and abbreviations it has returned add up to more than
    /// `budget` bytes.
    pub fn with_budget(data: &'a [u8], budget: u64) -> Self {
        BitstreamReader {
            cursor: BitCursor::new(data),
            width: TOP_LEVEL_ABBREV_WIDTH,
            stack: Vec::new(),
            info: Rc::new(BlockInfo::new()),
            budget,
        }
    }

    /// Reads and checks the `BC` 0xC0DE magic.
    pub fn read_magic(&mut self) -> Result<(), ReadError> {
        let start = self.cursor.bit_offset();
        let bytes = self
            .cursor
            .read_bytes(4)
            .map_err(|_| ReadError::new(ReadErrorKind::BadMagic, start))?;
        if bytes != BITCODE_MAGIC {
            return Err(ReadError::new(ReadErrorKind::BadMagic, start));
        }
        Ok(())
    }

    /// The current bit offset.
    pub fn bit_offset(&self) -> u64 {
        self.cursor.bit_offset()
    }

    /// How many blocks are open.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The id of the innermost open block.
    pub fn current_block(&self) -> Option<u32> {
        self.stack.last().map(|f| f.scope.block_id)
    }

    /// The current abbreviation-id width.
    pub fn abbrev_width(&self) -> u32 {
        self.width
    }

    /// The BLOCKINFO abbreviations seen so far.
    pub fn block_info(&self) -> &BlockInfo {
        &self.info
    }

    /// Marks the block just entered, to be read later with [`BitstreamReader::resume`]
    /// (typically followed by [`BitstreamReader::skip_block`] here).
    pub fn bookmark(&self) -> Option<Bookmark> {
        Some(Bookmark {
            bit: self.cursor.bit_offset(),
            width: self.width,
            frame: self.stack.last()?.clone(),
            info: Rc::clone(&self.info),
            budget: self.budget,
        })
    }

    /// A reader of `data` (the data the bookmark was made in) inside the bookmarked
    /// block, as the bookmarking reader was: its entries up to that block's END_BLOCK,
    /// after which [`BitstreamReader::depth`] is 0 and the reader is done.
    pub fn resume(data: &'a [u8], mark: Bookmark) -> Result<Self, ReadError> {
        let mut cursor = BitCursor::new(data);
        cursor.seek(mark.bit)?;
        Ok(BitstreamReader {
            cursor,
            width: mark.width,
            stack: vec![mark.frame],
            info: mark.info,
            budget: mark.budget,
        })
    }

    /// The next entry, or `None` at the end of the data outside every block.
    pub fn next_entry(&mut self) -> Result<Option<Entry>, ReadError> {
        if self.stack.is_empty() && self.cursor.at_end() {
            return Ok(None);
        }
        let at = self.cursor.bit_offset();
        let id = self.cursor.read_fixed(self.width)?;
        if self.stack.is_empty() && id != BuiltinAbbrevId::EnterSubblock as u64 {
            return Err(ReadError::new(ReadErrorKind::ExpectedBlock, at));
        }
        let entry = match id {
            0 => self.read_end_block()?,
            1 => self.read_enter_block()?,
            2 => Entry::DefineAbbrev(self.read_define_abbrev()?),
            3 => Entry::Record(self.read_unabbrev()?),
            _ => Entry::Record(self.read_abbreviated(id, at)?),
        };
        Ok(Some(entry))
    }

    /// Skips the rest of the innermost block using its declared length (after which
    /// the reader is in the parent). A BLOCKINFO block is read through instead, so its
    /// abbreviations still apply.
    pub fn skip_block(&mut self) -> Result<(), ReadError> {
        let frame = self
            .stack
            .last()
            .ok_or_else(|| self.cursor.error(ReadErrorKind::ExpectedBlock))?;
        if frame.scope.block_id == BLOCKINFO_BLOCK_ID {
            let depth = self.stack.len();
            while self.stack.len() >= depth {
                if self.next_entry()?.is_none() {
                    return Err(self.cursor.error(ReadErrorKind::UnexpectedEof));
                }
            }
            return Ok(());
        }
        let end = frame.end;
        let outer = frame.outer_width;
        self.cursor.seek(end)?;
        self.stack.pop();
        self.width = outer;
        Ok(())
    }

    fn charge(&mut self, bytes: u64) -> Result<(), ReadError> {
        self.budget = self
            .budget
            .checked_sub(bytes)
            .ok_or_else(|| self.cursor.error(ReadErrorKind::OverBudget))?;
        Ok(())
    }

    /// Checks that `count` items of at least `min_bits` each can still be in the data.
    fn check_count(&self, count: u64, min_bits: u32) -> Result<usize, ReadError> {
        let needed = count.saturating_mul(u64::from(min_bits.max(1)));
        let limit = self
            .stack
            .last()
            .map_or(self.cursor.bit_len(), |f| f.end)
            .saturating_sub(self.cursor.bit_offset());
        if needed > limit {
            return Err(self.cursor.error(ReadErrorKind::CountTooLarge(count)));
        }
        usize::try_from(count).map_err(|_| self.cursor.error(ReadErrorKind::CountTooLarge(count)))
    }

    fn read_enter_block(&mut self) -> Result<Entry, ReadError> {
        let at = self.cursor.bit_offset();
        if self.stack.len() >= MAX_DEPTH {
            return Err(ReadError::new(ReadErrorKind::TooDeep, at));
        }
        let block_id = self.cursor.read_vbr(8)?;
        let block_id = u32::try_from(block_id)
            .map_err(|_| ReadError::new(ReadErrorKind::BlockIdTooLarge(block_id), at))?;
        let width_at = self.cursor.bit_offset();
        let width = self.cursor.read_vbr(4)?;
        if !(1..=32).contains(&width) {
            return Err(ReadError::new(
                ReadErrorKind::InvalidAbbrevWidth(width),
                width_at,
            ));
        }
        self.cursor.align32()?;
        let length_at = self.cursor.bit_offset();
        let length_words = self.cursor.read_fixed(32)?;
        let end = self.cursor.bit_offset() + length_words * 32;
        let limit = self.stack.last().map_or(self.cursor.bit_len(), |f| f.end);
        if end > limit {
            return Err(ReadError::new(ReadErrorKind::BlockPastEnd, length_at));
        }
        self.charge(std::mem::size_of::<Frame>() as u64 + 64)?;
        self.stack.push(Frame {
            scope: AbbrevScope::enter(block_id, &self.info),
            outer_width: self.width,
            end,
        });
        self.width = width as u32;
        Ok(Entry::EnterBlock {
            block_id,
            abbrev_width: width as u32,
            length_words: length_words as u32,
        })
    }

    fn read_end_block(&mut self) -> Result<Entry, ReadError> {
        let at = self.cursor.bit_offset();
        let Some(frame) = self.stack.last() else {
            return Err(ReadError::new(ReadErrorKind::ExpectedBlock, at));
        };
        let (end, outer) = (frame.end, frame.outer_width);
        self.cursor.align32()?;
        if self.cursor.bit_offset() != end {
            return Err(ReadError::new(ReadErrorKind::BlockLengthMismatch, at));
        }
        self.stack.pop();
        self.width = outer;
        Ok(Entry::EndBlock)
    }

    fn read_define_abbrev(&mut self) -> Result<Rc<Abbrev>, ReadError> {
        let at = self.cursor.bit_offset();
        let count = self.cursor.read_vbr(5)?;
        let count = self.check_count(count, 4)?;
        self.charge(count as u64 * std::mem::size_of::<AbbrevOp>() as u64 + 64)?;
        let mut ops = Vec::with_capacity(count);
        for _ in 0..count {
            let op_at = self.cursor.bit_offset();
            if self.cursor.read_fixed(1)? == 1 {
                ops.push(AbbrevOp::Literal(self.cursor.read_vbr(8)?));
                continue;
            }
            let code = self.cursor.read_fixed(3)?;
            let encoding = Encoding::from_u64(code).ok_or_else(|| {
                ReadError::new(ReadErrorKind::InvalidAbbrev("unknown encoding"), op_at)
            })?;
            let data = if encoding.has_data() {
                let w = self.cursor.read_vbr(5)?;
                u32::try_from(w)
                    .map_err(|_| ReadError::new(ReadErrorKind::ValueOutOfRange(w), op_at))?
            } else {
                0
            };
            ops.push(match encoding {
                Encoding::Fixed => AbbrevOp::Fixed(data),
                Encoding::Vbr => AbbrevOp::Vbr(data),
                Encoding::Array => AbbrevOp::Array,
                Encoding::Char6 => AbbrevOp::Char6,
                Encoding::Blob => AbbrevOp::Blob,
            });
        }
        let abbrev = Rc::new(
            Abbrev::new(ops).map_err(|m| ReadError::new(ReadErrorKind::InvalidAbbrev(m), at))?,
        );
        let frame = self
            .stack
            .last_mut()
            .ok_or_else(|| ReadError::new(ReadErrorKind::ExpectedBlock, at))?;
        if frame.scope.block_id == BLOCKINFO_BLOCK_ID {
            let bid = frame.scope.cur_bid.ok_or_else(|| {
                ReadError::new(
                    ReadErrorKind::BadBlockInfo("abbreviation before SETBID"),
                    at,
                )
            })?;
            Rc::make_mut(&mut self.info).add(bid, Rc::clone(&abbrev));
        } else {
            frame.scope.local.push(Rc::clone(&abbrev));
        }
        Ok(abbrev)
    }

    fn read_unabbrev(&mut self) -> Result<Record, ReadError> {
        let at = self.cursor.bit_offset();
        let code = self.cursor.read_vbr(6)?;
        let code = u32::try_from(code)
            .map_err(|_| ReadError::new(ReadErrorKind::CodeTooLarge(code), at))?;
        let count = self.cursor.read_vbr(6)?;
        let count = self.check_count(count, 6)?;
        self.charge_record(count as u64, 0)?;
        let mut operands = Operands::with_capacity(count);
        for _ in 0..count {
            operands.push(self.cursor.read_vbr(6)?);
        }
        self.note_setbid(code, &operands, at)?;
        Ok(Record {
            code,
            operands,
            blob: None,
            abbrev: None,
        })
    }

    fn charge_record(&mut self, operands: u64, blob: u64) -> Result<(), ReadError> {
        let bytes = operands
            .saturating_mul(8)
            .saturating_add(blob)
            .saturating_add(std::mem::size_of::<Record>() as u64 + 16);
        self.charge(bytes)
    }

    fn note_setbid(&mut self, code: u32, operands: &[u64], at: u64) -> Result<(), ReadError> {
        let Some(frame) = self.stack.last_mut() else {
            return Ok(());
        };
        if frame.scope.block_id == BLOCKINFO_BLOCK_ID && code == BlockInfoCode::SetBid as u32 {
            let bid = operands.first().copied().ok_or_else(|| {
                ReadError::new(ReadErrorKind::BadBlockInfo("SETBID without operand"), at)
            })?;
            let bid = u32::try_from(bid)
                .map_err(|_| ReadError::new(ReadErrorKind::BlockIdTooLarge(bid), at))?;
            frame.scope.cur_bid = Some(bid);
        }
        Ok(())
    }

    fn read_abbreviated(&mut self, id: u64, at: u64) -> Result<Record, ReadError> {
        let frame = self
            .stack
            .last()
            .ok_or_else(|| ReadError::new(ReadErrorKind::ExpectedBlock, at))?;
        let abbrev = frame
            .scope
            .get(&self.info, id)
            .ok_or_else(|| ReadError::new(ReadErrorKind::UnknownAbbrev(id), at))?;
        let id32 =
            u32::try_from(id).map_err(|_| ReadError::new(ReadErrorKind::UnknownAbbrev(id), at))?;
        let ops = abbrev.ops();
        let Some((&code_op, _)) = ops.split_first() else {
            return Err(ReadError::new(
                ReadErrorKind::InvalidAbbrev("no operands"),
                at,
            ));
        };
        let code_at = self.cursor.bit_offset();
        let code = self.read_scalar(code_op)?;
        let code = u32::try_from(code)
            .map_err(|_| ReadError::new(ReadErrorKind::CodeTooLarge(code), code_at))?;
        let scalars = abbrev.scalar_operands();
        // Literal operands take no bits, so charge them before reading anything.
        self.charge_record(scalars.len() as u64, 0)?;
        let mut operands = Operands::with_capacity(scalars.len());
        for &op in scalars {
            operands.push(self.read_scalar(op)?);
        }
        if let Some(elt) = abbrev.array_element() {
            let count = self.cursor.read_vbr(6)?;
            let count = self.check_count(count, elt.min_bits())?;
            self.charge(count as u64 * 8)?;
            operands.reserve_exact(count);
            for _ in 0..count {
                operands.push(self.read_scalar(elt)?);
            }
        }
        let blob = if abbrev.has_blob() {
            let len = self.cursor.read_vbr(6)?;
            self.cursor.align32()?;
            let len_usize = self.check_count(len, 8)?;
            self.charge(len)?;
            let bytes = self.cursor.read_bytes(len)?.to_vec();
            debug_assert_eq!(bytes.len(), len_usize);
            self.cursor.align32()?;
            Some(bytes)
        } else {
            None
        };
        self.note_setbid(code, &operands, at)?;
        Ok(Record {
            code,
            operands,
            blob,
            abbrev: Some(id32),
        })
    }

    fn read_scalar(&mut self, op: AbbrevOp) -> Result<u64, ReadError> {
        match op {
            AbbrevOp::Literal(v) => Ok(v),
            AbbrevOp::Fixed(w) => self.cursor.read_fixed(w),
            AbbrevOp::Vbr(w) => self.cursor.read_vbr(w),
            AbbrevOp::Char6 => Ok(u64::from(char6_decode(self.cursor.read_fixed(6)?))),
            AbbrevOp::Array | AbbrevOp::Blob => Err(self.cursor.error(
                ReadErrorKind::InvalidAbbrev("array or blob in scalar position"),
            )),
        }
    }
}
