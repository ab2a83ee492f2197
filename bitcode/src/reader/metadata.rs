//! METADATA blocks: strings, values, nodes, locations, named metadata and kind names.
//!
//! Metadata ids count the records that define an item. Module-level items are allocated
//! in the module's arena in id order, so module id `i` is arena index `i`; function-local
//! items (LLVM 3.7 writes only `METADATA_VALUE`s there) continue the ids and are mapped
//! through a per-function table. Nodes may name items later in their block; every id is
//! checked against the block's total before a handle is made.

use super::blocks::RawBlock;
use super::debug_info::read_di_record;
use super::error::{err, ModuleErrorKind, Result};
use super::ops::{bytes_of, string_of, Ops};
use super::types::TypeTable;
use super::values::ValueList;
use crate::codes::MetadataCode;
use dxil_ir::metadata::LLVM37_FIXED_KINDS;
use dxil_ir::{Md, MdData, MdField, Module, Type, TypeData};
use rustc_hash::FxHashMap;

/// A function-local `METADATA_VALUE` whose value is resolved once the body is read.
#[derive(Debug)]
pub(crate) struct LocalValue {
    /// The item holding a placeholder.
    pub md: Md,
    /// The value id.
    pub id: u64,
    /// The value's type.
    pub ty: Type,
    /// The record's offset.
    pub at: u64,
}

/// Metadata ids and kinds seen so far.
#[derive(Debug, Default)]
pub(crate) struct MdState {
    kinds: FxHashMap<u64, Box<str>>,
    /// Number of module-level ids (arena indices `0..module_count`).
    module_count: u64,
    /// Whether function-level blocks are being read (module-level ids are closed).
    in_function: bool,
    /// Function-local ids, from `module_count` on.
    local: Vec<Md>,
    /// `DILocation`s made for DEBUG_LOC records, uniqued.
    locations: FxHashMap<(u64, u64, Md, Option<Md>), Md>,
}

/// Whether a metadata record defines an id.
fn defines_id(code: MetadataCode) -> bool {
    !matches!(
        code,
        MetadataCode::Name
            | MetadataCode::NamedNode
            | MetadataCode::Kind
            | MetadataCode::Attachment
    )
}

impl MdState {
    /// The next metadata id.
    fn next_id(&self) -> u64 {
        self.module_count + self.local.len() as u64
    }

    /// The item with id `id`.
    pub fn md(&self, id: u64, at: u64) -> Result<Md> {
        if id < self.module_count {
            return Ok(Md::from_index(id as usize));
        }
        usize::try_from(id - self.module_count)
            .ok()
            .and_then(|i| self.local.get(i))
            .copied()
            .map_or_else(|| err(ModuleErrorKind::BadMetadataId(id), at), Ok)
    }

    /// The name of kind `id`.
    pub fn kind(&self, id: u64, at: u64) -> Result<Box<str>> {
        if let Some(k) = self.kinds.get(&id) {
            return Ok(k.clone());
        }
        usize::try_from(id)
            .ok()
            .and_then(|i| LLVM37_FIXED_KINDS.get(i))
            .map(|&k| k.into())
            .map_or_else(|| err(ModuleErrorKind::BadMetadataKind(id), at), Ok)
    }

    /// Starts a function: its local ids begin after the module's.
    pub fn begin_function(&mut self) {
        self.in_function = true;
        self.local.clear();
    }

    /// The `!DILocation` of a DEBUG_LOC record, made once per distinct location.
    pub fn location(
        &mut self,
        m: &mut Module,
        line: u64,
        col: u64,
        scope: Md,
        inlined_at: Option<Md>,
    ) -> Md {
        let key = (line, col, scope, inlined_at);
        if let Some(&md) = self.locations.get(&key) {
            return md;
        }
        let md = m
            .metadata
            .alloc(location_node(false, line, col, scope, inlined_at));
        self.locations.insert(key, md);
        md
    }

    /// Reads a METADATA block. In a function, VALUE records get placeholders listed in
    /// `local_values`; at module level their values must be resolved already.
    pub fn read_block(
        &mut self,
        block: &RawBlock,
        m: &mut Module,
        table: &TypeTable,
        vals: &ValueList<'_>,
        local_values: &mut Vec<LocalValue>,
    ) -> Result<()> {
        let first = self.next_id();
        let defined = block
            .records()
            .filter(|r| MetadataCode::from_code(u64::from(r.rec.code)).is_some_and(defines_id))
            .count() as u64;
        let limit = first.saturating_add(defined);
        if limit >= u64::from(u32::MAX) / 2 {
            return err(ModuleErrorKind::TooLarge("metadata"), block.at);
        }
        // Ids below `limit` are valid once the block is read; handles for module-level
        // items are arena indices, for local ones indices past the arena's current end.
        let arena_base = m.metadata.len() as u64;
        let to_md = |id: u64, at: u64, this: &MdState| -> Result<Md> {
            if id >= limit {
                return err(ModuleErrorKind::BadMetadataId(id), at);
            }
            if id < first {
                return this.md(id, at);
            }
            Ok(Md::from_index((arena_base + (id - first)) as usize))
        };
        if !self.in_function && arena_base != first {
            return err(
                ModuleErrorKind::Unexpected("module metadata after other metadata".into()),
                block.at,
            );
        }
        let mut pending_name: Option<Box<str>> = None;
        for rec in block.records() {
            let Some(code) = MetadataCode::from_code(u64::from(rec.rec.code)) else {
                return super::error::unsupported(
                    format!("metadata record {}", rec.rec.code),
                    rec.at,
                );
            };
            let mut ops = Ops::new(rec, code.name());
            let data = match code {
                MetadataCode::String => MdData::String(bytes_of(ops.rest(), "STRING", rec.at)?),
                MetadataCode::Value => {
                    let ty = table.get(ops.next()?, rec.at)?;
                    let id = ops.next()?;
                    if matches!(m.types.get(ty), TypeData::Void | TypeData::Metadata) {
                        return ops.invalid("value of type void or metadata");
                    }
                    let value = if self.in_function {
                        let md = Md::from_index(m.metadata.len());
                        local_values.push(LocalValue {
                            md,
                            id,
                            ty,
                            at: rec.at,
                        });
                        super::values::raw(id, rec.at)?
                    } else {
                        vals.get(id, Some(ty), &m.types, rec.at)?
                    };
                    MdData::Value { ty, value }
                }
                MetadataCode::Node | MetadataCode::DistinctNode => {
                    let ops = ops
                        .rest()
                        .iter()
                        .map(|&v| match v {
                            0 => Ok(None),
                            v => to_md(v - 1, rec.at, self).map(Some),
                        })
                        .collect::<Result<Vec<_>>>()?;
                    MdData::Node {
                        distinct: code == MetadataCode::DistinctNode,
                        ops,
                    }
                }
                MetadataCode::Location => {
                    let distinct = ops.next_bool()?;
                    let line = ops.next()?;
                    let col = ops.next()?;
                    let scope = to_md(ops.next()?, rec.at, self)?;
                    let inlined_at = match ops.next()? {
                        0 => None,
                        v => Some(to_md(v - 1, rec.at, self)?),
                    };
                    location_node(distinct, line, col, scope, inlined_at)
                }
                MetadataCode::Name => {
                    pending_name = Some(string_of(ops.rest(), "NAME", rec.at)?);
                    continue;
                }
                MetadataCode::NamedNode => {
                    let Some(name) = pending_name.take() else {
                        return ops.invalid("NAMED_NODE without a NAME before it");
                    };
                    let nodes = ops
                        .rest()
                        .iter()
                        .map(|&v| to_md(v, rec.at, self))
                        .collect::<Result<Vec<_>>>()?;
                    m.named_metadata.entry(name).or_default().extend(nodes);
                    continue;
                }
                MetadataCode::Kind => {
                    let id = ops.next()?;
                    let name = string_of(ops.rest(), "KIND", rec.at)?;
                    self.kinds.insert(id, name);
                    continue;
                }
                MetadataCode::Attachment => {
                    return ops.invalid("ATTACHMENT outside a METADATA_ATTACHMENT block")
                }
                other => {
                    let (at, this) = (rec.at, &*self);
                    read_di_record(other, &mut ops, m, &mut |id| to_md(id, at, this))?
                }
            };
            let md = m.metadata.alloc(data);
            if self.in_function {
                self.local.push(md);
            } else {
                self.module_count += 1;
            }
        }
        Ok(())
    }
}

/// A `!DILocation(line: L, column: C, scope: S, inlinedAt: I)` node, with the fields
/// LLVM's printer shows (column only when non-zero, inlinedAt only when present).
fn location_node(distinct: bool, line: u64, col: u64, scope: Md, inlined_at: Option<Md>) -> MdData {
    let mut fields = vec![("line".into(), MdField::Raw(line.to_string().into()))];
    if col != 0 {
        fields.push(("column".into(), MdField::Raw(col.to_string().into())));
    }
    fields.push(("scope".into(), MdField::Node(Some(scope))));
    if let Some(ia) = inlined_at {
        fields.push(("inlinedAt".into(), MdField::Node(Some(ia))));
    }
    MdData::Specialized {
        distinct,
        class: "DILocation".into(),
        fields,
    }
}
