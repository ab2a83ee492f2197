//! Handles and resource pointers merged by control flow, as LLVM's DXILResourceAccess
//! rewrites them ("handle to index"):
//!
//! - a `phi` or `select` of resource handles that all come from one binding (the same
//!   `handlefrombinding`/`handlefromimplicitbinding` call but for the index into the
//!   range, e.g. `cond ? OutArr[0] : OutArr[1]`) becomes a `phi` or `select` of those
//!   indices, and the calls that used the merged handle get a handle made from that
//!   index (one per block, before its first use there);
//! - a `phi` or `select` of `getpointer` results on handles of one binding (or of GEPs
//!   off them) becomes merges of the element indices, of the handle indices and of the
//!   GEPs' byte offsets (each computed where its GEP was), then one handle, one
//!   `getpointer` and, for a non-zero offset, one `i8` GEP after the merge. A cbuffer's
//!   `getpointer` index is a byte offset, so it joins the offset; offsets that are one
//!   constant on every edge need no merge.
//!
//! DXIL addresses a resource by a handle made from one binding, so no handle is left
//! to pass through a `phi` or `select`. Merges of different bindings are left alone,
//! as are merges with a source that is not a handle call (or a `getpointer` of one).
//! A `select` of one constant index is that constant.

use crate::analysis::gep_offset::{emit_byte_offset, ByteOffset};
use crate::error::{LowerError, Note};
use crate::rewrite::{find_inst, FuncCursor};
use dxil_analysis::intrinsics::{called, is_intrinsic};
use dxil_analysis::resource_map::module_layout;
use dxil_analysis::resource_map::{users_of, HANDLE_FROM_BINDING, HANDLE_FROM_IMPLICIT_BINDING};
use dxil_analysis::resource_map::{GET_BASE_POINTER, GET_POINTER};
use dxil_ir::{Block, GepFlags, Inst, InstKind, Site, TypeData, Value};
use dxil_model::layout::DataLayout;
use rustc_hash::{FxHashMap, FxHashSet};

/// Operand number of the index in the handle-creating calls.
const INDEX_OPERAND: usize = 3;

/// What a merge merges.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Merged {
    /// Handles: the sources are handle calls.
    Handles,
    /// Resource pointers: the sources are `getpointer(handle call, index)` calls.
    Pointers,
}

/// Rewrites every merge of same-binding handles or resource pointers in the function
/// open in `c` (see the module docs).
pub fn merged_handles_to_indices(c: &mut FuncCursor<'_>) -> Result<(), LowerError> {
    let dl = module_layout(c.m);
    let mut skipped: FxHashSet<Inst> = FxHashSet::default();
    while let Some((merge, what, leaves)) = next_rewritable_merge(c, &dl, &skipped) {
        skipped.insert(merge);
        let mut dead: Vec<Inst> = leaves.clone();
        match what {
            Merged::Handles => rewrite_handle_merge(c, merge, &leaves),
            Merged::Pointers => {
                let sources: Vec<PointerSource> = leaves
                    .iter()
                    .filter_map(|l| pointer_source(c, &dl, *l))
                    .collect();
                for s in &sources {
                    dead.extend(&s.geps);
                    dead.push(s.root);
                    dead.extend(handle_of(c, s.root));
                }
                rewrite_pointer_merge(c, merge, &leaves, &sources);
            }
        }
        erase_unused(c, &dead, merge);
    }
    Ok(())
}

/// Where a pointer a merge merges comes from: a `getpointer` call (`root`) and the GEPs
/// on it (`geps`, outermost first), which add `offset` bytes (a cbuffer's `getpointer`
/// index included).
struct PointerSource {
    root: Inst,
    geps: Vec<Inst>,
    offset: ByteOffset,
}

/// The [`PointerSource`] of `leaf`; `None` if it is not a chain of readable GEPs on a
/// `getpointer` of a handle call.
fn pointer_source(c: &FuncCursor<'_>, dl: &DataLayout, leaf: Inst) -> Option<PointerSource> {
    let mut geps = Vec::new();
    let mut offset = ByteOffset::default();
    let mut at = leaf;
    while let InstKind::Gep {
        source,
        base,
        indices,
        ..
    } = &c.body.insts[at].kind
    {
        offset.add_gep(c.m, dl, *source, indices).ok()?;
        geps.push(at);
        let Value::Inst(b) = base else { return None };
        at = *b;
    }
    let handle = handle_of(c, at)?;
    if is_cbuffer_handle(c, handle) {
        if let Some(&k) = call_args(c, at).get(1) {
            offset.bytes += i64::try_from(c.m.const_int(k)?).ok()?;
        }
    }
    Some(PointerSource {
        root: at,
        geps,
        offset,
    })
}

/// Whether handle call `h` makes a cbuffer handle.
fn is_cbuffer_handle(c: &FuncCursor<'_>, h: Inst) -> bool {
    matches!(c.m.types.get(c.body.insts[h].ty), TypeData::TargetExt { name, .. } if &**name == "dx.CBuffer")
}

/// The operands of call `i` (none if it is not a call).
fn call_args<'b>(c: &'b FuncCursor<'_>, i: Inst) -> &'b [Value] {
    match &c.body.insts[i].kind {
        InstKind::Call { args, .. } => args,
        _ => &[],
    }
}

/// `merge` (of handles) → an index merge and, per using block, one handle from it.
fn rewrite_handle_merge(c: &mut FuncCursor<'_>, merge: Inst, leaves: &[Inst]) {
    let leaf = leaves[0];
    let indices: FxHashMap<Inst, Value> = leaves
        .iter()
        .map(|&l| (l, call_arg(c, l, INDEX_OPERAND)))
        .collect();
    let index = merged_value(
        c,
        Value::Inst(merge),
        &mut FxHashMap::default(),
        &indices,
        false,
    );
    let mut per_block: FxHashMap<Block, Value> = FxHashMap::default();
    for user in users_in_order(c, merge) {
        let Some((block, _)) = find_inst(&c.body, user) else {
            continue;
        };
        let handle = match per_block.get(&block) {
            Some(h) => *h,
            None => {
                c.before(user);
                let h = clone_call(c, leaf, INDEX_OPERAND, index, None);
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
}

/// `merge` (of resource pointers, from `sources`, one per leaf in `leaves`) → merges of
/// the element indices, handle indices and byte offsets, then a handle, a `getpointer`
/// and (for a non-zero offset) an `i8` GEP right after the merge.
fn rewrite_pointer_merge(
    c: &mut FuncCursor<'_>,
    merge: Inst,
    leaves: &[Inst],
    sources: &[PointerSource],
) {
    let first = &sources[0];
    let handle_call = handle_of(c, first.root).expect("checked by next_rewritable_merge");
    // A cbuffer's index is part of the offset; `getbasepointer` has none.
    let has_element = !is_cbuffer_handle(c, handle_call) && call_args(c, first.root).len() > 1;
    let mut elements = FxHashMap::default();
    let mut indices = FxHashMap::default();
    let mut offsets = FxHashMap::default();
    for (&leaf, s) in leaves.iter().zip(sources) {
        elements.insert(leaf, call_arg(c, s.root, 1));
        let h = handle_of(c, s.root).map_or(Value::Inst(s.root), |h| call_arg(c, h, INDEX_OPERAND));
        indices.insert(leaf, h);
        c.before(leaf);
        offsets.insert(leaf, emit_byte_offset(c, &s.offset));
    }
    let element = has_element.then(|| {
        merged_value(
            c,
            Value::Inst(merge),
            &mut FxHashMap::default(),
            &elements,
            false,
        )
    });
    let index = merged_value(
        c,
        Value::Inst(merge),
        &mut FxHashMap::default(),
        &indices,
        false,
    );
    let offset = merged_value(
        c,
        Value::Inst(merge),
        &mut FxHashMap::default(),
        &offsets,
        true,
    );
    // After the phis of the block (or right at a select).
    let at = match c.body.insts[merge].kind {
        InstKind::Phi { .. } => first_non_phi_after(c, merge),
        _ => Some(merge),
    };
    match at {
        Some(i) => c.before(i),
        None => c.after(merge),
    }
    let handle = clone_call(c, handle_call, INDEX_OPERAND, index, None);
    let mut pointer = match element {
        Some(e) => clone_call(c, first.root, 1, e, Some(handle)),
        None if call_args(c, first.root).len() > 1 => {
            let zero = c.i32(0);
            clone_call(c, first.root, 1, zero, Some(handle))
        }
        None => clone_call(c, first.root, 0, handle, None),
    };
    if c.m.const_int(offset) != Some(0) {
        let i8t = c.m.types.int(8);
        let ty = c.body.insts[merge].ty;
        pointer = c.insert(
            ty,
            InstKind::Gep {
                source: i8t,
                flags: GepFlags::default(),
                base: pointer,
                indices: vec![offset],
            },
        );
    }
    c.replace_uses(Value::Inst(merge), pointer);
}

/// A copy of call `of` inserted at the cursor, with operand `k` set to `value` (and
/// its first operand to `first`, when given).
fn clone_call(
    c: &mut FuncCursor<'_>,
    of: Inst,
    k: usize,
    value: Value,
    first: Option<Value>,
) -> Value {
    let mut kind = c.body.insts[of].kind.clone();
    if let InstKind::Call { args, .. } = &mut kind {
        args[k] = value;
        if let Some(f) = first {
            args[0] = f;
        }
    }
    let ty = c.body.insts[of].ty;
    c.insert(ty, kind)
}

/// Removes `merge`, the merges under it and the `sources` (leaves, their GEPs and calls)
/// that nothing uses any more.
fn erase_unused(c: &mut FuncCursor<'_>, sources: &[Inst], merge: Inst) {
    let mut candidates = vec![merge];
    collect_merges(c, Value::Inst(merge), &mut candidates);
    candidates.extend_from_slice(sources);
    let mut changed = true;
    while changed {
        changed = false;
        for &i in &candidates {
            if find_inst(&c.body, i).is_some() && users_of(&c.body, Value::Inst(i)).is_empty() {
                c.erase(i);
                changed = true;
            }
        }
    }
}

/// The nested merges under `v`.
fn collect_merges(c: &FuncCursor<'_>, v: Value, out: &mut Vec<Inst>) {
    let Value::Inst(i) = v else { return };
    let sources: Vec<Value> = match &c.body.insts[i].kind {
        InstKind::Phi { incoming } => incoming.iter().map(|(x, _)| *x).collect(),
        InstKind::Select {
            then_val, else_val, ..
        } => vec![*then_val, *else_val],
        _ => return,
    };
    for s in sources {
        if let Value::Inst(j) = s {
            if j != i && !out.contains(&j) && is_merge(c, j) {
                out.push(j);
                collect_merges(c, s, out);
            }
        }
    }
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

/// The first instruction after the phis of `phi`'s block.
fn first_non_phi_after(c: &FuncCursor<'_>, phi: Inst) -> Option<Inst> {
    let (block, _) = find_inst(&c.body, phi)?;
    c.body.blocks[block]
        .insts
        .iter()
        .copied()
        .find(|i| !matches!(c.body.insts[*i].kind, InstKind::Phi { .. }))
}

/// The next merge (not in `skipped`) that can be rewritten, what it merges and its
/// sources.
fn next_rewritable_merge(
    c: &FuncCursor<'_>,
    dl: &DataLayout,
    skipped: &FxHashSet<Inst>,
) -> Option<(Inst, Merged, Vec<Inst>)> {
    c.body.placed_insts().map(|(_, i)| i).find_map(|i| {
        if skipped.contains(&i) || !is_merge(c, i) {
            return None;
        }
        let what = match c.m.types.get(c.body.insts[i].ty) {
            TypeData::TargetExt { name, .. } if name.starts_with("dx.") => Merged::Handles,
            TypeData::Ptr { .. } => Merged::Pointers,
            _ => return None,
        };
        if what == Merged::Handles {
            let users_are_calls = users_of(&c.body, Value::Inst(i))
                .iter()
                .all(|u| matches!(c.body.insts[*u].kind, InstKind::Call { .. }));
            if !users_are_calls {
                return None;
            }
        }
        let mut leaves = Vec::new();
        let mut path = FxHashSet::default();
        if !collect_leaves(c, Value::Inst(i), &mut leaves, &mut path) {
            return None;
        }
        let first = *leaves.first()?;
        let ok = match what {
            Merged::Handles => leaves
                .iter()
                .all(|l| is_handle_call(c, *l) && same_call_but(c, first, *l, INDEX_OPERAND)),
            Merged::Pointers => {
                let first_root = pointer_source(c, dl, first)?.root;
                let first_handle = handle_of(c, first_root)?;
                leaves.iter().all(|l| {
                    pointer_source(c, dl, *l).is_some_and(|s| {
                        same_callee(c, first_root, s.root)
                            && handle_of(c, s.root)
                                .is_some_and(|h| same_call_but(c, first_handle, h, INDEX_OPERAND))
                    })
                })
            }
        };
        ok.then_some((i, what, leaves))
    })
}

/// Whether `i` is a `phi` or `select`.
fn is_merge(c: &FuncCursor<'_>, i: Inst) -> bool {
    matches!(
        c.body.insts[i].kind,
        InstKind::Phi { .. } | InstKind::Select { .. }
    )
}

/// Collects the sources `v` merges (through nested merges); `false` if the merges
/// loop through anything but a phi's own back edge.
fn collect_leaves(
    c: &FuncCursor<'_>,
    v: Value,
    out: &mut Vec<Inst>,
    path: &mut FxHashSet<Inst>,
) -> bool {
    let Value::Inst(i) = v else { return false };
    if !is_merge(c, i) {
        if !out.contains(&i) {
            out.push(i);
        }
        return true;
    }
    if !path.insert(i) {
        return false;
    }
    let ok = match &c.body.insts[i].kind {
        InstKind::Phi { incoming } => incoming
            .iter()
            .all(|(x, _)| *x == v || collect_leaves(c, *x, out, path)),
        InstKind::Select {
            then_val, else_val, ..
        } => collect_leaves(c, *then_val, out, path) && collect_leaves(c, *else_val, out, path),
        _ => false,
    };
    path.remove(&i);
    ok
}

/// Whether `i` calls `handlefrombinding` or `handlefromimplicitbinding`.
fn is_handle_call(c: &FuncCursor<'_>, i: Inst) -> bool {
    called(c.m, &c.body, i).is_some_and(|(n, args)| {
        (is_intrinsic(n, HANDLE_FROM_BINDING) || is_intrinsic(n, HANDLE_FROM_IMPLICIT_BINDING))
            && args.len() > INDEX_OPERAND
    })
}

/// For a `getpointer(handle, index)` (or `getbasepointer(handle)`) call on a handle
/// call, that handle call.
fn handle_of(c: &FuncCursor<'_>, pointer: Inst) -> Option<Inst> {
    let (name, args) = called(c.m, &c.body, pointer)?;
    let arity_ok = if is_intrinsic(name, GET_POINTER) {
        args.len() == 2
    } else {
        is_intrinsic(name, GET_BASE_POINTER) && args.len() == 1
    };
    if !arity_ok {
        return None;
    }
    match args[0] {
        Value::Inst(h) if is_handle_call(c, h) => Some(h),
        _ => None,
    }
}

/// Operand `k` of call `i`.
fn call_arg(c: &FuncCursor<'_>, i: Inst, k: usize) -> Value {
    match &c.body.insts[i].kind {
        InstKind::Call { args, .. } => args.get(k).copied().unwrap_or(Value::Inst(i)),
        _ => Value::Inst(i),
    }
}

/// Whether calls `a` and `b` call the same function.
fn same_callee(c: &FuncCursor<'_>, a: Inst, b: Inst) -> bool {
    match (&c.body.insts[a].kind, &c.body.insts[b].kind) {
        (InstKind::Call { callee: x, .. }, InstKind::Call { callee: y, .. }) => x == y,
        _ => false,
    }
}

/// Whether calls `a` and `b` have the same callee and operands but for operand `k`.
fn same_call_but(c: &FuncCursor<'_>, a: Inst, b: Inst, k: usize) -> bool {
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
                    .all(|(j, (p, q))| j == k || p == q)
        }
        _ => false,
    }
}

/// The `i32` that `leaf_values` gives each source of the merge `v`, merged the same
/// way: new `phi`s and `select`s placed before the merges they mirror (recorded in
/// `made`); a `select` of one constant is that constant, and so is a `phi` of one
/// constant when `fold_phis`.
fn merged_value(
    c: &mut FuncCursor<'_>,
    v: Value,
    made: &mut FxHashMap<Inst, Value>,
    leaf_values: &FxHashMap<Inst, Value>,
    fold_phis: bool,
) -> Value {
    let Value::Inst(i) = v else { return v };
    if let Some(x) = made.get(&i) {
        return *x;
    }
    let i32t = c.m.types.int(32);
    match c.body.insts[i].kind.clone() {
        InstKind::Phi { incoming } => {
            let loops = incoming.iter().any(|(x, _)| *x == v);
            if loops {
                // Placed first so the back edge can name it.
                c.before(i);
                let phi = c.insert(
                    i32t,
                    InstKind::Phi {
                        incoming: Vec::new(),
                    },
                );
                made.insert(i, phi);
                let mapped: Vec<(Value, Block)> = incoming
                    .iter()
                    .map(|(x, b)| (merged_value(c, *x, made, leaf_values, fold_phis), *b))
                    .collect();
                if let Value::Inst(p) = phi {
                    c.body.insts[p].kind = InstKind::Phi { incoming: mapped };
                }
                return phi;
            }
            let mapped: Vec<(Value, Block)> = incoming
                .iter()
                .map(|(x, b)| (merged_value(c, *x, made, leaf_values, fold_phis), *b))
                .collect();
            let one = mapped[0].0;
            let merged = if fold_phis
                && matches!(one, Value::Const(_))
                && mapped.iter().all(|(x, _)| *x == one)
            {
                one
            } else {
                c.before(i);
                c.insert(i32t, InstKind::Phi { incoming: mapped })
            };
            made.insert(i, merged);
            merged
        }
        InstKind::Select {
            cond,
            then_val,
            else_val,
        } => {
            let a = merged_value(c, then_val, made, leaf_values, fold_phis);
            let b = merged_value(c, else_val, made, leaf_values, fold_phis);
            // Like LLVM's constant folder: a select of one constant is that constant.
            let merged = if a == b && matches!(a, Value::Const(_)) {
                a
            } else {
                c.before(i);
                c.select(cond, a, b)
            };
            made.insert(i, merged);
            merged
        }
        _ => {
            let x = leaf_values.get(&i).copied().unwrap_or(v);
            made.insert(i, x);
            x
        }
    }
}

/// LLVM's words for an access whose handle may come from more than one binding.
const NON_UNIQUE: &str = "Resource access is not guaranteed to map to a unique global resource";

/// The handle calls `pointer` (a resource pointer or handle) may come from, through
/// phis, selects and `getpointer`, in the order LLVM's resource access notes them (a
/// last-in first-out walk: a select's false side first).
fn handle_calls_behind(c: &FuncCursor<'_>, pointer: Value) -> Vec<Inst> {
    let mut work = vec![pointer];
    let mut seen_phis = FxHashSet::default();
    let mut handles = Vec::new();
    while let Some(v) = work.pop() {
        let Value::Inst(i) = v else { continue };
        match &c.body.insts[i].kind {
            InstKind::Phi { incoming } => {
                if seen_phis.insert(i) {
                    work.extend(incoming.iter().map(|(x, _)| *x));
                }
            }
            InstKind::Select {
                then_val, else_val, ..
            } => work.extend([*then_val, *else_val]),
            _ if is_handle_call(c, i) => handles.push(i),
            _ => {
                if let Some((n, args)) = called(c.m, &c.body, i) {
                    if is_intrinsic(n, GET_POINTER) || is_intrinsic(n, GET_BASE_POINTER) {
                        work.extend(args.first().copied());
                    }
                }
            }
        }
    }
    handles
}

/// Whether `pointer` (a resource pointer or handle) may come from handle calls of more
/// than one binding.
pub fn has_different_bindings(c: &FuncCursor<'_>, pointer: Value) -> bool {
    let handles = handle_calls_behind(c, pointer);
    handles
        .iter()
        .any(|h| !same_call_but(c, handles[0], *h, INDEX_OPERAND))
}

/// The error for `access`, whose pointer (or handle) `pointer` may come from handle
/// calls of different bindings, as LLVM reports it: a note quoting the access, one per
/// handle call, then "Resource access is not guaranteed to map to a unique global
/// resource".
pub fn non_unique_access(c: &FuncCursor<'_>, access: Inst, pointer: Value) -> LowerError {
    let at = |i: Inst| Some(Site::Inst(c.func, i));
    let mut notes = vec![Note {
        heading: "At resource access:".into(),
        site: at(access),
    }];
    notes.extend(handle_calls_behind(c, pointer).into_iter().map(|h| Note {
        heading: "Uses resource handle:".into(),
        site: at(h),
    }));
    LowerError::Fatal {
        msg: NON_UNIQUE.into(),
        site: at(access),
        notes,
    }
}
