//! METADATA blocks in LLVM 3.7's encoding: the module's nodes, strings and values
//! (`WriteModuleMetadata`), named metadata, the kind table (`WriteModuleMetadataStore`,
//! a METADATA block of its own), function-local metadata and METADATA_ATTACHMENT.

use super::abbrevs::{abbrev, emit};
use super::debug_info::{DiOp, DiRecord, DiRef};
use super::enumerator::{md_key, sorted_attachment_pairs, type_of, Enumerator, MdKey};
use super::error::{Result, WriteModuleError};
use super::prepare::Prepared;
use crate::bitstream::abbrev::AbbrevOp;
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{BlockId, MetadataCode};
use dxil_ir::{FuncId, MdData};

/// Writes the module METADATA block (nothing when there is no metadata).
pub(crate) fn write_module_metadata(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
) -> Result<()> {
    use AbbrevOp::*;
    let m = &p.m;
    if e.mds.is_empty() && m.named_metadata.is_empty() {
        return Ok(());
    }
    w.enter_subblock(BlockId::Metadata.code(), 3)?;
    let string = if e.has_md_string {
        let code = Literal(u64::from(MetadataCode::String.code()));
        Some(w.define_abbrev(&abbrev(vec![code, Array, Fixed(8)])?)?)
    } else {
        None
    };
    let any_location = e.mds.iter().any(|k| {
        matches!(k, MdKey::Node(md)
            if e.debug.record(*md).is_some_and(|r| r.code == MetadataCode::Location))
    });
    let location = if any_location {
        let code = Literal(u64::from(MetadataCode::Location.code()));
        let ops = vec![code, Fixed(1), Vbr(6), Vbr(8), Vbr(6), Vbr(6)];
        Some(w.define_abbrev(&abbrev(ops)?)?)
    } else {
        None
    };
    let name = if m.named_metadata.is_empty() {
        None
    } else {
        let code = Literal(u64::from(MetadataCode::Name.code()));
        Some(w.define_abbrev(&abbrev(vec![code, Array, Fixed(8)])?)?)
    };
    for key in &e.mds {
        write_md(w, p, e, key, string, location)?;
    }
    for (n, ops) in &m.named_metadata {
        let chars: Vec<u64> = n.bytes().map(u64::from).collect();
        emit(w, MetadataCode::Name.code(), &chars, name)?;
        let ids = ops
            .iter()
            .map(|&md| e.md_handle_id(p, md))
            .collect::<Result<Vec<_>>>()?;
        emit(w, MetadataCode::NamedNode.code(), &ids, None)?;
    }
    w.exit_block()?;
    Ok(())
}

/// Writes one metadata record.
fn write_md(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
    key: &MdKey,
    string_abbrev: Option<u32>,
    location_abbrev: Option<u32>,
) -> Result<()> {
    match key {
        MdKey::Str(s) => {
            let ops: Vec<u64> = s.iter().map(|&b| u64::from(b)).collect();
            emit(w, MetadataCode::String.code(), &ops, string_abbrev)
        }
        MdKey::Val(v) => {
            let ty = type_of(p, None, *v)?;
            let ops = [e.type_id(ty)?, e.value_id(p, *v)?];
            emit(w, MetadataCode::Value.code(), &ops, None)
        }
        MdKey::Node(md) => match p.m.metadata.get(*md) {
            Some(MdData::Node { distinct, ops }) => {
                let mut ids = Vec::with_capacity(ops.len());
                for op in ops {
                    ids.push(match op.and_then(|o| e.debug.stand_in(o)) {
                        Some(o) => e.md_id(&md_key(p, o)?)? + 1,
                        None => 0,
                    });
                }
                let code = if *distinct {
                    MetadataCode::DistinctNode
                } else {
                    MetadataCode::Node
                };
                emit(w, code.code(), &ids, None)
            }
            Some(MdData::Specialized { class, .. }) => {
                let rec = e.debug.record(*md).ok_or_else(|| {
                    WriteModuleError::malformed(format!("!{class}(...) has no record"))
                })?;
                write_di_record(w, p, e, rec, location_abbrev)
            }
            _ => Err(WriteModuleError::malformed(format!(
                "metadata {md:?} is not a node"
            ))),
        },
        MdKey::Tuple(i) => {
            let mut ids = Vec::new();
            for r in e.debug.tuple(*i) {
                ids.push(match r {
                    DiRef::Null => 0,
                    r => di_ref_id(p, e, r)? + 1,
                });
            }
            emit(w, MetadataCode::Node.code(), &ids, None)
        }
    }
}

/// Writes a debug-info record; LOCATION records use 3.7's abbreviation
/// (`[fixed 1, vbr 6, vbr 8, vbr 6, vbr 6]`, defined after STRING's when the block has a
/// location).
fn write_di_record(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
    rec: &DiRecord,
    location_abbrev: Option<u32>,
) -> Result<()> {
    let mut ops = Vec::with_capacity(rec.ops.len() + 1);
    ops.push(u64::from(rec.distinct));
    for op in &rec.ops {
        ops.push(match op {
            DiOp::Int(v) => *v,
            DiOp::Ref(DiRef::Null) => 0,
            DiOp::Ref(r) => di_ref_id(p, e, r)? + 1,
            DiOp::Scope(r) => di_ref_id(p, e, r)?,
        });
    }
    let abbrev_id = location_abbrev.filter(|_| rec.code == MetadataCode::Location);
    emit(w, rec.code.code(), &ops, abbrev_id)
}

/// The 0-based metadata id of a debug-info operand.
pub(crate) fn di_ref_id(p: &Prepared, e: &Enumerator, r: &DiRef) -> Result<u64> {
    match r {
        DiRef::Null => Err(WriteModuleError::malformed(
            "a null debug-info operand has no id",
        )),
        DiRef::Md(md) => e.md_handle_id(p, *md),
        DiRef::Str(s) => e.md_id(&MdKey::Str(s.clone())),
        DiRef::Val(v) => e.md_id(&MdKey::Val(*v)),
        DiRef::Tuple(i) => e.md_id(&MdKey::Tuple(*i)),
    }
}

/// Writes the METADATA block holding the kind table.
pub(crate) fn write_kinds(w: &mut BitstreamWriter, p: &Prepared) -> Result<()> {
    let names = p.kinds.names();
    if names.is_empty() {
        return Ok(());
    }
    w.enter_subblock(BlockId::Metadata.code(), 3)?;
    for (i, n) in names.iter().enumerate() {
        let mut ops = vec![i as u64];
        ops.extend(n.bytes().map(u64::from));
        emit(w, MetadataCode::Kind.code(), &ops, None)?;
    }
    w.exit_block()?;
    Ok(())
}

/// Writes the function-local METADATA block (values of the function used as metadata).
pub(crate) fn write_local_metadata(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
    fid: FuncId,
) -> Result<()> {
    if e.local_mds.is_empty() {
        return Ok(());
    }
    let f = &p.m.functions[fid];
    w.enter_subblock(BlockId::Metadata.code(), 3)?;
    for key in &e.local_mds {
        if let MdKey::Val(v) = key {
            let ops = [e.type_id(type_of(p, Some(f), *v)?)?, e.value_id(p, *v)?];
            emit(w, MetadataCode::Value.code(), &ops, None)?;
        }
    }
    w.exit_block()?;
    Ok(())
}

/// Writes METADATA_ATTACHMENT for function `fid`, if it or an instruction has an
/// attachment (`insts_attached`: whether an instruction has one other than `!dbg`):
/// the function's as one record, then `[inst index, (kind, node)*]` per instruction
/// (indices count every instruction, void ones too).
pub(crate) fn write_attachments(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
    fid: FuncId,
    insts_attached: bool,
) -> Result<()> {
    let f = &p.m.functions[fid];
    let Some(body) = &f.body else { return Ok(()) };
    let not_dbg = f.props.metadata.iter().any(|(k, _)| &**k != "dbg");
    if !not_dbg && !insts_attached {
        return Ok(());
    }
    w.enter_subblock(BlockId::MetadataAttachment.code(), 3)?;
    let func_pairs = sorted_attachment_pairs(p, &f.props.metadata)?;
    if !func_pairs.is_empty() {
        let mut ops = Vec::new();
        for (kind, md) in func_pairs {
            ops.push(u64::from(kind));
            ops.push(e.md_handle_id(p, md)?);
        }
        emit(w, MetadataCode::Attachment.code(), &ops, None)?;
    }
    for (index, (_, i)) in body.placed_insts().enumerate() {
        let pairs = sorted_attachment_pairs(p, &body.insts[i].metadata)?;
        if pairs.is_empty() {
            continue;
        }
        let mut ops = vec![index as u64];
        for (kind, md) in pairs {
            ops.push(u64::from(kind));
            ops.push(e.md_handle_id(p, md)?);
        }
        emit(w, MetadataCode::Attachment.code(), &ops, None)?;
    }
    w.exit_block()?;
    Ok(())
}
