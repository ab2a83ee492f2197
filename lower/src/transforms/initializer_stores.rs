//! Stores that fill a `static` before anything reads it (issue 32): clang runs a
//! static's dynamic initializer (`static uint G[4] = { f(0), f(1), ... }`) as stores at
//! the start of the entry, and a shader often writes a static before reading it. A
//! static is per-thread memory that holds its initializer whenever the shader starts,
//! so a store of a constant that runs before any read of the static might as well be
//! part of the initializer; DXC's output starts from the initializer with such stores in
//! it (and the static constant when no store is left).
//!
//! Only the entry of a shader qualifies ([`entry_statics`]): in a library a function may
//! run several times in one thread and a static keeps its value between the calls. For
//! each static the entry alone uses whose every use is understood (see
//! [`crate::transforms::local_array_copies`]), walking the entry block in order, stores
//! of constants at constant offsets go into the initializer until the first other
//! access to the static (a load, a copy, a store of a computed value or at a run-time
//! offset). Everything in the other blocks runs after the entry block.

use crate::rewrite::{erase_marked, remove_dead_code_keeping, unused_insts, FuncCursor};
use crate::transforms::constant_parts::with_constant_at;
use crate::transforms::local_array_copies::{array_uses, function_uses, statics_by_function, Root};
use dxil_analysis::resource_map::module_layout;
use dxil_ir::{ConstData, FuncId, GlobalId, Inst, InstKind, Module, SecondaryMap, Value};
use rustc_hash::FxHashMap;

/// The entry of `m` when it is a shader (`library` false) with one entry function,
/// and the statics only that function uses (internal globals of address space 0 with
/// a constant initializer: see [`statics_by_function`]).
pub fn entry_statics(m: &Module, library: bool) -> Option<(FuncId, Vec<GlobalId>)> {
    if library {
        return None;
    }
    let mut entries = m
        .functions
        .iter()
        .filter(|(_, f)| f.body.is_some() && f.attrs.func.string("hlsl.shader").is_some());
    let (entry, _) = entries.next()?;
    if entries.next().is_some() {
        return None;
    }
    let statics = statics_by_function(m).remove(&entry)?;
    Some((entry, statics))
}

/// Whether `v` is a constant made of numbers only (no global's address, no expression).
fn is_plain_constant(m: &Module, v: Value) -> bool {
    let Value::Const(k) = v else {
        return false;
    };
    match m.consts.get(k) {
        ConstData::Int { .. }
        | ConstData::Float { .. }
        | ConstData::Zero(_)
        | ConstData::Undef(_)
        | ConstData::Poison(_) => true,
        ConstData::Aggregate { elems, .. } => elems.iter().all(|&e| is_plain_constant(m, e)),
        _ => false,
    }
}

/// Moves the stores of the entry open in `c` that fill its `statics` before anything
/// reads them into the statics' initializers (see the module docs); returns how many
/// stores went.
pub fn fold_initializer_stores(c: &mut FuncCursor<'_>, statics: &[GlobalId]) -> usize {
    let Some(entry) = c.body.entry() else {
        return 0;
    };
    if statics.is_empty() {
        return 0;
    }
    let dl = module_layout(c.m);
    let uses_of = function_uses(c, &dl, statics);
    let position: FxHashMap<Inst, usize> = c.body.blocks[entry]
        .insts
        .iter()
        .enumerate()
        .map(|(k, &i)| (i, k))
        .collect();
    let given_dead = unused_insts(c.m, &c.body, |_| false);
    let mut gone: SecondaryMap<Inst, bool> = SecondaryMap::default();
    let mut folded = 0;
    for &g in statics {
        let Some(uses) = array_uses(c, &dl, &uses_of, Root::Static(g)) else {
            continue;
        };
        let Some(mut init) = c.m.globals[g].init else {
            continue;
        };
        // The static's accesses in the entry block, in order: a store's constant
        // offset, `None` for any other access.
        let others = (uses.loads.iter().map(|r| r.load))
            .chain(uses.copies_in.iter().map(|c| c.0))
            .chain(uses.copies_out.iter().copied())
            .chain(uses.markers.iter().copied())
            .map(|i| (i, None));
        let mut accesses: Vec<(usize, Inst, Option<i64>)> = (uses.stores.iter().copied())
            .chain(others)
            .filter_map(|(i, at)| Some((*position.get(&i)?, i, at)))
            .collect();
        accesses.sort_unstable();
        let mut stores_folded = 0;
        for (_, i, at) in accesses {
            let (Some(at), InstKind::Store { val, .. }) = (at, &c.body.insts[i].kind) else {
                break;
            };
            let (Ok(at), val) = (u64::try_from(at), *val) else {
                break;
            };
            if !is_plain_constant(c.m, val) {
                break;
            }
            let Some(next) = with_constant_at(c.m, &dl, init, at, val) else {
                break;
            };
            init = next;
            gone.set(i, true);
            stores_folded += 1;
        }
        if stores_folded == 0 {
            continue;
        }
        let global = &mut c.m.globals[g];
        global.init = Some(init);
        // Nothing writes it any more: it is a constant, as DXC declares it.
        global.is_constant = stores_folded == uses.stores.len() && uses.copies_in.is_empty();
        folded += stores_folded;
    }
    if folded > 0 {
        erase_marked(&mut c.body, &gone);
        remove_dead_code_keeping(c.m, &mut c.body, |_| false, &given_dead);
    }
    folded
}
