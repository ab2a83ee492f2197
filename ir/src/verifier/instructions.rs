//! Operand and result types of each instruction: the dispatch, and the arithmetic,
//! compare, select, phi, freeze and terminator rules. Memory, aggregate, cast and call
//! rules live beside this file. The type rules are functions of types (not of
//! instructions) so constant expressions share them.

use super::body::FnCx;
use super::env::Env;
use super::{aggregates, calls, casts, memory, Rule, Sink};
use crate::function::Inst;
use crate::instruction::{BinOp, InstKind};
use crate::types::{Type, TypeData};
use crate::value::Value;
use rustc_hash::FxHashSet;

/// Checks the types of sound instruction `inst`.
pub(crate) fn check(cx: &FnCx<'_>, inst: Inst, sink: &mut Sink) {
    let Some(d) = cx.body.insts.get(inst) else {
        return;
    };
    let env = cx.env;
    let ty = d.ty;
    // Operand handles are sound, so each has a type.
    let t = |v: Value| cx.ty(v).unwrap_or(ty);
    if !produces_value(&d.kind) {
        if let Err(msg) = void(env, ty) {
            let op = d.kind.opcode_name();
            cx.report(sink, Rule::ResultType, inst, format!("{op}: {msg}"));
            return;
        }
    }
    let (rule, result) = match &d.kind {
        InstKind::Binary { op, lhs, rhs, .. } => {
            (Rule::BinaryOperands, binary(env, *op, t(*lhs), t(*rhs), ty))
        }
        InstKind::FNeg { val } => (Rule::BinaryOperands, fneg(env, t(*val), ty)),
        InstKind::ICmp { lhs, rhs, .. } => (Rule::Compare, icmp(env, t(*lhs), t(*rhs), ty)),
        InstKind::FCmp { lhs, rhs, .. } => (Rule::Compare, fcmp(env, t(*lhs), t(*rhs), ty)),
        InstKind::Select {
            cond,
            then_val,
            else_val,
        } => (
            Rule::Select,
            select(env, t(*cond), t(*then_val), t(*else_val), ty),
        ),
        InstKind::Phi { incoming } => (
            Rule::PhiType,
            phi(env, incoming.iter().map(|(v, _)| t(*v)), ty),
        ),
        InstKind::Freeze { val } => (Rule::ResultType, same_as(env, "freeze", t(*val), ty)),
        InstKind::Br { .. } | InstKind::Unreachable => (Rule::ResultType, Ok(())),
        InstKind::CondBr { cond, .. } => {
            (Rule::Branch, is_i1(env, t(*cond), "the branch condition"))
        }
        InstKind::Switch { val, cases, .. } => (Rule::Branch, switch(env, t(*val), cases)),
        InstKind::Ret { val } => (Rule::Return, ret(env, val.map(t), cx.ret)),
        InstKind::Fence { ordering, .. } => (Rule::Atomic, memory::fence(*ordering)),
        InstKind::Cast { op, val, .. } => (Rule::Cast, casts::cast(env, *op, t(*val), ty)),
        InstKind::Alloca { .. }
        | InstKind::Load { .. }
        | InstKind::Store { .. }
        | InstKind::Gep { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::CmpXchg { .. } => memory::check(cx, &d.kind, ty),
        InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. }
        | InstKind::ExtractElement { .. }
        | InstKind::InsertElement { .. }
        | InstKind::ShuffleVector { .. } => aggregates::check(cx, &d.kind, ty),
        InstKind::Call { .. } => {
            calls::check(cx, inst, &d.kind, ty, sink);
            return;
        }
    };
    if let Err(msg) = result {
        cx.report(sink, rule, inst, format!("{}: {msg}", d.kind.opcode_name()));
    }
}

/// Whether the instruction kind has a result (calls may be `void` or not).
fn produces_value(kind: &InstKind) -> bool {
    !matches!(
        kind,
        InstKind::Store { .. }
            | InstKind::Br { .. }
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::Ret { .. }
            | InstKind::Unreachable
            | InstKind::Fence { .. }
    )
}

/// The result of a type rule: `Err` describes what does not fit.
pub(crate) type Check = Result<(), String>;

/// `ty` must be `void`.
pub(crate) fn void(env: &Env<'_>, ty: Type) -> Check {
    match env.td(ty) {
        TypeData::Void => Ok(()),
        _ => Err(format!("produces no value but has type {}", env.show(ty))),
    }
}

/// `got` (the type of `what`) must be `want`.
pub(crate) fn expect(env: &Env<'_>, what: impl std::fmt::Display, want: Type, got: Type) -> Check {
    if want == got {
        Ok(())
    } else {
        Err(format!(
            "{what} has type {}, expected {}",
            env.show(got),
            env.show(want)
        ))
    }
}

/// The result of `op` must have its operand's type.
fn same_as(env: &Env<'_>, op: &str, operand: Type, result: Type) -> Check {
    expect(env, format_args!("the result of {op}"), operand, result)
}

/// A binary operator: both operands and the result of one type, integer (vector) for
/// integer operators, floating-point (vector) for floating-point ones.
pub(crate) fn binary(env: &Env<'_>, op: BinOp, lhs: Type, rhs: Type, result: Type) -> Check {
    if lhs != rhs {
        return Err(format!(
            "operands have different types, {} and {}",
            env.show(lhs),
            env.show(rhs)
        ));
    }
    let fits = if op.is_float() {
        env.is_fp_like(lhs)
    } else {
        env.is_int_like(lhs)
    };
    if !fits {
        let kind = if op.is_float() {
            "floating-point"
        } else {
            "integer"
        };
        return Err(format!(
            "operands have type {}, not {kind} or a vector of {kind}",
            env.show(lhs)
        ));
    }
    same_as(env, op.keyword(), lhs, result)
}

fn fneg(env: &Env<'_>, val: Type, result: Type) -> Check {
    if !env.is_fp_like(val) {
        return Err(format!(
            "the operand has type {}, not floating-point",
            env.show(val)
        ));
    }
    same_as(env, "fneg", val, result)
}

/// The `i1` (or `<N x i1>` for `N`-lane operands) a compare of `operand`s gives.
fn compare_result(env: &Env<'_>, operand: Type, result: Type) -> Check {
    let fits = match (env.vec_len(operand), env.td(result)) {
        (None, TypeData::Int(1)) => true,
        (
            Some((n, s)),
            TypeData::Vector {
                len,
                elem,
                scalable,
            },
        ) => n == *len && s == *scalable && matches!(env.td(*elem), TypeData::Int(1)),
        _ => false,
    };
    if fits {
        Ok(())
    } else {
        Err(format!(
            "comparing {} gives {}, which is not i1 or a vector of i1 of the same length",
            env.show(operand),
            env.show(result)
        ))
    }
}

/// `icmp`: equal integer or pointer (vector) operands.
pub(crate) fn icmp(env: &Env<'_>, lhs: Type, rhs: Type, result: Type) -> Check {
    if lhs != rhs {
        return Err(format!(
            "operands have different types, {} and {}",
            env.show(lhs),
            env.show(rhs)
        ));
    }
    if !env.is_int_like(lhs) && !env.is_ptr_like(lhs) {
        return Err(format!(
            "operands have type {}, not integer or pointer",
            env.show(lhs)
        ));
    }
    compare_result(env, lhs, result)
}

/// `fcmp`: equal floating-point (vector) operands.
pub(crate) fn fcmp(env: &Env<'_>, lhs: Type, rhs: Type, result: Type) -> Check {
    if lhs != rhs {
        return Err(format!(
            "operands have different types, {} and {}",
            env.show(lhs),
            env.show(rhs)
        ));
    }
    if !env.is_fp_like(lhs) {
        return Err(format!(
            "operands have type {}, not floating-point",
            env.show(lhs)
        ));
    }
    compare_result(env, lhs, result)
}

/// `select`: an `i1` condition (or `<N x i1>` for `N`-lane values), two values and the
/// result of one type.
pub(crate) fn select(env: &Env<'_>, cond: Type, a: Type, b: Type, result: Type) -> Check {
    if a != b {
        return Err(format!(
            "the values have different types, {} and {}",
            env.show(a),
            env.show(b)
        ));
    }
    if !env.is_value_type(a) || matches!(env.td(a), TypeData::Token) {
        return Err(format!("the values have type {}", env.show(a)));
    }
    let cond_ok = match env.td(cond) {
        TypeData::Int(1) => true,
        TypeData::Vector { len, elem, .. } => {
            matches!(env.td(*elem), TypeData::Int(1)) && env.vec_len(a).map(|v| v.0) == Some(*len)
        }
        _ => false,
    };
    if !cond_ok {
        return Err(format!(
            "the condition has type {}, not i1 (or a vector of i1 as long as the values)",
            env.show(cond)
        ));
    }
    same_as(env, "select", a, result)
}

fn phi(env: &Env<'_>, incoming: impl Iterator<Item = Type>, ty: Type) -> Check {
    if !env.is_value_type(ty) {
        return Err(format!("a phi cannot have type {}", env.show(ty)));
    }
    for (k, t) in incoming.enumerate() {
        expect(env, format_args!("incoming value {k}"), ty, t)?;
    }
    Ok(())
}

fn is_i1(env: &Env<'_>, t: Type, what: &str) -> Check {
    match env.td(t) {
        TypeData::Int(1) => Ok(()),
        _ => Err(format!("{what} has type {}, not i1", env.show(t))),
    }
}

fn switch(env: &Env<'_>, val_ty: Type, cases: &[(Value, crate::Block)]) -> Check {
    if env.int_bits(val_ty).is_none() {
        return Err(format!(
            "the value switched on has type {}, not an integer",
            env.show(val_ty)
        ));
    }
    let mut seen = FxHashSet::with_capacity_and_hasher(cases.len(), Default::default());
    for (k, &(c, _)) in cases.iter().enumerate() {
        match env.constant(c) {
            Some(crate::ConstData::Int { ty, bits }) if *ty == val_ty => {
                if !seen.insert(*bits) {
                    return Err(format!("case {k} repeats the value {bits}"));
                }
            }
            _ => {
                return Err(format!(
                    "case {k} is not an integer constant of type {}",
                    env.show(val_ty)
                ))
            }
        }
    }
    Ok(())
}

fn ret(env: &Env<'_>, val: Option<Type>, fn_ret: Type) -> Check {
    match (val, env.td(fn_ret)) {
        (None, TypeData::Void) => Ok(()),
        (None, _) => Err(format!(
            "returns nothing from a function returning {}",
            env.show(fn_ret)
        )),
        (Some(t), _) => expect(env, "the returned value", fn_ret, t),
    }
}
