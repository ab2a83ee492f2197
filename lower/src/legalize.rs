//! `dxil-legalize`: rewrites what DXIL (LLVM 3.7, DXIL.rst "Scalar IR") cannot hold:
//! `freeze` (dropped: its operand is used), convergence-control tokens and bundles,
//! `llvm.lifetime.*`, `llvm.assume` and other hints (removed), `fneg` (as
//! `fsub -0.0, x`), `poison` operands (as `undef`), and `i8` arithmetic (computed in
//! `i32`, as LLVM's DXILLegalize does).

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{callee_name, const_float, const_int, replace_uses_in_body, value_type};
use dxil_ir::{
    BinOp, Body, CastOp, ConstData, FuncId, Inst, InstKind, Module, SecondaryMap, Type, TypeData,
    Value,
};
use std::collections::HashMap;

/// The `dxil-legalize` pass.
pub struct Legalize;

impl Pass for Legalize {
    fn name(&self) -> &'static str {
        "dxil-legalize"
    }

    fn run(&self, module: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        legalize(module);
        Ok(())
    }
}

/// Intrinsics that only carry hints or bookkeeping and are removed with their calls.
pub fn is_removable_hint(name: &str) -> bool {
    name.starts_with("llvm.lifetime.")
        || name == "llvm.assume"
        || name.starts_with("llvm.experimental.noalias.scope.decl")
        || name.starts_with("llvm.experimental.convergence.")
        || name.starts_with("llvm.invariant.")
        || name == "llvm.donothing"
        || name.starts_with("llvm.dbg.")
}

/// Runs every legalization on every definition.
pub fn legalize(m: &mut Module) {
    let has_poison = m
        .consts
        .iter()
        .any(|(_, c)| matches!(c, ConstData::Poison(_)));
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let Some(mut body) = m.functions[f].body.take() else {
            continue;
        };
        let params = param_types(m, f);
        let i8t = m.types.lookup(&TypeData::Int(8));
        let (uses, mut changed, i8_results) = remove_freeze_and_hints(m, &mut body, i8t);
        let given_dead = crate::rewrite::unused_insts_counted(m, &body, |_| false, &uses);
        changed |= promote_i8_chains(m, &mut body, &params, i8_results);
        // What the pass made dead goes; the dead code it was given stays. When nothing
        // changed, nothing became dead.
        if changed {
            crate::rewrite::remove_dead_code_keeping(m, &mut body, |_| false, &given_dead);
        }
        if has_poison {
            poison_to_undef(m, &mut body);
        }
        m.functions[f].body = Some(body);
    }
}

fn param_types(m: &Module, f: FuncId) -> Vec<Type> {
    match m.types.get(m.functions[f].ty) {
        TypeData::Function { params, .. } => params.clone(),
        _ => Vec::new(),
    }
}

/// Drops `freeze` (its operand is used instead), hint calls and convergence bundles,
/// and makes `fneg x` `fsub -0.0, x`, in one walk. Returns the use counts of the body
/// as it was given (for the dead code it had: `fsub` is as removable as `fneg`, and
/// what was dropped is no longer placed), whether anything but `fneg` changed, and
/// whether an instruction has type `i8t`.
fn remove_freeze_and_hints(
    m: &mut Module,
    body: &mut Body,
    i8t: Option<Type>,
) -> (SecondaryMap<Inst, u32>, bool, bool) {
    let mut map = HashMap::new();
    let mut uses = SecondaryMap::with_capacity(body.insts.len());
    let mut changed = false;
    let mut i8_results = false;
    for b in body.layout.clone() {
        let insts = std::mem::take(&mut body.blocks[b].insts);
        let mut kept = Vec::with_capacity(insts.len());
        for i in insts {
            crate::rewrite::count_uses(&body.insts[i].kind, &mut uses);
            let ty = body.insts[i].ty;
            i8_results |= Some(ty) == i8t;
            match &mut body.insts[i].kind {
                InstKind::Freeze { val } => {
                    map.insert(Value::Inst(i), *val);
                    changed = true;
                }
                kind @ InstKind::Call { .. } => {
                    if callee_name(m, kind).is_some_and(is_removable_hint) {
                        changed = true;
                        continue;
                    }
                    if let InstKind::Call { bundles, .. } = kind {
                        let before = bundles.len();
                        bundles.retain(|b| &*b.tag != "convergencectrl");
                        changed |= bundles.len() != before;
                    }
                    kept.push(i);
                }
                kind @ InstKind::FNeg { .. } => {
                    let InstKind::FNeg { val } = *kind else {
                        continue;
                    };
                    let scalar = m.types.scalar_of(ty);
                    let neg_zero = const_float(m, scalar, -0.0);
                    let lhs = crate::rewrite::splat(m, ty, neg_zero);
                    *kind = InstKind::Binary {
                        op: BinOp::FSub,
                        flags: Default::default(),
                        lhs,
                        rhs: val,
                    };
                    kept.push(i);
                }
                _ => kept.push(i),
            }
        }
        body.blocks[b].insts = kept;
    }
    replace_uses_in_body(body, &map);
    (uses, changed, i8_results)
}

/// Replaces `poison` operands by `undef` of the same type (LLVM 3.7 has no poison).
fn poison_to_undef(m: &mut Module, body: &mut Body) {
    let placed: Vec<Inst> = body.placed_insts().map(|(_, i)| i).collect();
    for i in placed {
        body.insts[i].kind.map_operands(|v| match v {
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Poison(t) => {
                    let t = *t;
                    m.consts.undef(t)
                }
                _ => v,
            },
            _ => v,
        });
    }
}

/// Computes `i8` arithmetic in `i32`: `trunc` to i8 feeds the wide value on, `i8`
/// binary operators, compares and selects work on the widened operands, and
/// `sext`/`zext` from i8 take the widened value.
/// `given_dead`: the dead code the pass was given, which stays (what the promotion
/// leaves dead goes).
/// `i8_results`: whether an instruction has type `i8` (nothing changes without one).
/// Returns whether it changed anything.
fn promote_i8_chains(m: &mut Module, body: &mut Body, params: &[Type], i8_results: bool) -> bool {
    let i8t = m.types.int(8);
    let i32t = m.types.int(32);
    if !i8_results {
        return false;
    }
    let mut changed = false;
    let mut wide: HashMap<Value, Value> = HashMap::new();
    let mut replace: HashMap<Value, Value> = HashMap::new();
    for b in body.layout.clone() {
        let insts = std::mem::take(&mut body.blocks[b].insts);
        let before = insts.len();
        let mut out = Vec::with_capacity(insts.len());
        for i in insts {
            let ty = body.insts[i].ty;
            // Only i8 results, and extensions of what was widened, change.
            if ty != i8t && wide.is_empty() {
                out.push(i);
                continue;
            }
            let kind = body.insts[i].kind.clone();
            let widen = |m: &mut Module, v: Value, wide: &HashMap<Value, Value>| -> Option<Value> {
                if let Some(w) = wide.get(&v) {
                    return Some(*w);
                }
                let c = m.const_int(v)?;
                Some(const_int(m, 32, c as i64))
            };
            match kind {
                InstKind::Cast {
                    op: CastOp::Trunc,
                    val,
                    ..
                } if ty == i8t => {
                    let src_ty = value_type(m, body, params, val);
                    let src = if src_ty == i32t {
                        val
                    } else {
                        let c = body.make_inst(
                            i32t,
                            InstKind::Cast {
                                op: CastOp::Trunc,
                                flags: Default::default(),
                                val,
                            },
                        );
                        out.push(c);
                        Value::Inst(c)
                    };
                    wide.insert(Value::Inst(i), src);
                    out.push(i);
                }
                InstKind::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                    ..
                } if ty == i8t => {
                    if let (Some(l), Some(r)) = (widen(m, lhs, &wide), widen(m, rhs, &wide)) {
                        let n = body.make_inst(
                            i32t,
                            InstKind::Binary {
                                op,
                                flags,
                                lhs: l,
                                rhs: r,
                            },
                        );
                        out.push(n);
                        wide.insert(Value::Inst(i), Value::Inst(n));
                    }
                    out.push(i);
                }
                InstKind::Cast {
                    op: CastOp::SExt | CastOp::ZExt,
                    val,
                    ..
                } if wide.contains_key(&val) => {
                    let w = wide[&val];
                    if ty == i32t {
                        replace.insert(Value::Inst(i), w);
                    } else {
                        out.push(i);
                    }
                }
                _ => out.push(i),
            }
        }
        changed |= out.len() != before || !wide.is_empty();
        body.blocks[b].insts = out;
    }
    replace_uses_in_body(body, &replace);
    changed || !replace.is_empty()
}
