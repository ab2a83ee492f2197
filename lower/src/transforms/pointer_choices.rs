//! Reads through a pointer chosen at run time between places of memory.
//!
//! clang's optimizer turns `float4 c = useA ? Lights[i].Color : Ambient.Color;` (two
//! members of cbuffers) into one load through `select i1 %useA, ptr addrspace(2) %p,
//! ptr addrspace(2) @Ambient`, and the same choice made by a branch into a `phi` of the
//! two pointers. `dxil-cbuffer-access` follows a pointer to one member and cannot follow
//! a choice. Groupshared and local arrays meet the same: DXIL requires every
//! groupshared pointer to come from one global ("TGSM pointers must originate from an
//! unambiguous TGSM global variable"), and the array passes follow one alloca. As DXC's
//! code does, both places are read and the value is chosen:
//!
//! - a `phi` of pointers whose incoming pointers are all available in its block becomes
//!   a `phi` of the incoming number and a chain of `select`s on it (same pointer, no
//!   memory read moved); otherwise its loads (and GEPs by constants) are repeated at
//!   the end of each predecessor on that predecessor's pointer, joined by a `phi` of the
//!   values read (constant memory only: it reads the same there);
//! - a GEP of a `select` becomes a `select` of two GEPs, and a load of a `select` a
//!   `select` of two loads at the load's place (no memory changes between the two
//!   reads, and reading the place not chosen cannot fault). A store through a choice
//!   stays, for the later passes' errors.
//!
//! A choice between two places of one global is left to `pointer_selects`, which
//! chooses the index instead.
//!
//! Choices nested `k` deep give `2^k` loads: a function stops being rewritten after
//! [`MAX_NEW_INSTRUCTIONS`], leaving the rest to the later passes' errors.

use crate::rewrite::FuncCursor;
use dxil_ir::{Block, Inst, InstKind, IntPredicate, Module, Value};
use dxil_model::cfg::{dominator_tree, Cfg};
use rustc_hash::FxHashMap;

/// The address space of cbuffer members in clang's IR: constant memory.
pub const CBUFFER_ADDRSPACE: u32 = 2;

/// The address spaces of local and groupshared memory in clang's IR.
pub const WRITABLE_ADDRSPACES: [u32; 2] = [0, 3];

/// How many instructions one function may gain from these rewrites.
pub const MAX_NEW_INSTRUCTIONS: usize = 4096;

/// Rewrites every choice of pointers into the address spaces `spaces` in `m`'s
/// functions (see the module docs); reads move to predecessors only in constant memory.
pub fn split_pointer_choices(m: &mut Module, spaces: &[u32]) {
    for f in dxil_ir::edit::defined_functions(m) {
        let has_choice = m.functions[f].body.as_ref().is_some_and(|b| {
            b.placed_insts().any(|(_, i)| {
                matches!(
                    b.insts[i].kind,
                    InstKind::Select { .. } | InstKind::Phi { .. }
                ) && m
                    .types
                    .addrspace(b.insts[i].ty)
                    .is_some_and(|a| spaces.contains(&a))
            })
        });
        if !has_choice {
            continue;
        }
        let Some(mut cur) = FuncCursor::open(m, f) else {
            continue;
        };
        let before = cur.body.insts.len();
        while cur.body.insts.len() - before < MAX_NEW_INSTRUCTIONS {
            let phis = split_phis(&mut cur, spaces);
            let selects = sink_selects(&mut cur, spaces);
            remove_unused_pointers(&mut cur, spaces);
            if !phis && !selects {
                break;
            }
        }
        cur.finish();
    }
}

/// A phi's (value, predecessor) pairs.
type Incoming = Vec<(Value, Block)>;

/// Whether `ty` is a pointer into one of `spaces`.
fn points_into(cur: &FuncCursor, ty: dxil_ir::Type, spaces: &[u32]) -> bool {
    cur.m
        .types
        .addrspace(ty)
        .is_some_and(|a| spaces.contains(&a))
}

/// Each `phi` of pointers into `spaces`: whose incoming pointers are available at its
/// block's start, it becomes `select`s on a `phi` of the incoming pointer's number;
/// else its loads, and its GEPs with constant indices, move to the predecessors (the
/// memory is constant) and a `phi` joins what they give. Whether anything changed.
fn split_phis(cur: &mut FuncCursor, spaces: &[u32]) -> bool {
    let cfg = Cfg::of(&cur.body);
    let idom = dominator_tree(&cfg);
    let dominates = |a: Block, b: Block| {
        let (Some(a), Some(mut b)) = (cfg.number_of(a), cfg.number_of(b)) else {
            return false;
        };
        loop {
            if a == b {
                return true;
            }
            match idom[b] {
                Some(up) if up != b => b = up,
                _ => return false,
            }
        }
    };
    let mut block_of: FxHashMap<Inst, Block> = FxHashMap::default();
    for (b, i) in cur.body.placed_insts() {
        block_of.insert(i, b);
    }
    let phis: Vec<(Block, Inst, Incoming)> = cur
        .body
        .placed_insts()
        .filter_map(|(b, i)| match &cur.body.insts[i].kind {
            InstKind::Phi { incoming } if points_into(cur, cur.body.insts[i].ty, spaces) => {
                Some((b, i, incoming.clone()))
            }
            _ => None,
        })
        .collect();
    let mut changed = false;
    for (block, phi, incoming) in phis {
        // Available at the block's start: constants, globals, arguments, and
        // instructions of a block that strictly dominates it.
        let available = incoming.iter().all(|(v, _)| match v {
            Value::Inst(i) => block_of
                .get(i)
                .is_some_and(|&d| d != block && dominates(d, block)),
            _ => true,
        });
        if !available {
            // Only constant memory reads the same at the end of a predecessor.
            if cur.m.types.addrspace(cur.body.insts[phi].ty) == Some(CBUFFER_ADDRSPACE) {
                changed |= hoist_users(cur, phi, block, &incoming);
            }
            continue;
        }
        let mut values: Vec<Value> = Vec::new();
        for (v, _) in &incoming {
            if !values.contains(v) {
                values.push(*v);
            }
        }
        if values.len() < 2 {
            continue;
        }
        let i32_ty = cur.m.types.int(32);
        let numbered: Vec<(Value, Block)> = incoming
            .iter()
            .map(|(v, pred)| {
                let k = values.iter().position(|x| x == v).unwrap_or(0);
                (dxil_ir::edit::const_int(cur.m, 32, k as i64), *pred)
            })
            .collect();
        cur.block_start(block);
        // The new phi goes among the phis, before the cursor's first non-phi.
        let number = cur.insert(i32_ty, InstKind::Phi { incoming: numbered });
        let mut chosen = values[0];
        for (k, v) in values.iter().enumerate().skip(1) {
            let k = dxil_ir::edit::const_int(cur.m, 32, k as i64);
            let is_k = cur.icmp(IntPredicate::Eq, number, k);
            chosen = cur.select(is_k, *v, chosen);
        }
        cur.replace_uses(Value::Inst(phi), chosen);
        cur.erase(phi);
        changed = true;
    }
    changed
}

/// The users of `phi` (in `block`, joining `incoming`) that read through it or offset
/// it by constants, each repeated at the end of every predecessor on its incoming
/// pointer and joined by a new `phi` in `block`. Whether any was.
fn hoist_users(cur: &mut FuncCursor, phi: Inst, block: Block, incoming: &[(Value, Block)]) -> bool {
    let users: Vec<Inst> = cur
        .body
        .placed_insts()
        .map(|(_, i)| i)
        .filter(|&i| match &cur.body.insts[i].kind {
            InstKind::Load { ptr, .. } => *ptr == Value::Inst(phi),
            InstKind::Gep { base, indices, .. } => {
                *base == Value::Inst(phi) && indices.iter().all(|x| !matches!(x, Value::Inst(_)))
            }
            _ => false,
        })
        .collect();
    for &user in &users {
        let ty = cur.body.insts[user].ty;
        let kind = cur.body.insts[user].kind.clone();
        let mut made: FxHashMap<Block, Value> = FxHashMap::default();
        let mut joined = Vec::with_capacity(incoming.len());
        for &(v, pred) in incoming {
            let value = match made.get(&pred) {
                Some(&x) => x,
                None => {
                    let Some(&end) = cur.body.blocks[pred].insts.last() else {
                        return false;
                    };
                    cur.before(end);
                    let x = cur.insert(ty, with_pointer(&kind, v));
                    made.insert(pred, x);
                    x
                }
            };
            joined.push((value, pred));
        }
        cur.block_start(block);
        let join = cur.insert(ty, InstKind::Phi { incoming: joined });
        cur.replace_uses(Value::Inst(user), join);
        cur.erase(user);
    }
    !users.is_empty()
}

/// Removes the pointers (selects, phis, GEPs) into `spaces` nothing uses any more: the
/// later passes would otherwise meet a choice they cannot follow.
fn remove_unused_pointers(cur: &mut FuncCursor, spaces: &[u32]) {
    loop {
        let uses = crate::rewrite::use_counts(&cur.body);
        let dead: Vec<Inst> = cur
            .body
            .placed_insts()
            .filter(|&(_, i)| {
                matches!(
                    cur.body.insts[i].kind,
                    InstKind::Select { .. } | InstKind::Phi { .. } | InstKind::Gep { .. }
                ) && points_into(cur, cur.body.insts[i].ty, spaces)
                    && *uses.get(i) == 0
            })
            .map(|(_, i)| i)
            .collect();
        if dead.is_empty() {
            return;
        }
        for i in dead {
            cur.erase(i);
        }
    }
}

/// One round: every load or GEP whose pointer is a `select` of such pointers reads
/// or offsets both and selects. Whether anything changed.
fn sink_selects(cur: &mut FuncCursor, spaces: &[u32]) -> bool {
    let users: Vec<Inst> = cur.body.placed_insts().map(|(_, i)| i).collect();
    let mut changed = false;
    for user in users {
        let pointer = match &cur.body.insts[user].kind {
            InstKind::Load { ptr, .. } => *ptr,
            InstKind::Gep { base, .. } => *base,
            _ => continue,
        };
        let Value::Inst(s) = pointer else { continue };
        let InstKind::Select {
            cond,
            then_val,
            else_val,
        } = cur.body.insts[s].kind
        else {
            continue;
        };
        if !points_into(cur, cur.body.insts[s].ty, spaces) || same_global(cur, then_val, else_val) {
            continue;
        }
        let ty = cur.body.insts[user].ty;
        let kind = cur.body.insts[user].kind.clone();
        cur.before(user);
        let a = cur.insert(ty, with_pointer(&kind, then_val));
        let b = cur.insert(ty, with_pointer(&kind, else_val));
        let picked = cur.select(cond, a, b);
        cur.replace_uses(Value::Inst(user), picked);
        cur.erase(user);
        changed = true;
    }
    changed
}

/// Whether `a` and `b` are GEP instructions into one global (`pointer_selects` turns
/// their choice into a choice of index).
fn same_global(cur: &FuncCursor, a: Value, b: Value) -> bool {
    let base = |v: Value| match v {
        Value::Inst(i) => match cur.body.insts[i].kind {
            InstKind::Gep {
                base: g @ Value::Global(_),
                ..
            } => Some(g),
            _ => None,
        },
        _ => None,
    };
    base(a).is_some() && base(a) == base(b)
}

/// Load or GEP `kind` reading through, or offsetting, `pointer` instead.
fn with_pointer(kind: &InstKind, pointer: Value) -> InstKind {
    let mut k = kind.clone();
    match &mut k {
        InstKind::Load { ptr, .. } => *ptr = pointer,
        InstKind::Gep { base, .. } => *base = pointer,
        _ => {}
    }
    k
}
