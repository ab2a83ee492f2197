//! Resource pointers merged by control flow: optimizers sink the loads of two branches
//! into their join (SimplifyCFG, InstCombine) or hoist them out of a loop (LICM), so
//! one `load` reads through `phi ptr [%a, %then], [%b, %else]` (or a `select`) of
//! `llvm.dx.resource.getpointer` results, possibly of different resources. DXIL
//! addresses one resource per access, so before `dxil-resource-access` such accesses
//! are taken back to where each pointer is alone:
//!
//! - a load, store or GEP through a phi, in the phi's block, is cloned at the end of
//!   each predecessor (each must branch only to that block; nothing in the block
//!   before a load may write memory, nor read or write it before a store; operands
//!   that are phis of the block take their value for that edge) and, for a load or a
//!   GEP, the clones are joined by a phi of values (of pointers, for a GEP, which is
//!   then handled the same way);
//! - a load (or GEP) through a select loads (indexes) both pointers and selects the
//!   result: loading a resource has no side effect, so reading both is safe. A select
//!   of pointers into different bindings is LLVM's fatal "not guaranteed to map to a
//!   unique global resource", so it is ours too.
//!
//! Stores through a select, and uses elsewhere, are reported as unsupported.

use crate::error::LowerError;
use crate::rewrite::{find_inst, FuncCursor};
use crate::transforms::handle_to_index::{has_different_bindings, non_unique_access};
use dxil_analysis::intrinsics::{called, is_intrinsic};
use dxil_analysis::resource_map::users_of;
use dxil_analysis::resource_map::{GET_BASE_POINTER, GET_POINTER};
use dxil_ir::{Block, Inst, InstKind, Site, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Calls that neither write memory nor have other effects, so a load may move above
/// them: handle creation and the thread-id queries clang emits around resource loads.
const PURE_CALLS: &[&str] = &[
    "llvm.dx.resource.handlefrombinding",
    "llvm.dx.resource.handlefromimplicitbinding",
    GET_POINTER,
    GET_BASE_POINTER,
    "llvm.dx.thread.id",
    "llvm.dx.group.id",
    "llvm.dx.thread.id.in.group",
    "llvm.dx.flattened.thread.id.in.group",
];

/// Rewrites every access through a phi or select of resource pointers in the function
/// open in `c` (see the module docs).
pub fn split_merged_resource_pointers(c: &mut FuncCursor<'_>) -> Result<(), LowerError> {
    while let Some(p) = next_merged_pointer(c) {
        let users = users_of(&c.body, Value::Inst(p));
        let is_phi = matches!(c.body.insts[p].kind, InstKind::Phi { .. });
        for u in users {
            if is_phi {
                split_phi_use(c, p, u)?;
            } else {
                split_select_use(c, p, u)?;
            }
        }
        c.erase(p);
    }
    Ok(())
}

/// The first placed phi or select of pointers whose every source is a resource pointer.
fn next_merged_pointer(c: &FuncCursor<'_>) -> Option<Inst> {
    c.body.placed_insts().map(|(_, i)| i).find(|&i| {
        is_merge(c, i) && is_resource_pointer(c, Value::Inst(i), &mut FxHashSet::default())
    })
}

fn is_merge(c: &FuncCursor<'_>, i: Inst) -> bool {
    matches!(
        c.body.insts[i].kind,
        InstKind::Phi { .. } | InstKind::Select { .. }
    ) && matches!(c.m.types.get(c.body.insts[i].ty), TypeData::Ptr { .. })
}

/// Whether `v` is a `getpointer` result, a GEP of one, or a merge of such (cycles are
/// not: a pointer carried around a loop is not taken apart here).
fn is_resource_pointer(c: &FuncCursor<'_>, v: Value, visiting: &mut FxHashSet<Inst>) -> bool {
    let Value::Inst(i) = v else { return false };
    if !visiting.insert(i) {
        return false;
    }
    let r = match &c.body.insts[i].kind {
        InstKind::Gep { base, .. } => is_resource_pointer(c, *base, visiting),
        InstKind::Phi { incoming } => {
            !incoming.is_empty()
                && incoming
                    .iter()
                    .all(|(v, _)| is_resource_pointer(c, *v, visiting))
        }
        InstKind::Select {
            then_val, else_val, ..
        } => {
            is_resource_pointer(c, *then_val, visiting)
                && is_resource_pointer(c, *else_val, visiting)
        }
        _ => called(c.m, &c.body, i).is_some_and(|(n, _)| {
            is_intrinsic(n, GET_POINTER) || is_intrinsic(n, GET_BASE_POINTER)
        }),
    };
    visiting.remove(&i);
    r
}

fn unsupported(c: &FuncCursor<'_>, what: &str, at: Inst) -> LowerError {
    LowerError::Unsupported {
        what: what.into(),
        site: Some(Site::Inst(c.func, at)),
    }
}

/// Moves use `u` of phi `p` into `p`'s predecessors.
fn split_phi_use(c: &mut FuncCursor<'_>, p: Inst, u: Inst) -> Result<(), LowerError> {
    let InstKind::Phi { incoming } = c.body.insts[p].kind.clone() else {
        return Ok(());
    };
    let block = find_inst(&c.body, p).map(|(b, _)| b);
    if find_inst(&c.body, u).map(|(b, _)| b) != block {
        return Err(unsupported(
            c,
            "a use of a phi of resource pointers outside the phi's block",
            u,
        ));
    }
    let Some(block) = block else { return Ok(()) };
    let ty = c.body.insts[u].ty;
    let kind = c.body.insts[u].kind.clone();
    match &kind {
        InstKind::Load { ptr, .. } if *ptr == Value::Inst(p) => {
            if let Some(w) = first_memory_access_before(c, block, u, false) {
                return Err(unsupported(
                    c,
                    "a load through a phi of resource pointers after a memory write in its block",
                    w,
                ));
            }
        }
        InstKind::Store { ptr, val, .. } if *ptr == Value::Inst(p) && *val != Value::Inst(p) => {
            if let Some(w) = first_memory_access_before(c, block, u, true) {
                return Err(unsupported(
                    c,
                    "a store through a phi of resource pointers after a memory access in its block",
                    w,
                ));
            }
        }
        InstKind::Gep { base, .. } if *base == Value::Inst(p) => {}
        _ => {
            return Err(unsupported(
                c,
                "this use of a phi of resource pointers (only loads, stores and GEPs are handled)",
                u,
            ))
        }
    }
    let mut clones: FxHashMap<Block, Value> = FxHashMap::default();
    let mut joined = Vec::with_capacity(incoming.len());
    for (v, pred) in &incoming {
        let clone = match clones.get(pred) {
            Some(x) => *x,
            None => {
                let x = clone_into_pred(c, block, *pred, p, *v, ty, &kind, u)?;
                clones.insert(*pred, x);
                x
            }
        };
        joined.push((clone, *pred));
    }
    if !matches!(kind, InstKind::Store { .. }) {
        c.block_start(block);
        let phi = c.insert(ty, InstKind::Phi { incoming: joined });
        c.replace_uses(Value::Inst(u), phi);
    }
    c.erase(u);
    erase_dead_operands(c, &kind, block);
    // A phi of the stored values that only fed the store is dead now: each clone
    // stores its predecessor's value.
    if let InstKind::Store {
        val: Value::Inst(v),
        ..
    } = kind
    {
        let is_block_phi = matches!(c.body.insts[v].kind, InstKind::Phi { .. })
            && find_inst(&c.body, v).map(|(b, _)| b) == Some(block);
        if is_block_phi && users_of(&c.body, Value::Inst(v)).is_empty() {
            c.erase(v);
        }
    }
    Ok(())
}

/// A copy of `kind` (a load or GEP of phi `p` in `block`) at the end of `pred`, with
/// `p` replaced by its incoming value `v` and other phis of `block` by theirs.
#[allow(clippy::too_many_arguments)]
fn clone_into_pred(
    c: &mut FuncCursor<'_>,
    block: Block,
    pred: Block,
    p: Inst,
    v: Value,
    ty: Type,
    kind: &InstKind,
    u: Inst,
) -> Result<Value, LowerError> {
    let Some(term) = c.body.terminator(pred) else {
        return Err(unsupported(c, "a predecessor without a terminator", u));
    };
    if c.body.insts[term]
        .kind
        .successors()
        .iter()
        .any(|s| *s != block)
    {
        return Err(unsupported(
            c,
            "a phi of resource pointers reached from a branching predecessor",
            u,
        ));
    }
    c.before(term);
    let k = in_pred(c, block, pred, p, v, kind, 0).map_err(|i| {
        unsupported(
            c,
            "an operand defined in the block of a phi of resource pointers",
            i,
        )
    })?;
    Ok(c.insert(ty, k))
}

/// Whether an instruction of this kind computes a value and nothing else, so a copy
/// of it may go anywhere its operands are.
fn is_pure(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::Binary { .. }
            | InstKind::FNeg { .. }
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Select { .. }
            | InstKind::Cast { .. }
            | InstKind::Gep { .. }
            | InstKind::ExtractElement { .. }
            | InstKind::ExtractValue { .. }
    )
}

/// Removes the side-effect-free instructions (and phis) of `block` that only fed
/// `kind` (now copied into the predecessors), and what only fed them.
fn erase_dead_operands(c: &mut FuncCursor<'_>, kind: &InstKind, block: Block) {
    for op in kind.operands() {
        let Value::Inst(i) = op else { continue };
        let in_block = find_inst(&c.body, i).map(|(b, _)| b) == Some(block);
        let kind_of = &c.body.insts[i].kind;
        let pure = is_pure(kind_of) || matches!(kind_of, InstKind::Phi { .. });
        if in_block && pure && users_of(&c.body, op).is_empty() {
            let inner = c.body.insts[i].kind.clone();
            c.erase(i);
            erase_dead_operands(c, &inner, block);
        }
    }
}

/// `kind` with each operand replaced by what it is on the edge from `pred` (see
/// [`value_in_pred`]).
fn in_pred(
    c: &mut FuncCursor<'_>,
    block: Block,
    pred: Block,
    p: Inst,
    v: Value,
    kind: &InstKind,
    depth: usize,
) -> Result<InstKind, Inst> {
    let mut mapped: FxHashMap<Value, Value> = FxHashMap::default();
    for op in kind.operands() {
        if let std::collections::hash_map::Entry::Vacant(e) = mapped.entry(op) {
            e.insert(value_in_pred(c, block, pred, p, v, op, depth)?);
        }
    }
    let mut k = kind.clone();
    k.map_operands(|op| mapped.get(&op).copied().unwrap_or(op));
    Ok(k)
}

/// What `op`, an operand of an access in `block`, is on the edge from `pred`: phi
/// `p`'s incoming `v`, another phi's incoming value, or a copy, at the end of `pred`,
/// of an instruction of `block` without side effects (its operands taken the same
/// way). `Err` names an operand that cannot be taken there.
fn value_in_pred(
    c: &mut FuncCursor<'_>,
    block: Block,
    pred: Block,
    p: Inst,
    v: Value,
    op: Value,
    depth: usize,
) -> Result<Value, Inst> {
    if op == Value::Inst(p) {
        return Ok(v);
    }
    let Value::Inst(i) = op else { return Ok(op) };
    if find_inst(&c.body, i).map(|(b, _)| b) != Some(block) {
        return Ok(op);
    }
    let kind = c.body.insts[i].kind.clone();
    match &kind {
        InstKind::Phi { incoming } => incoming
            .iter()
            .find(|(_, b)| *b == pred)
            .map(|(x, _)| *x)
            .ok_or(i),
        k if is_pure(k) && depth < 16 => {
            let k = in_pred(c, block, pred, p, v, k, depth + 1)?;
            let ty = c.body.insts[i].ty;
            Ok(c.insert(ty, k))
        }
        _ => Err(i),
    }
}

/// The first instruction of `block` before `u` that may write memory (or, with
/// `reads`, read it too): what an access cannot move above.
fn first_memory_access_before(
    c: &FuncCursor<'_>,
    block: Block,
    u: Inst,
    reads: bool,
) -> Option<Inst> {
    c.body.blocks[block]
        .insts
        .iter()
        .copied()
        .take_while(|i| *i != u)
        .find(|&i| match &c.body.insts[i].kind {
            InstKind::Load { .. } => reads,
            InstKind::Store { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::Fence { .. } => true,
            InstKind::Call { .. } => !called(c.m, &c.body, i)
                .is_some_and(|(n, _)| PURE_CALLS.iter().any(|p| is_intrinsic(n, p))),
            _ => false,
        })
}

/// Replaces use `u` of select `s` by the same use of both sides, selected.
fn split_select_use(c: &mut FuncCursor<'_>, s: Inst, u: Inst) -> Result<(), LowerError> {
    let InstKind::Select {
        cond,
        then_val,
        else_val,
    } = c.body.insts[s].kind
    else {
        return Ok(());
    };
    let ty = c.body.insts[u].ty;
    let kind = c.body.insts[u].kind.clone();
    match &kind {
        InstKind::Load { ptr, .. } if *ptr == Value::Inst(s) => {
            if has_different_bindings(c, Value::Inst(s)) {
                return Err(non_unique_access(c, u, Value::Inst(s)));
            }
        }
        InstKind::Gep { base, .. } if *base == Value::Inst(s) => {}
        _ => {
            return Err(unsupported(
                c,
                "this use of a select of resource pointers (only loads and GEPs are handled)",
                u,
            ))
        }
    }
    c.before(u);
    let side = |c: &mut FuncCursor<'_>, v: Value| {
        let mut k = kind.clone();
        k.map_operands(|op| if op == Value::Inst(s) { v } else { op });
        c.insert(ty, k)
    };
    let a = side(c, then_val);
    let b = side(c, else_val);
    let merged = c.insert(
        ty,
        InstKind::Select {
            cond,
            then_val: a,
            else_val: b,
        },
    );
    c.replace_uses(Value::Inst(u), merged);
    c.erase(u);
    Ok(())
}
