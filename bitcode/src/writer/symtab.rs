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
use dxil_ir::{BlockData, Body, Function, Inst};

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

/// One name of a symbol table as a single sortable number, so that sorting a million
/// of them moves 16 bytes each and never follows a pointer: from the top, the first 8
/// bytes of the name ([`name_prefix`], the whole name when it is short), the position
/// in the table ([`POS_BITS`] bits), the length if at most 8 bytes (else [`LONG`]),
/// whether it names a block, and the value (or block) id ([`ID_BITS`] bits). Ordering
/// the numbers orders the names by (first 8 bytes, position).
type Key = u128;

/// Bits of a [`Key`] for the position.
const POS_BITS: u32 = 28;
/// Bits of a [`Key`] for the id.
const ID_BITS: u32 = 31;
/// The length field of a [`Key`] for a name longer than 8 bytes.
const LONG: u128 = 15;

/// The parts of a [`Key`].
#[derive(Clone, Copy, Debug)]
struct Entry {
    prefix: u64,
    pos: usize,
    /// The length when at most 8 bytes.
    short_len: Option<usize>,
    block: bool,
    id: u32,
}

impl Entry {
    fn of(key: Key) -> Entry {
        let low = key as u64;
        let len = u128::from((low >> 32) & 15);
        Entry {
            prefix: (key >> 64) as u64,
            pos: (low >> 36) as usize,
            short_len: (len != LONG).then_some(len as usize),
            block: (low >> ID_BITS) & 1 == 1,
            id: (low & ((1 << ID_BITS) - 1)) as u32,
        }
    }
}

/// The names of one symbol table: a [`Key`] per name, and the bytes of the names a
/// key cannot hold (longer than 8 bytes, or with a NUL) in one buffer, with each one's
/// position, start and length (in position order). A function's are gathered while its
/// instructions are written (one walk over the body), then written after them.
#[derive(Debug, Default)]
pub(crate) struct SymbolNames {
    keys: Vec<Key>,
    long_bytes: Vec<u8>,
    long: Vec<(u32, u32, u32)>,
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
        let room = room + f.param_names.len();
        let mut names = SymbolNames {
            keys: Vec::with_capacity(room),
            ..SymbolNames::default()
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

    /// Adds the name, if it has one, of instruction `i`; `named` is the input body
    /// (the prepared module's instructions have no names; bitcasts added there are
    /// beyond the input's and unnamed).
    pub(crate) fn add_inst(
        &mut self,
        p: &Prepared,
        e: &Enumerator,
        i: Inst,
        named: &Body,
    ) -> Result<()> {
        let name = named.insts.get(i).and_then(|d| d.name.as_deref());
        match name.filter(|n| is_named(n)) {
            Some(n) => self.add(n, e.value_id(p, Val::Inst(i))?, false),
            None => Ok(()),
        }
    }

    /// Adds `name` for value (or block) `id`.
    fn add(&mut self, name: &str, id: u64, block: bool) -> Result<()> {
        let too_big = || WriteModuleError::malformed("symbol table too large");
        let name = name.as_bytes();
        let pos = self.keys.len() as u128;
        if pos >> POS_BITS != 0 || id >> ID_BITS != 0 {
            return Err(too_big());
        }
        let short_len = match name.len() {
            n @ 0..=8 if !name.contains(&0) => n as u128,
            _ => {
                let start = u32::try_from(self.long_bytes.len()).map_err(|_| too_big())?;
                let len = u32::try_from(name.len()).map_err(|_| too_big())?;
                self.long.push((pos as u32, start, len));
                self.long_bytes.extend_from_slice(name);
                LONG
            }
        };
        self.keys.push(
            (u128::from(name_prefix(name)) << 64)
                | (pos << 36)
                | (short_len << 32)
                | (u128::from(block) << ID_BITS)
                | u128::from(id),
        );
        Ok(())
    }

    /// The name of `en` (`buf` holds it when it is short).
    fn name<'s>(&'s self, en: &Entry, buf: &'s mut [u8; 8]) -> &'s [u8] {
        match en.short_len {
            Some(len) => {
                *buf = en.prefix.to_be_bytes();
                &buf[..len]
            }
            None => {
                // Long names were added in position order.
                let k = self.long.partition_point(|l| (l.0 as usize) < en.pos);
                let (_, start, len) = self.long[k];
                &self.long_bytes[start as usize..(start + len) as usize]
            }
        }
    }

    /// Sorts the keys by name, stably: by (first 8 bytes, position), then runs that
    /// share their first 8 bytes by the whole name (an unstable sort of distinct keys
    /// is stable).
    fn sort(&mut self) {
        let mut keys = std::mem::take(&mut self.keys);
        keys.sort_unstable();
        let mut start = 0;
        while start < keys.len() {
            let prefix = keys[start] >> 64;
            let end = start
                + keys[start..]
                    .iter()
                    .position(|k| k >> 64 != prefix)
                    .unwrap_or(keys.len() - start);
            if end - start > 1 {
                keys[start..end].sort_unstable_by(|&a, &b| {
                    let (a, b) = (Entry::of(a), Entry::of(b));
                    let (mut x, mut y) = ([0; 8], [0; 8]);
                    (self.name(&a, &mut x), a.pos).cmp(&(self.name(&b, &mut y), b.pos))
                });
            }
            start = end;
        }
        self.keys = keys;
    }

    /// Writes the VALUE_SYMTAB block (nothing when there are no names).
    pub(crate) fn write(mut self, w: &mut BitstreamWriter) -> Result<()> {
        if self.keys.is_empty() {
            return Ok(());
        }
        self.sort();
        w.enter_subblock(BlockId::ValueSymtab.code(), 4)?;
        let mut ops = Vec::new();
        let mut buf = [0; 8];
        for &key in &self.keys {
            let en = Entry::of(key);
            let name = self.name(&en, &mut buf);
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
