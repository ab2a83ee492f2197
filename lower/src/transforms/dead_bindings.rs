//! Resource bindings nothing reads, removed before registers are assigned (with DXC's
//! semantics): a binding call whose handle only goes into globals nothing loads (clang
//! stores every cbuffer's handle into its `@X.cb`; once cbuffer accesses are lowered,
//! an unread cbuffer's global is loaded nowhere) names a resource the shader does not
//! use. DXC removes such resources before it assigns registers and checks bindings, so
//! they neither take implicit registers nor overlap others.

use dxil_analysis::intrinsics::is_intrinsic;
use dxil_analysis::resource_map::{HANDLE_FROM_BINDING, HANDLE_FROM_IMPLICIT_BINDING};
use dxil_ir::edit::callee_name;
use dxil_ir::{GlobalId, Inst, InstKind, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Removes the binding calls (and their stores) whose handles nothing reads.
pub fn remove_dead_bindings(m: &mut Module) {
    let read = read_globals(m);
    for fid in m.functions.handles().collect::<Vec<_>>() {
        let Some(mut body) = m.functions[fid].body.take() else {
            continue;
        };
        let bindings: Vec<Inst> = body
            .placed_insts()
            .map(|(_, i)| i)
            .filter(|&i| {
                callee_name(m, &body.insts[i].kind).is_some_and(|n| {
                    is_intrinsic(n, HANDLE_FROM_BINDING)
                        || is_intrinsic(n, HANDLE_FROM_IMPLICIT_BINDING)
                })
            })
            .collect();
        if bindings.is_empty() {
            m.functions[fid].body = Some(body);
            continue;
        }
        // The users of the binding calls only (most of a body uses none).
        let mut uses: FxHashMap<Inst, Vec<Inst>> =
            bindings.iter().map(|&b| (b, Vec::new())).collect();
        for (_, i) in body.placed_insts() {
            body.insts[i].kind.for_each_operand(|v| {
                if let Some(list) = v.as_inst().and_then(|v| uses.get_mut(&v)) {
                    list.push(i);
                }
            });
        }
        let mut dead: FxHashSet<Inst> = FxHashSet::default();
        for b in bindings {
            let users = uses.get(&b).map(Vec::as_slice).unwrap_or_default();
            let only_unread_stores = users.iter().all(|&u| {
                matches!(&body.insts[u].kind,
                    InstKind::Store { val: Value::Inst(v), ptr: Value::Global(g), .. }
                        if *v == b && !read.contains(g))
            });
            if only_unread_stores {
                dead.insert(b);
                dead.extend(users.iter().copied());
            }
        }
        if !dead.is_empty() {
            for block in body.layout.clone() {
                body.blocks[block].insts.retain(|i| !dead.contains(i));
            }
        }
        m.functions[fid].body = Some(body);
    }
}

/// The globals some instruction reads: every mention but as the pointer a store writes.
fn read_globals(m: &Module) -> FxHashSet<GlobalId> {
    let mut read = FxHashSet::default();
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let kind = &body.insts[i].kind;
            let written = match kind {
                InstKind::Store {
                    ptr: Value::Global(g),
                    ..
                } => Some(*g),
                _ => None,
            };
            let mut skipped = false;
            kind.for_each_operand(|v| match v {
                Value::Global(g) if Some(g) == written && !skipped => skipped = true,
                Value::Global(g) => {
                    read.insert(g);
                }
                _ => {}
            });
        }
    }
    read
}
