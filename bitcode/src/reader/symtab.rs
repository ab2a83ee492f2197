//! VALUE_SYMTAB blocks: names of values (by absolute value id) and of basic blocks
//! (by index in the function).

use super::blocks::{RawBlock, RawRecord};
use super::error::Result;
use super::ops::{string_of, Ops};
use crate::codes::ValueSymtabCode;

/// One name from a VALUE_SYMTAB block.
#[derive(Debug)]
pub(crate) enum SymtabEntry {
    /// `ENTRY [value id, name]`.
    Value {
        /// The absolute value id.
        id: u64,
        /// The name.
        name: Box<str>,
        /// The record's offset.
        at: u64,
    },
    /// `BBENTRY [block index, name]`.
    Block {
        /// The block's index in the function.
        index: u64,
        /// The name.
        name: Box<str>,
        /// The record's offset.
        at: u64,
    },
}

/// The entries of a VALUE_SYMTAB block, in order (unknown records are skipped).
pub(crate) fn read_symtab(block: &RawBlock) -> impl Iterator<Item = Result<SymtabEntry>> + '_ {
    block
        .records()
        .filter_map(|rec| symtab_entry(rec).transpose())
}

/// The entry a VALUE_SYMTAB record gives; `None` for a record of an unknown code.
pub(crate) fn symtab_entry(rec: &RawRecord) -> Result<Option<SymtabEntry>> {
    let Some(code) = ValueSymtabCode::from_code(u64::from(rec.rec.code)) else {
        return Ok(None);
    };
    let mut ops = Ops::new(rec, code.name());
    let id = ops.next()?;
    let name = string_of(ops.rest(), code.name(), rec.at)?;
    Ok(Some(match code {
        ValueSymtabCode::Entry => SymtabEntry::Value {
            id,
            name,
            at: rec.at,
        },
        ValueSymtabCode::BbEntry => SymtabEntry::Block {
            index: id,
            name,
            at: rec.at,
        },
    }))
}
