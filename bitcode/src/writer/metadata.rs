//! METADATA blocks in LLVM 3.7's encoding: the module's nodes, strings and values
//! (`WriteModuleMetadata`), named metadata, the kind table (`WriteModuleMetadataStore`,
//! a METADATA block of its own), function-local metadata and METADATA_ATTACHMENT.

use super::abbrevs::{abbrev, emit};
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
    let name = if m.named_metadata.is_empty() {
        None
    } else {
        let code = Literal(u64::from(MetadataCode::Name.code()));
        Some(w.define_abbrev(&abbrev(vec![code, Array, Fixed(8)])?)?)
    };
    for key in &e.mds {
        write_md(w, p, e, key, string)?;
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
                    ids.push(match op {
                        Some(o) => e.md_id(&md_key(p, *o)?)? + 1,
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
            _ => Err(WriteModuleError::malformed(format!(
                "metadata {md:?} is not a node"
            ))),
        },
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
/// attachment: the function's as one record, then `[inst index, (kind, node)*]` per
/// instruction (indices count every instruction, void ones too).
pub(crate) fn write_attachments(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
    fid: FuncId,
) -> Result<()> {
    let f = &p.m.functions[fid];
    let Some(body) = &f.body else { return Ok(()) };
    let any_inst = body
        .placed_insts()
        .any(|(_, i)| !body.insts[i].metadata.is_empty());
    if f.props.metadata.is_empty() && !any_inst {
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
