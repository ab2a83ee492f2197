//! `dxil-legalize`: rewrites what DXIL (LLVM 3.7, DXIL.rst "Scalar IR") cannot hold:
//! `freeze` (dropped: its operand is used), convergence-control tokens and bundles,
//! `llvm.lifetime.*`, `llvm.assume` and other hints (removed), memory copies (a scalar
//! at a time, [`crate::transforms::memcpy_expansion`]), `unreachable` (as a `ret`), `fneg` (as
//! `fsub -0.0, x`), `poison` operands (as `undef`), and narrow integer values such as
//! `i8` (carried in `i32`, see [`crate::transforms::narrow_int_promotion`]).

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::replace_uses_in_body;
use dxil_ir::edit::{callee_name, const_float};
use dxil_ir::{
    BinOp, Body, ConstData, FuncId, Inst, InstKind, Module, SecondaryMap, Type, TypeData, Value,
};
use rustc_hash::FxHashMap;

/// The `dxil-legalize` pass.
pub struct Legalize;

impl Pass for Legalize {
    fn name(&self) -> &'static str {
        "dxil-legalize"
    }

    fn run(&self, module: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        crate::transforms::memcpy_expansion::expand_memcpys_where(module, |_, _, _| true)?;
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
        let (uses, mut changed, narrow_results) = remove_freeze_and_hints(m, &mut body);
        let given_dead = crate::rewrite::unused_insts_counted(m, &body, |_| false, &uses);
        changed |= narrow_results
            && crate::transforms::narrow_int_promotion::promote_narrow_values(
                m, &mut body, &params,
            );
        // What the pass made dead goes; the dead code it was given stays. When nothing
        // changed, nothing became dead.
        if changed {
            crate::rewrite::remove_dead_code_keeping(m, &mut body, |_| false, &given_dead);
        }
        if has_poison {
            poison_to_undef(m, &mut body);
        }
        unreachable_to_ret(m, &mut body, f);
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
/// whether an instruction has a narrow integer type
/// ([`crate::transforms::narrow_int_promotion::is_narrow`]).
fn remove_freeze_and_hints(
    m: &mut Module,
    body: &mut Body,
) -> (SecondaryMap<Inst, u32>, bool, bool) {
    let mut map = FxHashMap::default();
    let mut uses = SecondaryMap::with_capacity(body.insts.len());
    let mut changed = false;
    let mut narrow_results = false;
    // Which types are narrow integers, by type index (asked of every instruction).
    let narrow: Vec<bool> = m
        .types
        .iter()
        .map(|(_, t)| matches!(t, TypeData::Int(b) if crate::transforms::narrow_int_promotion::is_narrow(*b)))
        .collect();
    for b in body.layout.clone() {
        let insts = std::mem::take(&mut body.blocks[b].insts);
        let mut kept = Vec::with_capacity(insts.len());
        for i in insts {
            crate::rewrite::count_uses(&body.insts[i].kind, &mut uses);
            let ty = body.insts[i].ty;
            narrow_results |= narrow.get(ty.index()).copied().unwrap_or(false);
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
                    let lhs = m.splat_const(ty, neg_zero);
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
    (uses, changed, narrow_results)
}

/// Makes every `unreachable` a `ret` (of zero where the function returns a value):
/// DXIL's validator allows no `unreachable` instruction, and clang ends code it proved
/// unreachable or undefined (an out-of-range index, a missing return) with one, where
/// any behaviour is allowed.
fn unreachable_to_ret(m: &mut Module, body: &mut Body, f: FuncId) {
    let ret_ty = match m.types.get(m.functions[f].ty) {
        TypeData::Function { ret, .. } => *ret,
        _ => return,
    };
    // Only a terminator can be `unreachable`.
    let last: Vec<Inst> = body
        .layout
        .iter()
        .filter_map(|&b| body.blocks[b].insts.last().copied())
        .collect();
    for i in last {
        if matches!(body.insts[i].kind, InstKind::Unreachable) {
            let val = (!matches!(m.types.get(ret_ty), TypeData::Void))
                .then(|| dxil_ir::edit::zero_of(m, ret_ty));
            body.insts[i].kind = InstKind::Ret { val };
        }
    }
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
