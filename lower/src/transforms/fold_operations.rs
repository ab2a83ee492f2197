//! DXIL float operations on constants computed when compiling (issue 32): clang folds
//! what LLVM's own intrinsics compute, but an HLSL intrinsic that becomes a DXIL
//! operation (`tan`, `saturate`, `dot`, ...) keeps its constant arguments until
//! lowering, and LLVM's optimizer never sees the operation. DXC evaluates them.
//!
//! A call to one of [`FOLDABLE`] whose arguments are all `float` constants becomes its
//! value, computed in `float` (`half` and `double` are left alone: folding away the
//! last operation of those types would leave the shader flags, read from the code
//! before the operations were lowered, declaring what the code no longer uses); so
//! does what a fold may leave: an `fadd`, `fsub`, `fmul` or `fdiv` of two
//! constants, an `fcmp` of two constants, an `and`, `or` or `xor` of two constant
//! conditions, a `select` on a constant condition; and the `i32` arithmetic and `icmp`s
//! of two constants that promoted statics leave (`static uint g = 0; g++;`), where LLVM
//! defines the result (no division by zero or overflowing signed division, no shift
//! by the width or more). Denormal inputs or results are left alone: GPUs may flush
//! them.

use crate::rewrite::{erase_marked, replace_uses_in_body, FuncCursor};
use dxil_ir::edit::{const_float, float_value};
use dxil_ir::{BinOp, FloatKind, FloatPredicate, Inst, InstKind, SecondaryMap, TypeData, Value};
use dxil_model::op_table::{dx_op_call, OpCode};
use rustc_hash::FxHashMap;

/// The operations folded, each a function of its float arguments.
pub const FOLDABLE: [OpCode; 26] = [
    OpCode::FABS,
    OpCode::SATURATE,
    OpCode::COS,
    OpCode::SIN,
    OpCode::TAN,
    OpCode::ACOS,
    OpCode::ASIN,
    OpCode::ATAN,
    OpCode::HCOS,
    OpCode::HSIN,
    OpCode::HTAN,
    OpCode::EXP,
    OpCode::FRC,
    OpCode::LOG,
    OpCode::SQRT,
    OpCode::RSQRT,
    OpCode::ROUND_NE,
    OpCode::ROUND_NI,
    OpCode::ROUND_PI,
    OpCode::ROUND_Z,
    OpCode::FMAX,
    OpCode::FMIN,
    OpCode::FMAD,
    OpCode::DOT2,
    OpCode::DOT3,
    OpCode::DOT4,
];

/// `op` of the float arguments `a`, if it is one of [`FOLDABLE`] with its arity.
fn apply(op: OpCode, a: &[f32]) -> Option<f32> {
    let one = |f: fn(f32) -> f32| match a {
        [x] => Some(f(*x)),
        _ => None,
    };
    let two = |f: fn(f32, f32) -> f32| match a {
        [x, y] => Some(f(*x, *y)),
        _ => None,
    };
    match op {
        OpCode::FABS => one(f32::abs),
        OpCode::SATURATE => one(|x| x.clamp(0.0, 1.0)),
        OpCode::COS => one(f32::cos),
        OpCode::SIN => one(f32::sin),
        OpCode::TAN => one(f32::tan),
        OpCode::ACOS => one(f32::acos),
        OpCode::ASIN => one(f32::asin),
        OpCode::ATAN => one(f32::atan),
        OpCode::HCOS => one(f32::cosh),
        OpCode::HSIN => one(f32::sinh),
        OpCode::HTAN => one(f32::tanh),
        // DXIL's Exp and Log are base 2.
        OpCode::EXP => one(f32::exp2),
        OpCode::LOG => one(f32::log2),
        OpCode::FRC => one(|x| x - x.floor()),
        OpCode::SQRT => one(f32::sqrt),
        OpCode::RSQRT => one(|x| 1.0 / x.sqrt()),
        OpCode::ROUND_NE => one(f32::round_ties_even),
        OpCode::ROUND_NI => one(f32::floor),
        OpCode::ROUND_PI => one(f32::ceil),
        OpCode::ROUND_Z => one(f32::trunc),
        // IEEE maxNum and minNum: a NaN argument gives the other.
        OpCode::FMAX => two(f32::max),
        OpCode::FMIN => two(f32::min),
        OpCode::FMAD => match a {
            [x, y, z] => Some(x * y + z),
            _ => None,
        },
        OpCode::DOT2 | OpCode::DOT3 | OpCode::DOT4 => {
            let n = match op {
                OpCode::DOT2 => 2,
                OpCode::DOT3 => 3,
                _ => 4,
            };
            if a.len() != 2 * n {
                return None;
            }
            let (xs, ys) = a.split_at(n);
            Some(xs.iter().zip(ys).fold(0.0, |sum, (x, y)| sum + x * y))
        }
        _ => None,
    }
}

/// `a op b` for the float binary operators.
fn binary(op: BinOp, a: f32, b: f32) -> Option<f32> {
    Some(match op {
        BinOp::FAdd => a + b,
        BinOp::FSub => a - b,
        BinOp::FMul => a * b,
        BinOp::FDiv => a / b,
        _ => return None,
    })
}

/// `a op b` for the integer operators on `i32`s, where LLVM defines it.
fn int_binary(op: BinOp, a: u32, b: u32) -> Option<u32> {
    let (sa, sb) = (a as i32, b as i32);
    Some(match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::UDiv => a.checked_div(b)?,
        BinOp::URem => a.checked_rem(b)?,
        BinOp::SDiv => sa.checked_div(sb)? as u32,
        BinOp::SRem => sa.checked_rem(sb)? as u32,
        BinOp::Shl => a.checked_shl(b)?,
        BinOp::LShr => a.checked_shr(b)?,
        BinOp::AShr => sa.checked_shr(b)? as u32,
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        _ => return None,
    })
}

/// Folds the float operations on constants of the function open in `c` (see the
/// module docs); returns how many went.
pub fn fold_operations(c: &mut FuncCursor<'_>) -> usize {
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    let mut gone: SecondaryMap<Inst, bool> = SecondaryMap::default();
    let placed: Vec<Inst> = c.body.placed_insts().map(|(_, i)| i).collect();
    for i in placed {
        let Some(value) = folded(c, i, &replaced) else {
            continue;
        };
        replaced.insert(Value::Inst(i), value);
        gone.set(i, true);
    }
    let count = replaced.len();
    if count > 0 {
        replace_uses_in_body(&mut c.body, &replaced);
        erase_marked(&mut c.body, &gone);
    }
    count
}

/// The constant `i` computes, its operands read through the folds made so far.
fn folded(c: &mut FuncCursor<'_>, i: Inst, replaced: &FxHashMap<Value, Value>) -> Option<Value> {
    let resolved = |v: Value| replaced.get(&v).copied().unwrap_or(v);
    match c.body.insts[i].kind {
        // What a folded comparison leaves: conditions of constants.
        InstKind::FCmp { pred, lhs, rhs } => {
            let (lhs, rhs) = (resolved(lhs), resolved(rhs));
            let float = c.m.types.float(FloatKind::Float);
            let is_float = |v: Value| {
                v.as_const()
                    .is_some_and(|k| c.m.consts.get(k).ty() == float)
            };
            if !is_float(lhs) || !is_float(rhs) {
                return None;
            }
            let (a, b) = (float_value(c.m, lhs)?, float_value(c.m, rhs)?);
            let ty = c.m.types.int(1);
            return Some(c.m.consts.int(ty, 1, i128::from(compare(pred, a, b))));
        }
        InstKind::Binary {
            op: op @ (BinOp::And | BinOp::Or | BinOp::Xor),
            lhs,
            rhs,
            ..
        } if c.m.types.int_bits(c.body.insts[i].ty) == Some(1) => {
            let (a, b) = (c.m.const_int(resolved(lhs))?, c.m.const_int(resolved(rhs))?);
            let r = match op {
                BinOp::And => a & b,
                BinOp::Or => a | b,
                _ => a ^ b,
            };
            let ty = c.body.insts[i].ty;
            return Some(c.m.consts.int(ty, 1, r & 1));
        }
        InstKind::Binary { op, lhs, rhs, .. }
            if c.m.types.int_bits(c.body.insts[i].ty) == Some(32) =>
        {
            let (a, b) = (i32_value(c, resolved(lhs))?, i32_value(c, resolved(rhs))?);
            let ty = c.body.insts[i].ty;
            let r = int_binary(op, a, b)?;
            return Some(c.m.consts.int(ty, 32, i128::from(r)));
        }
        InstKind::ICmp { pred, lhs, rhs, .. } => {
            let (a, b) = (i32_value(c, resolved(lhs))?, i32_value(c, resolved(rhs))?);
            let ty = c.m.types.int(1);
            let holds = pred.holds(u64::from(a), u64::from(b), 32);
            return Some(c.m.consts.int(ty, 1, i128::from(holds)));
        }
        InstKind::Select {
            cond,
            then_val,
            else_val,
        } => {
            let taken = c.m.const_int(resolved(cond))?;
            return Some(resolved(if taken & 1 == 1 { then_val } else { else_val }));
        }
        _ => {}
    }
    let ty = c.body.insts[i].ty;
    // Only `float`: folding away the last `double` or `half` operation would leave the
    // shader flags, read from the code before the operations were lowered, declaring
    // what the code no longer uses.
    if !matches!(c.m.types.get(ty), TypeData::Float(FloatKind::Float)) {
        return None;
    }
    let value = |v: Value| float_value(c.m, resolved(v));
    let inst = &c.body.insts[i].kind;
    let result = match inst {
        InstKind::Binary { op, lhs, rhs, .. } => {
            let (a, b) = (value(*lhs)?, value(*rhs)?);
            f32_result(binary(*op, a as f32, b as f32), &[a, b])?
        }
        InstKind::Call { .. } => {
            let (op, args) = dx_op_call(c.m, inst)?;
            if !FOLDABLE.contains(&op) {
                return None;
            }
            let args: Vec<f64> = args.iter().map(|&a| value(a)).collect::<Option<_>>()?;
            let narrow: Vec<f32> = args.iter().map(|&a| a as f32).collect();
            f32_result(apply(op, &narrow), &args)?
        }
        _ => return None,
    };
    Some(const_float(c.m, ty, result))
}

/// The bits of `v` if it is an `i32` constant.
fn i32_value(c: &FuncCursor<'_>, v: Value) -> Option<u32> {
    let k = v.as_const()?;
    let dxil_ir::ConstData::Int { ty, bits } = *c.m.consts.get(k) else {
        return None;
    };
    (c.m.types.int_bits(ty) == Some(32)).then_some(bits as u32)
}

/// Whether `a pred b` holds (an ordered predicate fails on a NaN, an unordered one
/// holds).
fn compare(pred: FloatPredicate, a: f64, b: f64) -> bool {
    let unordered = a.is_nan() || b.is_nan();
    match pred {
        FloatPredicate::False => false,
        FloatPredicate::True => true,
        FloatPredicate::Ord => !unordered,
        FloatPredicate::Uno => unordered,
        FloatPredicate::Oeq => !unordered && a == b,
        FloatPredicate::Ogt => !unordered && a > b,
        FloatPredicate::Oge => !unordered && a >= b,
        FloatPredicate::Olt => !unordered && a < b,
        FloatPredicate::Ole => !unordered && a <= b,
        FloatPredicate::One => !unordered && a != b,
        FloatPredicate::Ueq => unordered || a == b,
        FloatPredicate::Ugt => unordered || a > b,
        FloatPredicate::Uge => unordered || a >= b,
        FloatPredicate::Ult => unordered || a < b,
        FloatPredicate::Ule => unordered || a <= b,
        FloatPredicate::Une => unordered || a != b,
    }
}

/// A `float` result as a double, unless it or an argument is denormal.
fn f32_result(r: Option<f32>, args: &[f64]) -> Option<f64> {
    let r = r?;
    let denormal = r.is_subnormal() || args.iter().any(|&a| (a as f32).is_subnormal());
    (!denormal).then_some(f64::from(r))
}
