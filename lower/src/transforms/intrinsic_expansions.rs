//! The expansions of `dxil-intrinsic-expansion` (which op lowering runs first too):
//! intrinsics that no single DXIL operation implements become sequences of simpler instructions and intrinsics, as LLVM's
//! DXILIntrinsicExpansion does: `lerp`, `normalize`, `length`, `distance`, `cross`,
//! `step`, `sign`, `degrees`/`radians`, `any`/`all`, the clamps, `pow`, `exp`,
//! `log`/`log10`, `atan2`, float and integer dot products, 16-bit `isinf`/`isnan`
//! before DXIL 1.9, integer `abs`, 64-bit typed buffer loads and stores (as pairs of
//! 32-bit values), and LLVM's generic families: the integer ones of
//! [`crate::transforms::integer_intrinsics`] (saturating, with-overflow, funnel shifts, `ctlz`/
//! `cttz`, `bswap`), the floating-point ones of [`crate::transforms::float_intrinsics`]
//! (`copysign`, `is.fpclass`, `minimum`/`maximum`(`num`), `round`) and every
//! `vector.reduce.*` ([`crate::transforms::vector_reductions`]).
//!
//! Vector operands stay vectors here; the scalarizer splits them afterwards.

use crate::analysis::value_names::LocalNames;
use crate::error::LowerError;
use crate::pass_manager::PassContext;
use crate::rewrite::rewrite_calls;
use crate::rewrite::FuncCursor;
use dxil_analysis::intrinsics::longest_base;
use dxil_ir::{
    BinOp, CastOp, FloatKind, FloatPredicate, Inst, InstKind, IntPredicate, Module, Site, Type,
    TypeData, Value,
};

/// What the expansions depend on besides the call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExpansionTarget {
    /// Whether 16-bit `isinf`/`isnan` have an operation of their own (DXIL 1.9).
    pub dxil_1_9: bool,
    /// Whether to compute what DXC computes where LLVM's expansion differs (a scalar
    /// `normalize` is its sign; LLVM's `x / x` is 1 for negative `x`).
    pub dxc_semantics: bool,
}

impl ExpansionTarget {
    /// The target of lowering `m` with `cx`.
    pub fn of(m: &Module, cx: &PassContext) -> Self {
        ExpansionTarget {
            dxil_1_9: has_16_bit_is_special_float(m, cx),
            dxc_semantics: cx.dxc_semantics,
        }
    }
}

/// Whether the DXIL version lowered for (from `-mtriple` or the module's triple) is
/// 1.9 or later, whose `IsSpecialFloat` takes `half`.
pub fn has_16_bit_is_special_float(m: &Module, cx: &PassContext) -> bool {
    let sm = dxil_analysis::shader_flags::module_shader_model(m, &cx.target());
    dxil_analysis::shader_flags::dxil_version_of(m, sm) >= (1, 9)
}

/// The intrinsics this pass expands (bases of overloaded names).
const EXPANDED: &[&str] = &[
    "llvm.abs",
    "llvm.atan2",
    "llvm.exp",
    "llvm.log",
    "llvm.log10",
    "llvm.pow",
    "llvm.powi",
    "llvm.ldexp",
    "llvm.assume",
    "llvm.dx.all",
    "llvm.dx.any",
    "llvm.dx.cross",
    "llvm.dx.uclamp",
    "llvm.dx.sclamp",
    "llvm.dx.nclamp",
    "llvm.dx.degrees",
    "llvm.dx.radians",
    "llvm.dx.isinf",
    "llvm.dx.isnan",
    "llvm.dx.lerp",
    "llvm.dx.normalize",
    "llvm.dx.length",
    "llvm.dx.distance",
    "llvm.dx.fdot",
    "llvm.dx.sdot",
    "llvm.dx.udot",
    "llvm.dx.sign",
    "llvm.dx.step",
    "llvm.dx.resource.load.typedbuffer",
    "llvm.dx.resource.store.typedbuffer",
];

/// Every intrinsic base this pass expands: [`EXPANDED`] and the families of
/// [`crate::transforms::integer_intrinsics`], [`crate::transforms::float_intrinsics`] and
/// [`crate::transforms::vector_reductions`].
fn expanded_bases() -> &'static [&'static str] {
    static ALL: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let families = [
            EXPANDED,
            crate::transforms::integer_intrinsics::NAMES,
            crate::transforms::integer_intrinsics::OVERFLOW_NAMES,
            crate::transforms::float_intrinsics::NAMES,
        ];
        let mut all: Vec<&'static str> = families.into_iter().flatten().copied().collect();
        all.extend(crate::transforms::vector_reductions::bases());
        all
    })
}

/// The expansion of `name`, unless an op-lowering rule names a longer base of it
/// (`llvm.dx.all.memory.barrier` is a barrier, not an overload of `llvm.dx.all`).
fn expanded_base(name: &str) -> Option<&'static str> {
    let base = longest_base(name, expanded_bases(), |b| b).copied()?;
    let rule = crate::analysis::intrinsic_op_rules::rule_base(name);
    match rule {
        Some(r) if r.len() > base.len() => None,
        _ => Some(base),
    }
}

/// Expands every call of an intrinsic in `EXPANDED` for `target`.
pub fn expand_intrinsics(m: &mut Module, target: ExpansionTarget) -> Result<(), LowerError> {
    expand_intrinsics_where(m, target, |_| true)
}

/// Expands the calls of the intrinsics in `EXPANDED` whose base `wanted` accepts,
/// then removes the symbols nothing uses.
pub fn expand_intrinsics_where(
    m: &mut Module,
    target: ExpansionTarget,
    wanted: impl Fn(&str) -> bool,
) -> Result<(), LowerError> {
    expand_calls_where(m, target, wanted)?;
    crate::transforms::unused_symbols::remove_unused_symbols(m);
    Ok(())
}

/// [`expand_intrinsics_where`], leaving unused symbols in place; returns whether it
/// expanded any call.
pub fn expand_calls_where(
    m: &mut Module,
    target: ExpansionTarget,
    wanted: impl Fn(&str) -> bool,
) -> Result<bool, LowerError> {
    let select = |name: &str| expanded_base(name).filter(|b| wanted(b));
    // The names of the function being rewritten (the calls come function by function).
    let mut names: Option<(dxil_ir::FuncId, LocalNames)> = None;
    let mut expanded = false;
    rewrite_calls(m, select, |cur, inst, base| {
        expanded = true;
        if names.as_ref().map(|(f, _)| *f) != Some(cur.func) {
            names = Some((cur.func, LocalNames::of_function(cur.m, cur.func)));
        }
        match names.as_mut() {
            Some((_, n)) => expand_call(cur, n, inst, base, target),
            None => Ok(()),
        }
    })?;
    Ok(expanded)
}

fn vec_len(m: &Module, t: Type) -> Option<u32> {
    match m.types.get(t) {
        TypeData::Vector { len, .. } => Some(*len),
        _ => None,
    }
}

fn is_float(m: &Module, t: Type) -> bool {
    matches!(m.types.get(m.types.scalar_of(t)), TypeData::Float(_))
}

fn invalid(msg: impl Into<String>, site: Site) -> LowerError {
    LowerError::Invalid {
        msg: msg.into(),
        site: Some(site),
    }
}

fn expand_call(
    cur: &mut FuncCursor,
    names: &mut LocalNames,
    inst: Inst,
    base: &str,
    target: ExpansionTarget,
) -> Result<(), LowerError> {
    let site = Site::Inst(cur.func, inst);
    let (ret, args) = match &cur.body.insts[inst].kind {
        InstKind::Call { args, .. } => (cur.body.insts[inst].ty, args.clone()),
        _ => return Ok(()),
    };
    let arg = |i: usize| dxil_analysis::intrinsics::operand(base, &args, i, site);
    cur.before(inst);
    let fmf = cur.body.insts[inst].fmf;
    let new: Option<Value> = match base {
        "llvm.assume" => None,
        "llvm.abs" => {
            let x = arg(0)?;
            let zero = cur.int_splat(ret, 0);
            let neg = cur.binary(BinOp::Sub, zero, x);
            Some(cur.call_intrinsic("llvm.smax", &[ret], ret, vec![x, neg]))
        }
        "llvm.dx.all" | "llvm.dx.any" => Some(any_all(cur, arg(0)?, base == "llvm.dx.any")),
        "llvm.dx.fdot" => Some(float_dot(cur, arg(0)?, arg(1)?, site)?),
        "llvm.dx.sdot" | "llvm.dx.udot" => {
            let (a, b) = (arg(0)?, arg(1)?);
            let at = cur.ty(a);
            let len = vec_len(cur.m, at).unwrap_or(1);
            let mad = if base == "llvm.dx.sdot" {
                "llvm.dx.imad"
            } else {
                "llvm.dx.umad"
            };
            let a0 = cur.extract_element(a, 0);
            let b0 = cur.extract_element(b, 0);
            let mut acc = cur.binary(BinOp::Mul, a0, b0);
            for i in 1..len {
                let ai = cur.extract_element(a, i);
                let bi = cur.extract_element(b, i);
                acc = cur.call_intrinsic(mad, &[ret], ret, vec![ai, bi, acc]);
            }
            Some(acc)
        }
        "llvm.dx.sign" => {
            let x = arg(0)?;
            let xt = cur.ty(x);
            let zero = if is_float(cur.m, xt) {
                cur.float_splat(xt, 0.0)
            } else {
                cur.int_splat(xt, 0)
            };
            let (gt, lt) = if is_float(cur.m, xt) {
                (
                    cur.fcmp(FloatPredicate::Olt, zero, x),
                    cur.fcmp(FloatPredicate::Olt, x, zero),
                )
            } else {
                (
                    cur.icmp(IntPredicate::Slt, zero, x),
                    cur.icmp(IntPredicate::Slt, x, zero),
                )
            };
            let zg = cur.cast(CastOp::ZExt, gt, ret);
            let zl = cur.cast(CastOp::ZExt, lt, ret);
            Some(cur.binary(BinOp::Sub, zg, zl))
        }
        "llvm.dx.step" => {
            let (edge, x) = (arg(0)?, arg(1)?);
            let c = cur.fcmp(FloatPredicate::Olt, x, edge);
            let zero = cur.float_splat(ret, 0.0);
            let one = cur.float_splat(ret, 1.0);
            Some(cur.select(c, zero, one))
        }
        "llvm.dx.lerp" => {
            let (x, y, s) = (arg(0)?, arg(1)?, arg(2)?);
            let delta = cur.binary(BinOp::FSub, y, x);
            let scaled = cur.binary(BinOp::FMul, s, delta);
            Some(cur.binary(BinOp::FAdd, x, scaled))
        }
        "llvm.dx.degrees" | "llvm.dx.radians" => {
            let factor = if base == "llvm.dx.degrees" {
                180.0 / std::f64::consts::PI
            } else {
                std::f64::consts::PI / 180.0
            };
            let c = cur.float_splat(ret, factor);
            Some(cur.binary(BinOp::FMul, arg(0)?, c))
        }
        "llvm.dx.normalize" => {
            let x = arg(0)?;
            match vec_len(cur.m, ret) {
                // LLVM's expansion (followed by `opt` and `llc`).
                None if !target.dxc_semantics => Some(cur.binary(BinOp::FDiv, x, x)),
                // HLSL's normalize of a scalar is its sign (DXC: x * rsqrt(x * x));
                // LLVM's x / x makes it 1 for negative x too.
                None => {
                    let sq = cur.binary(BinOp::FMul, x, x);
                    let r = crate::transforms::float_intrinsics::square_root(cur, sq, ret, true);
                    Some(cur.binary(BinOp::FMul, x, r))
                }
                Some(_) => {
                    let dot = float_dot(cur, x, x, site)?;
                    let scalar = cur.ty(dot);
                    let r =
                        crate::transforms::float_intrinsics::square_root(cur, dot, scalar, true);
                    let splat = splat_value(cur, names, ret, r);
                    Some(cur.binary(BinOp::FMul, x, splat))
                }
            }
        }
        "llvm.dx.length" => Some(length(cur, arg(0)?, ret)),
        "llvm.dx.distance" => {
            let d = cur.binary(BinOp::FSub, arg(0)?, arg(1)?);
            Some(length(cur, d, ret))
        }
        "llvm.dx.cross" => {
            let (a, b) = (arg(0)?, arg(1)?);
            if vec_len(cur.m, ret) != Some(3) {
                return Err(invalid("cross needs vectors of 3 elements", site));
            }
            // Named as LLVM's expansion names them: the lanes `%x0`..`%y2`, each
            // difference after the call.
            let call_name: Box<str> = cur.body.insts[inst]
                .name
                .as_deref()
                .unwrap_or_default()
                .into();
            let mut lanes_of = |v: Value, prefix: &str| -> Vec<Value> {
                (0..3)
                    .map(|i| {
                        let e = cur.extract_element(v, i);
                        names.name_value(&mut cur.body, e, &format!("{prefix}{i}"));
                        e
                    })
                    .collect()
            };
            let av = lanes_of(a, "x");
            let bv = lanes_of(b, "y");
            let mut lanes = Vec::new();
            for (i, j) in [(1, 2), (2, 0), (0, 1)] {
                let p = cur.binary(BinOp::FMul, av[i], bv[j]);
                let q = cur.binary(BinOp::FMul, av[j], bv[i]);
                let d = cur.binary(BinOp::FSub, p, q);
                names.name_value(&mut cur.body, d, &call_name);
                lanes.push(d);
            }
            let mut cross = cur.m.consts.undef(ret);
            for (lane, d) in lanes.into_iter().enumerate() {
                cross = cur.insert_element(cross, d, lane as u32);
            }
            Some(cross)
        }
        "llvm.dx.uclamp" | "llvm.dx.sclamp" | "llvm.dx.nclamp" => {
            let (max, min) = match base {
                "llvm.dx.uclamp" => ("llvm.umax", "llvm.umin"),
                "llvm.dx.sclamp" => ("llvm.smax", "llvm.smin"),
                _ => ("llvm.maxnum", "llvm.minnum"),
            };
            let hi = cur.call_intrinsic(max, &[ret], ret, vec![arg(0)?, arg(1)?]);
            Some(cur.call_intrinsic(min, &[ret], ret, vec![hi, arg(2)?]))
        }
        "llvm.pow" | "llvm.powi" => {
            let x = arg(0)?;
            let mut y = arg(1)?;
            if base == "llvm.powi" {
                y = cur.cast(CastOp::SIToFP, y, ret);
            }
            let l = cur.call_intrinsic("llvm.log2", &[ret], ret, vec![x]);
            let p = cur.binary(BinOp::FMul, l, y);
            Some(cur.call_intrinsic("llvm.exp2", &[ret], ret, vec![p]))
        }
        "llvm.exp" => {
            let c = cur.float_splat(ret, std::f64::consts::LOG2_E);
            let p = cur.binary(BinOp::FMul, c, arg(0)?);
            Some(cur.call_intrinsic("llvm.exp2", &[ret], ret, vec![p]))
        }
        "llvm.log" | "llvm.log10" => {
            let factor = if base == "llvm.log" {
                std::f32::consts::LN_2
            } else {
                std::f32::consts::LN_2 / std::f32::consts::LN_10
            };
            let c = cur.float_splat(ret, f64::from(factor));
            let l = cur.call_intrinsic("llvm.log2", &[ret], ret, vec![arg(0)?]);
            Some(cur.binary(BinOp::FMul, c, l))
        }
        "llvm.atan2" => Some(atan2(cur, arg(0)?, arg(1)?, ret)),
        b if crate::transforms::integer_intrinsics::OVERFLOW_NAMES.contains(&b) => {
            return crate::transforms::integer_intrinsics::expand_overflow_arithmetic(
                cur,
                inst,
                base,
                arg(0)?,
                arg(1)?,
            )
        }
        "llvm.ldexp" => {
            // x * 2^n, as DXC computes ldexp.
            let (x, n) = (arg(0)?, arg(1)?);
            let nf = cur.cast(CastOp::SIToFP, n, ret);
            let p = cur.call_intrinsic("llvm.exp2", &[ret], ret, vec![nf]);
            Some(cur.binary(BinOp::FMul, x, p))
        }
        "llvm.dx.isinf" | "llvm.dx.isnan" => {
            let x = arg(0)?;
            let xt = cur.ty(x);
            let half = matches!(
                cur.m.types.get(cur.m.types.scalar_of(xt)),
                TypeData::Float(FloatKind::Half)
            );
            if target.dxil_1_9 || !half {
                return Ok(());
            }
            Some(half_class(cur, x, base == "llvm.dx.isinf"))
        }
        "llvm.dx.resource.load.typedbuffer" => return expand_wide_load(cur, inst, ret, &args),
        "llvm.dx.resource.store.typedbuffer" => return expand_wide_store(cur, inst, &args),
        _ => {
            let expanded =
                match crate::transforms::integer_intrinsics::expand(cur, base, &args, ret, site)? {
                    Some(v) => Some(v),
                    None => match crate::transforms::float_intrinsics::expand(
                        cur, base, &args, ret, site,
                    )? {
                        Some(v) => Some(v),
                        None => {
                            crate::transforms::vector_reductions::expand(cur, base, &args, site)?
                        }
                    },
                };
            match expanded {
                Some(v) => Some(v),
                None => return Ok(()),
            }
        }
    };
    if let Some(v) = new {
        if let Value::Inst(ni) = v {
            if cur.body.insts[ni].fmf.is_empty() && is_float(cur.m, ret) {
                cur.body.insts[ni].fmf = fmf;
            }
        }
        cur.replace_uses(Value::Inst(inst), v);
    }
    cur.erase(inst);
    Ok(())
}

/// `%.splatinsert = insertelement poison, s, 0` + `%.splat = shufflevector ...,
/// zeroinitializer`: `s` in every lane of vector type `ty`, named as LLVM's
/// `CreateVectorSplat` names them.
fn splat_value(cur: &mut FuncCursor, names: &mut LocalNames, ty: Type, s: Value) -> Value {
    let undef = cur.m.consts.poison(ty);
    let first = cur.insert_element(undef, s, 0);
    names.name_value(&mut cur.body, first, ".splatinsert");
    let len = vec_len(cur.m, ty).unwrap_or(1);
    let splat = cur.insert(
        ty,
        InstKind::ShuffleVector {
            a: first,
            b: undef,
            mask: vec![0; len as usize],
        },
    );
    names.name_value(&mut cur.body, splat, ".splat");
    splat
}

fn any_all(cur: &mut FuncCursor, x: Value, any: bool) -> Value {
    let xt = cur.ty(x);
    let cond = if is_float(cur.m, xt) {
        let zero = cur.float_splat(xt, 0.0);
        cur.fcmp(FloatPredicate::Une, x, zero)
    } else {
        let zero = cur.int_splat(xt, 0);
        cur.icmp(IntPredicate::Ne, x, zero)
    };
    let Some(len) = vec_len(cur.m, xt) else {
        return cond;
    };
    let mut acc = cur.extract_element(cond, 0);
    for i in 1..len {
        let e = cur.extract_element(cond, i);
        acc = cur.binary(if any { BinOp::Or } else { BinOp::And }, acc, e);
    }
    acc
}

fn float_dot(cur: &mut FuncCursor, a: Value, b: Value, site: Site) -> Result<Value, LowerError> {
    let at = cur.ty(a);
    let scalar = cur.m.types.scalar_of(at);
    let Some(len) = vec_len(cur.m, at) else {
        return Ok(cur.binary(BinOp::FMul, a, b));
    };
    let name = match len {
        2 => "llvm.dx.dot2",
        3 => "llvm.dx.dot3",
        4 => "llvm.dx.dot4",
        _ => {
            return Err(invalid(
                "Invalid dot product input vector: length is outside 2-4",
                site,
            ))
        }
    };
    let mut ops: Vec<Value> = (0..len).map(|i| cur.extract_element(a, i)).collect();
    ops.extend(
        (0..len)
            .map(|i| cur.extract_element(b, i))
            .collect::<Vec<_>>(),
    );
    // DXIL's Dot2/3/4 take no doubles: products summed in order.
    if matches!(cur.m.types.get(scalar), TypeData::Float(FloatKind::Double)) {
        let n = len as usize;
        let mut sum = cur.binary(BinOp::FMul, ops[0], ops[n]);
        for i in 1..n {
            let p = cur.binary(BinOp::FMul, ops[i], ops[n + i]);
            sum = cur.binary(BinOp::FAdd, sum, p);
        }
        return Ok(sum);
    }
    Ok(cur.call_intrinsic(name, &[scalar], scalar, ops))
}

/// `length(x)`: `fabs` of a scalar; of a vector, the square root of the sum of its
/// squared lanes.
fn length(cur: &mut FuncCursor, x: Value, ret: Type) -> Value {
    let xt = cur.ty(x);
    if vec_len(cur.m, xt).is_none() {
        return cur.call_intrinsic("llvm.fabs", &[ret], ret, vec![x]);
    }
    // The sum of the squared lanes, lane by lane, as LLVM's expansion writes it.
    let len = vec_len(cur.m, xt).unwrap_or(1);
    let first = cur.extract_element(x, 0);
    let mut sum = cur.binary(BinOp::FMul, first, first);
    for i in 1..len {
        let e = cur.extract_element(x, i);
        let sq = cur.binary(BinOp::FMul, e, e);
        sum = cur.binary(BinOp::FAdd, sum, sq);
    }
    crate::transforms::float_intrinsics::square_root(cur, sum, ret, false)
}

fn atan2(cur: &mut FuncCursor, y: Value, x: Value, ty: Type) -> Value {
    use std::f64::consts::PI;
    let tan = cur.binary(BinOp::FDiv, y, x);
    let atan = cur.call_intrinsic("llvm.atan", &[ty], ty, vec![tan]);
    let pi = cur.float_splat(ty, PI);
    let half_pi = cur.float_splat(ty, PI / 2.0);
    let neg_half_pi = cur.float_splat(ty, -PI / 2.0);
    let zero = cur.float_splat(ty, 0.0);
    let add_pi = cur.binary(BinOp::FAdd, atan, pi);
    let sub_pi = cur.binary(BinOp::FSub, atan, pi);
    let x_lt0 = cur.fcmp(FloatPredicate::Olt, x, zero);
    let x_eq0 = cur.fcmp(FloatPredicate::Oeq, x, zero);
    let y_ge0 = cur.fcmp(FloatPredicate::Oge, y, zero);
    let y_lt0 = cur.fcmp(FloatPredicate::Olt, y, zero);
    let c1 = cur.binary(BinOp::And, x_lt0, y_ge0);
    let r1 = cur.select(c1, add_pi, atan);
    let c2 = cur.binary(BinOp::And, x_lt0, y_lt0);
    let r2 = cur.select(c2, sub_pi, r1);
    let c3 = cur.binary(BinOp::And, x_eq0, y_lt0);
    let r3 = cur.select(c3, neg_half_pi, r2);
    let c4 = cur.binary(BinOp::And, x_eq0, y_ge0);
    cur.select(c4, half_pi, r3)
}

/// `isinf`/`isnan` of `half` values by their bits (DXIL before 1.9 has no 16-bit
/// `IsSpecialFloat`).
fn half_class(cur: &mut FuncCursor, x: Value, inf: bool) -> Value {
    let xt = cur.ty(x);
    let i16t = cur.m.types.int(16);
    let it = match vec_len(cur.m, xt) {
        Some(n) => cur.m.types.vector(i16t, n),
        None => i16t,
    };
    let bits = cur.cast(CastOp::BitCast, x, it);
    if inf {
        let pos = cur.int_splat(it, 0x7c00);
        let neg = cur.int_splat(it, 0xfc00u16 as i16 as i64);
        let a = cur.icmp(IntPredicate::Eq, bits, pos);
        let b = cur.icmp(IntPredicate::Eq, bits, neg);
        cur.binary(BinOp::Or, a, b)
    } else {
        let exp_mask = cur.int_splat(it, 0x7c00);
        let sig_mask = cur.int_splat(it, 0x3ff);
        let zero = cur.int_splat(it, 0);
        let e = cur.binary(BinOp::And, bits, exp_mask);
        let a = cur.icmp(IntPredicate::Eq, e, exp_mask);
        let s = cur.binary(BinOp::And, bits, sig_mask);
        let b = cur.icmp(IntPredicate::Ne, s, zero);
        cur.binary(BinOp::And, a, b)
    }
}

/// Whether `t` (a scalar or vector) has 64-bit elements: `double` or `i64`.
fn is_wide(m: &Module, t: Type) -> Option<bool> {
    match m.types.get(m.types.scalar_of(t)) {
        TypeData::Float(FloatKind::Double) => Some(true),
        TypeData::Int(64) => Some(false),
        _ => None,
    }
}

/// A typed buffer load of doubles or `i64`s becomes a load of twice as many `i32`s,
/// recombined with `asdouble` or shifts.
fn expand_wide_load(
    cur: &mut FuncCursor,
    inst: Inst,
    ret: Type,
    args: &[Value],
) -> Result<(), LowerError> {
    let Some((fields, _)) = cur.m.types.struct_fields(ret).map(|(f, p)| (f.to_vec(), p)) else {
        return Ok(());
    };
    let Some(&elem_ty) = fields.first() else {
        return Ok(());
    };
    let Some(is_double) = is_wide(cur.m, elem_ty) else {
        return Ok(());
    };
    let n = vec_len(cur.m, elem_ty).unwrap_or(1);
    let i32t = cur.m.types.int(32);
    let i64t = cur.m.types.int(64);
    let f64t = cur.m.types.float(FloatKind::Double);
    let i1t = cur.m.types.int(1);
    let wide_vec = cur.m.types.vector(i32t, 2 * n);
    let load_ty = cur.m.types.structure(vec![wide_vec, i1t], false);
    let handle_ty = cur.ty(args[0]);
    let load = cur.call_intrinsic(
        "llvm.dx.resource.load.typedbuffer",
        &[wide_vec, handle_ty],
        load_ty,
        args.to_vec(),
    );
    let words = cur.extract_value(load, 0);
    let mut lanes = Vec::new();
    for i in 0..n {
        let lo = cur.extract_element(words, 2 * i);
        let hi = cur.extract_element(words, 2 * i + 1);
        lanes.push(if is_double {
            cur.call_intrinsic("llvm.dx.asdouble", &[f64t], f64t, vec![lo, hi])
        } else {
            let lo = cur.cast(CastOp::ZExt, lo, i64t);
            let hi = cur.cast(CastOp::ZExt, hi, i64t);
            let sh = dxil_ir::edit::const_int(cur.m, 64, 32);
            let hi = cur.binary(BinOp::Shl, hi, sh);
            cur.binary(BinOp::Or, lo, hi)
        });
    }
    let value = if vec_len(cur.m, elem_ty).is_some() {
        cur.build_vector(elem_ty, &lanes)
    } else {
        lanes[0]
    };
    let status = cur.extract_value(load, 1);
    let mut agg = cur.m.consts.poison(ret);
    for (i, v) in [value, status].into_iter().enumerate() {
        agg = cur.insert(
            ret,
            InstKind::InsertValue {
                agg,
                val: v,
                indices: vec![i as u32],
            },
        );
    }
    cur.replace_uses(Value::Inst(inst), agg);
    cur.erase(inst);
    Ok(())
}

/// A typed buffer store of doubles or `i64`s becomes a store of their 32-bit halves.
fn expand_wide_store(cur: &mut FuncCursor, inst: Inst, args: &[Value]) -> Result<(), LowerError> {
    let Some(&val) = args.get(2) else {
        return Ok(());
    };
    let vt = cur.ty(val);
    let Some(is_double) = is_wide(cur.m, vt) else {
        return Ok(());
    };
    let n = vec_len(cur.m, vt).unwrap_or(1);
    let i32t = cur.m.types.int(32);
    let split_ty = cur.m.types.structure(vec![i32t, i32t], false);
    let mut words = Vec::new();
    for i in 0..n {
        let e = if vec_len(cur.m, vt).is_some() {
            cur.extract_element(val, i)
        } else {
            val
        };
        if is_double {
            let s = cur.call_intrinsic("llvm.dx.splitdouble", &[i32t], split_ty, vec![e]);
            words.push(cur.extract_value(s, 0));
            words.push(cur.extract_value(s, 1));
        } else {
            let lo = cur.cast(CastOp::Trunc, e, i32t);
            let sh = dxil_ir::edit::const_int(cur.m, 64, 32);
            let shifted = cur.binary(BinOp::LShr, e, sh);
            words.push(lo);
            words.push(cur.cast(CastOp::Trunc, shifted, i32t));
        }
    }
    let wide_vec = cur.m.types.vector(i32t, 2 * n);
    let v = cur.build_vector(wide_vec, &words);
    let handle_ty = cur.ty(args[0]);
    let void = cur.m.types.void();
    cur.call_intrinsic(
        "llvm.dx.resource.store.typedbuffer",
        &[handle_ty, wide_vec],
        void,
        vec![args[0], args[1], v],
    );
    cur.erase(inst);
    Ok(())
}
