//! Out arrays written at run-time rows (issue 32): clang passes an entry's `out`
//! parameter through memory, which signature lowering keeps as an `alloca` the body
//! writes and every `ret` copies out, one output store (`llvm.dx.store.output`, later
//! DXIL's `storeOutput`) per row and column. When the body writes the array at a
//! run-time index (`o[i] = ...` in a loop), the array stays and so does the copy of
//! every row. DXC writes the output where the body writes the array: `storeOutput` at
//! the run-time row. This runs before the signatures' metadata is written, so an
//! element written at a run-time row is marked dynamically indexed there (as the PSV0
//! part, read from the code, says it is).
//!
//! An `alloca` (see [`crate::transforms::local_array_copies`] for the uses understood)
//! is written directly when it is only ever read by its copy-out (each load at a
//! constant offset, used by one output store of the loaded value alone) and nothing
//! else writes the elements copied to. Each store then becomes a `storeOutput` of the
//! element, row and column its offset was copied to: at a constant offset, the one the
//! copy-out reads there; at `bytes + index * scale` (the index read through additions
//! and multiplications by constants), the column the copy-out sends each
//! `bytes + k * scale` to, at rows `row0 + k * step`: row `index * step + row0`.
//! The last write of a row wins either way, as the copy of memory's last value
//! did. Rows the body never writes are then not written at all (the copy wrote them
//! `undef`), which DXIL's validator allows only of user semantics and `SV_Target`
//! (SM.UNDEFINEDOUTPUT): only elements of those, `optional`, are taken.

use crate::analysis::gep_offset::ByteOffset;
use crate::rewrite::{erase_marked, remove_dead_code_keeping, unused_insts, FuncCursor};
use crate::transforms::local_array_copies::{
    array_uses, entry_arrays, function_uses, FunctionUses, Root,
};
use dxil_analysis::io_calls::{io_call_at, STORE_OUTPUT};
use dxil_analysis::resource_map::module_layout;
use dxil_ir::{BinOp, Block, FuncId, Inst, InstKind, SecondaryMap, Type, Value};
use dxil_model::layout::DataLayout;
use rustc_hash::{FxHashMap, FxHashSet};

/// A `storeOutput` at a constant place: the call, its callee (the overload), the
/// element, row and column it writes and the value.
#[derive(Clone, Copy)]
struct OutputStore {
    call: Inst,
    callee: FuncId,
    element: u32,
    row: u32,
    col: u8,
    value: Value,
}

/// Where the copy-out sends the array's bytes at one offset.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Place {
    callee: FuncId,
    element: u32,
    row: u32,
    col: u8,
}

/// The row a store writes.
enum Row {
    Constant(u32),
    /// `index * times + plus`.
    Scaled {
        index: Value,
        times: i64,
        plus: i64,
    },
}

/// The output stores (`llvm.dx.store.output`) of the function open in `c`, each at a
/// constant element, row and column; `None` when one has a run-time place.
fn output_stores(c: &FuncCursor<'_>) -> Option<Vec<OutputStore>> {
    let mut out = Vec::new();
    for (_, i) in c.body.placed_insts() {
        let Some(call) = io_call_at(c.m, &c.body, i) else {
            continue;
        };
        if call.intrinsic.base != STORE_OUTPUT {
            continue;
        }
        let InstKind::Call {
            callee: Value::Function(callee),
            ..
        } = c.body.insts[i].kind
        else {
            continue;
        };
        let [element, row, col, value] = call.args[..] else {
            return None;
        };
        out.push(OutputStore {
            call: i,
            callee,
            element: u32::try_from(c.m.const_int(element)?).ok()?,
            row: u32::try_from(c.m.const_int(row)?).ok()?,
            col: u8::try_from(c.m.const_int(col)?).ok()?,
            value,
        });
    }
    Some(out)
}

/// The byte offset of `ptr` from the `alloca` `root`, through the GEPs between them.
fn offset_from(c: &FuncCursor<'_>, dl: &DataLayout, ptr: Value, root: Inst) -> Option<ByteOffset> {
    let mut chain = Vec::new();
    let mut at = ptr;
    while at != Value::Inst(root) {
        let Value::Inst(i) = at else {
            return None;
        };
        let InstKind::Gep {
            source,
            base,
            ref indices,
            ..
        } = c.body.insts[i].kind
        else {
            return None;
        };
        chain.push((source, indices.as_slice()));
        at = base;
    }
    let mut offset = ByteOffset::default();
    for (source, indices) in chain.into_iter().rev() {
        offset.add_gep(c.m, dl, source, indices).ok()?;
    }
    Some(offset)
}

/// `v` as `base * times + plus` through additions, subtractions, multiplications
/// and left shifts by constants (flattened array indices: `i * 4 + 1`).
fn linear_index(c: &FuncCursor<'_>, v: Value) -> (Value, i64, i64) {
    let (mut base, mut times, mut plus) = (v, 1i64, 0i64);
    for _ in 0..8 {
        let Value::Inst(i) = base else { break };
        let InstKind::Binary { op, lhs, rhs, .. } = c.body.insts[i].kind else {
            break;
        };
        let k = |v: Value| c.m.const_int(v).and_then(|k| i64::try_from(k).ok());
        let step = match (op, k(lhs), k(rhs)) {
            (BinOp::Add, Some(a), None) => Some((rhs, 1, a)),
            (BinOp::Add, None, Some(b)) => Some((lhs, 1, b)),
            (BinOp::Sub, None, Some(b)) => Some((lhs, 1, b.wrapping_neg())),
            (BinOp::Mul, Some(a), None) => Some((rhs, a, 0)),
            (BinOp::Mul, None, Some(b)) => Some((lhs, b, 0)),
            (BinOp::Shl, None, Some(b)) if (0..31).contains(&b) => Some((lhs, 1 << b, 0)),
            _ => None,
        };
        let Some((inner, t, p)) = step else { break };
        // v = inner * (t * times) + (p * times + plus)
        let (Some(nt), Some(np)) = (
            times.checked_mul(t),
            p.checked_mul(times).and_then(|x| x.checked_add(plus)),
        ) else {
            break;
        };
        (base, times, plus) = (inner, nt, np);
    }
    (base, times, plus)
}

/// The place a store at `offset` writes: its callee, element, column and row. At a
/// run-time offset `bytes + index * scale`, the copy-out must send `bytes + k * scale`
/// for every `k` from 0 to the array's end to one column of one element, at rows
/// `row0 + k * step`: the store writes row `index * step + row0`.
fn store_place(
    c: &FuncCursor<'_>,
    places: &FxHashMap<i64, Place>,
    offset: &ByteOffset,
) -> Option<(FuncId, u32, u8, Row)> {
    let (bytes, index, scale) = match offset.terms.as_slice() {
        [] => {
            let p = places.get(&offset.bytes)?;
            return Some((p.callee, p.element, p.col, Row::Constant(p.row)));
        }
        &[(index, scale)] => {
            let (base, times, plus) = linear_index(c, index);
            let bytes = offset.bytes.checked_add(scale.checked_mul(plus)?)?;
            (bytes, base, scale.checked_mul(times)?)
        }
        _ => return None,
    };
    let first = *places.get(&bytes)?;
    let second = places.get(&bytes.checked_add(scale)?)?;
    let step = i64::from(second.row) - i64::from(first.row);
    let end = *places.keys().max()?;
    if scale <= 0 || step <= 0 {
        return None;
    }
    let mut k = 0i64;
    while let Some(at) = bytes
        .checked_add(k.checked_mul(scale)?)
        .filter(|&at| at <= end)
    {
        let want = Place {
            row: u32::try_from(i64::from(first.row) + k * step).ok()?,
            ..first
        };
        if places.get(&at) != Some(&want) {
            return None;
        }
        k += 1;
    }
    let row = Row::Scaled {
        index,
        times: step,
        plus: i64::from(first.row),
    };
    Some((first.callee, first.element, first.col, row))
}

/// Writes the out arrays of the function open in `c` whose elements are among
/// `optional` as the body writes them (see the module docs); returns how many went.
pub fn store_output_arrays_directly(c: &mut FuncCursor<'_>, optional: &FxHashSet<u32>) -> usize {
    let arrays = entry_arrays(c);
    if arrays.is_empty() || optional.is_empty() {
        return 0;
    }
    let Some(outputs) = output_stores(c) else {
        return 0;
    };
    let by_call: FxHashMap<Inst, OutputStore> = outputs.iter().map(|o| (o.call, *o)).collect();
    let dl = module_layout(c.m);
    let given_dead = unused_insts(c.m, &c.body, |_| false);
    let uses_of = function_uses(c, &dl, &[]);
    let plumbing = unused_insert_chains(c, &uses_of);
    let mut gone: SecondaryMap<Inst, bool> = SecondaryMap::default();
    let mut rewritten = 0;
    for array in arrays {
        let Some(uses) = array_uses(c, &dl, &uses_of, Root::Local(array)) else {
            continue;
        };
        if !uses.copies_in.is_empty() || !uses.copies_out.is_empty() || uses.loads.is_empty() {
            continue;
        }
        // The copy-out: where each loaded offset goes.
        let mut places: FxHashMap<i64, Place> = FxHashMap::default();
        let mut copy_calls: FxHashSet<Inst> = FxHashSet::default();
        let copied = uses.loads.iter().all(|r| {
            let mut users = (uses_of.users_of(r.load).iter()).filter(|u| !plumbing.contains(u));
            let (Some(&call), None, true) = (users.next(), users.next(), r.exact) else {
                return false;
            };
            let Some(o) = by_call.get(&call) else {
                return false;
            };
            let place = Place {
                callee: o.callee,
                element: o.element,
                row: o.row,
                col: o.col,
            };
            copy_calls.insert(call);
            o.value == Value::Inst(r.load)
                && optional.contains(&o.element)
                && *places.entry(r.bytes).or_insert(place) == place
        });
        if !copied {
            continue;
        }
        // Nothing but the copy-out writes the elements it writes.
        let elements: FxHashSet<u32> = places.values().map(|p| p.element).collect();
        if outputs
            .iter()
            .any(|o| elements.contains(&o.element) && !copy_calls.contains(&o.call))
        {
            continue;
        }
        let mut plans = Vec::with_capacity(uses.stores.len());
        for &(store, _) in &uses.stores {
            let InstKind::Store { val, ptr, .. } = c.body.insts[store].kind else {
                break;
            };
            let Some(offset) = offset_from(c, &dl, ptr, array) else {
                break;
            };
            let Some((callee, element, col, row)) = store_place(c, &places, &offset) else {
                break;
            };
            let index_is_i32 = match row {
                Row::Scaled { index, .. } => {
                    let ty = c.ty(index);
                    c.m.types.int_bits(ty) == Some(32)
                }
                Row::Constant(_) => true,
            };
            if !index_is_i32 || !stores_value_of(c, callee, val) {
                break;
            }
            plans.push((store, callee, element, col, row, val));
        }
        if plans.len() != uses.stores.len() {
            continue;
        }
        // In body order, so that a row computed for one store serves the later ones of
        // its block.
        let order: FxHashMap<Inst, usize> = (c.body.placed_insts().enumerate())
            .map(|(k, (_, i))| (i, k))
            .collect();
        plans.sort_by_key(|p| order.get(&p.0).copied());
        let mut rows = RowCache::default();
        for (store, callee, element, col, row, val) in plans {
            c.before(store);
            let row = match row {
                Row::Constant(k) => c.i32(i64::from(k)),
                Row::Scaled { index, times, plus } => scaled_row(c, &mut rows, index, times, plus),
            };
            let args = vec![
                c.i32(i64::from(element)),
                row,
                dxil_ir::edit::const_int(c.m, 8, i64::from(col)),
                val,
            ];
            c.call(callee, args);
            gone.set(store, true);
        }
        // The loads go, and the unused aggregates built of them with them.
        for &i in &plumbing {
            gone.set(i, true);
        }
        let copy_out = uses.loads.iter().map(|r| r.load).chain(copy_calls);
        for i in copy_out
            .chain(uses.geps.iter().copied())
            .chain(uses.markers.iter().copied())
        {
            gone.set(i, true);
        }
        gone.set(array, true);
        rewritten += 1;
    }
    if rewritten > 0 {
        erase_marked(&mut c.body, &gone);
        remove_dead_code_keeping(c.m, &mut c.body, |_| false, &given_dead);
    }
    rewritten
}

/// The `insertvalue`s whose results nothing but other such `insertvalue`s uses:
/// signature lowering rebuilds an out array from its rows for the copy-out and then
/// stores row by row, leaving the aggregate dead until `dxil-prepare` removes it.
fn unused_insert_chains(c: &FuncCursor<'_>, uses_of: &FunctionUses) -> FxHashSet<Inst> {
    let placed: Vec<Inst> = c.body.placed_insts().map(|(_, i)| i).collect();
    let mut dead = FxHashSet::default();
    // Users come after what they use in a chain: one walk from the end finds it.
    for &i in placed.iter().rev() {
        if matches!(c.body.insts[i].kind, InstKind::InsertValue { .. })
            && uses_of.users_of(i).iter().all(|u| dead.contains(u))
        {
            dead.insert(i);
        }
    }
    dead
}

/// Whether `storeOutput` overload `callee` takes `val`'s type as its value.
fn stores_value_of(c: &mut FuncCursor<'_>, callee: FuncId, val: Value) -> bool {
    let ty: Type = c.ty(val);
    let fn_ty = c.m.functions[callee].ty;
    matches!(
        c.m.types.get(fn_ty),
        dxil_ir::TypeData::Function { params, .. } if params.last() == Some(&ty)
    )
}

/// Rows already computed, by block, index, factor and addend.
type RowCache = FxHashMap<(Option<Block>, Value, i64, i64), Value>;

/// `index * times + plus` as `i32` instructions before the cursor (`index` itself
/// when `times` is 1 and `plus` 0), or the same computed before in the block; `index`
/// must be an `i32`.
fn scaled_row(
    c: &mut FuncCursor<'_>,
    rows: &mut RowCache,
    index: Value,
    times: i64,
    plus: i64,
) -> Value {
    if times == 1 && plus == 0 {
        return index;
    }
    let key = (c.current_block(), index, times, plus);
    if let Some(&row) = rows.get(&key) {
        return row;
    }
    let row = if plus == 0 {
        let k = c.i32(times);
        c.binary(BinOp::Mul, index, k)
    } else {
        let scaled = scaled_row(c, rows, index, times, 0);
        let k = c.i32(plus);
        c.binary(BinOp::Add, scaled, k)
    };
    rows.insert(key, row);
    row
}
