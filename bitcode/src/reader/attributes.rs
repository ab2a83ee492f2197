//! PARAMATTR_GROUP and PARAMATTR blocks: attribute groups (one slot's attributes each) and
//! attribute lists (group ids), turned into [`AttrList`]s where functions and calls use them.

use super::blocks::RawBlock;
use super::budget::Budget;
use super::error::{err, invalid, unsupported, ModuleErrorKind, Result};
use super::ops::Ops;
use crate::codes::{AttrGroupEntryKind, AttributeKind, ParamAttrCode};
use dxil_ir::{AttrList, AttrSet, Attribute};
use rustc_hash::FxHashMap;

/// The slot index of function attributes.
const FUNCTION_SLOT: u32 = u32::MAX;

/// Attribute groups and lists of a module.
#[derive(Debug)]
pub(crate) struct AttrTables {
    groups: FxHashMap<u64, (u32, AttrSet)>,
    lists: Vec<Vec<u64>>,
    /// Copying big groups into many uses could otherwise make a small input allocate
    /// without bound.
    budget: Budget,
}

impl AttrTables {
    /// Empty tables for an input of `input_len` bytes.
    pub fn new(input_len: usize) -> Self {
        AttrTables {
            groups: FxHashMap::default(),
            lists: Vec::new(),
            budget: Budget::for_input(input_len),
        }
    }

    /// The copy budget, shared with other per-use copies.
    pub fn budget(&self) -> &Budget {
        &self.budget
    }

    /// Reads a PARAMATTR_GROUP block.
    pub fn read_groups(&mut self, block: &RawBlock) -> Result<()> {
        for rec in block.records() {
            if rec.rec.code != ParamAttrCode::GroupEntry.code() {
                continue;
            }
            let mut ops = Ops::new(rec, "PARAMATTR_GRP_CODE_ENTRY");
            let id = ops.next()?;
            let slot = ops.next_u32()?;
            let set = read_group_attrs(&mut ops)?;
            self.groups.insert(id, (slot, set));
        }
        Ok(())
    }

    /// Reads a PARAMATTR block (lists of group ids, numbered from 1).
    pub fn read_lists(&mut self, block: &RawBlock) -> Result<()> {
        for rec in block.records() {
            match ParamAttrCode::from_code(u64::from(rec.rec.code)) {
                Some(ParamAttrCode::Entry) => {
                    for &g in &rec.rec.operands {
                        if !self.groups.contains_key(&g) {
                            return err(ModuleErrorKind::BadAttributeId(g), rec.at);
                        }
                    }
                    self.lists.push(rec.rec.operands.to_vec());
                }
                Some(ParamAttrCode::EntryOld) => {
                    return unsupported("pre-3.3 PARAMATTR_CODE_ENTRY_OLD records", rec.at)
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The attribute list `id` (1-based; 0 = none) of a function or call with `arity`
    /// parameters or arguments.
    pub fn list(&self, id: u64, arity: usize, at: u64) -> Result<AttrList> {
        let mut out = AttrList::default();
        if id == 0 {
            return Ok(out);
        }
        let groups = usize::try_from(id - 1)
            .ok()
            .and_then(|i| self.lists.get(i))
            .map_or_else(|| err(ModuleErrorKind::BadAttributeId(id), at), Ok)?;
        for g in groups {
            let (slot, set) = self
                .groups
                .get(g)
                .map_or_else(|| err(ModuleErrorKind::BadAttributeId(*g), at), Ok)?;
            self.budget
                .spend(set.0.len() as u64 + 1, "attribute copies", at)?;
            let target = match *slot {
                FUNCTION_SLOT => &mut out.func,
                0 => &mut out.ret,
                i if (i as usize) <= arity => {
                    let i = i as usize;
                    if out.params.len() < i {
                        out.params.resize(i, AttrSet::default());
                    }
                    &mut out.params[i - 1]
                }
                i => {
                    return invalid(
                        "PARAMATTR_CODE_ENTRY",
                        format!("attributes for parameter {i} of {arity}"),
                        at,
                    )
                }
            };
            target.0.extend(set.0.iter().cloned());
        }
        Ok(out)
    }
}

/// The attributes of one group entry (after its id and slot).
fn read_group_attrs(ops: &mut Ops<'_>) -> Result<AttrSet> {
    let mut set = AttrSet::default();
    while ops.remaining() > 0 {
        let kind = ops.next()?;
        let attr = match AttrGroupEntryKind::from_code(kind) {
            Some(AttrGroupEntryKind::Enum) => {
                let k = enum_kind(ops)?;
                if k.takes_int() {
                    return ops.invalid(format!("`{}` without its value", k.name()));
                }
                Attribute::Flag(k.name().into())
            }
            Some(AttrGroupEntryKind::Int) => {
                let k = enum_kind(ops)?;
                if !k.takes_int() {
                    return ops.invalid(format!("`{}` with a value", k.name()));
                }
                Attribute::Int(k.name().into(), ops.next()?)
            }
            Some(AttrGroupEntryKind::String) => Attribute::Str(c_string(ops)?.into(), None),
            Some(AttrGroupEntryKind::StringWithValue) => {
                let key = c_string(ops)?;
                Attribute::Str(key.into(), Some(c_string(ops)?.into()))
            }
            None => return ops.unsupported(format!("attribute encoding {kind}")),
        };
        set.0.push(attr);
    }
    Ok(set)
}

fn enum_kind(ops: &mut Ops<'_>) -> Result<AttributeKind> {
    let k = ops.next()?;
    AttributeKind::from_code(k).map_or_else(|| ops.unsupported(format!("attribute kind {k}")), Ok)
}

/// Characters up to a 0 operand (the 0 is consumed).
fn c_string(ops: &mut Ops<'_>) -> Result<Box<str>> {
    let mut bytes = Vec::new();
    loop {
        match ops.next()? {
            0 => break,
            c => bytes.push(u8::try_from(c).or_else(|_| ops.invalid(format!("character {c}")))?),
        }
    }
    String::from_utf8(bytes)
        .map(String::into_boxed_str)
        .or_else(|_| ops.unsupported("a string attribute that is not UTF-8"))
}
