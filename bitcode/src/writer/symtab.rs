//! VALUE_SYMTAB blocks: names of globals and functions (module level), of arguments,
//! instructions and blocks (function level). LLVM 3.7 writes them in `StringMap` order;
//! DXC's output has them sorted by name, so they are sorted here.

use super::abbrevs::{emit, VST_BBENTRY_6, VST_ENTRY_6, VST_ENTRY_7, VST_ENTRY_8};
use super::const_table::Val;
use super::enumerator::Enumerator;
use super::error::Result;
use super::prepare::Prepared;
use crate::bitstream::abbrev::is_char6_str;
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{BlockId, ValueSymtabCode};
use dxil_ir::FuncId;

/// One name: its bytes, the value (or block) id, and whether it names a block.
struct Entry<'a> {
    name: &'a [u8],
    id: u64,
    block: bool,
}

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
    let mut entries = Vec::new();
    for (g, data) in p.m.globals.iter() {
        if is_named(&data.name) {
            entries.push(Entry {
                name: data.name.as_bytes(),
                id: e.value_id(p, Val::Global(g))?,
                block: false,
            });
        }
    }
    for (f, data) in p.m.functions.iter() {
        if is_named(&data.name) {
            entries.push(Entry {
                name: data.name.as_bytes(),
                id: e.value_id(p, Val::Func(f))?,
                block: false,
            });
        }
    }
    write_entries(w, entries)
}

/// Writes the symbol table of function `fid` (incorporated in `e`).
pub(crate) fn write_function_symtab(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
    fid: FuncId,
) -> Result<()> {
    let f = &p.m.functions[fid];
    let Some(body) = &f.body else { return Ok(()) };
    let mut entries = Vec::new();
    for (i, name) in f.param_names.iter().enumerate() {
        if let Some(n) = name.as_deref().filter(|n| is_named(n)) {
            entries.push(Entry {
                name: n.as_bytes(),
                id: e.value_id(p, Val::Arg(i as u32))?,
                block: false,
            });
        }
    }
    for (index, &b) in body.layout.iter().enumerate() {
        let block = &body.blocks[b];
        if let Some(n) = block.name.as_deref().filter(|n| is_named(n)) {
            entries.push(Entry {
                name: n.as_bytes(),
                id: index as u64,
                block: true,
            });
        }
        for &i in &block.insts {
            if let Some(n) = body.insts[i].name.as_deref().filter(|n| is_named(n)) {
                entries.push(Entry {
                    name: n.as_bytes(),
                    id: e.value_id(p, Val::Inst(i))?,
                    block: false,
                });
            }
        }
    }
    write_entries(w, entries)
}

/// The first 8 bytes of `name` as a big-endian number (zero-padded), which orders as
/// the bytes do.
fn name_prefix(name: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    let n = name.len().min(8);
    b[..n].copy_from_slice(&name[..n]);
    u64::from_be_bytes(b)
}

fn write_entries(w: &mut BitstreamWriter, entries: Vec<Entry<'_>>) -> Result<()> {
    if entries.is_empty() {
        return Ok(());
    }
    // By name, stably: (first 8 bytes, position) keys, the whole names only where the
    // first 8 bytes tie (an unstable sort of distinct keys is stable).
    let mut order: Vec<(u64, u32)> = entries
        .iter()
        .enumerate()
        .map(|(k, en)| (name_prefix(en.name), k as u32))
        .collect();
    order.sort_unstable();
    // Runs that share their first 8 bytes: by the whole name.
    let mut start = 0;
    while start < order.len() {
        let end = start + order[start..].partition_point(|k| k.0 == order[start].0);
        if end - start > 1 {
            order[start..end].sort_unstable_by(|a, b| {
                (entries[a.1 as usize].name, a.1).cmp(&(entries[b.1 as usize].name, b.1))
            });
        }
        start = end;
    }
    w.enter_subblock(BlockId::ValueSymtab.code(), 4)?;
    let mut ops = Vec::new();
    for (_, k) in order {
        let en = &entries[k as usize];
        let char6 = is_char6_str(en.name);
        let seven_bit = en.name.iter().all(|&c| c < 128);
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
        ops.push(en.id);
        ops.extend(en.name.iter().map(|&c| u64::from(c)));
        emit(w, code.code(), &ops, Some(abbrev))?;
    }
    w.exit_block()?;
    Ok(())
}
