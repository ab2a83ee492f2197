//! Removing instructions nothing uses (and that have no effect), counting uses once.

use dxil_ir::edit::declarations::callee_name;
use dxil_ir::{Body, Inst, InstKind, Module, SecondaryMap, Value};
use rustc_hash::FxHashSet;

/// Removes instructions whose results are unused and that have no side effects
/// (arithmetic, casts, vector and aggregate operations, GEPs, non-volatile loads
/// and calls of functions named in `pure_call`), repeating until nothing changes.
pub fn remove_dead_code(m: &Module, body: &mut Body, pure_call: impl Fn(&str) -> bool) {
    remove_dead_code_keeping(m, body, pure_call, &FxHashSet::default());
}

/// The placed instructions [`remove_dead_code`] would remove first: unused and free of
/// side effects. A pass takes them before it starts, to keep the dead code it was
/// given (LLVM's passes leave it) while removing what it made dead.
pub fn unused_insts(m: &Module, body: &Body, pure_call: impl Fn(&str) -> bool) -> FxHashSet<Inst> {
    unused_insts_counted(m, body, pure_call, &use_counts(body))
}

/// [`unused_insts`], with the body's [`use_counts`] already counted.
pub fn unused_insts_counted(
    m: &Module,
    body: &Body,
    pure_call: impl Fn(&str) -> bool,
    uses: &SecondaryMap<Inst, u32>,
) -> FxHashSet<Inst> {
    body.placed_insts()
        .map(|(_, i)| i)
        .filter(|i| *uses.get(*i) == 0 && is_removable(m, &body.insts[*i].kind, &pure_call))
        .collect()
}

/// Counts the uses `kind` makes of instructions into `uses`.
pub fn count_uses(kind: &InstKind, uses: &mut SecondaryMap<Inst, u32>) {
    kind.for_each_operand(|v| {
        if let Value::Inst(u) = v {
            *uses.get_mut(u) += 1;
        }
    });
}

/// How many times placed instructions use each instruction.
pub fn use_counts(body: &Body) -> SecondaryMap<Inst, u32> {
    let mut uses: SecondaryMap<Inst, u32> = SecondaryMap::with_capacity(body.insts.len());
    for (_, i) in body.placed_insts() {
        count_uses(&body.insts[i].kind, &mut uses);
    }
    uses
}

/// [`remove_dead_code`], except that the instructions in `keep` (and so what they
/// use) stay. A worklist: removing an instruction makes its operands candidates.
pub fn remove_dead_code_keeping(
    m: &Module,
    body: &mut Body,
    pure_call: impl Fn(&str) -> bool,
    keep: &FxHashSet<Inst>,
) {
    let uses = use_counts(body);
    remove_dead_code_counted(m, body, pure_call, keep, uses);
}

/// [`remove_dead_code_keeping`], with the body's [`use_counts`] already counted (a
/// pass that changed nothing since it counted them needs no second walk).
pub fn remove_dead_code_counted(
    m: &Module,
    body: &mut Body,
    pure_call: impl Fn(&str) -> bool,
    keep: &FxHashSet<Inst>,
    mut uses: SecondaryMap<Inst, u32>,
) {
    let removable =
        |i: Inst| !keep.contains(&i) && is_removable(m, &body.insts[i].kind, &pure_call);
    let mut placed: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(body.insts.len());
    let mut work: Vec<Inst> = Vec::new();
    for (_, i) in body.placed_insts() {
        placed.set(i, true);
        if *uses.get(i) == 0 {
            work.push(i);
        }
    }
    let mut removed: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(body.insts.len());
    let mut any = false;
    while let Some(i) = work.pop() {
        if *removed.get(i) || *uses.get(i) != 0 || !removable(i) {
            continue;
        }
        removed.set(i, true);
        any = true;
        body.insts[i].kind.for_each_operand(|v| {
            if let Value::Inst(u) = v {
                let n = uses.get_mut(u);
                *n = n.saturating_sub(1);
                if *n == 0 && *placed.get(u) {
                    work.push(u);
                }
            }
        });
    }
    if !any {
        return;
    }
    for &b in &body.layout {
        body.blocks[b].insts.retain(|i| !*removed.get(*i));
    }
}

fn is_removable(m: &Module, kind: &InstKind, pure_call: &impl Fn(&str) -> bool) -> bool {
    use InstKind::*;
    match kind {
        Binary { .. }
        | FNeg { .. }
        | ICmp { .. }
        | FCmp { .. }
        | Select { .. }
        | Phi { .. }
        | Gep { .. }
        | ExtractValue { .. }
        | InsertValue { .. }
        | ExtractElement { .. }
        | InsertElement { .. }
        | ShuffleVector { .. }
        | Cast { .. }
        | Freeze { .. } => true,
        Load {
            volatile, atomic, ..
        } => !*volatile && atomic.is_none(),
        Call { .. } => callee_name(m, kind).map(pure_call).unwrap_or(false),
        _ => false,
    }
}
