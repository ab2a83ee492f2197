//! DXIL float operations on constants computed when compiling (issue 32): clang folds
//! what LLVM's own intrinsics compute, but an HLSL intrinsic that becomes a DXIL
//! operation (`tan`, `saturate`, `dot`, ...) keeps its constant arguments until
//! lowering, and LLVM's optimizer never sees the operation. DXC evaluates them.
//!
//! A call to one of [`FOLDABLE`] whose arguments are all `float` or `double`
//! constants becomes its value, computed in the call's own precision (`half` is left
//! alone); so does what a fold may leave: an `fadd`, `fsub`, `fmul` or `fdiv` of two
//! constants, an `fcmp` of two constants, an `and`, `or` or `xor` of two constant
//! conditions, a `select` on a constant condition. Denormal inputs or results are
//! left alone: GPUs may flush them.

use crate::rewrite::{erase_marked, replace_uses_in_body, FuncCursor};
use dxil_ir::edit::{const_float, float_value};
use dxil_ir::{BinOp, FloatKind, FloatPredicate, Inst, InstKind, SecondaryMap, TypeData, Value};
use dxil_model::op_table::{dx_op_call, OpCode};
use rustc_hash::FxHashMap;

/// The operations folded, each a function of its float arguments.
pub const FOLDABLE: [OpCode; 27] = [
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
    OpCode::FMA,
    OpCode::DOT2,
    OpCode::DOT3,
    OpCode::DOT4,
];

/// Arithmetic on one float precision, for the folds.
trait Float: Copy + PartialOrd + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self> {
    const ZERO: Self;
    const ONE: Self;
    fn apply(op: OpCode, args: &[Self]) -> Option<Self>;
    fn binary(op: BinOp, a: Self, b: Self) -> Option<Self>;
    fn is_denormal(self) -> bool;
}

macro_rules! impl_float {
    ($t:ty) => {
        impl Float for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;

            fn apply(op: OpCode, a: &[Self]) -> Option<Self> {
                let one = |f: fn(Self) -> Self| match a {
                    [x] => Some(f(*x)),
                    _ => None,
                };
                Some(match op {
                    OpCode::FABS => one(<$t>::abs)?,
                    OpCode::SATURATE => one(|x| x.clamp(Self::ZERO, Self::ONE))?,
                    OpCode::COS => one(<$t>::cos)?,
                    OpCode::SIN => one(<$t>::sin)?,
                    OpCode::TAN => one(<$t>::tan)?,
                    OpCode::ACOS => one(<$t>::acos)?,
                    OpCode::ASIN => one(<$t>::asin)?,
                    OpCode::ATAN => one(<$t>::atan)?,
                    OpCode::HCOS => one(<$t>::cosh)?,
                    OpCode::HSIN => one(<$t>::sinh)?,
                    OpCode::HTAN => one(<$t>::tanh)?,
                    // DXIL's Exp and Log are base 2.
                    OpCode::EXP => one(<$t>::exp2)?,
                    OpCode::LOG => one(<$t>::log2)?,
                    OpCode::FRC => one(|x| x - x.floor())?,
                    OpCode::SQRT => one(<$t>::sqrt)?,
                    OpCode::RSQRT => one(|x| Self::ONE / x.sqrt())?,
                    OpCode::ROUND_NE => one(<$t>::round_ties_even)?,
                    OpCode::ROUND_NI => one(<$t>::floor)?,
                    OpCode::ROUND_PI => one(<$t>::ceil)?,
                    OpCode::ROUND_Z => one(<$t>::trunc)?,
                    OpCode::FMAX => match a {
                        [x, y] => x.max(*y),
                        _ => return None,
                    },
                    OpCode::FMIN => match a {
                        [x, y] => x.min(*y),
                        _ => return None,
                    },
                    OpCode::FMAD => match a {
                        [x, y, z] => x * y + z,
                        _ => return None,
                    },
                    OpCode::FMA => match a {
                        [x, y, z] => x.mul_add(*y, *z),
                        _ => return None,
                    },
                    OpCode::DOT2 | OpCode::DOT3 | OpCode::DOT4 => {
                        let (xs, ys) = a.split_at(a.len() / 2);
                        let n = match op {
                            OpCode::DOT2 => 2,
                            OpCode::DOT3 => 3,
                            _ => 4,
                        };
                        if xs.len() != n || ys.len() != n {
                            return None;
                        }
                        xs.iter()
                            .zip(ys)
                            .fold(Self::ZERO, |sum, (x, y)| sum + *x * *y)
                    }
                    _ => return None,
                })
            }

            fn binary(op: BinOp, a: Self, b: Self) -> Option<Self> {
                Some(match op {
                    BinOp::FAdd => a + b,
                    BinOp::FSub => a - b,
                    BinOp::FMul => a * b,
                    BinOp::FDiv => a / b,
                    _ => return None,
                })
            }

            fn is_denormal(self) -> bool {
                self.is_subnormal()
            }
        }
    };
}

impl_float!(f32);
impl_float!(f64);

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
            let (a, b) = (
                float_value(c.m, resolved(lhs))?,
                float_value(c.m, resolved(rhs))?,
            );
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
    let kind = match c.m.types.get(ty) {
        TypeData::Float(k @ (FloatKind::Float | FloatKind::Double)) => *k,
        _ => return None,
    };
    let value = |v: Value| float_value(c.m, replaced.get(&v).copied().unwrap_or(v));
    let inst = &c.body.insts[i].kind;
    let result = match inst {
        InstKind::Binary { op, lhs, rhs, .. } => {
            let (a, b) = (value(*lhs)?, value(*rhs)?);
            match kind {
                FloatKind::Float => f32_result(f32::binary(*op, a as f32, b as f32), &[a, b])?,
                _ => f64_result(f64::binary(*op, a, b), &[a, b])?,
            }
        }
        InstKind::Call { .. } => {
            let (op, args) = dx_op_call(c.m, inst)?;
            if !FOLDABLE.contains(&op) {
                return None;
            }
            let args: Vec<f64> = args.iter().map(|&a| value(a)).collect::<Option<_>>()?;
            match kind {
                FloatKind::Float => {
                    let narrow: Vec<f32> = args.iter().map(|&a| a as f32).collect();
                    f32_result(f32::apply(op, &narrow), &args)?
                }
                _ => f64_result(f64::apply(op, &args), &args)?,
            }
        }
        _ => return None,
    };
    Some(const_float(c.m, ty, result))
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
    let denormal = r.is_denormal() || args.iter().any(|&a| (a as f32).is_denormal());
    (!denormal).then_some(f64::from(r))
}

/// A `double` result, unless it or an argument is denormal.
fn f64_result(r: Option<f64>, args: &[f64]) -> Option<f64> {
    let r = r?;
    let denormal = r.is_denormal() || args.iter().any(|a| a.is_denormal());
    (!denormal).then_some(r)
}
