//! Local arrays and variables read and written at constant offsets in one block
//! (issue 32): clang passes an entry's `out` and `inout` parameters through memory,
//! which signature lowering keeps as an `alloca` written by the body and read back
//! before the return; a local array written and read at constant indices stays in
//! memory after clang's optimizer when a run-time read elsewhere kept it. DXC keeps
//! neither: each read is the value last stored at its offset.
//!
//! An `alloca` is promoted when every use is understood (see
//! [`crate::transforms::local_array_copies`]), every load and store has a constant
//! offset, and all of them are in one block: walking the block, each load takes the
//! value the last store at the same offset and of the same type wrote (or one element
//! of a vector stored whole), or `undef` where no store has written any of its bytes
//! yet (memory never written). A load that overlaps a store in any other way leaves
//! the array as it is. The stores, GEPs,
//! lifetime markers and the `alloca` then go.
//!
//! The statics of a shader's entry ([`crate::transforms::initializer_stores::entry_statics`]:
//! per-thread memory that holds its initializer whenever the shader starts) are
//! promoted the same way when all their accesses are in the entry block, a load no
//! store has reached reading the initializer's element there (a load that finds none of
//! its type there leaves the static as it is). A static nothing reads any more is
//! left to the removal of unused globals.

use crate::rewrite::{
    erase_marked, find_inst, remove_dead_code_keeping, replace_uses_in_body, unused_insts,
    FuncCursor,
};
use crate::transforms::constant_parts::constant_at;
use crate::transforms::local_array_copies::{array_uses, entry_arrays, function_uses, Root};
use dxil_analysis::resource_map::module_layout;
use dxil_ir::edit::const_element;
use dxil_ir::{GlobalId, Inst, InstKind, SecondaryMap, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// A value stored in the array: where, how many bytes, its type and the value.
#[derive(Clone, Copy)]
struct Stored {
    at: i64,
    size: i64,
    ty: Type,
    value: Value,
}

/// Promotes the local arrays of the function open in `c`, and the statics `statics`
/// of a shader's entry, read and written at constant offsets in one block (see the
/// module docs); returns how many went.
pub fn promote_local_arrays(c: &mut FuncCursor<'_>, statics: &[GlobalId]) -> usize {
    let roots: Vec<Root> = (entry_arrays(c).into_iter().map(Root::Local))
        .chain(statics.iter().copied().map(Root::Static))
        .collect();
    if roots.is_empty() {
        return 0;
    }
    let dl = module_layout(c.m);
    // What was dead before stays; what the promotion leaves dead (values stored and
    // never read) goes, before the shader flags are read from the code.
    let given_dead = unused_insts(c.m, &c.body, |_| false);
    let uses_of = function_uses(c, &dl, statics);
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    let mut gone: SecondaryMap<Inst, bool> = SecondaryMap::default();
    let mut promoted = 0;
    for root in roots {
        let Some(uses) = array_uses(c, &dl, &uses_of, root) else {
            continue;
        };
        // What a load reads where no store has written: a static's initializer, an
        // `alloca`'s undefined bytes.
        let initial = match root {
            Root::Local(_) => None,
            Root::Static(g) => match c.m.globals[g].init {
                Some(init) => Some(init),
                None => continue,
            },
        };
        if !uses.copies_in.is_empty() || !uses.copies_out.is_empty() {
            continue;
        }
        // Each access at its place in the one block they share.
        let mut accesses: Vec<(usize, Inst, i64)> = Vec::new();
        let mut block = None;
        let mut all_constant = true;
        let stores = uses.stores.iter().copied();
        let loads = uses
            .loads
            .iter()
            .map(|r| (r.load, r.exact.then_some(r.bytes)));
        for (i, at) in stores.chain(loads) {
            let (Some(at), Some((b, k))) = (at, find_inst(&c.body, i)) else {
                all_constant = false;
                break;
            };
            if *block.get_or_insert(b) != b {
                all_constant = false;
                break;
            }
            accesses.push((k, i, at));
        }
        // A static's initial value is known at the start of the entry block only.
        if !all_constant || (initial.is_some() && block != c.body.entry()) {
            continue;
        }
        accesses.sort_unstable();
        let Some(values) = forward_in_order(c, &dl, &accesses, initial) else {
            continue;
        };
        replaced.extend(values);
        for (_, i, _) in &accesses {
            gone.set(*i, true);
        }
        for &i in uses.geps.iter().chain(&uses.markers) {
            gone.set(i, true);
        }
        if let Root::Local(array) = root {
            gone.set(array, true);
        }
        promoted += 1;
    }
    if promoted > 0 {
        replace_uses_in_body(&mut c.body, &replaced);
        erase_marked(&mut c.body, &gone);
        remove_dead_code_keeping(c.m, &mut c.body, |_| false, &given_dead);
    }
    promoted
}

/// Whether the bytes `[at, at + size)` meet those `s` holds.
fn overlap(s: &Stored, at: i64, size: i64) -> bool {
    s.at < at.saturating_add(size) && at < s.at.saturating_add(s.size)
}

/// The value each load of `accesses` (stores and loads in block order, with their
/// offsets) reads, or `None` when a load overlaps a store other than exactly. Where no
/// store has written, a load reads `initial` (a static's initializer) or, without one,
/// `undef`.
fn forward_in_order(
    c: &mut FuncCursor<'_>,
    dl: &dxil_model::layout::DataLayout,
    accesses: &[(usize, Inst, i64)],
    initial: Option<Value>,
) -> Option<Vec<(Value, Value)>> {
    let mut memory: Vec<Stored> = Vec::new();
    let mut out = Vec::new();
    for &(_, i, at) in accesses {
        match c.body.insts[i].kind {
            InstKind::Store { val, .. } => {
                let ty = c.ty(val);
                let size = i64::try_from(dl.store_size(&c.m.types, ty)).ok()?;
                let overlaps = |s: &Stored| overlap(s, at, size);
                // A store over part of an earlier value leaves bytes of both.
                if memory
                    .iter()
                    .any(|s| overlaps(s) && (s.at != at || s.size != size))
                {
                    return None;
                }
                memory.retain(|s| !overlaps(s));
                memory.push(Stored {
                    at,
                    size,
                    ty,
                    value: val,
                });
            }
            InstKind::Load { .. } => {
                let ty = c.body.insts[i].ty;
                let size = i64::try_from(dl.store_size(&c.m.types, ty)).ok()?;
                let overlapping: Vec<&Stored> =
                    memory.iter().filter(|s| overlap(s, at, size)).collect();
                let value = match overlapping.as_slice() {
                    [] => match initial {
                        Some(init) => constant_at(c.m, dl, init, u64::try_from(at).ok()?, ty)?,
                        None => c.m.consts.undef(ty),
                    },
                    [s] if s.at == at && s.size == size && s.ty == ty => s.value,
                    [s] => {
                        let s = **s;
                        element_of(c, dl, s, at.checked_sub(s.at)?, ty, i)?
                    }
                    _ => return None,
                };
                out.push((Value::Inst(i), value));
            }
            _ => return None,
        }
    }
    Some(out)
}

/// The element of the stored vector `s` a load of type `ty` at `offset` bytes into it
/// reads (`None` unless the load is exactly one element): a constant's element, or an
/// `extractelement` put before the load `load`.
fn element_of(
    c: &mut FuncCursor<'_>,
    dl: &dxil_model::layout::DataLayout,
    s: Stored,
    offset: i64,
    ty: Type,
    load: Inst,
) -> Option<Value> {
    let TypeData::Vector { elem, .. } = *c.m.types.get(s.ty) else {
        return None;
    };
    let size = i64::try_from(dl.store_size(&c.m.types, elem)).ok()?;
    let padded = i64::try_from(dl.alloc_size(&c.m.types, elem)).ok()?;
    if elem != ty || size == 0 || size != padded || offset % size != 0 {
        return None;
    }
    let lane = u32::try_from(offset / size).ok()?;
    if let Value::Const(_) = s.value {
        return const_element(c.m, s.value, lane);
    }
    c.before(load);
    let index = c.i32(i64::from(lane));
    Some(c.insert(
        ty,
        InstKind::ExtractElement {
            vec: s.value,
            index,
        },
    ))
}
