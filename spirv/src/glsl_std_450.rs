//! GLSL.std.450's extended instructions as the intrinsics clang writes for HLSL's
//! equivalents: a table of (instruction, rule), and the few expansions into plain
//! arithmetic where neither LLVM nor `llvm.dx.*` has the operation.

use crate::translate::Emitter;
use dxil_ir::{BinOp, CastOp, Type, Value};
use rspirv::spirv::GlslStd450Op;

/// How one GLSL.std.450 instruction is translated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rule {
    /// An intrinsic overloaded on the result type, the operands passed as they are.
    Same(&'static str),
    /// An intrinsic overloaded on the first operand's type (`length`, `distance`).
    OnOperand(&'static str),
    /// `llvm.abs(x, i1 false)`.
    IntAbs,
    /// `x * factor` (radians, degrees).
    Scale(f64),
    /// `(0 < x) - (x < 0)` as floats.
    FloatSign,
    /// `t * t * (3 - 2t)` with `t = saturate((x - e0) / (e1 - e0))`.
    SmoothStep,
    /// `i - 2 dot(n, i) n`.
    Reflect,
    /// `k = 1 - eta^2 (1 - dot(n, i)^2)`; `k < 0 ? 0 : eta i - (eta dot(n, i) + sqrt(k)) n`.
    Refract,
    /// `asinh`, `acosh`, `atanh` through logarithms (HLSL has none of them).
    InverseHyperbolic(GlslStd450Op),
    /// `x * exp2(exp)`.
    Ldexp,
    /// `dot(nref, i) < 0 ? n : -n`.
    FaceForward,
    /// `x - trunc(x)`, `trunc(x)` stored through the pointer operand.
    Modf,
    /// `{x - trunc(x), trunc(x)}`.
    ModfStruct,
    /// `frexp`: the mantissa in [0.5, 1) and the exponent, from the float's bits (0
    /// for 0); through the pointer operand (`Frexp`) or as a struct (`FrexpStruct`).
    Frexp(bool),
    /// The determinant of a square matrix, by cofactors.
    Determinant,
    /// The inverse of a square matrix: its adjugate over its determinant.
    MatrixInverse,
    /// A most-significant-bit search (`llvm.dx.firstbit[us]high` counts from the top):
    /// `r == -1 ? -1 : 31 - r`.
    MostSignificantBit(&'static str),
}

/// The rules, by instruction.
const RULES: &[(GlslStd450Op, Rule)] = &[
    (GlslStd450Op::Round, Rule::Same("llvm.roundeven")),
    (GlslStd450Op::RoundEven, Rule::Same("llvm.roundeven")),
    (GlslStd450Op::Trunc, Rule::Same("llvm.trunc")),
    (GlslStd450Op::FAbs, Rule::Same("llvm.fabs")),
    (GlslStd450Op::SAbs, Rule::IntAbs),
    (GlslStd450Op::FSign, Rule::FloatSign),
    (GlslStd450Op::SSign, Rule::OnOperand("llvm.dx.sign")),
    (GlslStd450Op::Floor, Rule::Same("llvm.floor")),
    (GlslStd450Op::Ceil, Rule::Same("llvm.ceil")),
    (GlslStd450Op::Fract, Rule::Same("llvm.dx.frac")),
    (
        GlslStd450Op::Radians,
        Rule::Scale(std::f64::consts::PI / 180.0),
    ),
    (
        GlslStd450Op::Degrees,
        Rule::Scale(180.0 / std::f64::consts::PI),
    ),
    (GlslStd450Op::Sin, Rule::Same("llvm.sin")),
    (GlslStd450Op::Cos, Rule::Same("llvm.cos")),
    (GlslStd450Op::Tan, Rule::Same("llvm.tan")),
    (GlslStd450Op::Asin, Rule::Same("llvm.asin")),
    (GlslStd450Op::Acos, Rule::Same("llvm.acos")),
    (GlslStd450Op::Atan, Rule::Same("llvm.atan")),
    (GlslStd450Op::Sinh, Rule::Same("llvm.sinh")),
    (GlslStd450Op::Cosh, Rule::Same("llvm.cosh")),
    (GlslStd450Op::Tanh, Rule::Same("llvm.tanh")),
    (GlslStd450Op::Atan2, Rule::Same("llvm.atan2")),
    (GlslStd450Op::Pow, Rule::Same("llvm.pow")),
    (GlslStd450Op::Exp, Rule::Same("llvm.exp")),
    (GlslStd450Op::Log, Rule::Same("llvm.log")),
    (GlslStd450Op::Exp2, Rule::Same("llvm.exp2")),
    (GlslStd450Op::Log2, Rule::Same("llvm.log2")),
    (GlslStd450Op::Sqrt, Rule::Same("llvm.sqrt")),
    (GlslStd450Op::InverseSqrt, Rule::Same("llvm.dx.rsqrt")),
    (GlslStd450Op::FMin, Rule::Same("llvm.minnum")),
    (GlslStd450Op::NMin, Rule::Same("llvm.minnum")),
    (GlslStd450Op::FMax, Rule::Same("llvm.maxnum")),
    (GlslStd450Op::NMax, Rule::Same("llvm.maxnum")),
    (GlslStd450Op::UMin, Rule::Same("llvm.umin")),
    (GlslStd450Op::SMin, Rule::Same("llvm.smin")),
    (GlslStd450Op::UMax, Rule::Same("llvm.umax")),
    (GlslStd450Op::SMax, Rule::Same("llvm.smax")),
    (GlslStd450Op::FClamp, Rule::Same("llvm.dx.nclamp")),
    (GlslStd450Op::NClamp, Rule::Same("llvm.dx.nclamp")),
    (GlslStd450Op::UClamp, Rule::Same("llvm.dx.uclamp")),
    (GlslStd450Op::SClamp, Rule::Same("llvm.dx.sclamp")),
    (GlslStd450Op::FMix, Rule::Same("llvm.dx.lerp")),
    (GlslStd450Op::Step, Rule::Same("llvm.dx.step")),
    (GlslStd450Op::SmoothStep, Rule::SmoothStep),
    (GlslStd450Op::Fma, Rule::Same("llvm.fma")),
    (GlslStd450Op::Length, Rule::OnOperand("llvm.dx.length")),
    (GlslStd450Op::Distance, Rule::OnOperand("llvm.dx.distance")),
    (GlslStd450Op::Cross, Rule::Same("llvm.dx.cross")),
    (GlslStd450Op::Normalize, Rule::Same("llvm.dx.normalize")),
    (GlslStd450Op::Reflect, Rule::Reflect),
    (GlslStd450Op::Refract, Rule::Refract),
    (
        GlslStd450Op::Asinh,
        Rule::InverseHyperbolic(GlslStd450Op::Asinh),
    ),
    (
        GlslStd450Op::Acosh,
        Rule::InverseHyperbolic(GlslStd450Op::Acosh),
    ),
    (
        GlslStd450Op::Atanh,
        Rule::InverseHyperbolic(GlslStd450Op::Atanh),
    ),
    (GlslStd450Op::Ldexp, Rule::Ldexp),
    (GlslStd450Op::FaceForward, Rule::FaceForward),
    (GlslStd450Op::Modf, Rule::Modf),
    (GlslStd450Op::ModfStruct, Rule::ModfStruct),
    (GlslStd450Op::Frexp, Rule::Frexp(false)),
    (GlslStd450Op::FrexpStruct, Rule::Frexp(true)),
    (GlslStd450Op::Determinant, Rule::Determinant),
    (GlslStd450Op::MatrixInverse, Rule::MatrixInverse),
    (
        GlslStd450Op::FindILsb,
        Rule::OnOperand("llvm.dx.firstbitlow"),
    ),
    (
        GlslStd450Op::FindUMsb,
        Rule::MostSignificantBit("llvm.dx.firstbituhigh"),
    ),
    (
        GlslStd450Op::FindSMsb,
        Rule::MostSignificantBit("llvm.dx.firstbitshigh"),
    ),
];

/// The rule for instruction number `n`, if it has one.
pub fn rule(n: u32) -> Option<Rule> {
    let op = GlslStd450Op::from_u32(n)?;
    RULES.iter().find(|(o, _)| *o == op).map(|(_, r)| *r)
}

/// Instruction number `n`'s name, for errors.
pub fn name(n: u32) -> String {
    GlslStd450Op::from_u32(n).map_or_else(|| format!("instruction {n}"), |op| format!("{op:?}"))
}

/// Emits `rule` on `args`, returning a value of type `ret`.
pub(crate) fn emit(rule: Rule, e: &mut impl Emitter, args: &[Value], ret: Type) -> Value {
    match rule {
        Rule::Same(base) => e.intrinsic(base, &[ret], ret, args),
        Rule::OnOperand(base) => {
            let t = e.type_of(args[0]);
            e.intrinsic(base, &[t], ret, args)
        }
        Rule::IntAbs => {
            let f = e.bool_false();
            e.intrinsic("llvm.abs", &[ret], ret, &[args[0], f])
        }
        Rule::Scale(k) => {
            let c = e.float(ret, k);
            e.bin(BinOp::FMul, args[0], c)
        }
        Rule::FloatSign => {
            let zero = e.float(ret, 0.0);
            let pos = e.fcmp_olt(zero, args[0]);
            let neg = e.fcmp_olt(args[0], zero);
            let pos = e.to_float(pos, ret);
            let neg = e.to_float(neg, ret);
            e.bin(BinOp::FSub, pos, neg)
        }
        Rule::SmoothStep => {
            let (e0, e1, x) = (args[0], args[1], args[2]);
            let num = e.bin(BinOp::FSub, x, e0);
            let den = e.bin(BinOp::FSub, e1, e0);
            let q = e.bin(BinOp::FDiv, num, den);
            let t = e.intrinsic("llvm.dx.saturate", &[ret], ret, &[q]);
            let two = e.float(ret, 2.0);
            let three = e.float(ret, 3.0);
            let two_t = e.bin(BinOp::FMul, two, t);
            let s = e.bin(BinOp::FSub, three, two_t);
            let tt = e.bin(BinOp::FMul, t, t);
            e.bin(BinOp::FMul, tt, s)
        }
        Rule::Reflect => {
            let (i, n) = (args[0], args[1]);
            let scalar = e.scalar_of(ret);
            let d = e.intrinsic("llvm.dx.fdot", &[ret], scalar, &[n, i]);
            let two = e.float(scalar, 2.0);
            let d2 = e.bin(BinOp::FMul, two, d);
            let d2 = e.splat(ret, d2);
            let m = e.bin(BinOp::FMul, d2, n);
            e.bin(BinOp::FSub, i, m)
        }
        Rule::Refract => {
            let (i, n, eta) = (args[0], args[1], args[2]);
            let scalar = e.scalar_of(ret);
            let d = dot(e, n, i, ret);
            let one = e.float(scalar, 1.0);
            let dd = e.bin(BinOp::FMul, d, d);
            let rest = e.bin(BinOp::FSub, one, dd);
            let ee = e.bin(BinOp::FMul, eta, eta);
            let ee_rest = e.bin(BinOp::FMul, ee, rest);
            let k = e.bin(BinOp::FSub, one, ee_rest);
            let root = e.intrinsic("llvm.sqrt", &[scalar], scalar, &[k]);
            let ed = e.bin(BinOp::FMul, eta, d);
            let c = e.bin(BinOp::FAdd, ed, root);
            let c = e.splat(ret, c);
            let cn = e.bin(BinOp::FMul, c, n);
            let eta_v = e.splat(ret, eta);
            let ei = e.bin(BinOp::FMul, eta_v, i);
            let r = e.bin(BinOp::FSub, ei, cn);
            let zero_s = e.float(scalar, 0.0);
            let zero = e.splat(ret, zero_s);
            let total = e.fcmp_olt(k, zero_s);
            e.select(total, zero, r)
        }
        Rule::InverseHyperbolic(op) => {
            let x = args[0];
            let one = e.float(ret, 1.0);
            let inner = match op {
                GlslStd450Op::Atanh => {
                    // 0.5 * log((1 + x) / (1 - x))
                    let num = e.bin(BinOp::FAdd, one, x);
                    let den = e.bin(BinOp::FSub, one, x);
                    let q = e.bin(BinOp::FDiv, num, den);
                    let l = e.intrinsic("llvm.log", &[ret], ret, &[q]);
                    let half = e.float(ret, 0.5);
                    return e.bin(BinOp::FMul, half, l);
                }
                // log(x + sqrt(x * x + 1)), log(x + sqrt(x * x - 1))
                GlslStd450Op::Asinh => BinOp::FAdd,
                _ => BinOp::FSub,
            };
            let xx = e.bin(BinOp::FMul, x, x);
            let r = e.bin(inner, xx, one);
            let root = e.intrinsic("llvm.sqrt", &[ret], ret, &[r]);
            let sum = e.bin(BinOp::FAdd, x, root);
            e.intrinsic("llvm.log", &[ret], ret, &[sum])
        }
        Rule::Ldexp => {
            let (width, bits_ty) = e.float_as_int(ret, None);
            if width != 64 {
                let exp = e.int_to_float(args[1], ret);
                let scale = e.intrinsic("llvm.exp2", &[ret], ret, &[exp]);
                return e.bin(BinOp::FMul, args[0], scale);
            }
            // Doubles (DXIL has no double exp2): x * 2^h * 2^(e - h), h = e / 2, each
            // power made from its exponent bits, so every e a double can scale by
            // gives a power within range.
            let exp = e.cast(CastOp::SExt, args[1], bits_ty);
            let one = e.int(bits_ty, 1);
            let h = e.bin(BinOp::AShr, exp, one);
            let rest = e.bin(BinOp::Sub, exp, h);
            let mut v = args[0];
            for k in [h, rest] {
                let bias = e.int(bits_ty, 1023);
                let biased = e.bin(BinOp::Add, k, bias);
                let shift = e.int(bits_ty, 52);
                let bits = e.bin(BinOp::Shl, biased, shift);
                let power = e.cast(CastOp::BitCast, bits, ret);
                v = e.bin(BinOp::FMul, v, power);
            }
            v
        }
        Rule::FaceForward => {
            let (n, i, nref) = (args[0], args[1], args[2]);
            let scalar = e.scalar_of(ret);
            let d = dot(e, nref, i, ret);
            let zero = e.float(scalar, 0.0);
            let facing = e.fcmp_olt(d, zero);
            let zero_v = e.float(ret, 0.0);
            let minus = e.bin(BinOp::FSub, zero_v, n);
            e.select(facing, n, minus)
        }
        Rule::Modf => {
            let x = args[0];
            let whole = e.intrinsic("llvm.trunc", &[ret], ret, &[x]);
            e.store(whole, args[1]);
            e.bin(BinOp::FSub, x, whole)
        }
        Rule::ModfStruct => {
            let x = args[0];
            let t = e.type_of(x);
            let whole = e.intrinsic("llvm.trunc", &[t], t, &[x]);
            let fract = e.bin(BinOp::FSub, x, whole);
            e.aggregate(ret, &[fract, whole])
        }
        Rule::Frexp(as_struct) => {
            let x = args[0];
            let t = e.type_of(x);
            let (width, bits_ty) = e.float_as_int(t, None);
            let (_, exp_ty) = e.float_as_int(t, Some(32));
            // IEEE layout: mantissa bits, exponent bits, bias.
            let (m, x_bits, bias) = match width {
                16 => (10, 5, 15),
                64 => (52, 11, 1023),
                _ => (23, 8, 127),
            };
            let bits = e.cast(CastOp::BitCast, x, bits_ty);
            let shift = e.int(bits_ty, m);
            let field = e.bin(BinOp::LShr, bits, shift);
            let exp_mask = e.int(bits_ty, (1 << x_bits) - 1);
            let biased = e.bin(BinOp::And, field, exp_mask);
            let exp = match width {
                64 => e.cast(CastOp::Trunc, biased, exp_ty),
                16 => e.cast(CastOp::ZExt, biased, exp_ty),
                _ => biased,
            };
            let less = e.int(exp_ty, bias - 1);
            let exp = e.bin(BinOp::Sub, exp, less);
            let keep = e.int(
                bits_ty,
                !(((1i128 << x_bits) - 1) << m) & ((1i128 << width) - 1),
            );
            let kept = e.bin(BinOp::And, bits, keep);
            let half = e.int(bits_ty, (bias - 1) << m);
            let mantissa_bits = e.bin(BinOp::Or, kept, half);
            let mantissa = e.cast(CastOp::BitCast, mantissa_bits, t);
            let zero = e.float(t, 0.0);
            let is_zero = e.fcmp_oeq(x, zero);
            let mantissa = e.select(is_zero, x, mantissa);
            let no_exp = e.int(exp_ty, 0);
            let exp = e.select(is_zero, no_exp, exp);
            if as_struct {
                e.aggregate(ret, &[mantissa, exp])
            } else {
                e.store(exp, args[1]);
                mantissa
            }
        }
        Rule::Determinant => {
            let a = matrix_entries(e, args[0]);
            determinant(e, &a)
        }
        Rule::MatrixInverse => {
            let a = matrix_entries(e, args[0]);
            let n = a.len();
            let det = determinant(e, &a);
            let (column_ty, _) = e.element_of(ret);
            let scalar = e.scalar_of(column_ty);
            let one = e.float(scalar, 1.0);
            let inv_det = e.bin(BinOp::FDiv, one, det);
            // inverse(r, c) = cofactor(c, r) / det; column c holds rows 0..n.
            let columns: Vec<Value> = (0..n)
                .map(|c| {
                    let lanes: Vec<Value> = (0..n)
                        .map(|r| {
                            let minor = minor(&a, c, r);
                            let m = determinant(e, &minor);
                            let m = if (r + c) % 2 == 1 {
                                let zero = e.float(scalar, 0.0);
                                e.bin(BinOp::FSub, zero, m)
                            } else {
                                m
                            };
                            e.bin(BinOp::FMul, m, inv_det)
                        })
                        .collect();
                    e.vector(column_ty, &lanes)
                })
                .collect();
            e.aggregate(ret, &columns)
        }
        Rule::MostSignificantBit(base) => {
            let t = e.type_of(args[0]);
            let r = e.intrinsic(base, &[t], ret, args);
            let none = e.int(ret, -1);
            let top = e.int(ret, 31);
            let from_low = e.bin(BinOp::Sub, top, r);
            let missing = e.icmp_eq(r, none);
            e.select(missing, none, from_low)
        }
    }
}

/// `dot(a, b)` of operands of type `ty`: their product for scalars.
fn dot(e: &mut impl Emitter, a: Value, b: Value, ty: Type) -> Value {
    let scalar = e.scalar_of(ty);
    if scalar == ty {
        e.bin(BinOp::FMul, a, b)
    } else {
        e.intrinsic("llvm.dx.fdot", &[ty], scalar, &[a, b])
    }
}

/// The entries of square matrix `m` (an array of column vectors) as `a[row][column]`.
fn matrix_entries(e: &mut impl Emitter, m: Value) -> Vec<Vec<Value>> {
    let ty = e.type_of(m);
    let (_, n) = e.element_of(ty);
    let n = n.max(1);
    let columns: Vec<Value> = (0..n).map(|c| e.extract(m, &[c])).collect();
    (0..n)
        .map(|r| columns.iter().map(|&c| e.lane(c, r)).collect())
        .collect()
}

/// `a` without row `row` and column `col`.
fn minor(a: &[Vec<Value>], row: usize, col: usize) -> Vec<Vec<Value>> {
    a.iter()
        .enumerate()
        .filter(|(r, _)| *r != row)
        .map(|(_, cols)| {
            cols.iter()
                .enumerate()
                .filter(|(c, _)| *c != col)
                .map(|(_, v)| *v)
                .collect()
        })
        .collect()
}

/// The determinant of `a` (at most 4 by 4), by cofactors along its first column.
fn determinant(e: &mut impl Emitter, a: &[Vec<Value>]) -> Value {
    match a.len() {
        0 | 1 => a[0][0],
        2 => {
            let ad = e.bin(BinOp::FMul, a[0][0], a[1][1]);
            let bc = e.bin(BinOp::FMul, a[0][1], a[1][0]);
            e.bin(BinOp::FSub, ad, bc)
        }
        n => {
            let mut sum: Option<Value> = None;
            for r in 0..n {
                let m = minor(a, r, 0);
                let d = determinant(e, &m);
                let term = e.bin(BinOp::FMul, a[r][0], d);
                sum = Some(match sum {
                    None => term,
                    Some(s) if r % 2 == 1 => e.bin(BinOp::FSub, s, term),
                    Some(s) => e.bin(BinOp::FAdd, s, term),
                });
            }
            sum.unwrap_or(a[0][0])
        }
    }
}
