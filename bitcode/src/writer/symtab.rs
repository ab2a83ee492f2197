//! VALUE_SYMTAB blocks: names of globals and functions (module level), of arguments,
//! instructions and blocks (function level). LLVM 3.7 writes them in `StringMap` order;
//! DXC's output has them sorted by name, so they are sorted here.

use super::abbrevs::{emit, VST_BBENTRY_6, VST_ENTRY_6, VST_ENTRY_7, VST_ENTRY_8};
use super::const_table::Val;
use super::enumerator::Enumerator;
use super::error::{Result, WriteModuleError};
use super::prepare::Prepared;
use crate::bitstream::abbrev::is_char6_str;
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{BlockId, ValueSymtabCode};
use dxil_ir::{BlockData, Body, Function, Inst, InstData};

/// Whether `name` is a real name (numbered values such as `@0` or `%3` have none).
fn is_named(name: &str) -> bool {
    !name.is_empty() && !name.bytes().all(|b| b.is_ascii_digit())
}

/// Writes the module-level symbol table.
pub(crate) fn write_module_symtab(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
) -> Result<()> {
    let mut names = SymbolNames::default();
    for (g, data) in p.m.globals.iter() {
        if is_named(&data.name) {
            names.add(&data.name, e.value_id(p, Val::Global(g))?, false)?;
        }
    }
    for (f, data) in p.m.functions.iter() {
        if is_named(&data.name) {
            names.add(&data.name, e.value_id(p, Val::Func(f))?, false)?;
        }
    }
    names.write(w)
}

/// The first 8 bytes of `name` as a big-endian number (zero-padded), which orders as
/// the bytes do.
fn name_prefix(name: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    let n = name.len().min(8);
    b[..n].copy_from_slice(&name[..n]);
    u64::from_be_bytes(b)
}

/// One name of a symbol table, packed small so that sorting a million of them moves
/// little memory and never follows a pointer into the module.
#[derive(Clone, Copy, Debug)]
struct Entry {
    /// The first 8 bytes of the name ([`name_prefix`]): the whole name when it is short.
    prefix: u64,
    /// Where the name starts in [`SymbolNames::bytes`]; names are added in table order,
    /// so this also orders entries by position.
    start: u32,
    /// The name's length in bytes.
    len: u32,
    /// The value (or block) id.
    id: u32,
    /// Whether it names a block.
    block: bool,
}

/// The names of one symbol table: every name's bytes in one buffer, and an [`Entry`]
/// per name. A function's are gathered while its instructions are written (one walk
/// over the body), then written after them.
#[derive(Debug, Default)]
pub(crate) struct SymbolNames {
    bytes: Vec<u8>,
    entries: Vec<Entry>,
}

impl SymbolNames {
    /// The names of function `f`'s parameters (incorporated in `e`), with room for a
    /// name per block and instruction of `body`.
    pub(crate) fn of_params(
        p: &Prepared,
        e: &Enumerator,
        f: &Function,
        body: &Body,
    ) -> Result<Self> {
        let room = body.layout.len()
            + body
                .layout
                .iter()
                .map(|&b| body.blocks[b].insts.len())
                .sum::<usize>();
        let mut names = SymbolNames {
            bytes: Vec::new(),
            entries: Vec::with_capacity(room + f.param_names.len()),
        };
        for (i, name) in f.param_names.iter().enumerate() {
            if let Some(n) = name.as_deref().filter(|n| is_named(n)) {
                names.add(n, e.value_id(p, Val::Arg(i as u32))?, false)?;
            }
        }
        Ok(names)
    }

    /// Adds the name, if it has one, of the block at layout position `index`.
    pub(crate) fn add_block(&mut self, block: &BlockData, index: usize) -> Result<()> {
        match block.name.as_deref().filter(|n| is_named(n)) {
            Some(n) => self.add(n, index as u64, true),
            None => Ok(()),
        }
    }

    /// Adds the name, if it has one, of instruction `i`.
    pub(crate) fn add_inst(
        &mut self,
        p: &Prepared,
        e: &Enumerator,
        i: Inst,
        data: &InstData,
    ) -> Result<()> {
        match data.name.as_deref().filter(|n| is_named(n)) {
            Some(n) => self.add(n, e.value_id(p, Val::Inst(i))?, false),
            None => Ok(()),
        }
    }

    /// Adds `name` for value (or block) `id`.
    fn add(&mut self, name: &str, id: u64, block: bool) -> Result<()> {
        let too_big = || WriteModuleError::malformed("symbol table larger than 4 GiB");
        let name = name.as_bytes();
        let start = u32::try_from(self.bytes.len()).map_err(|_| too_big())?;
        self.entries.push(Entry {
            prefix: name_prefix(name),
            start,
            len: u32::try_from(name.len()).map_err(|_| too_big())?,
            id: u32::try_from(id).map_err(|_| too_big())?,
            block,
        });
        self.bytes.extend_from_slice(name);
        Ok(())
    }

    /// The bytes of the name of `en`.
    fn name(&self, en: &Entry) -> &[u8] {
        &self.bytes[en.start as usize..(en.start + en.len) as usize]
    }

    /// Sorts the entries by name, stably: by (first 8 bytes, position), then runs that
    /// share their first 8 bytes by the whole name (an unstable sort of distinct keys
    /// is stable).
    fn sort(&mut self) {
        let mut entries = std::mem::take(&mut self.entries);
        entries.sort_unstable_by_key(|en| (en.prefix, en.start));
        let mut start = 0;
        while start < entries.len() {
            let prefix = entries[start].prefix;
            let end = start
                + entries[start..]
                    .iter()
                    .position(|en| en.prefix != prefix)
                    .unwrap_or(entries.len() - start);
            if end - start > 1 {
                entries[start..end]
                    .sort_unstable_by(|a, b| (self.name(a), a.start).cmp(&(self.name(b), b.start)));
            }
            start = end;
        }
        self.entries = entries;
    }

    /// Writes the VALUE_SYMTAB block (nothing when there are no names).
    pub(crate) fn write(mut self, w: &mut BitstreamWriter) -> Result<()> {
        if self.entries.is_empty() {
            return Ok(());
        }
        self.sort();
        w.enter_subblock(BlockId::ValueSymtab.code(), 4)?;
        let mut ops = Vec::new();
        for en in &self.entries {
            let short = en.prefix.to_be_bytes();
            let name = match en.len {
                0..=8 => &short[..en.len as usize],
                _ => self.name(en),
            };
            let char6 = is_char6_str(name);
            let seven_bit = name.iter().all(|&c| c < 128);
            let (code, abbrev) = if en.block {
                let a = if char6 { VST_BBENTRY_6 } else { VST_ENTRY_8 };
                (ValueSymtabCode::BbEntry, a)
            } else {
                let a = if char6 {
                    VST_ENTRY_6
                } else if seven_bit {
                    VST_ENTRY_7
                } else {
                    VST_ENTRY_8
                };
                (ValueSymtabCode::Entry, a)
            };
            ops.clear();
            ops.push(u64::from(en.id));
            ops.extend(name.iter().map(|&c| u64::from(c)));
            emit(w, code.code(), &ops, Some(abbrev))?;
        }
        w.exit_block()?;
        Ok(())
    }
}
