//! SSA dominance: every use of an instruction's result is dominated by it.
//!
//! As in LLVM: a use in a block unreachable from the entry is not constrained; a phi's
//! use happens at the end of the incoming block (so an unreachable incoming block puts
//! no constraint either); a definition in an unreachable block dominates no reachable
//! use; and only a phi may use its own result.

use super::body::FnCx;
use super::dominance::DomTree;
use super::{Rule, Sink};
use crate::function::{Inst, InstData};
use crate::instruction::InstKind;
use crate::value::Value;

/// Checks the uses of sound instruction `user`, placed in the block at layout position
/// `pos`.
pub(crate) fn check(
    cx: &FnCx<'_>,
    dom: &DomTree,
    pos: u32,
    user: Inst,
    d: &InstData,
    sink: &mut Sink,
) {
    if let InstKind::Phi { incoming } = &d.kind {
        for &(v, blk) in incoming {
            let (Value::Inst(def), Some(from)) = (v, cx.pos_of(blk)) else {
                continue;
            };
            if dom.reachable(from) && !reaches_end(cx, dom, def, from) {
                cx.report(
                    sink,
                    Rule::Dominance,
                    user,
                    format!(
                        "the phi's value from {} is {}, which does not dominate the end of that block",
                        cx.block_label(from),
                        describe(cx, def)
                    ),
                );
            }
        }
        return;
    }
    let at = cx.place[user.index()].1;
    let reachable = dom.reachable(pos);
    d.kind.for_each_operand(|v| {
        let Value::Inst(def) = v else { return };
        if def == user {
            cx.report(
                sink,
                Rule::Dominance,
                user,
                "the instruction uses its own result (only a phi may)".into(),
            );
        } else if reachable && !dominates_use(cx, dom, def, pos, at) {
            cx.report(
                sink,
                Rule::Dominance,
                user,
                format!(
                    "an operand, {}, does not dominate this use",
                    describe(cx, def)
                ),
            );
        }
    });
}

/// Whether `def` dominates a use at index `at` of the block at position `pos`.
fn dominates_use(cx: &FnCx<'_>, dom: &DomTree, def: Inst, pos: u32, at: u32) -> bool {
    let Some(&(dpos, dat)) = cx.place.get(def.index()) else {
        return false;
    };
    if dpos == pos {
        dat < at
    } else {
        dom.dominates(dpos, pos)
    }
}

/// Whether `def` dominates the end of the block at position `pos`.
fn reaches_end(cx: &FnCx<'_>, dom: &DomTree, def: Inst, pos: u32) -> bool {
    cx.place
        .get(def.index())
        .is_some_and(|&(dpos, _)| dom.dominates(dpos, pos))
}

/// `%name` (or the instruction number) of `def` and its block, for messages.
fn describe(cx: &FnCx<'_>, def: Inst) -> String {
    let name = cx
        .body
        .insts
        .get(def)
        .and_then(|d| d.name.as_deref())
        .map_or_else(
            || format!("instruction #{}", def.index()),
            |n| format!("%{}", crate::printer::name_text(n)),
        );
    match cx.place.get(def.index()) {
        Some(&(p, _)) => format!("{name} (in {})", cx.block_label(p)),
        None => name,
    }
}
