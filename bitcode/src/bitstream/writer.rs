//! The bitstream writer: blocks with backpatched lengths, abbreviations, BLOCKINFO, records.

use std::rc::Rc;

use super::abbrev::{char6_encode, Abbrev, AbbrevOp, Encoding};
use super::bits::BitWriter;
use super::blockinfo::{AbbrevScope, BlockInfo};
use super::record::Record;
use super::{BlockInfoCode, BuiltinAbbrevId, BITCODE_MAGIC, BLOCKINFO_BLOCK_ID};
use super::{FIRST_APPLICATION_ABBREV, TOP_LEVEL_ABBREV_WIDTH};
use crate::error::WriteError;

#[derive(Debug)]
struct Frame {
    scope: AbbrevScope,
    /// The abbreviations usable in the block, by id - 4 (inherited, then local): a
    /// record's abbreviation is found without a BLOCKINFO lookup.
    usable: Vec<Rc<Abbrev>>,
    outer_width: u32,
    /// Byte offset of the block-length word.
    length_at: usize,
}

/// Writes an LLVM bitstream.
///
/// Inside a BLOCKINFO block it tracks `SETBID` records and files abbreviation
/// definitions under the selected block id, exactly as a reader will.
#[derive(Debug)]
pub struct BitstreamWriter {
    out: BitWriter,
    width: u32,
    stack: Vec<Frame>,
    info: BlockInfo,
}

impl Default for BitstreamWriter {
    fn default() -> Self {
        Self::new()
    }
}

impl BitstreamWriter {
    /// An empty stream at top level (abbreviation width 2).
    pub fn new() -> Self {
        BitstreamWriter {
            out: BitWriter::new(),
            width: TOP_LEVEL_ABBREV_WIDTH,
            stack: Vec::new(),
            info: BlockInfo::new(),
        }
    }

    /// Writes the wrapper-less bitcode magic `'B' 'C' 0x0 0xC 0xE 0xD`.
    pub fn write_magic(&mut self) {
        self.out.align32();
        self.out.write_aligned_bytes(&BITCODE_MAGIC);
    }

    /// The raw bit writer, for fields outside the record structure.
    pub fn bits(&mut self) -> &mut BitWriter {
        &mut self.out
    }

    /// The current abbreviation-id width.
    pub fn abbrev_width(&self) -> u32 {
        self.width
    }

    /// How many blocks are open.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// Opens block `block_id` whose abbreviation ids are `abbrev_width` bits wide.
    pub fn enter_subblock(&mut self, block_id: u32, abbrev_width: u32) -> Result<(), WriteError> {
        if !(1..=32).contains(&abbrev_width) {
            return Err(WriteError::InvalidAbbrevWidth(abbrev_width));
        }
        self.write_abbrev_id(BuiltinAbbrevId::EnterSubblock as u64)?;
        self.out.write_vbr(u64::from(block_id), 8)?;
        self.out.write_vbr(u64::from(abbrev_width), 4)?;
        self.out.align32();
        let length_at = self.out.byte_len();
        self.out.write_fixed(0, 32)?;
        self.stack.push(Frame {
            scope: AbbrevScope::enter(block_id, &self.info),
            usable: self.info.abbrevs(block_id).to_vec(),
            outer_width: self.width,
            length_at,
        });
        self.width = abbrev_width;
        Ok(())
    }

    /// Closes the innermost block and backpatches its length in 32-bit words.
    pub fn exit_block(&mut self) -> Result<(), WriteError> {
        let frame = self.stack.last().ok_or(WriteError::NoOpenBlock)?;
        let (outer_width, length_at) = (frame.outer_width, frame.length_at);
        self.write_abbrev_id(BuiltinAbbrevId::EndBlock as u64)?;
        self.out.align32();
        let words = (self.out.byte_len() - length_at - 4) / 4;
        let words = u32::try_from(words).map_err(|_| WriteError::BlockTooLarge)?;
        self.out.patch_u32(length_at, words);
        self.stack.pop();
        self.width = outer_width;
        Ok(())
    }

    /// Opens a BLOCKINFO block.
    pub fn enter_blockinfo(&mut self, abbrev_width: u32) -> Result<(), WriteError> {
        self.enter_subblock(BLOCKINFO_BLOCK_ID, abbrev_width)
    }

    /// Writes a `DEFINE_ABBREV`. In an ordinary block the abbreviation becomes usable
    /// there; in a BLOCKINFO block it is registered for the block id of the last `SETBID`.
    /// Returns the abbreviation id it has in the block it applies to.
    pub fn define_abbrev(&mut self, abbrev: &Abbrev) -> Result<u32, WriteError> {
        abbrev.validate().map_err(WriteError::InvalidAbbrev)?;
        let frame = self.stack.last().ok_or(WriteError::NoOpenBlock)?;
        let in_blockinfo = frame.scope.block_id == BLOCKINFO_BLOCK_ID;
        let target = if in_blockinfo {
            Some(
                frame
                    .scope
                    .cur_bid
                    .ok_or(WriteError::BlockInfo("abbreviation before SETBID"))?,
            )
        } else {
            None
        };
        self.write_abbrev_id(BuiltinAbbrevId::DefineAbbrev as u64)?;
        self.out.write_vbr(abbrev.ops().len() as u64, 5)?;
        for op in abbrev.ops() {
            let (encoding, data) = match *op {
                AbbrevOp::Literal(v) => {
                    self.out.write_fixed(1, 1)?;
                    self.out.write_vbr(v, 8)?;
                    continue;
                }
                AbbrevOp::Fixed(w) => (Encoding::Fixed, Some(w)),
                AbbrevOp::Vbr(w) => (Encoding::Vbr, Some(w)),
                AbbrevOp::Array => (Encoding::Array, None),
                AbbrevOp::Char6 => (Encoding::Char6, None),
                AbbrevOp::Blob => (Encoding::Blob, None),
            };
            self.out.write_fixed(0, 1)?;
            self.out.write_fixed(encoding as u64, 3)?;
            if let Some(w) = data {
                self.out.write_vbr(u64::from(w), 5)?;
            }
        }
        let abbrev = Rc::new(abbrev.clone());
        let id = match target {
            Some(bid) => self.info.add(bid, abbrev) as u64 + FIRST_APPLICATION_ABBREV,
            None => {
                let frame = self.stack.last_mut().ok_or(WriteError::NoOpenBlock)?;
                let id = frame.scope.next_id();
                frame.usable.push(Rc::clone(&abbrev));
                frame.scope.local.push(abbrev);
                id
            }
        };
        u32::try_from(id).map_err(|_| WriteError::InvalidAbbrev("too many abbreviations"))
    }

    /// Inside a BLOCKINFO block: registers `abbrev` for `block_id`, writing `SETBID`
    /// first if another block id is selected. Returns the id it has in such blocks.
    pub fn define_blockinfo_abbrev(
        &mut self,
        block_id: u32,
        abbrev: &Abbrev,
    ) -> Result<u32, WriteError> {
        let frame = self.stack.last().ok_or(WriteError::NoOpenBlock)?;
        if frame.scope.block_id != BLOCKINFO_BLOCK_ID {
            return Err(WriteError::BlockInfo("not inside a BLOCKINFO block"));
        }
        if frame.scope.cur_bid != Some(block_id) {
            self.write_unabbrev(BlockInfoCode::SetBid as u32, &[u64::from(block_id)])?;
        }
        self.define_abbrev(abbrev)
    }

    /// Writes a record: unabbreviated if `record.abbrev` is `None`, else through that
    /// abbreviation (checking that code, operands and blob fit it).
    pub fn write_record(&mut self, record: &Record) -> Result<(), WriteError> {
        match record.abbrev {
            None => {
                if record.blob.is_some() {
                    return Err(WriteError::BlobWithoutAbbrev);
                }
                self.write_unabbrev(record.code, &record.operands)
            }
            Some(id) => {
                self.write_abbreviated(id, record.code, &record.operands, record.blob.as_deref())
            }
        }
    }

    /// Writes an `UNABBREV_RECORD`: vbr6 code, vbr6 operand count, vbr6 operands.
    pub fn write_unabbrev(&mut self, code: u32, operands: &[u64]) -> Result<(), WriteError> {
        let frame = self.stack.last_mut().ok_or(WriteError::NoOpenBlock)?;
        if frame.scope.block_id == BLOCKINFO_BLOCK_ID && code == BlockInfoCode::SetBid as u32 {
            let bid = operands
                .first()
                .and_then(|&v| u32::try_from(v).ok())
                .ok_or(WriteError::BlockInfo("SETBID needs a 32-bit block id"))?;
            frame.scope.cur_bid = Some(bid);
        }
        self.write_abbrev_id(BuiltinAbbrevId::UnabbrevRecord as u64)?;
        self.out.write_vbr(u64::from(code), 6)?;
        self.out.write_vbr(operands.len() as u64, 6)?;
        for &op in operands {
            self.out.write_vbr(op, 6)?;
        }
        Ok(())
    }

    /// Writes a record through abbreviation `id`.
    pub fn write_abbreviated(
        &mut self,
        id: u32,
        code: u32,
        operands: &[u64],
        blob: Option<&[u8]>,
    ) -> Result<(), WriteError> {
        let frame = self.stack.last().ok_or(WriteError::NoOpenBlock)?;
        let abbrev = (id as usize)
            .checked_sub(FIRST_APPLICATION_ABBREV as usize)
            .and_then(|k| frame.usable.get(k))
            .ok_or(WriteError::UnknownAbbrev(id))?;
        let mismatch = |reason| WriteError::RecordMismatch { abbrev: id, reason };
        let ops = abbrev.ops();
        // Check everything before writing a bit, so a failed call leaves the stream intact.
        let Some((&code_op, rest)) = ops.split_first() else {
            return Err(mismatch("empty abbreviation"));
        };
        if !code_op.accepts(u64::from(code)) {
            return Err(mismatch("code does not fit"));
        }
        let scalars = abbrev.scalar_operands();
        if operands.len() < scalars.len() {
            return Err(mismatch("too few operands"));
        }
        let (head, tail) = operands.split_at(scalars.len());
        if scalars.iter().zip(head).any(|(op, &v)| !op.accepts(v)) {
            return Err(mismatch("operand does not fit"));
        }
        let element = abbrev.array_element();
        match element {
            Some(elt) if tail.iter().any(|&v| !elt.accepts(v)) => {
                return Err(mismatch("array element does not fit"))
            }
            Some(_) => {}
            None if !tail.is_empty() => return Err(mismatch("too many operands")),
            None => {}
        }
        if abbrev.has_blob() != blob.is_some() {
            return Err(mismatch("blob presence differs"));
        }

        let out = &mut self.out;
        out.write_fixed(u64::from(id), self.width)?;
        write_scalar(out, code_op, u64::from(code))?;
        for (op, &v) in rest.iter().zip(head) {
            write_scalar(out, *op, v)?;
        }
        if let Some(elt) = element {
            out.write_vbr(tail.len() as u64, 6)?;
            write_array(out, elt, tail)?;
        }
        if let Some(bytes) = blob {
            out.write_vbr(bytes.len() as u64, 6)?;
            out.align32();
            out.write_aligned_bytes(bytes);
            out.align32();
        }
        Ok(())
    }

    /// Finishes the stream; all blocks must be closed.
    pub fn finish(self) -> Result<Vec<u8>, WriteError> {
        if !self.stack.is_empty() {
            return Err(WriteError::UnclosedBlocks(self.stack.len()));
        }
        Ok(self.out.into_bytes())
    }

    fn write_abbrev_id(&mut self, id: u64) -> Result<(), WriteError> {
        self.out.write_fixed(id, self.width)
    }
}

/// How an array element's value becomes its bits (char6 elements are coded).
type ElementCode = fn(u64) -> Result<u64, WriteError>;

/// Writes the elements of an abbreviated record's array: fixed-width and char6 ones as
/// many to a 64-bit field as fit (names and strings are arrays of those).
fn write_array(out: &mut BitWriter, elt: AbbrevOp, values: &[u64]) -> Result<(), WriteError> {
    let (width, code): (u32, ElementCode) = match elt {
        AbbrevOp::Fixed(w @ 1..=32) => (w, Ok),
        AbbrevOp::Char6 => (6, |v| {
            char6_encode(v)
                .map(u64::from)
                .ok_or(WriteError::NotChar6(v))
        }),
        _ => {
            for &v in values {
                write_scalar(out, elt, v)?;
            }
            return Ok(());
        }
    };
    let per_word = (64 / width) as usize;
    for chunk in values.chunks(per_word) {
        let mut word = 0u64;
        for (k, &v) in chunk.iter().enumerate() {
            word |= code(v)? << (width as usize * k);
        }
        out.write_fixed(word, width * chunk.len() as u32)?;
    }
    Ok(())
}

/// Writes one scalar operand of an abbreviated record.
fn write_scalar(out: &mut BitWriter, op: AbbrevOp, value: u64) -> Result<(), WriteError> {
    match op {
        AbbrevOp::Literal(_) => Ok(()),
        AbbrevOp::Fixed(w) => out.write_fixed(value, w),
        AbbrevOp::Vbr(0) => out.write_fixed(value, 0),
        AbbrevOp::Vbr(w) => out.write_vbr(value, w),
        AbbrevOp::Char6 => {
            let c = char6_encode(value).ok_or(WriteError::NotChar6(value))?;
            out.write_fixed(u64::from(c), 6)
        }
        AbbrevOp::Array | AbbrevOp::Blob => Err(WriteError::InvalidAbbrev(
            "array or blob in scalar position",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_bytes() {
        let mut w = BitstreamWriter::new();
        w.write_magic();
        assert_eq!(w.finish().unwrap(), vec![0x42, 0x43, 0xC0, 0xDE]);
    }

    #[test]
    fn empty_block_layout() {
        let mut w = BitstreamWriter::new();
        w.enter_subblock(8, 3).unwrap();
        w.exit_block().unwrap();
        let bytes = w.finish().unwrap();
        // abbrev id 1 (2 bits), vbr8 8, vbr4 3, align; length 1 word; END_BLOCK (3 bits), align.
        assert_eq!(bytes, vec![0x21, 0x0c, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    }

    #[test]
    fn misuse_is_an_error() {
        let mut w = BitstreamWriter::new();
        assert_eq!(w.exit_block(), Err(WriteError::NoOpenBlock));
        assert_eq!(w.write_unabbrev(1, &[]), Err(WriteError::NoOpenBlock));
        assert_eq!(
            w.enter_subblock(8, 0),
            Err(WriteError::InvalidAbbrevWidth(0))
        );
        w.enter_subblock(8, 2).unwrap();
        // Width 2 cannot hold abbrev id 4.
        let abbrev = Abbrev::new(vec![AbbrevOp::Literal(1)]).unwrap();
        let id = w.define_abbrev(&abbrev).unwrap();
        assert_eq!(id, 4);
        assert!(matches!(
            w.write_abbreviated(4, 1, &[], None),
            Err(WriteError::ValueTooWide { value: 4, width: 2 })
        ));
        assert_eq!(
            w.write_abbreviated(5, 1, &[], None),
            Err(WriteError::UnknownAbbrev(5))
        );
        assert_eq!(
            w.define_blockinfo_abbrev(12, &abbrev),
            Err(WriteError::BlockInfo("not inside a BLOCKINFO block"))
        );
        assert_eq!(
            w.write_record(&Record {
                code: 1,
                operands: Default::default(),
                blob: Some(vec![1]),
                abbrev: None
            }),
            Err(WriteError::BlobWithoutAbbrev)
        );
        assert!(matches!(w.finish(), Err(WriteError::UnclosedBlocks(1))));
    }

    #[test]
    fn abbreviated_records_are_checked() {
        use AbbrevOp::*;
        let mut w = BitstreamWriter::new();
        w.enter_subblock(17, 4).unwrap();
        let ptr = w
            .define_abbrev(&Abbrev::new(vec![Literal(8), Fixed(3), Literal(0)]).unwrap())
            .unwrap();
        let name = w
            .define_abbrev(&Abbrev::new(vec![Literal(19), Array, Char6]).unwrap())
            .unwrap();
        assert_eq!((ptr, name), (4, 5));
        let bad = |w: &mut BitstreamWriter, code, ops: &[u64]| {
            matches!(
                w.write_abbreviated(ptr, code, ops, None),
                Err(WriteError::RecordMismatch { .. })
            )
        };
        assert!(bad(&mut w, 9, &[1, 0]));
        assert!(bad(&mut w, 8, &[8, 0]));
        assert!(bad(&mut w, 8, &[1, 1]));
        assert!(bad(&mut w, 8, &[1]));
        assert!(bad(&mut w, 8, &[1, 0, 0]));
        assert!(w.write_abbreviated(ptr, 8, &[7, 0], None).is_ok());
        assert!(w
            .write_abbreviated(name, 19, &[u64::from(b'a'), u64::from(b' ')], None)
            .is_err());
        assert!(w
            .write_abbreviated(name, 19, &[u64::from(b'a'), u64::from(b'.')], None)
            .is_ok());
        assert!(w.write_abbreviated(name, 19, &[], Some(b"x")).is_err());
        w.exit_block().unwrap();
        w.finish().unwrap();
    }

    #[test]
    fn blockinfo_registers_for_other_blocks() {
        use AbbrevOp::*;
        let mut w = BitstreamWriter::new();
        w.enter_subblock(8, 3).unwrap();
        w.enter_blockinfo(2).unwrap();
        let a = Abbrev::new(vec![Literal(1), Vbr(8)]).unwrap();
        assert_eq!(
            w.define_abbrev(&a),
            Err(WriteError::BlockInfo("abbreviation before SETBID"))
        );
        assert_eq!(w.define_blockinfo_abbrev(11, &a).unwrap(), 4);
        assert_eq!(w.define_blockinfo_abbrev(11, &a).unwrap(), 5);
        assert_eq!(w.define_blockinfo_abbrev(12, &a).unwrap(), 4);
        w.exit_block().unwrap();
        w.enter_subblock(11, 4).unwrap();
        w.write_abbreviated(5, 1, &[300], None).unwrap();
        assert_eq!(w.define_abbrev(&a).unwrap(), 6);
        w.exit_block().unwrap();
        w.enter_subblock(14, 4).unwrap();
        assert_eq!(
            w.write_abbreviated(4, 1, &[300], None),
            Err(WriteError::UnknownAbbrev(4))
        );
        w.exit_block().unwrap();
        w.exit_block().unwrap();
        w.finish().unwrap();
    }
}
