//! Which bound resources 64-bit atomics operate on. DXC marks such a UAV while it
//! collects shader flags (`HasAtomic64Use`): its metadata record gets the extended
//! property tag 3 (`i32 1`, validator 1.6 and later) and its PSV0 resource record the
//! `UsedByAtomic64` flag.
//!
//! A 64-bit atomic is an `llvm.dx.resource.atomic.*` call returning `i64`, or an
//! `atomicrmw`/`cmpxchg` of an `i64` through `llvm.dx.resource.getpointer` (before
//! `dxil-resource-access` turns it into the call). Its handle is followed to the
//! binding call; through a phi or select, the first incoming value (as DXC does).

use super::operand_type;
use crate::intrinsics::{is_intrinsic, PickedFunctions};
use crate::resource_atomics::{ATOMIC_BINOP, ATOMIC_CMPXCHG, OLD_ATOMIC_BINOP};
use crate::resource_map::ResourceMap;
use crate::resource_map::GET_POINTER;
use dxil_ir::edit::callee_name;
use dxil_ir::{Body, FuncId, InstKind, Module, Type, Value};
use std::collections::BTreeSet;

/// The intrinsic that makes a handle from a descriptor heap index.
pub(super) const HANDLE_FROM_HEAP: &str = "llvm.dx.resource.handlefromheap";

/// The extended property tag of a UAV used by 64-bit atomics (`kDxilAtomic64UseTag`).
pub const ATOMIC64_USE_TAG: u32 = 3;

/// Indices into `resources.resources` of the resources some 64-bit atomic of `m`
/// operates on.
pub fn resources_used_by_atomic64(m: &Module, resources: &ResourceMap) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    // Such an atomic calls one of these or works through a `getpointer` call's result.
    let involved = PickedFunctions::new(m, |n| {
        [ATOMIC_BINOP, OLD_ATOMIC_BINOP, ATOMIC_CMPXCHG, GET_POINTER]
            .iter()
            .any(|b| is_intrinsic(n, b))
    });
    if involved.is_empty() {
        return out;
    }
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let params = match m.types.get(f.ty) {
            dxil_ir::TypeData::Function { params, .. } => params.as_slice(),
            _ => &[],
        };
        for (_, i) in body.placed_insts() {
            let handle = atomic64_handle(m, body, params, &body.insts[i].kind, body.insts[i].ty);
            if let Some(r) = handle.and_then(|h| binding_of(resources, fid, body, h)) {
                out.insert(r);
            }
        }
    }
    out
}

/// Whether `kind` is a 64-bit atomic on a resource from the descriptor heap
/// (`llvm.dx.resource.handlefromheap`, or an annotated `dx.op.createHandleFromHeap`
/// once lowered): DXC's "64-bit atomics on heap resources" flag.
pub(super) fn is_heap_atomic64(
    m: &Module,
    body: &Body,
    params: &[Type],
    kind: &InstKind,
    ty: Type,
) -> bool {
    let lowered = || {
        let name = callee_name(m, kind)?;
        let is_atomic = name.starts_with("dx.op.atomicBinOp.i64")
            || name.starts_with("dx.op.atomicCompareExchange.i64");
        let InstKind::Call { args, .. } = kind else {
            return None;
        };
        is_atomic.then(|| args.get(1).copied()).flatten()
    };
    let Some(mut handle) = atomic64_handle(m, body, params, kind, ty).or_else(lowered) else {
        return false;
    };
    let mut seen = Vec::new();
    while let Value::Inst(h) = handle {
        if seen.contains(&h) {
            return false;
        }
        seen.push(h);
        let data = &body.insts[h].kind;
        handle = match data {
            InstKind::Phi { incoming } => match incoming.first() {
                Some((v, _)) => *v,
                None => return false,
            },
            InstKind::Select { then_val, .. } => *then_val,
            InstKind::Call { args, .. } => {
                let Some(name) = callee_name(m, data) else {
                    return false;
                };
                if name.starts_with("dx.op.annotateHandle") {
                    match args.get(1) {
                        Some(v) => *v,
                        None => return false,
                    }
                } else {
                    return is_intrinsic(name, HANDLE_FROM_HEAP)
                        || name.starts_with("dx.op.createHandleFromHeap");
                }
            }
            _ => return false,
        };
    }
    false
}

/// The handle a 64-bit resource atomic operates on, if `kind` is one.
fn atomic64_handle(
    m: &Module,
    body: &Body,
    params: &[Type],
    kind: &InstKind,
    ty: Type,
) -> Option<Value> {
    let is_i64 =
        |v: Value| operand_type(m, body, params, v).and_then(|t| m.types.int_bits(t)) == Some(64);
    match kind {
        InstKind::AtomicRmw { ptr, val, .. } if is_i64(*val) => pointer_handle(m, body, *ptr),
        InstKind::CmpXchg { ptr, new, .. } if is_i64(*new) => pointer_handle(m, body, *ptr),
        InstKind::Call { args, .. } if m.types.int_bits(ty) == Some(64) => {
            let name = callee_name(m, kind)?;
            [ATOMIC_BINOP, OLD_ATOMIC_BINOP, ATOMIC_CMPXCHG]
                .iter()
                .any(|b| is_intrinsic(name, b))
                .then(|| args.first().copied())
                .flatten()
        }
        _ => None,
    }
}

/// The handle `ptr` points into, when it is (a GEP of) a `getpointer` call.
fn pointer_handle(m: &Module, body: &Body, mut ptr: Value) -> Option<Value> {
    loop {
        let Value::Inst(p) = ptr else { return None };
        match &body.insts[p].kind {
            InstKind::Gep { base, .. } => ptr = *base,
            kind @ InstKind::Call { args, .. } => {
                let name = callee_name(m, kind)?;
                return is_intrinsic(name, GET_POINTER)
                    .then(|| args.first().copied())
                    .flatten();
            }
            _ => return None,
        }
    }
}

/// The resource whose binding call `handle` comes from.
fn binding_of(resources: &ResourceMap, f: FuncId, body: &Body, mut handle: Value) -> Option<usize> {
    // Phi cycles end at a handle seen before.
    let mut seen = Vec::new();
    loop {
        let Value::Inst(h) = handle else { return None };
        if let Some(&r) = resources.by_call.get(&(f, h)) {
            return Some(r);
        }
        if seen.contains(&h) {
            return None;
        }
        seen.push(h);
        handle = match &body.insts[h].kind {
            InstKind::Phi { incoming } => incoming.first()?.0,
            InstKind::Select { then_val, .. } => *then_val,
            _ => return None,
        };
    }
}
