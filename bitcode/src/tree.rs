//! A structural model of a bitcode file: blocks, abbreviation definitions and records
//! in stream order, detailed enough to write back the exact bits that were read.

use crate::bitstream::abbrev::Abbrev;
use crate::bitstream::reader::{BitstreamReader, Entry};
use crate::bitstream::record::Record;
use crate::bitstream::writer::BitstreamWriter;
use crate::error::{ReadError, ReadErrorKind, WriteError};

/// A whole bitcode file: the magic, then top-level blocks.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BitcodeTree {
    /// The top-level blocks (for LLVM IR: one MODULE block).
    pub blocks: Vec<Block>,
}

/// A block: its id, abbreviation-id width, and contents in stream order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Block {
    /// The block id.
    pub block_id: u32,
    /// The abbreviation-id width inside the block.
    pub abbrev_width: u32,
    /// Records, nested blocks and abbreviation definitions, in order.
    pub items: Vec<Item>,
}

/// One element of a block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// A record.
    Record(Record),
    /// A nested block.
    Block(Block),
    /// A `DEFINE_ABBREV` (inside BLOCKINFO: for the block id of the preceding SETBID).
    DefineAbbrev(Abbrev),
}

impl Block {
    /// An empty block.
    pub fn new(block_id: u32, abbrev_width: u32) -> Self {
        Block {
            block_id,
            abbrev_width,
            items: Vec::new(),
        }
    }

    /// The abbreviations defined in this block, in order.
    pub fn defined_abbrevs(&self) -> impl Iterator<Item = &Abbrev> {
        self.items.iter().filter_map(|item| match item {
            Item::DefineAbbrev(a) => Some(a),
            _ => None,
        })
    }

    /// The records directly in this block, in order.
    pub fn records(&self) -> impl Iterator<Item = &Record> {
        self.items.iter().filter_map(|item| match item {
            Item::Record(r) => Some(r),
            _ => None,
        })
    }

    /// The blocks directly nested in this block, in order.
    pub fn blocks(&self) -> impl Iterator<Item = &Block> {
        self.items.iter().filter_map(|item| match item {
            Item::Block(b) => Some(b),
            _ => None,
        })
    }

    /// Counts this block and every block inside it, and all their records.
    pub fn count(&self) -> (usize, usize) {
        let mut blocks = 1;
        let mut records = 0;
        for item in &self.items {
            match item {
                Item::Record(_) => records += 1,
                Item::Block(b) => {
                    let (nb, nr) = b.count();
                    blocks += nb;
                    records += nr;
                }
                Item::DefineAbbrev(_) => {}
            }
        }
        (blocks, records)
    }

    fn write_into(&self, w: &mut BitstreamWriter) -> Result<(), WriteError> {
        w.enter_subblock(self.block_id, self.abbrev_width)?;
        for item in &self.items {
            match item {
                Item::Record(r) => w.write_record(r)?,
                Item::Block(b) => b.write_into(w)?,
                Item::DefineAbbrev(a) => {
                    w.define_abbrev(a)?;
                }
            }
        }
        w.exit_block()
    }
}

impl BitcodeTree {
    /// Reads a wrapper-less bitcode file (`BC` 0xC0DE magic, then blocks).
    pub fn read(bytes: &[u8]) -> Result<BitcodeTree, ReadError> {
        let mut reader = BitstreamReader::new(bytes);
        reader.read_magic()?;
        Self::read_blocks(&mut reader)
    }

    /// Reads blocks from `reader` until the end of its data.
    pub fn read_blocks(reader: &mut BitstreamReader<'_>) -> Result<BitcodeTree, ReadError> {
        let mut tree = BitcodeTree::default();
        let mut open: Vec<Block> = Vec::new();
        while let Some(entry) = reader.next_entry()? {
            match entry {
                Entry::EnterBlock {
                    block_id,
                    abbrev_width,
                    ..
                } => open.push(Block::new(block_id, abbrev_width)),
                Entry::EndBlock => {
                    let done = open.pop().ok_or_else(|| {
                        ReadError::new(ReadErrorKind::ExpectedBlock, reader.bit_offset())
                    })?;
                    match open.last_mut() {
                        Some(parent) => parent.items.push(Item::Block(done)),
                        None => tree.blocks.push(done),
                    }
                }
                Entry::DefineAbbrev(a) => {
                    push_item(&mut open, Item::DefineAbbrev((*a).clone()), reader)?
                }
                Entry::Record(r) => push_item(&mut open, Item::Record(r), reader)?,
            }
        }
        if !open.is_empty() {
            return Err(ReadError::new(
                ReadErrorKind::UnexpectedEof,
                reader.bit_offset(),
            ));
        }
        Ok(tree)
    }

    /// Writes the magic and the blocks, using each record's abbreviation as recorded.
    pub fn write(&self) -> Result<Vec<u8>, WriteError> {
        let mut w = BitstreamWriter::new();
        w.write_magic();
        for block in &self.blocks {
            block.write_into(&mut w)?;
        }
        w.finish()
    }

    /// Counts all blocks and records.
    pub fn count(&self) -> (usize, usize) {
        self.blocks.iter().fold((0, 0), |(b, r), block| {
            let (nb, nr) = block.count();
            (b + nb, r + nr)
        })
    }
}

fn push_item(
    open: &mut [Block],
    item: Item,
    reader: &BitstreamReader<'_>,
) -> Result<(), ReadError> {
    let block = open
        .last_mut()
        .ok_or_else(|| ReadError::new(ReadErrorKind::ExpectedBlock, reader.bit_offset()))?;
    block.items.push(item);
    Ok(())
}
