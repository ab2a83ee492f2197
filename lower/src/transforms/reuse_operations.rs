//! DXIL operations computed twice (issue 32): after lowering, the same cbuffer row
//! (`cbufferLoadLegacy` of one handle and row) or the same handle (`createHandle`,
//! `createHandleFromBinding`, `annotateHandle`, `createHandleFromHeap`) is often made
//! again where an earlier one already holds it: each access to a cbuffer member became
//! its own row load, and LLVM's optimizer never saw them as loads. DXC reuses them.
//!
//! An operation is reused when an identical one (same function, same operands) runs
//! before it on every path to it (dominates it), and so are the `extractvalue`s of the
//! same aggregate and indices. These operations read nothing that changes while a
//! shader runs (a cbuffer, a binding) and do not depend on which lanes are active, so
//! the earlier result is the later one's wherever it dominates; operations that do
//! (wave and quad operations, derivatives) or read memory a shader writes are never
//! reused.

use crate::rewrite::{erase_marked, replace_uses_in_body, FuncCursor};
use dxil_ir::{FuncId, Inst, InstKind, SecondaryMap, Value};
use dxil_model::cfg::{dominator_tree, Cfg};
use dxil_model::op_table::{dx_op_call, OpCode};
use rustc_hash::FxHashMap;

/// The operations that read nothing a shader changes and no lane state.
const REUSABLE: [OpCode; 6] = [
    OpCode::CREATE_HANDLE,
    OpCode::CBUFFER_LOAD,
    OpCode::CBUFFER_LOAD_LEGACY,
    OpCode::ANNOTATE_HANDLE,
    OpCode::CREATE_HANDLE_FROM_BINDING,
    OpCode::CREATE_HANDLE_FROM_HEAP,
];

/// What makes two instructions compute the same value.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    /// A reusable operation: the function called and the arguments.
    Op(FuncId, Vec<Value>),
    /// `extractvalue`: the aggregate and the indices.
    Extract(Value, Vec<u32>),
}

/// Reuses the operations of the function open in `c` that an identical dominating one
/// computed (see the module docs); returns how many went.
pub fn reuse_operations(c: &mut FuncCursor<'_>) -> usize {
    // Nothing to reuse unless two candidates call the same operation or both extract
    // (most small functions): then no CFG is needed.
    let mut candidates: Vec<Option<FuncId>> = c
        .body
        .placed_insts()
        .filter_map(|(_, i)| candidate(c, i))
        .collect();
    candidates.sort_unstable();
    if !candidates.windows(2).any(|w| w[0] == w[1]) {
        return 0;
    }
    let cfg = Cfg::of(&c.body);
    if cfg.is_empty() {
        return 0;
    }
    let mut children = vec![Vec::new(); cfg.len()];
    if cfg.len() > 1 {
        for (b, d) in dominator_tree(&cfg).iter().enumerate() {
            if let Some(d) = *d {
                children[d].push(b);
            }
        }
    }
    let layout = c.body.layout.clone();
    // The values computed so far on the dominator tree path to the current block,
    // and what each block added (taken away when the walk leaves it).
    let mut available: FxHashMap<Key, Value> = FxHashMap::default();
    let mut added: Vec<Vec<Key>> = vec![Vec::new(); cfg.len()];
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    let mut gone: SecondaryMap<Inst, bool> = SecondaryMap::default();
    let mut count = 0;
    // (block, entering): a block is entered, then left after its children.
    let mut walk = vec![(0usize, true)];
    while let Some((b, entering)) = walk.pop() {
        if !entering {
            for k in added[b].drain(..) {
                available.remove(&k);
            }
            continue;
        }
        walk.push((b, false));
        walk.extend(children[b].iter().map(|&child| (child, true)));
        for &i in &c.body.blocks[layout[b]].insts {
            let Some(key) = key_of(c, i, &replaced) else {
                continue;
            };
            match available.get(&key) {
                Some(&earlier) => {
                    replaced.insert(Value::Inst(i), earlier);
                    gone.set(i, true);
                    count += 1;
                }
                None => {
                    available.insert(key.clone(), Value::Inst(i));
                    added[b].push(key);
                }
            }
        }
    }
    if count > 0 {
        replace_uses_in_body(&mut c.body, &replaced);
        erase_marked(&mut c.body, &gone);
    }
    count
}

/// Whether `i` may compute what another instruction does: `Some` of the operation's
/// declaration for a reusable operation, `Some(None)` for an `extractvalue` (what
/// [`key_of`] tells apart first).
fn candidate(c: &FuncCursor<'_>, i: Inst) -> Option<Option<FuncId>> {
    let kind = &c.body.insts[i].kind;
    match kind {
        InstKind::ExtractValue { .. } => Some(None),
        InstKind::Call {
            callee: Value::Function(f),
            ..
        } => dx_op_call(c.m, kind)
            .is_some_and(|(op, _)| REUSABLE.contains(&op))
            .then_some(Some(*f)),
        _ => None,
    }
}

/// What `i` computes, if it is a reusable operation or an `extractvalue`, its operands
/// read through the replacements made so far.
fn key_of(c: &FuncCursor<'_>, i: Inst, replaced: &FxHashMap<Value, Value>) -> Option<Key> {
    let resolved = |v: Value| replaced.get(&v).copied().unwrap_or(v);
    match (&c.body.insts[i].kind, candidate(c, i)?) {
        (InstKind::ExtractValue { agg, indices }, None) => {
            Some(Key::Extract(resolved(*agg), indices.clone()))
        }
        (InstKind::Call { args, .. }, Some(f)) => {
            Some(Key::Op(f, args.iter().map(|&a| resolved(a)).collect()))
        }
        _ => None,
    }
}
