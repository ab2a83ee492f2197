//! FUNCTION_BLOCK: one function body. Its constants, local metadata and instructions are
//! read in order; once the block is complete every placeholder operand is replaced by the
//! value it names (checking the types records gave forward references), then metadata
//! attachments and local names are applied.

use super::attributes::AttrTables;
use super::blocks::{FunctionItem, FunctionItems, RawBlock, RawItem, RawRecord};
use super::constants::{read_constants, ConstCtx};
use super::error::{err, ModuleErrorKind, Result};
use super::metadata::{LocalValue, MdState};
use super::operands::Decoder;
use super::ops::Ops;
use super::symtab::{read_symtab, symtab_entry, SymtabEntry};
use super::types::TypeTable;
use super::values::{mismatch, ValueList};
use crate::codes::{BlockId, FunctionCode};
use dxil_ir::{Block, Body, FuncId, Inst, MdData, Module, TypeData, Value};
use rustc_hash::FxHashMap;

/// What reading a function body needs from the module-level pass.
pub(crate) struct FnInputs<'a, 'm> {
    /// The type ids.
    pub table: &'a TypeTable,
    /// Attribute lists.
    pub attrs: &'a AttrTables,
    /// Module-level value ids.
    pub module_vals: &'a ValueList<'m>,
    /// Whether value operands are relative.
    pub relative: bool,
}

/// Reads the body of `fid` from the items of its block into the module.
pub(crate) fn read_function(
    block: &mut FunctionItems<'_>,
    fid: FuncId,
    m: &mut Module,
    md: &mut MdState,
    input: &FnInputs<'_, '_>,
) -> Result<()> {
    let nparams = match m.types.get(m.functions[fid].ty) {
        TypeData::Function { params, .. } => params.clone(),
        _ => {
            return err(
                ModuleErrorKind::BadType("function of a non-function type".into()),
                block.at,
            )
        }
    };
    input
        .attrs
        .budget()
        .spend(nparams.len() as u64 + 1, "parameter slots", block.at)?;
    let mut vals = ValueList::nested(input.module_vals);
    for (i, &t) in nparams.iter().enumerate() {
        vals.push(Some(Value::Arg(i as u32)), t);
    }
    md.begin_function();
    let mut dec = Decoder {
        m,
        table: input.table,
        md,
        attrs: input.attrs,
        vals,
        fwd: FxHashMap::default(),
        relative: input.relative,
    };
    let mut body = Body::default();
    let mut blocks: Vec<Block> = Vec::new();
    let mut declared = false;
    let mut cur = 0usize;
    let mut order: Vec<Inst> = Vec::new();
    let mut local_values: Vec<LocalValue> = Vec::new();
    let mut symtabs: Vec<RawBlock> = Vec::new();
    let mut attachments: Vec<RawBlock> = Vec::new();
    let mut last_loc = None;
    let mut param_names = vec![None; nparams.len()];
    while let Some(item) = block.next_item()? {
        let item = match item {
            FunctionItem::Item(item) => item,
            // Written after the instructions (as LLVM writes it), names apply as they
            // come; a table before them waits for them.
            FunctionItem::SymtabEntered(at) => {
                let every_block_read = declared && cur == blocks.len();
                let mut waiting = RawBlock {
                    id: BlockId::ValueSymtab.code(),
                    at,
                    items: Vec::new(),
                };
                while let Some(rec) = block.next_nested_record()? {
                    if !every_block_read {
                        waiting.items.push(RawItem::Record(rec));
                    } else if let Some(e) = symtab_entry(&rec)? {
                        apply_local_name(e, &mut body, &blocks, &mut param_names, &dec.vals)?;
                    }
                }
                if !every_block_read {
                    symtabs.push(waiting);
                }
                continue;
            }
        };
        let rec = match item {
            RawItem::Block(b) => {
                match BlockId::from_code(u64::from(b.id)) {
                    Some(BlockId::Constants) => {
                        let cb = read_constants(&b, input.table, &mut dec.m.types, &mut dec.vals)?;
                        cb.resolve(&mut ConstCtx {
                            types: &mut dec.m.types,
                            consts: &mut dec.m.consts,
                            vals: &mut dec.vals,
                        })?;
                    }
                    Some(BlockId::Metadata) => {
                        dec.md
                            .read_block(&b, dec.m, input.table, &dec.vals, &mut local_values)?
                    }
                    Some(BlockId::ValueSymtab) => symtabs.push(b),
                    Some(BlockId::MetadataAttachment) => attachments.push(b),
                    _ => {}
                }
                continue;
            }
            RawItem::Record(r) => r,
            // Only function blocks directly in a module are deferred.
            RawItem::Deferred(_) => continue,
        };
        let rec = &rec;
        let Some(code) = FunctionCode::from_code(u64::from(rec.rec.code)) else {
            return super::error::unsupported(format!("function record {}", rec.rec.code), rec.at);
        };
        let mut ops = Ops::new(rec, code.name());
        match code {
            FunctionCode::DeclareBlocks => {
                let n = ops.next()?;
                if declared || n == 0 {
                    return ops.invalid("DECLAREBLOCKS repeated or zero");
                }
                // A count the records cannot fill is found when they end; until then
                // it is bounded by the input's size.
                input.attrs.budget().spend(n, "DECLAREBLOCKS", rec.at)?;
                declared = true;
                blocks = (0..n).map(|_| body.add_block(None)).collect();
            }
            FunctionCode::DebugLoc => {
                let line = ops.next()?;
                let col = ops.next()?;
                let scope = match ops.next()? {
                    0 => return ops.invalid("debug location without a scope"),
                    s => dec.md.md(s - 1, rec.at)?,
                };
                let inlined_at = match ops.next()? {
                    0 => None,
                    i => Some(dec.md.md(i - 1, rec.at)?),
                };
                let loc = dec.md.location(dec.m, line, col, scope, inlined_at);
                attach_loc(&mut body, order.last().copied(), loc, rec)?;
                last_loc = Some(loc);
            }
            FunctionCode::DebugLocAgain => {
                let Some(loc) = last_loc else {
                    return ops.invalid("DEBUG_LOC_AGAIN before any DEBUG_LOC");
                };
                attach_loc(&mut body, order.last().copied(), loc, rec)?;
            }
            _ => {
                let Some(&bb) = blocks.get(cur) else {
                    return ops.invalid("instruction outside every declared block");
                };
                let d = dec.instruction(code, &mut ops, &blocks)?;
                if ops.remaining() > 0 {
                    return ops.invalid("extra operands");
                }
                let terminator = d.kind.is_terminator();
                let is_void = matches!(dec.m.types.get(d.ty), TypeData::Void);
                let inst = body.append(bb, d.ty, d.kind);
                body.insts[inst].fmf = d.fmf;
                order.push(inst);
                if !is_void {
                    dec.vals.push(Some(Value::Inst(inst)), d.ty);
                }
                if terminator {
                    cur += 1;
                }
            }
        }
    }
    if cur != blocks.len() || !declared {
        return err(
            ModuleErrorKind::Unexpected(format!(
                "function body ends in block {cur} of {}",
                blocks.len()
            )),
            block.at,
        );
    }
    resolve_operands(&mut body, &dec, block.at)?;
    for lv in &local_values {
        let v = dec.vals.get(lv.id, Some(lv.ty), &dec.m.types, lv.at)?;
        dec.m.metadata[lv.md] = MdData::Value {
            ty: lv.ty,
            value: v,
        };
    }
    let mut func_md = Vec::new();
    for b in &attachments {
        read_attachments(b, &mut body, &order, &mut func_md, dec.md)?;
    }
    for b in &symtabs {
        for e in read_symtab(b) {
            let e = e?;
            apply_local_name(e, &mut body, &blocks, &mut param_names, &dec.vals)?;
        }
    }
    let f = &mut dec.m.functions[fid];
    f.props.metadata.extend(func_md);
    f.param_names = param_names;
    f.body = Some(body);
    Ok(())
}

fn attach_loc(
    body: &mut Body,
    last: Option<Inst>,
    loc: dxil_ir::Md,
    rec: &RawRecord,
) -> Result<()> {
    let Some(i) = last else {
        return super::error::invalid("DEBUG_LOC", "no instruction before it", rec.at);
    };
    let md = &mut body.insts[i].metadata;
    md.retain(|(k, _)| &**k != "dbg");
    md.push(("dbg".into(), loc));
    Ok(())
}

/// Replaces every placeholder operand with the value it names and checks the types that
/// records gave forward references.
fn resolve_operands(body: &mut Body, dec: &Decoder<'_, '_>, at: u64) -> Result<()> {
    for (&id, &ty) in &dec.fwd {
        match dec.vals.ty(id) {
            Some(actual) if actual == ty => {}
            Some(actual) => return mismatch(&dec.m.types, id, ty, actual, at),
            None => return err(ModuleErrorKind::BadValueId(id), at),
        }
    }
    let mut failure = None;
    for (_, data) in body.insts.iter_mut() {
        data.kind
            .map_operands(|v| match dec.vals.resolve_raw(v, &dec.m.types, at) {
                Ok(r) => r,
                Err(e) => {
                    failure.get_or_insert(e);
                    v
                }
            });
    }
    failure.map_or(Ok(()), Err)
}

/// Applies a METADATA_ATTACHMENT block: `[inst, (kind, md)...]` or, for the function,
/// `[(kind, md)...]`.
fn read_attachments(
    block: &RawBlock,
    body: &mut Body,
    order: &[Inst],
    func_md: &mut Vec<dxil_ir::Attachment>,
    md: &MdState,
) -> Result<()> {
    for rec in block.records() {
        if rec.rec.code != crate::codes::MetadataCode::Attachment.code() {
            continue;
        }
        let mut ops = Ops::new(rec, "ATTACHMENT");
        let target = if ops.len() % 2 == 1 {
            let i = ops.next()?;
            let inst = usize::try_from(i).ok().and_then(|i| order.get(i)).copied();
            let Some(inst) = inst else {
                return ops.invalid(format!("instruction {i} out of range"));
            };
            Some(inst)
        } else {
            None
        };
        while ops.remaining() > 0 {
            let kind = md.kind(ops.next()?, rec.at)?;
            let node = md.md(ops.next()?, rec.at)?;
            match target {
                Some(i) => body.insts[i].metadata.push((kind, node)),
                None => func_md.push((kind, node)),
            }
        }
    }
    Ok(())
}

/// Names an argument, instruction or block from a function-level VALUE_SYMTAB entry.
fn apply_local_name(
    e: SymtabEntry,
    body: &mut Body,
    blocks: &[Block],
    param_names: &mut [Option<Box<str>>],
    vals: &ValueList<'_>,
) -> Result<()> {
    match e {
        SymtabEntry::Block { index, name, at } => {
            let Some(&b) = usize::try_from(index).ok().and_then(|i| blocks.get(i)) else {
                return err(ModuleErrorKind::BadBlockId(index), at);
            };
            body.blocks[b].name = Some(name);
        }
        SymtabEntry::Value { id, name, at } => match vals.value(id) {
            Some(Value::Arg(i)) => {
                if let Some(slot) = param_names.get_mut(i as usize) {
                    *slot = Some(name);
                }
            }
            Some(Value::Inst(i)) => body.insts[i].name = Some(name.into()),
            _ => return err(ModuleErrorKind::BadValueId(id), at),
        },
    }
    Ok(())
}
