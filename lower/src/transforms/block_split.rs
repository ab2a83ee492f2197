//! Splitting a block on a value chosen at run time, so that each choice is a constant
//! in its own block: the instructions from the first chosen value (a root) to the last
//! one of the block that depends on a root are repeated once per choice, with the
//! choice's values in place of the roots, after a `switch` or conditional branch that
//! picks the choice; a block after them joins the values used later with phis, and
//! ends as the block did.
//!
//! DXIL names one resource per access, so a handle picked at run time (from a local
//! array at a run-time index, by a `select` between resources) becomes one access per
//! resource this way. Only one of the copies runs, so side effects happen as often as
//! before. A block whose repeated part holds a wave, quad or derivative operation or a
//! barrier is not split: under a condition that differs between threads, the copies
//! would run on fewer threads at once than the original.

use crate::rewrite::{find_inst, replace_uses_in_body, FuncCursor};
use dxil_analysis::intrinsics::called;
use dxil_ir::{Block, Body, Inst, InstData, InstKind, Module, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// How the split block picks a choice.
pub enum Selector {
    /// `switch value`: choice `k` for `cases[k]`; the first choice takes any other
    /// value too.
    Switch {
        /// The `i32` switched on.
        value: Value,
        /// The case constants, one per choice.
        cases: Vec<i64>,
    },
    /// `br cond`: the first choice when `cond` is true, the second when it is false.
    Branch {
        /// The `i1` condition.
        cond: Value,
    },
}

/// What one choice knows: the value of each root, and, for a branch, the condition's
/// value (a `select` on the same condition in the repeated part picks its side).
pub struct Choice {
    /// The value each root stands for in this choice.
    pub roots: FxHashMap<Inst, Value>,
    /// The branch condition and its value in this choice.
    pub known: Option<(Value, bool)>,
}

/// The most splits a transform makes in one function: each repeats what follows in
/// its block (other run-time choices among it), so hostile input could otherwise
/// multiply the code without bound. What is left unsplit is reported by the resource
/// access lowering.
pub const MAX_SPLITS: usize = 64;

/// The most instructions one split may copy (its part times its choices): a bound on
/// what hostile input can make of a large array or block.
pub const MAX_COPIES: usize = 1 << 16;

/// Calls whose threads must run together, which a split must not repeat in branches:
/// wave and quad operations, derivatives, barriers.
const CONVERGENT_PREFIXES: &[&str] = &[
    "llvm.dx.wave.",
    "llvm.dx.quad.",
    "llvm.dx.ddx",
    "llvm.dx.ddy",
    "llvm.dx.group.memory.barrier",
    "llvm.dx.all.memory.barrier",
    "llvm.dx.device.memory.barrier",
];

/// Splits the block of `roots` (instructions of one block) into one copy per choice
/// (see the module docs). `selector` is called with the cursor where the choice is
/// made, to compute what the `switch` or branch reads. False, changing nothing, when
/// the roots are not placed in one block, a handle or pointer of the repeated part is
/// used in another block, the copies would pass [`MAX_COPIES`] instructions, or the
/// repeated part holds a wave, quad, derivative or barrier operation.
pub fn split_block(
    c: &mut FuncCursor<'_>,
    roots: &FxHashSet<Inst>,
    selector: impl FnOnce(&mut FuncCursor<'_>) -> Selector,
    choices: &[Choice],
) -> bool {
    let Some(&any_root) = roots.iter().next() else {
        return false;
    };
    let Some((block, _)) = find_inst(&c.body, any_root) else {
        return false;
    };
    let insts = c.body.blocks[block].insts.clone();
    let position: FxHashMap<Inst, usize> = insts.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let positions: Option<Vec<usize>> = roots.iter().map(|r| position.get(r).copied()).collect();
    let Some(first) = positions.and_then(|p| p.into_iter().min()) else {
        return false;
    };
    // The repeated part: from the first root to the last instruction of the block that
    // depends on a root (the terminator stays after it).
    let mut depends: FxHashSet<Inst> = roots.clone();
    let mut last = first;
    for (pos, &i) in insts.iter().enumerate().take(insts.len() - 1).skip(first) {
        let mut uses_root = false;
        c.body.insts[i].kind.for_each_operand(|v| {
            uses_root |= matches!(v, Value::Inst(x) if depends.contains(&x));
        });
        if uses_root {
            depends.insert(i);
            last = pos;
        }
    }
    // Handles and pointers made in the repeated part (the roots among them) are not
    // joined: the part extends over their later uses in the block, and one used in
    // another block, by the terminator or by a phi stops the split.
    let users = users_by_value(&c.body);
    let mut pos = first;
    while pos <= last {
        let i = insts[pos];
        let ty = c.body.insts[i].ty;
        if holds_handles(c.m, ty) || matches!(c.m.types.get(ty), TypeData::Ptr { .. }) {
            for u in users.get(&Value::Inst(i)).into_iter().flatten() {
                match position.get(u) {
                    Some(&p) if p > pos && p + 1 < insts.len() => last = last.max(p),
                    _ => return false,
                }
            }
        }
        pos += 1;
    }
    let region: Vec<Inst> = insts[first..=last].to_vec();
    if region.len().saturating_mul(choices.len()) > MAX_COPIES {
        return false;
    }
    if region.iter().any(|&i| {
        called(c.m, &c.body, i)
            .is_some_and(|(n, _)| CONVERGENT_PREFIXES.iter().any(|p| n.starts_with(p)))
    }) {
        return false;
    }
    let tail: Vec<Inst> = insts[last + 1..].to_vec();

    // The choice is made where the first root was.
    c.body.blocks[block].insts.truncate(first);
    match c.body.blocks[block].insts.last() {
        Some(&before) => c.after(before),
        None => c.block_start(block),
    }
    let selector = selector(c);

    // One block per choice, then the join, placed after the split block.
    let at = c.body.layout.iter().position(|&b| b == block).unwrap_or(0) + 1;
    let choice_blocks: Vec<Block> = choices.iter().map(|_| c.body.add_block(None)).collect();
    let join = c.body.add_block(None);
    c.body
        .layout
        .truncate(c.body.layout.len() - choices.len() - 1);
    for (k, &b) in choice_blocks.iter().chain([&join]).enumerate() {
        c.body.layout.insert(at + k, b);
    }
    let void = c.m.types.void();
    let mut copies: Vec<FxHashMap<Value, Value>> = Vec::new();
    for (choice, &b) in choices.iter().zip(&choice_blocks) {
        let mut map: FxHashMap<Value, Value> = FxHashMap::default();
        for &i in &region {
            if let Some(&v) = choice.roots.get(&i) {
                map.insert(Value::Inst(i), v);
                continue;
            }
            if let (
                Some((cond, known)),
                InstKind::Select {
                    cond: c2,
                    then_val,
                    else_val,
                },
            ) = (choice.known, &c.body.insts[i].kind)
            {
                if *c2 == cond {
                    let side = if known { *then_val } else { *else_val };
                    map.insert(Value::Inst(i), map.get(&side).copied().unwrap_or(side));
                    continue;
                }
            }
            let mut data: InstData = c.body.insts[i].clone();
            data.name = None;
            data.kind
                .map_operands(|v| map.get(&v).copied().unwrap_or(v));
            let copy = c.body.insts.alloc(data);
            c.body.blocks[b].insts.push(copy);
            map.insert(Value::Inst(i), Value::Inst(copy));
        }
        let br = c.body.make_inst(void, InstKind::Br { dest: join });
        c.body.blocks[b].insts.push(br);
        copies.push(map);
    }
    let choose = match selector {
        Selector::Switch { value, cases } => {
            let mut targets: Vec<(Value, Block)> = cases
                .iter()
                .zip(&choice_blocks)
                .map(|(&k, &b)| (dxil_ir::edit::const_int(c.m, 32, k), b))
                .collect();
            let (_, default) = targets.remove(0);
            InstKind::Switch {
                val: value,
                default,
                cases: targets,
            }
        }
        Selector::Branch { cond } => InstKind::CondBr {
            cond,
            then_dest: choice_blocks[0],
            else_dest: choice_blocks[1],
        },
    };
    let choose = c.body.make_inst(void, choose);
    c.body.blocks[block].insts.push(choose);
    c.body.blocks[join].insts.extend(tail.iter().copied());

    // Values of the repeated part used after it are joined by phis.
    let region_set: FxHashSet<Inst> = region.iter().copied().collect();
    let mut used_after: FxHashSet<Inst> = FxHashSet::default();
    for (_, i) in c.body.placed_insts() {
        c.body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(x) = v {
                if region_set.contains(&x) {
                    used_after.insert(x);
                }
            }
        });
    }
    let mut joined: FxHashMap<Value, Value> = FxHashMap::default();
    let mut phis = Vec::new();
    for &x in region.iter().filter(|x| used_after.contains(x)) {
        let incoming: Vec<(Value, Block)> = copies
            .iter()
            .zip(&choice_blocks)
            .map(|(map, &b)| (map[&Value::Inst(x)], b))
            .collect();
        let phi = c
            .body
            .make_inst(c.body.insts[x].ty, InstKind::Phi { incoming });
        phis.push(phi);
        joined.insert(Value::Inst(x), Value::Inst(phi));
    }
    replace_uses_in_body(&mut c.body, &joined);
    c.body.blocks[join].insts.splice(0..0, phis);
    // The blocks the terminator goes to now come from the join.
    if let Some(&term) = tail.last() {
        for succ in c.body.insts[term].kind.successors() {
            for i in c.body.blocks[succ].insts.clone() {
                if let InstKind::Phi { incoming } = &mut c.body.insts[i].kind {
                    for (_, from) in incoming.iter_mut() {
                        if *from == block {
                            *from = join;
                        }
                    }
                }
            }
        }
    }
    true
}

/// Whether values of type `t` hold resource handles (`target("dx.*")`), in arrays or
/// structs.
pub fn holds_handles(m: &Module, t: Type) -> bool {
    match m.types.get(t) {
        TypeData::TargetExt { name, .. } => name.starts_with("dx."),
        TypeData::Array { elem, .. } => holds_handles(m, *elem),
        _ => m
            .types
            .struct_fields(t)
            .is_some_and(|(fields, _)| fields.iter().any(|f| holds_handles(m, *f))),
    }
}

/// Each placed instruction's users, by the value they use.
pub fn users_by_value(body: &Body) -> FxHashMap<Value, Vec<Inst>> {
    let mut users: FxHashMap<Value, Vec<Inst>> = FxHashMap::default();
    for (_, i) in body.placed_insts() {
        body.insts[i].kind.for_each_operand(|v| {
            if matches!(v, Value::Inst(_)) {
                let list = users.entry(v).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
            }
        });
    }
    users
}
