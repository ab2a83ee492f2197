//! `dxil-op-lower-intrinsics`, the second half of `dxil-op-lower`: every remaining call
//! of an `llvm.dx.*` or generic LLVM intrinsic becomes a `dx.op.*` call (thread ids,
//! barriers, math, bit operations, dot products, wave operations, discard, derivatives,
//! graphics inputs and outputs). Calls with vector operands are lowered element by
//! element. An intrinsic no rule covers is an [`LowerError::Unsupported`] naming it, at
//! the call's site.

use crate::error::LowerError;
use crate::op_table::{declare_op, op_by_name, OpCode};
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{callee_name, const_int, FuncCursor};
use dxil_ir::{CastOp, FuncId, Inst, InstKind, Module, Site, Type, TypeData, Value};

/// The `dxil-op-lower-intrinsics` pass.
pub struct OpLowerIntrinsics;

impl Pass for OpLowerIntrinsics {
    fn name(&self) -> &'static str {
        "dxil-op-lower-intrinsics"
    }

    fn run(&self, module: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        lower_intrinsics(module)
    }
}

/// How an intrinsic's call becomes an op call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `op(args...)`, overloaded on the result type.
    OnResult,
    /// `op(args...)`, overloaded on the first argument's type (`IsInf`, `Countbits`).
    OnArg,
    /// `op(args...)` with no overload (thread ids, lane index).
    Plain,
    /// `WaveActiveOp(value, i8 op, i8 unsigned)` / `WavePrefixOp(...)`.
    WaveOp(u8, u8),
    /// `op(args...)`, overloaded on the last argument's type (`StoreOutput`).
    OnStoreValue,
    /// `Barrier(i32 mode)`.
    Barrier(u32),
    /// `WaveActiveBallot(cond)`: its `%dx.types.fouri32` becomes the `<4 x i32>`.
    Ballot,
    /// `SplitDouble(d)`: its `%dx.types.splitdouble` becomes the `{ i32, i32 }`.
    SplitDouble,
    /// `Dot2AddHalf(acc, a.x, a.y, b.x, b.y)` from `(acc, <2 x half> a, <2 x half> b)`.
    Dot2AddHalf,
}

/// (intrinsic name without overload suffix, DXIL.rst op name, shape).
const RULES: &[(&str, &str, Shape)] = &[
    ("llvm.dx.thread.id", "ThreadId", Shape::Plain),
    ("llvm.dx.group.id", "GroupId", Shape::Plain),
    (
        "llvm.dx.thread.id.in.group",
        "ThreadIdInGroup",
        Shape::Plain,
    ),
    (
        "llvm.dx.flattened.thread.id.in.group",
        "FlattenedThreadIdInGroup",
        Shape::Plain,
    ),
    (
        "llvm.dx.group.memory.barrier.with.group.sync",
        "Barrier",
        Shape::Barrier(BARRIER_TGSM | BARRIER_SYNC),
    ),
    (
        "llvm.dx.group.memory.barrier",
        "Barrier",
        Shape::Barrier(BARRIER_TGSM),
    ),
    (
        "llvm.dx.device.memory.barrier.with.group.sync",
        "Barrier",
        Shape::Barrier(BARRIER_UAV_GLOBAL | BARRIER_SYNC),
    ),
    (
        "llvm.dx.device.memory.barrier",
        "Barrier",
        Shape::Barrier(BARRIER_UAV_GLOBAL),
    ),
    (
        "llvm.dx.all.memory.barrier.with.group.sync",
        "Barrier",
        Shape::Barrier(BARRIER_UAV_GLOBAL | BARRIER_TGSM | BARRIER_SYNC),
    ),
    (
        "llvm.dx.all.memory.barrier",
        "Barrier",
        Shape::Barrier(BARRIER_UAV_GLOBAL | BARRIER_TGSM),
    ),
    ("llvm.fabs", "FAbs", Shape::OnResult),
    ("llvm.dx.saturate", "Saturate", Shape::OnResult),
    ("llvm.dx.isinf", "IsInf", Shape::OnArg),
    ("llvm.dx.isnan", "IsNaN", Shape::OnArg),
    ("llvm.cos", "Cos", Shape::OnResult),
    ("llvm.sin", "Sin", Shape::OnResult),
    ("llvm.tan", "Tan", Shape::OnResult),
    ("llvm.acos", "Acos", Shape::OnResult),
    ("llvm.asin", "Asin", Shape::OnResult),
    ("llvm.atan", "Atan", Shape::OnResult),
    ("llvm.cosh", "Hcos", Shape::OnResult),
    ("llvm.sinh", "Hsin", Shape::OnResult),
    ("llvm.tanh", "Htan", Shape::OnResult),
    ("llvm.exp2", "Exp", Shape::OnResult),
    ("llvm.dx.frac", "Frc", Shape::OnResult),
    ("llvm.log2", "Log", Shape::OnResult),
    ("llvm.sqrt", "Sqrt", Shape::OnResult),
    ("llvm.dx.rsqrt", "Rsqrt", Shape::OnResult),
    ("llvm.roundeven", "Round_ne", Shape::OnResult),
    ("llvm.floor", "Round_ni", Shape::OnResult),
    ("llvm.ceil", "Round_pi", Shape::OnResult),
    ("llvm.trunc", "Round_z", Shape::OnResult),
    ("llvm.bitreverse", "Bfrev", Shape::OnResult),
    ("llvm.ctpop", "Countbits", Shape::OnArg),
    ("llvm.dx.firstbitlow", "FirstbitLo", Shape::OnArg),
    ("llvm.dx.firstbituhigh", "FirstbitHi", Shape::OnArg),
    ("llvm.dx.firstbitshigh", "FirstbitSHi", Shape::OnArg),
    ("llvm.maxnum", "FMax", Shape::OnResult),
    ("llvm.minnum", "FMin", Shape::OnResult),
    ("llvm.smax", "IMax", Shape::OnResult),
    ("llvm.smin", "IMin", Shape::OnResult),
    ("llvm.umax", "UMax", Shape::OnResult),
    ("llvm.umin", "UMin", Shape::OnResult),
    ("llvm.fmuladd", "FMad", Shape::OnResult),
    ("llvm.fma", "Fma", Shape::OnResult),
    ("llvm.dx.imad", "IMad", Shape::OnResult),
    ("llvm.dx.umad", "UMad", Shape::OnResult),
    ("llvm.dx.dot2", "Dot2", Shape::OnResult),
    ("llvm.dx.dot3", "Dot3", Shape::OnResult),
    ("llvm.dx.dot4", "Dot4", Shape::OnResult),
    ("llvm.dx.dot2add", "Dot2AddHalf", Shape::Dot2AddHalf),
    ("llvm.dx.dot4add.i8packed", "Dot4AddI8Packed", Shape::Plain),
    ("llvm.dx.dot4add.u8packed", "Dot4AddU8Packed", Shape::Plain),
    ("llvm.dx.asdouble", "MakeDouble", Shape::OnResult),
    ("llvm.dx.splitdouble", "SplitDouble", Shape::SplitDouble),
    ("llvm.dx.discard", "Discard", Shape::Plain),
    ("llvm.dx.ddx.coarse", "DerivCoarseX", Shape::OnResult),
    ("llvm.dx.ddy.coarse", "DerivCoarseY", Shape::OnResult),
    ("llvm.dx.ddx.fine", "DerivFineX", Shape::OnResult),
    ("llvm.dx.ddy.fine", "DerivFineY", Shape::OnResult),
    ("llvm.dx.load.input", "LoadInput", Shape::OnResult),
    ("llvm.dx.store.output", "StoreOutput", Shape::OnStoreValue),
    (
        "llvm.dx.wave.is.first.lane",
        "WaveIsFirstLane",
        Shape::Plain,
    ),
    (
        "llvm.dx.wave.getlaneindex",
        "WaveGetLaneIndex",
        Shape::Plain,
    ),
    (
        "llvm.dx.wave.get.lane.count",
        "WaveGetLaneCount",
        Shape::Plain,
    ),
    (
        "llvm.dx.wave.getlanecount",
        "WaveGetLaneCount",
        Shape::Plain,
    ),
    ("llvm.dx.wave.any", "WaveAnyTrue", Shape::Plain),
    ("llvm.dx.wave.all", "WaveAllTrue", Shape::Plain),
    (
        "llvm.dx.wave.active.countbits",
        "WaveAllBitCount",
        Shape::Plain,
    ),
    (
        "llvm.dx.wave.prefix.bit.count",
        "WavePrefixBitCount",
        Shape::Plain,
    ),
    ("llvm.dx.wave.ballot", "WaveActiveBallot", Shape::Ballot),
    ("llvm.dx.wave.readlane", "WaveReadLaneAt", Shape::OnResult),
    (
        "llvm.dx.wave.readfirst",
        "WaveReadLaneFirst",
        Shape::OnResult,
    ),
    (
        "llvm.dx.wave.reduce.sum",
        "WaveActiveOp",
        Shape::WaveOp(OP_SUM, 0),
    ),
    (
        "llvm.dx.wave.reduce.usum",
        "WaveActiveOp",
        Shape::WaveOp(OP_SUM, 1),
    ),
    (
        "llvm.dx.wave.reduce.product",
        "WaveActiveOp",
        Shape::WaveOp(OP_PRODUCT, 0),
    ),
    (
        "llvm.dx.wave.reduce.uproduct",
        "WaveActiveOp",
        Shape::WaveOp(OP_PRODUCT, 1),
    ),
    (
        "llvm.dx.wave.reduce.min",
        "WaveActiveOp",
        Shape::WaveOp(OP_MIN, 0),
    ),
    (
        "llvm.dx.wave.reduce.umin",
        "WaveActiveOp",
        Shape::WaveOp(OP_MIN, 1),
    ),
    (
        "llvm.dx.wave.reduce.max",
        "WaveActiveOp",
        Shape::WaveOp(OP_MAX, 0),
    ),
    (
        "llvm.dx.wave.reduce.umax",
        "WaveActiveOp",
        Shape::WaveOp(OP_MAX, 1),
    ),
    (
        "llvm.dx.wave.prefix.sum",
        "WavePrefixOp",
        Shape::WaveOp(OP_SUM, 0),
    ),
    (
        "llvm.dx.wave.prefix.usum",
        "WavePrefixOp",
        Shape::WaveOp(OP_SUM, 1),
    ),
    (
        "llvm.dx.wave.prefix.product",
        "WavePrefixOp",
        Shape::WaveOp(OP_PRODUCT, 0),
    ),
    (
        "llvm.dx.wave.prefix.uproduct",
        "WavePrefixOp",
        Shape::WaveOp(OP_PRODUCT, 1),
    ),
];

/// `Barrier` mode bits (DXIL.rst, `BarrierMode`).
const BARRIER_SYNC: u32 = 1;
const BARRIER_UAV_GLOBAL: u32 = 2;
const BARRIER_TGSM: u32 = 8;

/// `WaveOpKind` values of `WaveActiveOp` / `WavePrefixOp`.
const OP_SUM: u8 = 0;
const OP_PRODUCT: u8 = 1;
const OP_MIN: u8 = 2;
const OP_MAX: u8 = 3;

/// The rule for intrinsic `name` (exact, or the base of an overloaded name).
fn rule_for(name: &str) -> Option<(&'static str, Shape)> {
    RULES
        .iter()
        .filter(|(base, _, _)| {
            name == *base
                || name
                    .strip_prefix(base)
                    .is_some_and(|rest| rest.starts_with('.'))
        })
        .max_by_key(|(base, _, _)| base.len())
        .map(|(_, op, shape)| (*op, *shape))
}

/// Lowers every intrinsic call of every definition.
pub fn lower_intrinsics(m: &mut Module) -> Result<(), LowerError> {
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let calls: Vec<(Inst, String)> = match &m.functions[f].body {
            Some(body) => body
                .placed_insts()
                .filter_map(|(_, i)| {
                    callee_name(m, &body.insts[i].kind)
                        .filter(|n| n.starts_with("llvm."))
                        .map(|n| (i, n.to_string()))
                })
                .collect(),
            None => continue,
        };
        if calls.is_empty() {
            continue;
        }
        let Some(mut cur) = FuncCursor::open(m, f) else {
            continue;
        };
        let mut result = Ok(());
        for (inst, name) in calls {
            if let Err(e) = lower_call(&mut cur, inst, &name) {
                result = Err(e);
                break;
            }
        }
        cur.finish();
        result?;
    }
    crate::prepare::remove_unused_symbols(m);
    mark_op_calls(m);
    Ok(())
}

/// Gives every `dx.op.*` call of an operation with a memory effect its declaration's
/// attributes (`nounwind memory(none)`) as call-site attributes, as LLVM's op
/// lowering does (an op that is only `nounwind` gets none); `dxil-prepare` drops
/// them again, as DXC writes none.
pub fn mark_op_calls(m: &mut Module) {
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let Some(mut body) = m.functions[f].body.take() else {
            continue;
        };
        let placed: Vec<Inst> = body.placed_insts().map(|(_, i)| i).collect();
        for i in placed {
            if let InstKind::Call {
                callee: Value::Function(callee),
                attrs,
                ..
            } = &mut body.insts[i].kind
            {
                let decl = &m.functions[*callee];
                let has_memory_effect = decl.attrs.func.0.iter().any(|a| a.name() == "memory");
                if decl.name.starts_with("dx.op.") && has_memory_effect && attrs.func.is_empty() {
                    attrs.func = decl.attrs.func.clone();
                }
            }
        }
        m.functions[f].body = Some(body);
    }
}

fn unsupported(what: String, site: Site) -> LowerError {
    LowerError::Unsupported {
        what,
        site: Some(site),
    }
}

fn lower_call(cur: &mut FuncCursor, inst: Inst, name: &str) -> Result<(), LowerError> {
    let site = Site::Inst(cur.func, inst);
    let Some((op_name, shape)) = rule_for(name) else {
        return Err(unsupported(format!("call to @{name}"), site));
    };
    let opcode = op_by_name(op_name)
        .ok_or_else(|| unsupported(format!("DXIL operation {op_name} (for @{name})"), site))?;
    let (ret_ty, args) = match &cur.body.insts[inst].kind {
        InstKind::Call { args, .. } => (cur.body.insts[inst].ty, args.clone()),
        _ => return Ok(()),
    };
    cur.before(inst);
    let new = if is_vector(cur.m, ret_ty) && !matches!(shape, Shape::Ballot) {
        lower_vector_call(cur, opcode, shape, ret_ty, &args, site)?
    } else {
        lower_scalar_call(cur, opcode, shape, ret_ty, &args, site)?
    };
    if let Some(v) = new {
        cur.replace_uses(Value::Inst(inst), v);
    }
    cur.erase(inst);
    Ok(())
}

fn is_vector(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::Vector { .. })
}

/// Lowers a call whose result is a vector element by element.
fn lower_vector_call(
    cur: &mut FuncCursor,
    opcode: OpCode,
    shape: Shape,
    ret_ty: Type,
    args: &[Value],
    site: Site,
) -> Result<Option<Value>, LowerError> {
    let (len, elem) = match cur.m.types.get(ret_ty) {
        TypeData::Vector { len, elem, .. } => (*len, *elem),
        _ => return Ok(None),
    };
    let mut lanes = Vec::with_capacity(len as usize);
    for lane in 0..len {
        let mut lane_args = Vec::with_capacity(args.len());
        for a in args {
            let at = cur.ty(*a);
            lane_args.push(if is_vector(cur.m, at) {
                cur.extract_element(*a, lane)
            } else {
                *a
            });
        }
        let v = lower_scalar_call(cur, opcode, shape, elem, &lane_args, site)?;
        lanes.push(v.unwrap_or_else(|| cur.m.consts.undef(elem)));
    }
    Ok(Some(cur.build_vector(ret_ty, &lanes)))
}

fn op_call(
    cur: &mut FuncCursor,
    opcode: OpCode,
    overload: Option<Type>,
    args: Vec<Value>,
    site: Site,
) -> Result<Value, LowerError> {
    let f = declare_op(cur.m, opcode, overload).map_err(|e| {
        let mut err: LowerError = e.into();
        if let LowerError::Unsupported { site: s, .. } | LowerError::Invalid { site: s, .. } =
            &mut err
        {
            *s = Some(site);
        }
        err
    })?;
    let code = const_int(cur.m, 32, i64::from(opcode.as_i32()));
    let mut full = vec![code];
    full.extend(args);
    Ok(cur.call(f, full))
}

fn lower_scalar_call(
    cur: &mut FuncCursor,
    opcode: OpCode,
    shape: Shape,
    ret_ty: Type,
    args: &[Value],
    site: Site,
) -> Result<Option<Value>, LowerError> {
    let void = matches!(cur.m.types.get(ret_ty), TypeData::Void);
    let result = match shape {
        Shape::OnResult => {
            let overload = if void { None } else { Some(ret_ty) };
            op_call(cur, opcode, overload, args.to_vec(), site)?
        }
        Shape::OnArg => {
            let overload = args.first().map(|a| cur.ty(*a));
            let v = op_call(cur, opcode, overload, args.to_vec(), site)?;
            fit_int(cur, v, ret_ty)
        }
        Shape::Plain => op_call(cur, opcode, None, args.to_vec(), site)?,
        Shape::OnStoreValue => {
            let overload = args.last().map(|a| cur.ty(*a));
            op_call(cur, opcode, overload, args.to_vec(), site)?
        }
        Shape::WaveOp(kind, unsigned) => {
            let value = *args.first().ok_or_else(|| LowerError::Invalid {
                msg: "wave operation without an operand".into(),
                site: Some(site),
            })?;
            let k = const_int(cur.m, 8, i64::from(kind));
            let u = const_int(cur.m, 8, i64::from(unsigned));
            op_call(cur, opcode, Some(ret_ty), vec![value, k, u], site)?
        }
        Shape::Barrier(mode) => {
            let mode = const_int(cur.m, 32, i64::from(mode));
            op_call(cur, opcode, None, vec![mode], site)?
        }
        Shape::Ballot => {
            let s = op_call(cur, opcode, None, args.to_vec(), site)?;
            let lanes: Vec<Value> = (0..4).map(|i| cur.extract_value(s, i)).collect();
            return Ok(Some(cur.build_vector(ret_ty, &lanes)));
        }
        Shape::SplitDouble => {
            let s = op_call(cur, opcode, None, args.to_vec(), site)?;
            let lo = cur.extract_value(s, 0);
            let hi = cur.extract_value(s, 1);
            let mut agg = cur.m.consts.undef(ret_ty);
            for (i, v) in [lo, hi].into_iter().enumerate() {
                agg = cur.insert(
                    ret_ty,
                    InstKind::InsertValue {
                        agg,
                        val: v,
                        indices: vec![i as u32],
                    },
                );
            }
            return Ok(Some(agg));
        }
        Shape::Dot2AddHalf => {
            if let [acc, a0, a1, b0, b1] = args {
                let ops = vec![*acc, *a0, *a1, *b0, *b1];
                return Ok(Some(op_call(cur, opcode, Some(ret_ty), ops, site)?));
            }
            let [acc, a, b] = args else {
                return Err(LowerError::Invalid {
                    msg: "dot2add takes three operands".into(),
                    site: Some(site),
                });
            };
            let (a0, a1) = (cur.extract_element(*a, 0), cur.extract_element(*a, 1));
            let (b0, b1) = (cur.extract_element(*b, 0), cur.extract_element(*b, 1));
            op_call(cur, opcode, Some(ret_ty), vec![*acc, a0, a1, b0, b1], site)?
        }
    };
    Ok((!void).then_some(result))
}

/// `v` (an integer) converted to the integer type `want` (`ctpop` of an `i64` returns
/// `i64`, `Countbits` an `i32`).
fn fit_int(cur: &mut FuncCursor, v: Value, want: Type) -> Value {
    let have = cur.ty(v);
    match (cur.m.types.int_bits(have), cur.m.types.int_bits(want)) {
        (Some(h), Some(w)) if h < w => cur.cast(CastOp::ZExt, v, want),
        (Some(h), Some(w)) if h > w => cur.cast(CastOp::Trunc, v, want),
        _ => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_rule_wins() {
        assert_eq!(
            rule_for("llvm.dx.group.memory.barrier.with.group.sync").map(|r| r.1),
            Some(Shape::Barrier(9))
        );
        assert_eq!(
            rule_for("llvm.dx.group.memory.barrier").map(|r| r.1),
            Some(Shape::Barrier(8))
        );
        assert_eq!(rule_for("llvm.sin.f32").map(|r| r.0), Some("Sin"));
        assert_eq!(
            rule_for("llvm.dx.wave.reduce.usum.i32").map(|r| r.1),
            Some(Shape::WaveOp(0, 1))
        );
        assert_eq!(rule_for("llvm.dx.thread.id").map(|r| r.0), Some("ThreadId"));
        assert_eq!(
            rule_for("llvm.dx.thread.id.in.group").map(|r| r.0),
            Some("ThreadIdInGroup")
        );
        assert!(rule_for("llvm.dx.unknown").is_none());
        for (_, op, _) in RULES {
            assert!(op_by_name(op).is_some(), "{op} is not in the op table");
        }
    }
}
