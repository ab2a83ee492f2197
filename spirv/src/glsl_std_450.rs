//! GLSL.std.450's extended instructions as the intrinsics clang writes for HLSL's
//! equivalents: a table of (instruction, rule), and the few expansions into plain
//! arithmetic where neither LLVM nor `llvm.dx.*` has the operation.

use crate::translate::Emitter;
use dxil_ir::{BinOp, Type, Value};
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
            let d = if scalar == ret {
                e.bin(BinOp::FMul, n, i)
            } else {
                e.intrinsic("llvm.dx.fdot", &[ret], scalar, &[n, i])
            };
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
