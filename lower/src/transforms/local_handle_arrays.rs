//! Resource handles kept in a local array and read back at a run-time index.
//!
//! HLSL lets a shader copy resources into a local array (`AppendStructuredBuffer<T>
//! bufs[] = { a, b, c };`) and index it. DXC unrolls the loops that index it first, so
//! each access names one resource. Clang's optimizer may instead fold the unrolled
//! `if (i == j) bufs[j].Append(x)` cases into one access at `bufs[min(i, n - 1)]`: a
//! load of a handle from the array at a run-time offset, which DXIL cannot express (a
//! handle is made from one binding, and no handle passes through memory).
//!
//! Such a read becomes a `switch` on the run-time part of the offset, with one block
//! per array slot that holds a handle ([`crate::transforms::block_split`]): in each, the
//! instructions from the read to the last one of its block that depends on it are
//! repeated with the slot's handle in place of the loaded one. Reads of the same
//! run-time offset in one block (the buffer and counter handles of one
//! `AppendStructuredBuffer`) share the switch. An offset outside the array is
//! undefined in HLSL; it takes the first slot's block. Once no read is left, the
//! array, its stores and lifetime markers go.
//!
//! An array is rewritten only when its every use is understood: GEPs, stores at
//! constant offsets of handles made in the entry block (one handle per slot, however
//! often it is stored), loads of handles and lifetime markers. Anything else, or a
//! handle needed after the repeated instructions, leaves the array as it was (the
//! resource access lowering then reports the access it cannot map to one resource).

use crate::analysis::gep_offset::{emit_byte_offset, ByteOffset};
use crate::error::LowerError;
use crate::rewrite::{find_inst, replace_uses_in_body, FuncCursor};
use crate::transforms::block_split::{
    holds_handles, split_block, users_by_value, Choice, Selector, MAX_SPLITS,
};
use dxil_analysis::intrinsics::{called, is_intrinsic};
use dxil_analysis::resource_map::module_layout;
use dxil_ir::{Inst, InstKind, Value};
use dxil_model::layout::DataLayout;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;

/// Rewrites every read of a handle at a run-time index into a local array in the
/// function open in `c` (see the module docs). Arrays read out of their bounds by an
/// index clamped with `umin` to a constant are an error, as DXC reports them.
pub fn split_local_handle_array_reads(c: &mut FuncCursor<'_>) -> Result<(), LowerError> {
    let arrays: Vec<Inst> = match c.body.entry() {
        Some(entry) => c.body.blocks[entry]
            .insts
            .iter()
            .copied()
            .filter(|&i| match c.body.insts[i].kind {
                InstKind::Alloca { allocated, .. } => holds_handles(c.m, allocated),
                _ => false,
            })
            .collect(),
        None => return Ok(()),
    };
    if arrays.is_empty() {
        return Ok(());
    }
    let dl = module_layout(c.m);
    let mut splits = 0;
    for array in arrays {
        // Each split repeats instructions, other reads among them: the uses are read
        // again after each.
        let mut split_this = false;
        while let Some(mut uses) = ArrayUses::of(c, &dl, array) {
            uses.check_bounds(c)?;
            let Some(group) = uses.next_group(c) else {
                if split_this {
                    uses.forward_constant_reads(c);
                    uses.erase(c);
                }
                break;
            };
            if splits == MAX_SPLITS || !split_group(c, &uses, &group) {
                break;
            }
            splits += 1;
            split_this = true;
        }
    }
    Ok(())
}

/// A load of a handle from the array, at `offset` bytes from its start.
#[derive(Clone)]
struct Read {
    load: Inst,
    offset: ByteOffset,
}

/// Every use of one local array of handles.
struct ArrayUses {
    alloca: Inst,
    size: i64,
    /// The handle stored at each byte offset.
    slots: BTreeMap<i64, Value>,
    /// Loads of handles, constant offsets or not.
    reads: Vec<Read>,
    /// The GEPs, stores and lifetime markers on the array (erased with it).
    others: Vec<Inst>,
}

impl ArrayUses {
    /// The uses of `alloca`, if all are understood (see the module docs).
    fn of(c: &FuncCursor<'_>, dl: &DataLayout, alloca: Inst) -> Option<ArrayUses> {
        let InstKind::Alloca {
            allocated,
            count: None,
            ..
        } = c.body.insts[alloca].kind
        else {
            return None;
        };
        let entry = c.body.entry()?;
        let users = users_by_value(&c.body);
        let mut uses = ArrayUses {
            alloca,
            size: dl.alloc_size(&c.m.types, allocated) as i64,
            slots: BTreeMap::new(),
            reads: Vec::new(),
            others: Vec::new(),
        };
        let mut work = vec![(Value::Inst(alloca), ByteOffset::default())];
        while let Some((ptr, offset)) = work.pop() {
            for &u in users.get(&ptr).into_iter().flatten() {
                let d = &c.body.insts[u];
                match &d.kind {
                    InstKind::Gep {
                        source,
                        base,
                        indices,
                        ..
                    } if *base == ptr && !indices.contains(&ptr) => {
                        let mut o = offset.clone();
                        o.add_gep(c.m, dl, *source, indices).ok()?;
                        uses.others.push(u);
                        work.push((Value::Inst(u), o));
                    }
                    InstKind::Store { val, ptr: p, .. } if *p == ptr && *val != ptr => {
                        // A handle made in the entry block, the only one the slot holds.
                        let made_in_entry = match *val {
                            Value::Inst(v) => {
                                holds_handles(c.m, c.body.insts[v].ty)
                                    && find_inst(&c.body, v).is_some_and(|(b, _)| b == entry)
                            }
                            _ => false,
                        };
                        if !offset.terms.is_empty() || !made_in_entry {
                            return None;
                        }
                        if uses
                            .slots
                            .insert(offset.bytes, *val)
                            .is_some_and(|v| v != *val)
                        {
                            return None;
                        }
                        uses.others.push(u);
                    }
                    InstKind::Load { ptr: p, .. } if *p == ptr && holds_handles(c.m, d.ty) => {
                        uses.reads.push(Read {
                            load: u,
                            offset: offset.clone(),
                        });
                    }
                    _ if is_lifetime_marker(c, u) => uses.others.push(u),
                    _ => return None,
                }
            }
        }
        // A read may take a slot's handle in its place: the handle is made in the entry
        // block, before the read if that is there too. (A read before any store reads
        // an undefined value, which the handle may stand for.)
        let entry_insts = &c.body.blocks[entry].insts;
        let pos_in_entry = |i: Inst| entry_insts.iter().position(|&x| x == i);
        for r in &uses.reads {
            let Some(read_pos) = pos_in_entry(r.load) else {
                continue;
            };
            let made_before = |v: &Value| matches!(v, Value::Inst(h) if pos_in_entry(*h).is_some_and(|p| p < read_pos));
            if !uses.slots.values().all(made_before) {
                return None;
            }
        }
        Some(uses)
    }

    /// DXC's "Array access out of bound" for a run-time index clamped by `umin` to a
    /// constant past the array's end (clang's form of an unrolled loop that indexes
    /// past it).
    fn check_bounds(&self, c: &FuncCursor<'_>) -> Result<(), LowerError> {
        for r in &self.reads {
            // The last byte offset the read reaches, when every index is clamped.
            let reach = r
                .offset
                .terms
                .iter()
                .try_fold(r.offset.bytes, |at, &(v, scale)| {
                    Some(at.saturating_add(umin_bound(c, v)?.saturating_mul(scale.max(0))))
                });
            if reach.is_some_and(|at| at >= self.size) {
                return Err(LowerError::Invalid {
                    msg: "Array access out of bound: a local array of resources is indexed \
                          past its end"
                        .into(),
                    site: Some(dxil_ir::Site::Inst(c.func, r.load)),
                });
            }
        }
        Ok(())
    }

    /// The next run-time reads to split together: the first one and those of its
    /// block with the same run-time part of the offset.
    fn next_group(&self, c: &FuncCursor<'_>) -> Option<Vec<Read>> {
        let first = self.reads.iter().find(|r| !r.offset.terms.is_empty())?;
        let block = find_inst(&c.body, first.load)?.0;
        let group = self
            .reads
            .iter()
            .filter(|r| same_terms(&r.offset.terms, &first.offset.terms))
            .filter(|r| find_inst(&c.body, r.load).is_some_and(|(b, _)| b == block))
            .cloned()
            .collect();
        Some(group)
    }

    /// Replaces the reads at constant offsets by the handles stored there.
    fn forward_constant_reads(&mut self, c: &mut FuncCursor<'_>) {
        let mut forwarded: FxHashMap<Value, Value> = FxHashMap::default();
        for r in std::mem::take(&mut self.reads) {
            let slot = self
                .slots
                .get(&r.offset.bytes)
                .filter(|_| r.offset.terms.is_empty());
            match slot {
                Some(&h) => {
                    forwarded.insert(Value::Inst(r.load), h);
                    c.erase(r.load);
                }
                None => self.reads.push(r),
            }
        }
        replace_uses_in_body(&mut c.body, &forwarded);
    }

    /// Erases the array with its stores, GEPs and lifetime markers (those of the
    /// copies a split made among them) once nothing reads it.
    fn erase(&self, c: &mut FuncCursor<'_>) {
        if !self.reads.is_empty() {
            return;
        }
        let dead: FxHashSet<Inst> = self.others.iter().copied().chain([self.alloca]).collect();
        for b in c.body.layout.clone() {
            c.body.blocks[b].insts.retain(|i| !dead.contains(i));
        }
    }
}

/// Whether two offsets' run-time parts are the same sum.
fn same_terms(a: &[(Value, i64)], b: &[(Value, i64)]) -> bool {
    a.len() == b.len() && a.iter().all(|t| b.contains(t))
}

/// `C` when `v` is `llvm.umin(x, C)` for a constant `C`.
fn umin_bound(c: &FuncCursor<'_>, v: Value) -> Option<i64> {
    let Value::Inst(i) = v else { return None };
    let (name, args) = called(c.m, &c.body, i)?;
    if !is_intrinsic(name, "llvm.umin") {
        return None;
    }
    let bound = c.m.const_int(*args.get(1)?)?;
    i64::try_from(bound).ok().filter(|b| *b >= 0)
}

/// Whether `i` calls `llvm.lifetime.start` or `llvm.lifetime.end`.
fn is_lifetime_marker(c: &FuncCursor<'_>, i: Inst) -> bool {
    called(c.m, &c.body, i).is_some_and(|(n, _)| {
        is_intrinsic(n, "llvm.lifetime.start") || is_intrinsic(n, "llvm.lifetime.end")
    })
}

/// Splits the block of `group`'s reads on their run-time offset (see the module docs);
/// false, changing nothing, when no slot fits every read of the group or the block
/// cannot be split.
fn split_group(c: &mut FuncCursor<'_>, uses: &ArrayUses, group: &[Read]) -> bool {
    // The values the run-time part of the offset takes to reach a slot with every read:
    // multiples of the terms' scales.
    let base = group[0].offset.bytes;
    let step = group[0]
        .offset
        .terms
        .iter()
        .fold(0, |g, &(_, s)| gcd(g, s.abs()));
    let cases: Vec<i64> = uses
        .slots
        .keys()
        .map(|&o| o - base)
        .filter(|&t| step != 0 && t % step == 0)
        .filter(|&t| {
            group
                .iter()
                .all(|r| uses.slots.contains_key(&(r.offset.bytes + t)))
        })
        .collect();
    if cases.is_empty() {
        return false;
    }
    // One index switches on itself (case k for slot k), several on their byte sum.
    let (terms, unit) = match group[0].offset.terms.as_slice() {
        &[(v, scale)] => (vec![(v, 1)], scale),
        terms => (terms.to_vec(), 1),
    };
    let choices: Vec<Choice> = cases
        .iter()
        .map(|&t| Choice {
            roots: group
                .iter()
                .map(|r| (r.load, uses.slots[&(r.offset.bytes + t)]))
                .collect(),
            known: None,
        })
        .collect();
    let roots: FxHashSet<Inst> = group.iter().map(|r| r.load).collect();
    split_block(
        c,
        &roots,
        |c| Selector::Switch {
            value: emit_byte_offset(
                c,
                &ByteOffset {
                    terms,
                    ..ByteOffset::default()
                },
            ),
            cases: cases.iter().map(|t| t / unit).collect(),
        },
        &choices,
    )
}

/// The greatest common divisor.
fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
