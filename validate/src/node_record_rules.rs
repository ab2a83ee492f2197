//! `INSTR.NODERECORDHANDLEUSEAFTERCOMPLETE`: a node record handle is not used after an
//! `OutputComplete` call on it, judged as DXC's validator judges it, function by
//! function: of each handle's completions, those no other completion of it dominates;
//! any other use of the handle one of them dominates (a second completion too) is
//! refused.

use super::{instruction_location, Validation};
use dxil_ir::{Body, Function, Inst, Module, Value};
use dxil_model::cfg::Cfg;
use dxil_model::op_table::{dx_op_call, OpCode};
use rustc_hash::FxHashMap;

/// Checks function `f`'s uses of completed records; `cfg` is its body's graph and
/// `dominates` says whether one of its blocks (by number) dominates another.
pub(crate) fn check_completed_records(
    m: &Module,
    f: &Function,
    body: &Body,
    cfg: &Cfg,
    dominates: &dyn Fn(usize, usize) -> bool,
    v: &mut Validation,
) {
    // Each completion's handle, in layout order.
    let completions: Vec<(Inst, Value)> = body
        .placed_insts()
        .filter_map(|(_, i)| match dx_op_call(m, &body.insts[i].kind) {
            Some((OpCode::OUTPUT_COMPLETE, [record, ..])) => Some((i, *record)),
            _ => None,
        })
        .collect();
    if completions.is_empty() {
        return;
    }
    // Where each instruction is: its block's number and its place in the block.
    let mut place: FxHashMap<Inst, (usize, usize)> = FxHashMap::default();
    for (b, &block) in cfg.blocks.iter().enumerate() {
        for (k, &i) in body.blocks[block].insts.iter().enumerate() {
            place.insert(i, (b, k));
        }
    }
    let before = |a: Inst, b: Inst| match (place.get(&a), place.get(&b)) {
        (Some(&(ba, ka)), Some(&(bb, kb))) if ba == bb => ka < kb,
        (Some(&(ba, _)), Some(&(bb, _))) => dominates(ba, bb),
        _ => false,
    };
    // The completions of each handle no other completion of it dominates.
    let mut first: FxHashMap<Value, Vec<Inst>> = FxHashMap::default();
    for &(c, record) in &completions {
        let set = first.entry(record).or_default();
        if set.iter().any(|&o| before(o, c)) {
            continue;
        }
        set.retain(|&o| !before(c, o));
        set.push(c);
    }
    for (_, i) in body.placed_insts() {
        let mut uses = Vec::new();
        body.insts[i].kind.for_each_operand(|op| {
            if first.contains_key(&op) && !uses.contains(&op) {
                uses.push(op);
            }
        });
        for record in uses {
            let set = &first[&record];
            if set.contains(&i) {
                continue;
            }
            if set.iter().any(|&c| before(c, i)) {
                v.push(
                    "INSTR.NODERECORDHANDLEUSEAFTERCOMPLETE",
                    "Invalid use of completed record handle.".into(),
                    instruction_location(m, f, i),
                );
            }
        }
    }
}
