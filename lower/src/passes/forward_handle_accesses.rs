//! `dxil-forward-handle-accesses` (LLVM's DXILForwardHandleAccesses): a load of a global
//! a handle was stored into (clang's `@X.cb`) is replaced by the stored handle when the
//! store dominates it: the store is in the entry block of the same function, before the
//! load if they share the block. Loads it cannot forward (another function, a later
//! store) are left for `dxil-op-lower`, which re-creates the handle where it is loaded.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{erase_marked, replace_uses_in_body, FuncCursor};
use dxil_ir::{FuncId, GlobalId, Inst, InstKind, Module, SecondaryMap, TypeData, Value};
use rustc_hash::FxHashMap;

/// The pass.
pub struct ForwardHandleAccesses;

impl Pass for ForwardHandleAccesses {
    fn name(&self) -> &'static str {
        "dxil-forward-handle-accesses"
    }

    fn run(&self, m: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        forward_handle_loads(m);
        Ok(())
    }
}

/// Forwards the dominated loads of handle globals in every function of `m`.
pub fn forward_handle_loads(m: &mut Module) {
    let is_handle_global = |m: &Module, g: GlobalId| matches!(m.types.get(m.globals[g].value_ty), TypeData::TargetExt { name, .. } if name.starts_with("dx."));
    // Only globals of handle type are forwarded: without one, no walk.
    if !m.globals.handles().any(|g| is_handle_global(m, g)) {
        return;
    }
    let funcs: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(h, _)| h)
        .collect();
    for fid in funcs {
        let Some(mut c) = FuncCursor::open(m, fid) else {
            continue;
        };
        let Some(entry) = c.body.entry() else {
            c.finish();
            continue;
        };
        // Handles stored in the entry block, by global, with the store's position.
        let mut stored: FxHashMap<GlobalId, (usize, Value)> = FxHashMap::default();
        for (pos, &i) in c.body.blocks[entry].insts.iter().enumerate() {
            if let InstKind::Store {
                val,
                ptr: Value::Global(g),
                ..
            } = c.body.insts[i].kind
            {
                if is_handle_global(c.m, g) {
                    stored.entry(g).or_insert((pos, val));
                }
            }
        }
        let mut map: FxHashMap<Value, Value> = FxHashMap::default();
        let mut dead: SecondaryMap<Inst, bool> = SecondaryMap::new();
        for &b in &c.body.layout {
            for (pos, &i) in c.body.blocks[b].insts.iter().enumerate() {
                if let InstKind::Load {
                    ptr: Value::Global(g),
                    ..
                } = c.body.insts[i].kind
                {
                    if let Some(&(spos, val)) = stored.get(&g) {
                        if b != entry || spos < pos {
                            map.insert(Value::Inst(i), val);
                            dead.set(i, true);
                        }
                    }
                }
            }
        }
        replace_uses_in_body(&mut c.body, &map);
        erase_marked(&mut c.body, &dead);
        c.finish();
    }
}
