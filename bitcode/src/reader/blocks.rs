//! The MODULE block as a tree of records and nested blocks, each with the bit offset it
//! started at, so the interpreting passes can visit it in whatever order the IR needs
//! (function bodies after every module-level table) and still point errors at the bits.
//! Function blocks are only bookmarked in the tree and read one at a time when their
//! body is built ([`read_deferred`]): a module's records are never all held at once.

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

/// A block skipped when met, to be read with [`read_deferred`].
#[derive(Debug, Clone)]
pub(crate) struct DeferredBlock {
    /// The block id.
    pub id: u32,
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

/// Reads a block [`read_module_block`] deferred, in `bytes` (the bitcode it read, out of
/// any wrapper: [`unwrap_bitcode`]).
pub(crate) fn read_deferred(bytes: &[u8], block: &DeferredBlock) -> Result<RawBlock> {
    let mut reader = BitstreamReader::resume(bytes, block.mark.clone())?;
    read_block(&mut reader, block.id, block.at)
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
        let at = reader.bit_offset();
        let Some(entry) = reader.next_entry()? else {
            return err(
                ModuleErrorKind::Bitstream(crate::ReadErrorKind::UnexpectedEof),
                at,
            );
        };
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
                open[0].items.push(RawItem::Deferred(DeferredBlock {
                    id: block_id,
                    at,
                    mark,
                }));
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
