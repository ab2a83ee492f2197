//! A resource picked by a `select` between handles of different bindings (HLSL's
//! `RWStructuredBuffer<T> o = s > 7 ? A : B; o[i] = x;`). DXIL names one resource per
//! access, and LLVM's resource access lowering stops on such a select ("not
//! guaranteed to map to a unique global resource"), as DXC does; `dxil-emit compile`
//! instead branches on the condition ([`crate::transforms::block_split`]): the accesses after the
//! select are repeated in two blocks, one per resource, and a `select` on the same
//! condition among them takes its side there.
//!
//! A select is split only where the handle, and every handle or pointer computed from
//! it, is used in its own block, and where the repeated accesses hold no wave, quad,
//! derivative or barrier operation; otherwise it is left for the resource access
//! lowering to report.

use crate::rewrite::FuncCursor;
use crate::transforms::block_split::{split_block, Choice, Selector, MAX_SPLITS};
use crate::transforms::handle_to_index::has_different_bindings;
use dxil_ir::{Inst, InstKind, TypeData, Value};
use rustc_hash::FxHashSet;

/// Splits the block of every `select` between handles of different bindings in the
/// function open in `c` (see the module docs).
pub fn split_handle_selects(c: &mut FuncCursor<'_>) {
    let mut skipped: FxHashSet<Inst> = FxHashSet::default();
    let mut splits = 0;
    while let Some((select, cond, then_val, else_val)) = next_handle_select(c, &skipped) {
        skipped.insert(select);
        if splits == MAX_SPLITS {
            break;
        }
        let choice = |value: Value, known: bool| Choice {
            roots: [(select, value)].into_iter().collect(),
            known: Some((cond, known)),
        };
        let roots: FxHashSet<Inst> = [select].into_iter().collect();
        if split_block(
            c,
            &roots,
            |_| Selector::Branch { cond },
            &[choice(then_val, true), choice(else_val, false)],
        ) {
            splits += 1;
        }
    }
}

/// The first placed `select` of handles from different bindings not in `skipped`, with
/// its condition and sides.
fn next_handle_select(
    c: &FuncCursor<'_>,
    skipped: &FxHashSet<Inst>,
) -> Option<(Inst, Value, Value, Value)> {
    c.body.placed_insts().find_map(|(_, i)| {
        let InstKind::Select {
            cond,
            then_val,
            else_val,
        } = c.body.insts[i].kind
        else {
            return None;
        };
        let is_handle = matches!(
            c.m.types.get(c.body.insts[i].ty),
            TypeData::TargetExt { name, .. } if name.starts_with("dx.")
        );
        // Sides of one binding merge as indices ([`crate::transforms::handle_to_index`]); sides
        // read from globals (a file-scope copy of a resource) may be any resource.
        let split = has_different_bindings(c, Value::Inst(i))
            || then_val != else_val && (is_global_load(c, then_val) || is_global_load(c, else_val));
        (is_handle && !skipped.contains(&i) && split).then_some((i, cond, then_val, else_val))
    })
}

/// Whether `v` is a load of a global (a handle a file-scope resource copy holds).
fn is_global_load(c: &FuncCursor<'_>, v: Value) -> bool {
    matches!(v, Value::Inst(i) if matches!(
        c.body.insts[i].kind,
        InstKind::Load { ptr: Value::Global(_), .. }
    ))
}
