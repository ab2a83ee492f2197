//! Local structs holding arrays of arrays split into one alloca per member, as
//! `split_struct_globals.rs` does for globals and DXC's SROA does: DXIL arrays are
//! one-dimensional, and `dxil-flatten-arrays` flattens an alloca of an array of arrays
//! but not one inside a struct (a struct member `[4 x [3 x float]]`, as a matrix member
//! becomes once vectors are arrays: the SPIR-V front end's function-scope structs).
//!
//! An alloca is split when its type is such a struct and every use is a GEP `(0, k,
//! ...)` of its own type with a constant member `k` (the SPIR-V front end loads and
//! stores aggregates member by member); member `k` becomes its own alloca, split in
//! turn when it is such a struct. Any other use leaves the alloca as it is.

use crate::rewrite::FuncCursor;
use crate::transforms::split_struct_globals::{
    holds_nested_array, member_of_gep, redirect_member_gep,
};
use dxil_ir::{Inst, InstKind, Module, Type, Value};
use rustc_hash::FxHashMap;

/// Splits the struct allocas of every function of `m` that hold an array of arrays.
pub fn split_struct_allocas(m: &mut Module) {
    split_until_none_left(m, split_once);
}

/// Runs `split_once` on every function of `m` until it splits nothing more.
pub(crate) fn split_until_none_left(m: &mut Module, split_once: fn(&mut FuncCursor) -> bool) {
    crate::rewrite::edit_each_function(m, |cur| while split_once(cur) {});
}

/// Splits every splittable struct alloca of the function once; whether one was.
fn split_once(cur: &mut FuncCursor) -> bool {
    let mut candidates: FxHashMap<Inst, Type> = FxHashMap::default();
    for (_, i) in cur.body.placed_insts() {
        if let InstKind::Alloca {
            allocated,
            count: None,
            ..
        } = cur.body.insts[i].kind
        {
            let is_struct = cur.m.types.struct_fields(allocated).is_some();
            if is_struct && holds_nested_array(&cur.m.types, allocated, 0) {
                candidates.insert(i, allocated);
            }
        }
    }
    if candidates.is_empty() {
        return false;
    }
    // The member GEPs of each candidate; a candidate with another use is dropped.
    let mut geps: FxHashMap<Inst, Vec<(Inst, u32)>> = FxHashMap::default();
    for (_, i) in cur.body.placed_insts() {
        let kind = &cur.body.insts[i].kind;
        let mut used: FxHashMap<Inst, usize> = FxHashMap::default();
        kind.for_each_operand(|v| match v {
            Value::Inst(a) if candidates.contains_key(&a) => *used.entry(a).or_default() += 1,
            _ => {}
        });
        for (a, uses) in used {
            let member = (uses == 1)
                .then(|| member_of_gep(cur.m, kind, Value::Inst(a), candidates[&a]))
                .flatten();
            match member {
                Some(k) => geps.entry(a).or_default().push((i, k)),
                None => {
                    candidates.remove(&a);
                }
            }
        }
    }
    let mut split = false;
    for (alloca, ty) in candidates {
        if let Some(users) = geps.remove(&alloca) {
            split_alloca(cur, alloca, ty, users);
            split = true;
        }
    }
    split
}

/// Replaces `alloca` (of struct type `ty`) by one alloca per member its `users`
/// (member GEPs) name, placed after it.
fn split_alloca(cur: &mut FuncCursor, alloca: Inst, ty: Type, users: Vec<(Inst, u32)>) {
    let members: Vec<Type> = cur
        .m
        .types
        .struct_fields(ty)
        .map(|(f, _)| f.to_vec())
        .unwrap_or_default();
    let mut made: FxHashMap<u32, Value> = FxHashMap::default();
    for (gep, k) in users {
        let member_ty = members[k as usize];
        let member = match made.get(&k) {
            Some(&v) => v,
            None => {
                let v = alloca_beside(cur, alloca, member_ty);
                made.insert(k, v);
                v
            }
        };
        redirect_member_gep(cur, gep, member, member_ty);
    }
    cur.erase(alloca);
}

/// A new alloca of `allocated` right after `alloca`, with its alignment and address
/// space (a part of what `alloca` held).
pub(crate) fn alloca_beside(cur: &mut FuncCursor, alloca: Inst, allocated: Type) -> Value {
    let (align, addrspace) = match cur.body.insts[alloca].kind {
        InstKind::Alloca {
            align, addrspace, ..
        } => (align, addrspace),
        _ => (None, 0),
    };
    let ptr_ty = cur.body.insts[alloca].ty;
    cur.after(alloca);
    cur.insert(
        ptr_ty,
        InstKind::Alloca {
            allocated,
            count: None,
            align,
            addrspace,
        },
    )
}
