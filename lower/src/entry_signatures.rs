//! The signature lists of `!dx.entryPoints`, built from the front end's
//! `!dx.semantic.signatures` by `dxil-translate-metadata`.
//!
//! Each element is packed ([`crate::signature_packing`]), its usage mask is the set of
//! components the entry still reads (inputs) or writes (outputs), and its dynamic index
//! mask the components accessed with a non-constant row. An input load nobody uses is
//! removed first: it has no effect (DXIL's `loadInput` reads no memory), and DXC leaves
//! such components out of the usage mask. Elements become DXIL's records: id, name,
//! component type, semantic kind, indices, interpolation, rows, columns, start row,
//! start column, then the tags (dynamic index mask 2, usage mask 3, each only when not
//! zero; the output stream 0 only when not zero).

use crate::dxil_metadata::{read_semantic_signatures, tag, SignatureElement, SEMANTIC_SIGNATURES};
use crate::error::LowerError;
use crate::rewrite::{md_int, md_node, md_string};
use crate::semantic_interpretation::{SigKind, SigPoint};
use crate::shader_model::ShaderKind;
use crate::signature_io::{io_calls, IoKind};
use dxil_ir::{FuncId, Md, Module, TypeData, Value};
use std::collections::HashSet;

/// Takes `!dx.semantic.signatures` out of `m` and returns, per entry function, the
/// `!{inputs, outputs, patch constants}` node of its `!dx.entryPoints` record, with the
/// signatures packed for `stage(func)`.
pub fn entry_signature_nodes(
    m: &mut Module,
    stage: impl Fn(FuncId) -> Option<ShaderKind>,
) -> Result<Vec<(FuncId, Md)>, LowerError> {
    let entries = read_semantic_signatures(m)?;
    m.named_metadata.shift_remove(SEMANTIC_SIGNATURES);
    let mut out = Vec::new();
    for e in entries {
        let Some(func) = e.function else { continue };
        let Some(kind) = stage(func) else { continue };
        remove_unused_loads(m, func);
        let mut lists = Vec::new();
        for (mut elements, sig, io) in [
            (e.inputs, SigKind::Input, IoKind::Load),
            (e.outputs, SigKind::Output, IoKind::Store),
        ] {
            if let Some(point) = SigPoint::of(kind, sig) {
                crate::signature_packing::pack(&mut elements, point)?;
            }
            set_access_masks(m, func, io, &mut elements);
            lists.push(element_list(m, &elements));
        }
        lists.push(None);
        out.push((func, md_node(m, lists)));
    }
    Ok(out)
}

/// Erases input loads whose value is not used.
fn remove_unused_loads(m: &mut Module, func: FuncId) {
    let loads: Vec<_> = io_calls(m, func)
        .into_iter()
        .filter(|c| c.kind == IoKind::Load)
        .collect();
    let Some(body) = m.functions[func].body.as_mut() else {
        return;
    };
    let mut used = HashSet::new();
    for (_, inst) in body.placed_insts() {
        body.insts[inst].kind.for_each_operand(|v| {
            used.insert(v);
        });
    }
    for (_, b) in body.blocks.iter_mut() {
        b.insts.retain(|i| {
            !loads
                .iter()
                .any(|l| l.inst == *i && !used.contains(&Value::Inst(*i)))
        });
    }
}

/// Sets the usage and dynamic index masks of `elements` from the entry's accesses.
fn set_access_masks(m: &Module, func: FuncId, io: IoKind, elements: &mut [SignatureElement]) {
    let Some(body) = &m.functions[func].body else {
        return;
    };
    let mut usage = vec![0u8; elements.len()];
    let mut dynamic = vec![0u8; elements.len()];
    for call in io_calls(m, func).into_iter().filter(|c| c.kind == io) {
        let (Some(id), Some(col)) = (
            call.args.first().and_then(|v| m.const_int(*v)),
            call.args.get(2).and_then(|v| m.const_int(*v)),
        ) else {
            continue;
        };
        let Some(at) = elements.iter().position(|e| i128::from(e.id) == id) else {
            continue;
        };
        let ty = match io {
            IoKind::Load => Some(body.insts[call.inst].ty),
            IoKind::Store => None,
        };
        let len = match ty.map(|t| m.types.get(t)) {
            Some(TypeData::Vector { len, .. }) => *len,
            Some(_) => 1,
            None => stored_len(m, body, call.args.get(3).copied()),
        };
        let bits = (((1u32 << len) - 1) << col) as u8 & 0xf;
        usage[at] |= bits;
        if call.args.get(1).and_then(|v| m.const_int(*v)).is_none() {
            dynamic[at] |= bits;
        }
    }
    for (i, e) in elements.iter_mut().enumerate() {
        e.tags.retain(|(t, _)| *t == tag::OUTPUT_STREAM);
        e.tags
            .push((tag::DYNAMIC_INDEX_MASK, i128::from(dynamic[i])));
        e.tags.push((tag::USAGE_MASK, i128::from(usage[i])));
    }
}

/// Components of a stored value.
fn stored_len(m: &Module, body: &dxil_ir::Body, value: Option<Value>) -> u32 {
    let ty = match value {
        Some(Value::Inst(i)) => Some(body.insts[i].ty),
        Some(Value::Const(c)) => Some(m.consts.get(c).ty()),
        _ => None,
    };
    match ty.map(|t| m.types.get(t)) {
        Some(TypeData::Vector { len, .. }) => *len,
        _ => 1,
    }
}

fn element_list(m: &mut Module, elements: &[SignatureElement]) -> Option<Md> {
    if elements.is_empty() {
        return None;
    }
    let ops = elements
        .iter()
        .map(|e| Some(element_record(m, e)))
        .collect();
    Some(md_node(m, ops))
}

fn element_record(m: &mut Module, e: &SignatureElement) -> Md {
    let indices = e
        .semantic_indices
        .iter()
        .map(|i| Some(md_int(m, 32, i64::from(*i))))
        .collect();
    let mut tags = Vec::new();
    for t in [tag::OUTPUT_STREAM, tag::DYNAMIC_INDEX_MASK, tag::USAGE_MASK] {
        if let Some((_, v)) = e.tags.iter().find(|(k, v)| *k == t && *v != 0) {
            tags.push(Some(md_int(m, 32, i64::from(t))));
            tags.push(Some(md_int(m, 32, *v as i64)));
        }
    }
    let ops = vec![
        Some(md_int(m, 32, i64::from(e.id))),
        Some(md_string(m, &e.semantic_name)),
        Some(md_int(m, 8, i64::from(e.component_type))),
        Some(md_int(m, 8, i64::from(e.system_value))),
        Some(md_node(m, indices)),
        Some(md_int(m, 8, i64::from(e.interpolation))),
        Some(md_int(m, 32, i64::from(e.rows))),
        Some(md_int(m, 8, i64::from(e.cols))),
        Some(md_int(m, 32, i64::from(e.start_row))),
        Some(md_int(m, 8, i64::from(e.start_col))),
        (!tags.is_empty()).then(|| md_node(m, tags)),
    ];
    md_node(m, ops)
}
