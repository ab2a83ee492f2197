//! The MODULE block as a tree of records and nested blocks, each with the bit offset it
//! started at, so the interpreting passes can visit it in whatever order the IR needs
//! (function bodies after every module-level table) and still point errors at the bits.
//! Function blocks are only bookmarked in the tree and streamed one item at a time when
//! their body is built ([`FunctionItems`]): a module's records are never all held at
//! once, nor a function's (only its nested blocks are read whole).

use super::error::{err, ModuleErrorKind, Result};
use crate::bitstream::reader::{BitstreamReader, Bookmark, Entry};
use crate::bitstream::record::Record;
use crate::codes::BlockId;

/// A record and where it started.
#[derive(Debug, Clone)]
pub(crate) struct RawRecord {
    /// Bit offset of the record's abbreviation id.
    pub at: u64,
    /// The record.
    pub rec: Record,
}

/// A block of a kind the module reader interprets.
#[derive(Debug, Clone)]
pub(crate) struct RawBlock {
    /// The block id.
    pub id: u32,
    /// Bit offset of the ENTER_SUBBLOCK.
    pub at: u64,
    /// Records and blocks in stream order.
    pub items: Vec<RawItem>,
}

/// A function block skipped when met, to be read with [`FunctionItems`].
#[derive(Debug, Clone)]
pub(crate) struct DeferredBlock {
    /// Bit offset of the ENTER_SUBBLOCK.
    pub at: u64,
    /// The reader's state just inside the block.
    mark: Bookmark,
}

/// One element of a [`RawBlock`].
#[derive(Debug, Clone)]
pub(crate) enum RawItem {
    /// A record.
    Record(RawRecord),
    /// A nested block.
    Block(RawBlock),
    /// A function block in the module, not read yet.
    Deferred(DeferredBlock),
}

impl RawBlock {
    /// The records directly in this block.
    pub fn records(&self) -> impl Iterator<Item = &RawRecord> {
        self.items.iter().filter_map(|i| match i {
            RawItem::Record(r) => Some(r),
            RawItem::Block(_) | RawItem::Deferred(_) => None,
        })
    }
}

/// The wrapper header some bitcode files (Darwin) start with: magic 0x0B17C0DE.
const WRAPPER_MAGIC: [u8; 4] = [0xDE, 0xC0, 0x17, 0x0B];

/// The bitcode inside an optional wrapper header.
pub(crate) fn unwrap_bitcode(bytes: &[u8]) -> Result<&[u8]> {
    if bytes.get(..4) != Some(&WRAPPER_MAGIC[..]) {
        return Ok(bytes);
    }
    let field = |i: usize| -> Option<usize> {
        let b = bytes.get(4 * i..4 * i + 4)?;
        usize::try_from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])).ok()
    };
    let (Some(offset), Some(size)) = (field(2), field(3)) else {
        return err(
            ModuleErrorKind::Unexpected("truncated wrapper header".into()),
            0,
        );
    };
    offset
        .checked_add(size)
        .and_then(|end| bytes.get(offset..end))
        .ok_or_else(|| {
            super::error::ReadModuleError::new(
                ModuleErrorKind::Unexpected("wrapper header points outside the data".into()),
                0,
            )
        })
}

/// Whether the reader keeps blocks of this id (the others are skipped, as LLVM does).
fn is_kept(id: u32) -> bool {
    matches!(
        BlockId::from_code(u64::from(id)),
        Some(
            BlockId::ParamAttr
                | BlockId::ParamAttrGroup
                | BlockId::Constants
                | BlockId::Function
                | BlockId::ValueSymtab
                | BlockId::Metadata
                | BlockId::MetadataAttachment
                | BlockId::Type
        )
    )
}

/// Reads the magic and the one MODULE block of a bitcode file. Other top-level blocks are
/// skipped, and zero padding after the last block is allowed.
pub(crate) fn read_module_block(bytes: &[u8]) -> Result<RawBlock> {
    let bytes = unwrap_bitcode(bytes)?;
    let mut reader = BitstreamReader::new(bytes);
    reader.read_magic()?;
    let mut module = None;
    loop {
        let at = reader.bit_offset();
        if module.is_some() && only_zeros_after(bytes, at) {
            break;
        }
        match reader.next_entry()? {
            None => break,
            Some(Entry::EnterBlock { block_id, .. }) if block_id == BlockId::Module.code() => {
                if module.is_some() {
                    return err(ModuleErrorKind::TwoModules, at);
                }
                module = Some(read_block(&mut reader, block_id, at)?);
            }
            Some(Entry::EnterBlock { .. }) => reader.skip_block()?,
            Some(_) => {
                return err(
                    ModuleErrorKind::Unexpected("entry outside every block".into()),
                    at,
                )
            }
        }
    }
    module.ok_or_else(|| super::error::ReadModuleError::new(ModuleErrorKind::NoModule, 0))
}

fn only_zeros_after(bytes: &[u8], bit: u64) -> bool {
    let byte = usize::try_from(bit / 8).unwrap_or(usize::MAX);
    bit.is_multiple_of(8)
        && bytes
            .get(byte..)
            .is_some_and(|rest| rest.iter().all(|&b| b == 0))
}

/// One item of a function block, from [`FunctionItems`].
pub(crate) enum FunctionItem {
    /// A record, or a nested block read whole.
    Item(RawItem),
    /// A VALUE_SYMTAB block was entered, at this offset: its records follow, through
    /// [`FunctionItems::next_nested_record`] (a function's names can be as many as its
    /// instructions: they are applied as they come rather than held).
    SymtabEntered(u64),
}

/// The items of a block [`read_module_block`] deferred, read one at a time: its records,
/// and its nested blocks each read whole (but a value symbol table).
pub(crate) struct FunctionItems<'a> {
    reader: BitstreamReader<'a>,
    /// Bit offset of the block's ENTER_SUBBLOCK.
    pub at: u64,
    ended: bool,
}

impl<'a> FunctionItems<'a> {
    /// The items of `block`, in `bytes` (the bitcode it was read from, out of any
    /// wrapper: [`unwrap_bitcode`]).
    pub fn new(bytes: &'a [u8], block: &DeferredBlock) -> Result<Self> {
        Ok(FunctionItems {
            reader: BitstreamReader::resume(bytes, block.mark.clone())?,
            at: block.at,
            ended: false,
        })
    }

    /// The next item; `None` at the block's end.
    pub fn next_item(&mut self) -> Result<Option<FunctionItem>> {
        while !self.ended {
            let (at, entry) = entry_inside(&mut self.reader)?;
            match entry {
                Entry::EnterBlock { block_id, .. } if block_id == BlockId::ValueSymtab.code() => {
                    return Ok(Some(FunctionItem::SymtabEntered(at)));
                }
                Entry::EnterBlock { block_id, .. } if is_kept(block_id) => {
                    let b = read_block(&mut self.reader, block_id, at)?;
                    return Ok(Some(FunctionItem::Item(RawItem::Block(b))));
                }
                Entry::EnterBlock { .. } => self.reader.skip_block()?,
                Entry::EndBlock => self.ended = true,
                Entry::DefineAbbrev(_) => {}
                Entry::Record(rec) => {
                    return Ok(Some(FunctionItem::Item(RawItem::Record(RawRecord {
                        at,
                        rec,
                    }))))
                }
            }
        }
        Ok(None)
    }

    /// The next record of the nested block just entered (blocks nested in it are
    /// skipped); `None` once it ends, back in the function block.
    pub fn next_nested_record(&mut self) -> Result<Option<RawRecord>> {
        loop {
            let (at, entry) = entry_inside(&mut self.reader)?;
            match entry {
                Entry::EnterBlock { .. } => self.reader.skip_block()?,
                Entry::EndBlock => return Ok(None),
                Entry::DefineAbbrev(_) => {}
                Entry::Record(rec) => return Ok(Some(RawRecord { at, rec })),
            }
        }
    }
}

/// The next entry of a block not yet ended, and the offset it starts at.
fn entry_inside(reader: &mut BitstreamReader<'_>) -> Result<(u64, Entry)> {
    let at = reader.bit_offset();
    match reader.next_entry()? {
        Some(entry) => Ok((at, entry)),
        None => err(
            ModuleErrorKind::Bitstream(crate::ReadErrorKind::UnexpectedEof),
            at,
        ),
    }
}

/// Reads the block just entered (`id`, entered at `at`) and everything in it, iteratively;
/// function blocks directly inside a module are deferred.
fn read_block(reader: &mut BitstreamReader<'_>, id: u32, at: u64) -> Result<RawBlock> {
    let mut open = vec![RawBlock {
        id,
        at,
        items: Vec::new(),
    }];
    loop {
        let (at, entry) = entry_inside(reader)?;
        match entry {
            Entry::EnterBlock { block_id, .. }
                if block_id == BlockId::Function.code()
                    && open.len() == 1
                    && open[0].id == BlockId::Module.code() =>
            {
                let Some(mark) = reader.bookmark() else {
                    return err(ModuleErrorKind::Unexpected("function block".into()), at);
                };
                reader.skip_block()?;
                open[0]
                    .items
                    .push(RawItem::Deferred(DeferredBlock { at, mark }));
            }
            Entry::EnterBlock { block_id, .. } if is_kept(block_id) => open.push(RawBlock {
                id: block_id,
                at,
                items: Vec::new(),
            }),
            Entry::EnterBlock { .. } => reader.skip_block()?,
            Entry::EndBlock => {
                let Some(done) = open.pop() else {
                    return err(ModuleErrorKind::Unexpected("END_BLOCK".into()), at);
                };
                match open.last_mut() {
                    Some(parent) => parent.items.push(RawItem::Block(done)),
                    None => return Ok(done),
                }
            }
            Entry::DefineAbbrev(_) => {}
            Entry::Record(rec) => {
                if let Some(b) = open.last_mut() {
                    b.items.push(RawItem::Record(RawRecord { at, rec }));
                }
            }
        }
    }
}
