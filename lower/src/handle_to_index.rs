//! Handles merged by control flow, as LLVM's DXILResourceAccess rewrites them: a `phi`
//! or `select` of resource handles that all come from one binding (the same
//! `handlefrombinding`/`handlefromimplicitbinding` call but for the index into the
//! range, e.g. `cond ? OutArr[0] : OutArr[1]`) becomes a `phi` or `select` of those
//! indices, and each call that used the merged handle gets its own handle, created
//! right before it from that index. DXIL addresses a resource by a handle made from
//! one binding, so no handle is left to pass through a `phi` or `select`.
//!
//! Merges of handles of different bindings are left alone.

use crate::error::LowerError;
use crate::intrinsics::called;
use crate::resource_map::{users_of, HANDLE_FROM_BINDING, HANDLE_FROM_IMPLICIT_BINDING};
use crate::rewrite::{find_inst, FuncCursor};
use dxil_ir::{Inst, InstKind, TypeData, Value};
use std::collections::HashMap;

/// Operand number of the index in the handle-creating calls.
const INDEX_OPERAND: usize = 3;

/// Rewrites every merge of same-binding handles in the function open in `c` whose
/// users are calls (see the module docs).
pub fn merged_handles_to_indices(c: &mut FuncCursor<'_>) -> Result<(), LowerError> {
    while let Some((merge, leaf)) = next_rewritable_merge(c) {
        let mut indices: HashMap<Inst, Value> = HashMap::new();
        let index = index_of(c, Value::Inst(merge), &mut indices);
        // One handle per block that uses the merge, made before its first use there.
        let mut per_block: HashMap<dxil_ir::Block, Value> = HashMap::new();
        for user in users_in_order(c, merge) {
            let Some((block, _)) = find_inst(&c.body, user) else {
                continue;
            };
            let handle = match per_block.get(&block) {
                Some(h) => *h,
                None => {
                    c.before(user);
                    let mut kind = c.body.insts[leaf].kind.clone();
                    if let InstKind::Call { args, .. } = &mut kind {
                        args[INDEX_OPERAND] = index;
                    }
                    let ty = c.body.insts[leaf].ty;
                    let h = c.insert(ty, kind);
                    per_block.insert(block, h);
                    h
                }
            };
            if let InstKind::Call { args, .. } = &mut c.body.insts[user].kind {
                for a in args.iter_mut().filter(|a| **a == Value::Inst(merge)) {
                    *a = handle;
                }
            }
        }
        // The merges and handle calls nothing uses any more go, innermost last.
        let mut gone: Vec<Inst> = indices.keys().copied().collect();
        gone.sort_by_key(|i| std::cmp::Reverse(i.index()));
        let mut changed = true;
        while changed {
            changed = false;
            for &i in &gone {
                let placed = find_inst(&c.body, i).is_some();
                if placed && users_of(&c.body, Value::Inst(i)).is_empty() {
                    c.erase(i);
                    changed = true;
                }
            }
        }
    }
    Ok(())
}

/// The users of `merge` in block and instruction order.
fn users_in_order(c: &FuncCursor<'_>, merge: Inst) -> Vec<Inst> {
    let users = users_of(&c.body, Value::Inst(merge));
    c.body
        .placed_insts()
        .map(|(_, i)| i)
        .filter(|i| users.contains(i))
        .collect()
}

/// The first placed `phi`/`select` of resource handles whose users are all calls and
/// whose sources (through nested merges) are calls of one binding, with one of those
/// calls.
fn next_rewritable_merge(c: &FuncCursor<'_>) -> Option<(Inst, Inst)> {
    c.body.placed_insts().map(|(_, i)| i).find_map(|i| {
        if !is_handle_merge(c, i) {
            return None;
        }
        let users_are_calls = users_of(&c.body, Value::Inst(i))
            .iter()
            .all(|u| matches!(c.body.insts[*u].kind, InstKind::Call { .. }));
        if !users_are_calls {
            return None;
        }
        let mut leaves = Vec::new();
        if !collect_leaves(c, Value::Inst(i), &mut leaves, 0) {
            return None;
        }
        let first = *leaves.first()?;
        leaves
            .iter()
            .all(|l| same_binding(c, first, *l))
            .then_some((i, first))
    })
}

/// Whether `i` is a `phi` or `select` of values of a `target("dx.*")` handle type.
fn is_handle_merge(c: &FuncCursor<'_>, i: Inst) -> bool {
    let data = &c.body.insts[i];
    matches!(data.kind, InstKind::Phi { .. } | InstKind::Select { .. })
        && matches!(c.m.types.get(data.ty), TypeData::TargetExt { name, .. } if name.starts_with("dx."))
}

/// Collects the handle-creating calls `v` merges; `false` if some source is not one.
fn collect_leaves(c: &FuncCursor<'_>, v: Value, out: &mut Vec<Inst>, depth: usize) -> bool {
    let Value::Inst(i) = v else { return false };
    if depth > 64 {
        return false;
    }
    match &c.body.insts[i].kind {
        InstKind::Phi { incoming } => incoming
            .iter()
            .all(|(x, _)| *x == v || collect_leaves(c, *x, out, depth + 1)),
        InstKind::Select {
            then_val, else_val, ..
        } => {
            collect_leaves(c, *then_val, out, depth + 1)
                && collect_leaves(c, *else_val, out, depth + 1)
        }
        _ => {
            let is_binding = called(c.m, &c.body, i).is_some_and(|(n, args)| {
                (crate::intrinsics::is_intrinsic(n, HANDLE_FROM_BINDING)
                    || crate::intrinsics::is_intrinsic(n, HANDLE_FROM_IMPLICIT_BINDING))
                    && args.len() > INDEX_OPERAND
            });
            if is_binding {
                out.push(i);
            }
            is_binding
        }
    }
}

/// Whether two handle calls name the same binding: the same callee and operands but
/// for the index.
fn same_binding(c: &FuncCursor<'_>, a: Inst, b: Inst) -> bool {
    match (&c.body.insts[a].kind, &c.body.insts[b].kind) {
        (
            InstKind::Call {
                callee: ca,
                args: xa,
                ..
            },
            InstKind::Call {
                callee: cb,
                args: xb,
                ..
            },
        ) => {
            ca == cb
                && xa.len() == xb.len()
                && xa
                    .iter()
                    .zip(xb)
                    .enumerate()
                    .all(|(k, (p, q))| k == INDEX_OPERAND || p == q)
        }
        _ => false,
    }
}

/// The index the handle `v` was made with: a leaf call's index operand, or a new
/// `phi`/`select` of indices in place of a merge (recorded in `made`, by merge).
fn index_of(c: &mut FuncCursor<'_>, v: Value, made: &mut HashMap<Inst, Value>) -> Value {
    let Value::Inst(i) = v else { return v };
    if let Some(x) = made.get(&i) {
        return *x;
    }
    let i32t = c.m.types.int(32);
    match c.body.insts[i].kind.clone() {
        InstKind::Phi { incoming } => {
            // Placed first so a loop through the phi finds it.
            c.before(i);
            let phi = c.insert(
                i32t,
                InstKind::Phi {
                    incoming: Vec::new(),
                },
            );
            made.insert(i, phi);
            let mapped: Vec<(Value, dxil_ir::Block)> = incoming
                .iter()
                .map(|(x, b)| (index_of(c, *x, made), *b))
                .collect();
            if let Value::Inst(p) = phi {
                c.body.insts[p].kind = InstKind::Phi { incoming: mapped };
            }
            phi
        }
        InstKind::Select {
            cond,
            then_val,
            else_val,
        } => {
            let a = index_of(c, then_val, made);
            let b = index_of(c, else_val, made);
            c.before(i);
            let sel = c.select(cond, a, b);
            made.insert(i, sel);
            sel
        }
        InstKind::Call { args, .. } => {
            made.insert(i, args[INDEX_OPERAND]);
            args[INDEX_OPERAND]
        }
        _ => v,
    }
}
