//! `!llvm.loop` attachments as DXIL keeps them: a distinct self-referencing node with
//! at most one unroll hint (`llvm.loop.unroll.count N`, `llvm.loop.unroll.disable`
//! or `llvm.loop.unroll.full`), the only hints DXIL's validator accepts.
//!
//! A chain of self-referencing nodes (`!0 = !{!0, !1}`, `!1 = !{!1, !2}`) is folded
//! into one node; hints DXIL does not know (`llvm.loop.mustprogress`, debug
//! locations, non-nodes) are dropped; an attachment that is not a self-reference is
//! dropped whole. A known hint of the wrong shape, or two hints on one loop, is an
//! error, as in LLVM's DXILTranslateMetadata.

use dxil_ir::{Md, MdData, Module};
use rustc_hash::FxHashMap;

/// The unroll hints DXIL accepts.
const DXIL_LOOP_HINTS: [&str; 3] = [
    "llvm.loop.unroll.count",
    "llvm.loop.unroll.disable",
    "llvm.loop.unroll.full",
];

/// Rewrites `!llvm.loop` nodes into their DXIL form, each original node once.
#[derive(Default)]
pub(super) struct LoopHintTranslator {
    done: FxHashMap<Md, Option<Md>>,
    /// Whether some attachment was dropped or replaced, leaving nodes behind.
    left_nodes_behind: bool,
}

impl LoopHintTranslator {
    /// The DXIL form of the loop node `node`, or `None` when the attachment is to be
    /// dropped.
    pub(super) fn translate(&mut self, m: &mut Module, node: Md) -> Result<Option<Md>, String> {
        if let Some(done) = self.done.get(&node) {
            return Ok(*done);
        }
        let out = translate_loop_node(m, node)?;
        self.left_nodes_behind |= out != Some(node);
        self.done.insert(node, out);
        Ok(out)
    }

    /// Whether an original loop node may no longer be referenced.
    pub(super) fn left_nodes_behind(&self) -> bool {
        self.left_nodes_behind
    }
}

/// The operands of `node` when it is a plain metadata node.
fn node_ops(m: &Module, node: Md) -> Option<&[Option<Md>]> {
    match m.metadata.get(node)? {
        MdData::Node { ops, .. } => Some(ops),
        _ => None,
    }
}

/// Whether `node` is a node whose first operand is itself (`!0 = !{!0, ...}`).
fn is_self_reference(m: &Module, node: Md) -> bool {
    node_ops(m, node).is_some_and(|ops| ops.first() == Some(&Some(node)))
}

fn translate_loop_node(m: &mut Module, node: Md) -> Result<Option<Md>, String> {
    if !is_self_reference(m, node) {
        return Ok(None);
    }
    // Walk down a chain of self-referencing nodes to the one holding the hints.
    let mut base = node;
    let mut seen = vec![base];
    while let Some(Some(next)) = node_ops(m, base).and_then(|ops| ops.get(1)).copied() {
        if seen.contains(&next) || !is_self_reference(m, next) {
            break;
        }
        seen.push(next);
        base = next;
    }
    let candidates: Vec<Md> = node_ops(m, base)
        .unwrap_or_default()
        .iter()
        .skip(1)
        .flatten()
        .copied()
        .collect();
    let mut hints = Vec::new();
    for hint in candidates {
        if is_dxil_hint(m, hint)? {
            hints.push(hint);
        }
    }
    if hints.len() > 1 {
        return Err(loop_error("Provided conflicting hints"));
    }
    let operand_count = node_ops(m, node).map_or(0, <[_]>::len);
    if base == node && operand_count == hints.len() + 1 {
        // Already DXIL's form: LLVM prints a self-referencing node as distinct.
        if let MdData::Node { distinct, .. } = &mut m.metadata[node] {
            *distinct = true;
        }
        return Ok(Some(node));
    }
    // A distinct node cannot be built with itself as operand: place it, then point
    // its first operand at itself.
    let out = m.metadata.alloc(MdData::Node {
        distinct: true,
        ops: Vec::new(),
    });
    let mut ops = vec![Some(out)];
    ops.extend(hints.into_iter().map(Some));
    m.metadata[out] = MdData::Node {
        distinct: true,
        ops,
    };
    Ok(Some(out))
}

/// Whether `hint` is one of DXIL's unroll hints; an error when it names one but has
/// the wrong operands.
fn is_dxil_hint(m: &Module, hint: Md) -> Result<bool, String> {
    let Some(ops) = node_ops(m, hint) else {
        return Ok(false);
    };
    let name = match ops.first() {
        Some(Some(s)) => m.md_string(*s),
        _ => None,
    };
    let Some(name) = name.filter(|n| DXIL_LOOP_HINTS.iter().any(|h| h.as_bytes() == *n)) else {
        return Ok(false);
    };
    if name == b"llvm.loop.unroll.count" {
        let count_is_int = ops.len() == 2
            && matches!(ops[1].and_then(|c| m.metadata.get(c)),
                Some(MdData::Value { value, .. }) if m.const_int(*value).is_some());
        if !count_is_int {
            return Err(loop_error(
                "\"llvm.loop.unroll.count\" must have 2 operands and the second must be a constant integer",
            ));
        }
    } else if ops.len() != 1 {
        return Err(loop_error(
            "\"llvm.loop.unroll.disable\" and \"llvm.loop.unroll.full\" must be provided as a single operand",
        ));
    }
    Ok(true)
}

fn loop_error(what: &str) -> String {
    format!("Invalid \"llvm.loop\" metadata: {what}")
}
