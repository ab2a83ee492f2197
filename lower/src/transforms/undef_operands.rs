//! Defined values for `undef` operands. DXIL's validator rejects an instruction that
//! reads `undef` (DXIL.rst, INSTR.NOREADINGUNINITIALIZED), except a phi and a DXIL
//! operation's optional arguments. Lowering leaves such reads behind: the scalarizer
//! writes a dynamic `insertelement` into an `undef` vector as a chain of `select`s
//! whose first arm is `undef`, and clang's optimizer leaves `undef` where the source
//! reads what it never wrote. Any value may stand for `undef`, so:
//!
//! - a `select` with one `undef` arm becomes its other arm (as DXC's optimizer folds it);
//! - a `store` of `undef` is dropped (memory keeping its old value is one of the values
//!   `undef` may have);
//! - any other `undef` operand of an instruction that is not a phi or a `dx.op` call
//!   becomes the zero of its type.

use crate::rewrite::{replace_uses_in_body, FuncCursor};
use dxil_ir::edit::zero_of;
use dxil_ir::{ConstData, Inst, InstKind, Module, Value};
use rustc_hash::FxHashMap;

/// Replaces the `undef` reads of every definition in `m` (see the module docs).
pub fn define_undef_operands(m: &mut Module) {
    if !m
        .consts
        .iter()
        .any(|(_, c)| matches!(c, ConstData::Undef(_)))
    {
        return;
    }
    // Which constants are `undef`, by index, found once for every body: most
    // instructions read none, and this is asked of every operand (constants made
    // since are zeros, not `undef`).
    let undef: Vec<bool> = m
        .consts
        .iter()
        .map(|(_, c)| matches!(c, ConstData::Undef(_)))
        .collect();
    crate::rewrite::edit_each_function(m, |cur| define_in_body(cur, &undef));
}

/// Whether `v` is an `undef` constant.
fn is_undef(m: &Module, v: Value) -> bool {
    v.as_const()
        .is_some_and(|c| matches!(m.consts.get(c), ConstData::Undef(_)))
}

fn define_in_body(cur: &mut FuncCursor, undef: &[bool]) {
    // Each erased select's final replacement: chains of selects (one per vector lane
    // a dynamic insert may write) can be longer than replacement maps follow.
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    let placed: Vec<Inst> = cur.body.placed_insts().map(|(_, i)| i).collect();
    let mut erased = Vec::new();
    for i in placed {
        let kind = &cur.body.insts[i].kind;
        let mut reads_undef = false;
        kind.for_each_operand(|v| {
            reads_undef |=
                matches!(v, Value::Const(c) if undef.get(c.index()).copied().unwrap_or(false))
        });
        if !reads_undef {
            continue;
        }
        let m = &*cur.m;
        match kind {
            InstKind::Phi { .. } => {}
            InstKind::Call {
                callee: Value::Function(callee),
                ..
            } if m.functions[*callee].name.starts_with("dx.op.") => {}
            InstKind::Select {
                then_val, else_val, ..
            } if is_undef(m, *then_val) != is_undef(m, *else_val) => {
                let defined = if is_undef(m, *then_val) {
                    *else_val
                } else {
                    *then_val
                };
                let defined = replaced.get(&defined).copied().unwrap_or(defined);
                replaced.insert(Value::Inst(i), defined);
                erased.push(i);
            }
            InstKind::Store { val, .. } if is_undef(m, *val) => erased.push(i),
            _ => {
                let mut kind = cur.body.insts[i].kind.clone();
                let operands = kind.operands();
                let mut zeros = Vec::with_capacity(operands.len());
                for v in operands {
                    zeros.push(if is_undef(cur.m, v) {
                        let ty = cur.ty(v);
                        zero_of(cur.m, ty)
                    } else {
                        v
                    });
                }
                let mut next = zeros.into_iter();
                kind.map_operands(|v| next.next().unwrap_or(v));
                cur.body.insts[i].kind = kind;
            }
        }
    }
    if !replaced.is_empty() {
        replace_uses_in_body(&mut cur.body, &replaced);
    }
    for i in erased {
        cur.erase(i);
    }
}
