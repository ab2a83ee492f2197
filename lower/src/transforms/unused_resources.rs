//! Resources the shader never accesses, removed as DXC removes them. Clang creates a
//! handle for every resource its source declares (a cbuffer's handle is stored into
//! the cbuffer's global even when no member is read), and after lowering such a handle
//! has no user. DXC's module lists only the resources the code uses, and a root
//! signature need only bind those: DXIL's validator rejects a root signature that
//! leaves a listed resource unbound ("Root Signature in DXIL container is not
//! compatible with shader").
//!
//! Unused handle creations (`createHandle`, `createHandleFromBinding`, and the
//! `annotateHandle`s of unused handles) are removed; a resource no remaining handle
//! names goes from `!dx.resources`, and the others are numbered again from 0 in each
//! class, `createHandle`'s range operands following their records; an emptied class
//! list is `null`.

use dxil_ir::{ConstData, FuncId, Inst, InstKind, MdData, Module};
use dxil_model::op_table::{dx_op_call, OpCode};
use rustc_hash::{FxHashMap, FxHashSet};

/// A resource's place: class (0 SRV, 1 UAV, 2 CBV, 3 sampler) and record id, or for
/// a binding, class, space and lower bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Named {
    Id {
        class: i128,
        id: i128,
    },
    Binding {
        class: i128,
        space: i128,
        lower: i128,
    },
}

/// Removes the unused handles and resources of `m` (see the module docs). Modules
/// without `!dx.resources` are left alone.
pub fn remove_unused_resources(m: &mut Module) {
    let Some(lists) = resource_lists(m) else {
        return;
    };
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    let mut named = FxHashSet::default();
    let mut heap_or_unknown = false;
    let mut removed = false;
    for &f in &funcs {
        let Some(handles) = remove_unused_handles(m, f) else {
            continue;
        };
        removed |= handles.removed;
        let Some(body) = &m.functions[f].body else {
            continue;
        };
        for i in handles.kept {
            match handle_creation(m, body, i) {
                Some(Some(n)) => {
                    named.insert(n);
                }
                Some(None) => heap_or_unknown = true,
                None => {}
            }
        }
    }
    if removed {
        crate::transforms::unused_symbols::remove_unused_symbols(m);
    }
    if heap_or_unknown {
        // A handle whose resource cannot be told: keep every record.
        return;
    }
    let mut renumber: FxHashMap<(i128, i128), i128> = FxHashMap::default();
    for (class, list) in lists.into_iter().enumerate() {
        let Some(list) = list else { continue };
        let class = class as i128;
        let MdData::Node { ops, .. } = &m.metadata[list] else {
            continue;
        };
        let mut kept = Vec::new();
        for rec in ops.clone().into_iter().flatten() {
            let field = |k: usize| record_int(m, rec, k);
            let (Some(id), Some(space), Some(lower)) = (field(0), field(3), field(4)) else {
                kept.push(Some(rec));
                continue;
            };
            let used = named.contains(&Named::Id { class, id })
                || named.contains(&Named::Binding {
                    class,
                    space,
                    lower,
                });
            if used {
                let new_id = kept.len() as i128;
                renumber.insert((class, id), new_id);
                if new_id != id {
                    set_record_id(m, rec, new_id);
                }
                kept.push(Some(rec));
            }
        }
        let empty = kept.is_empty();
        if let MdData::Node { ops, .. } = &mut m.metadata[list] {
            *ops = kept;
        }
        if empty {
            // An empty class is `null`, as DXC writes it.
            let root = m.named_metadata["dx.resources"][0];
            if let MdData::Node { ops, .. } = &mut m.metadata[root] {
                ops[class as usize] = None;
            }
        }
    }
    if renumber.iter().any(|((_, old), new)| old != new) {
        renumber_create_handles(m, &funcs, &renumber);
    }
}

/// The four class lists of `!dx.resources` (SRVs, UAVs, CBVs, samplers; `None` for
/// an empty slot).
fn resource_lists(m: &Module) -> Option<Vec<Option<dxil_ir::Md>>> {
    let root = *m.named_metadata.get("dx.resources")?.first()?;
    match &m.metadata[root] {
        MdData::Node { ops, .. } if ops.len() == 4 => Some(ops.clone()),
        _ => None,
    }
}

/// Integer field `k` of resource record `rec`.
fn record_int(m: &Module, rec: dxil_ir::Md, k: usize) -> Option<i128> {
    let MdData::Node { ops, .. } = &m.metadata[rec] else {
        return None;
    };
    match &m.metadata[(*ops.get(k)?)?] {
        MdData::Value { value, .. } => m.const_int(*value),
        _ => None,
    }
}

fn set_record_id(m: &mut Module, rec: dxil_ir::Md, id: i128) {
    let new = dxil_ir::edit::md_int(m, 32, id as i64);
    if let MdData::Node { ops, .. } = &mut m.metadata[rec] {
        if let Some(first) = ops.first_mut() {
            *first = Some(new);
        }
    }
}

/// For a handle creation `i`: the resource it names (`None` inside when it cannot be
/// told, as for a descriptor heap); `None` when `i` creates no handle.
fn handle_creation(m: &Module, body: &dxil_ir::Body, i: Inst) -> Option<Option<Named>> {
    let (op, args) = dx_op_call(m, &body.insts[i].kind)?;
    match op {
        OpCode::CREATE_HANDLE => Some((|| {
            Some(Named::Id {
                class: m.const_int(*args.first()?)?,
                id: m.const_int(*args.get(1)?)?,
            })
        })()),
        OpCode::CREATE_HANDLE_FROM_BINDING => Some((|| {
            let c = args.first()?.as_const()?;
            let ConstData::Aggregate { elems, .. } = m.consts.get(c) else {
                return None;
            };
            Some(Named::Binding {
                lower: m.const_int(*elems.first()?)?,
                space: m.const_int(*elems.get(2)?)?,
                class: m.const_int(*elems.get(3)?)?,
            })
        })()),
        OpCode::CREATE_HANDLE_FROM_HEAP => Some(None),
        _ => None,
    }
}

/// The handle creations of a function left after [`remove_unused_handles`].
struct Handles {
    /// The handle creations and annotations still placed.
    kept: Vec<Inst>,
    /// Whether any was removed.
    removed: bool,
}

/// Whether `op` creates or annotates a handle.
fn is_handle_op(op: OpCode) -> bool {
    matches!(
        op,
        OpCode::CREATE_HANDLE
            | OpCode::CREATE_HANDLE_FROM_BINDING
            | OpCode::CREATE_HANDLE_FROM_HEAP
            | OpCode::ANNOTATE_HANDLE
    )
}

/// Removes the handle creations and annotations of `f` nothing uses, until none is
/// left (a heap handle stays: its resource cannot be told); `None` for a declaration.
fn remove_unused_handles(m: &mut Module, f: FuncId) -> Option<Handles> {
    let mut body = m.functions[f].body.take()?;
    let mut handles: Vec<Inst> = body
        .placed_insts()
        .map(|(_, i)| i)
        .filter(|&i| dx_op_call(m, &body.insts[i].kind).is_some_and(|(op, _)| is_handle_op(op)))
        .collect();
    let mut removed = false;
    loop {
        let uses = crate::rewrite::use_counts(&body);
        let dead: FxHashSet<Inst> = handles
            .iter()
            .copied()
            .filter(|&h| *uses.get(h) == 0)
            .filter(|&h| {
                dx_op_call(m, &body.insts[h].kind)
                    .is_some_and(|(op, _)| op != OpCode::CREATE_HANDLE_FROM_HEAP)
            })
            .collect();
        if dead.is_empty() {
            break;
        }
        removed = true;
        handles.retain(|h| !dead.contains(h));
        for b in body.layout.clone() {
            body.blocks[b].insts.retain(|i| !dead.contains(i));
        }
    }
    m.functions[f].body = Some(body);
    Some(Handles {
        kept: handles,
        removed,
    })
}

/// Points every `createHandle` at its record's new id.
fn renumber_create_handles(
    m: &mut Module,
    funcs: &[FuncId],
    renumber: &FxHashMap<(i128, i128), i128>,
) {
    for &f in funcs {
        let Some(mut body) = m.functions[f].body.take() else {
            continue;
        };
        let placed: Vec<Inst> = body.placed_insts().map(|(_, i)| i).collect();
        for i in placed {
            let Some((OpCode::CREATE_HANDLE, args)) = dx_op_call(m, &body.insts[i].kind) else {
                continue;
            };
            let (Some(class), Some(id)) = (
                args.first().and_then(|v| m.const_int(*v)),
                args.get(1).and_then(|v| m.const_int(*v)),
            ) else {
                continue;
            };
            let Some(&new) = renumber.get(&(class, id)).filter(|&&n| n != id) else {
                continue;
            };
            let new = dxil_ir::edit::const_int(m, 32, new as i64);
            if let InstKind::Call { args, .. } = &mut body.insts[i].kind {
                // The range id is the call's third operand (after opcode and class).
                if let Some(slot) = args.get_mut(2) {
                    *slot = new;
                }
            }
        }
        m.functions[f].body = Some(body);
    }
}
