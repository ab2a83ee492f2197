//! Narrow integer arithmetic (`i8`, and the odd widths such as `i4` clang's optimizer
//! makes) computed in `i32`. DXIL has integers of 1, 16, 32 and 64 bits, and `i8` only
//! as an immediate operand of a DXIL operation (DXIL.rst; DXC never leaves an `i8`
//! value), but clang's optimizer narrows values, most often a `switch` on `x & 255`
//! written as `switch i8 (trunc x)`. LLVM's DXILLegalize replaces such chains by their
//! wide source; here every narrow `iN` value is carried as its zero extension to `i32`
//! (the high `32 - N` bits are zero), so that its meaning is kept whatever the wide
//! source held:
//!
//! - `trunc X to iN` is `and X, 2^N - 1` (X first truncated or extended to `i32`), and
//!   `zext` / `sext` of a narrower value (`i1`) its extension to `i32`, masked;
//! - `add`, `sub`, `mul` and `shl` are masked after the wide operation;
//!   `and`, `or`, `xor`, `lshr`, `udiv` and `urem` stay in range as they are; `ashr`,
//!   `sdiv` and `srem` work on sign-extended operands and are masked;
//! - an unsigned or equality `icmp`, a `switch` (its cases widened) and a `select`
//!   work on the zero extensions, a signed `icmp` on the sign extensions;
//! - `zext` from `iN` is the carried value, `sext` its sign extension (`shl`, `ashr`
//!   by `32 - N`), each truncated or extended to the result type.
//!
//! A narrow value made otherwise (loaded, passed, a phi) is left as it is, and the
//! lowering's final check reports it.

use crate::rewrite::{replace_uses_in_body, value_type};
use dxil_ir::edit::const_int;
use dxil_ir::{BinOp, Body, CastOp, InstKind, IntPredicate, Module, Type, Value, WrapFlags};
use rustc_hash::FxHashMap;

/// Whether integers of `bits` bits are carried in `i32` (widths DXIL lacks, and `i8`).
pub fn is_narrow(bits: u32) -> bool {
    bits > 1 && bits < 32 && bits != 16
}

/// Carries the narrow integer values of `body` in `i32`, one width at a time (see the
/// module docs). `params` are the function's parameter types. Returns whether
/// anything changed (the narrow instructions replaced are left dead).
pub fn promote_narrow_values(m: &mut Module, body: &mut Body, params: &[Type]) -> bool {
    let mut widths: Vec<u32> = body
        .placed_insts()
        .filter_map(|(_, i)| m.types.int_bits(body.insts[i].ty))
        .filter(|b| is_narrow(*b))
        .collect();
    widths.sort_unstable();
    widths.dedup();
    let mut changed = false;
    for bits in widths {
        changed |= promote_width(m, body, params, bits);
    }
    changed
}

/// [`promote_narrow_values`] for the values of `bits` bits.
fn promote_width(m: &mut Module, body: &mut Body, params: &[Type], bits: u32) -> bool {
    let i8t = m.types.int(bits);
    let mut p = Promotion {
        i8t,
        bits,
        i32t: m.types.int(32),
        wide: FxHashMap::default(),
        replace: FxHashMap::default(),
        changed: false,
    };
    for b in body.layout.clone() {
        let insts = std::mem::take(&mut body.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len());
        for i in insts {
            let reads_i8 = !p.wide.is_empty() && {
                let mut any = false;
                body.insts[i]
                    .kind
                    .for_each_operand(|v| any |= p.wide.contains_key(&v));
                any
            };
            if body.insts[i].ty == i8t || reads_i8 || is_i8_switch(m, body, i, i8t) {
                p.rewrite(m, body, params, i, &mut out);
            }
            out.push(i);
        }
        body.blocks[b].insts = out;
    }
    replace_uses_in_body(body, &p.replace);
    p.changed || !p.wide.is_empty() || !p.replace.is_empty()
}

/// Whether `i` is a `switch` on a narrow constant or argument (widened too).
fn is_i8_switch(m: &Module, body: &Body, i: dxil_ir::Inst, i8t: Type) -> bool {
    matches!(&body.insts[i].kind, InstKind::Switch { cases, .. }
        if cases.first().is_some_and(|(c, _)| c.as_const().is_some_and(|c| m.consts.get(c).ty() == i8t)))
}

/// The state of one body's promotion of one width.
struct Promotion {
    /// The narrow type.
    i8t: Type,
    /// Its width.
    bits: u32,
    i32t: Type,
    /// Each promoted narrow value's zero extension to `i32`.
    wide: FxHashMap<Value, Value>,
    /// Results that become another value (a `zext` of a promoted value).
    replace: FxHashMap<Value, Value>,
    changed: bool,
}

impl Promotion {
    /// The zero extension of `v` (a narrow value) to `i32`, if it is known.
    fn widened(&self, m: &mut Module, v: Value) -> Option<Value> {
        if let Some(w) = self.wide.get(&v) {
            return Some(*w);
        }
        let c = m.const_int(v)?;
        Some(const_int(m, 32, (c & ((1i128 << self.bits) - 1)) as i64))
    }

    /// Rewrites `i` (a narrow result or a reader of one), placing new instructions in
    /// `out` before it.
    fn rewrite(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        params: &[Type],
        i: dxil_ir::Inst,
        out: &mut Vec<dxil_ir::Inst>,
    ) {
        let (i32t, i8t, bits) = (self.i32t, self.i8t, self.bits);
        let ty = body.insts[i].ty;
        let mut emit = |body: &mut Body, ty: Type, kind: InstKind| {
            let n = body.make_inst(ty, kind);
            out.push(n);
            Value::Inst(n)
        };
        let bin = |op: BinOp, lhs: Value, rhs: Value| InstKind::Binary {
            op,
            flags: WrapFlags::default(),
            lhs,
            rhs,
        };
        let cast = |op: CastOp, val: Value| InstKind::Cast {
            op,
            flags: WrapFlags::default(),
            val,
        };
        let c255 = const_int(m, 32, (1i64 << bits) - 1);
        let c24 = const_int(m, 32, i64::from(32 - bits));
        // The sign extension of a carried value, in i32 (folded for a constant).
        let sext8 = |m: &mut Module,
                     body: &mut Body,
                     emit: &mut dyn FnMut(&mut Body, Type, InstKind) -> Value,
                     w: Value| {
            if let Some(c) = m.const_int(w) {
                let shift = 128 - bits;
                return const_int(m, 32, ((c << shift) >> shift) as i64);
            }
            let s = emit(body, i32t, bin(BinOp::Shl, w, c24));
            emit(body, i32t, bin(BinOp::AShr, s, c24))
        };
        // `w` (an i32) made type `to`.
        let resize = |m: &Module,
                      body: &mut Body,
                      emit: &mut dyn FnMut(&mut Body, Type, InstKind) -> Value,
                      w: Value,
                      to: Type,
                      signed: bool| {
            match m.types.int_bits(to) {
                Some(32) => w,
                Some(b) if b > 32 => emit(
                    body,
                    to,
                    cast(if signed { CastOp::SExt } else { CastOp::ZExt }, w),
                ),
                _ => emit(body, to, cast(CastOp::Trunc, w)),
            }
        };
        let kind = body.insts[i].kind.clone();
        match kind {
            InstKind::Cast {
                op: CastOp::Trunc,
                val,
                ..
            } if ty == i8t => {
                let src_ty = value_type(m, body, params, val);
                let src = match m.types.int_bits(src_ty) {
                    Some(32) => val,
                    Some(b) if b > 32 => emit(body, i32t, cast(CastOp::Trunc, val)),
                    _ => emit(body, i32t, cast(CastOp::ZExt, val)),
                };
                let w = emit(body, i32t, bin(BinOp::And, src, c255));
                self.wide.insert(Value::Inst(i), w);
            }
            InstKind::Cast {
                op: op @ (CastOp::ZExt | CastOp::SExt),
                val,
                ..
            } if ty == i8t && !self.wide.contains_key(&val) => {
                // From a narrower type (`i1`): extended to i32, a sign extension masked.
                let w = emit(body, i32t, cast(op, val));
                let w = if op == CastOp::SExt {
                    emit(body, i32t, bin(BinOp::And, w, c255))
                } else {
                    w
                };
                self.wide.insert(Value::Inst(i), w);
            }
            InstKind::Binary { op, lhs, rhs, .. } if ty == i8t => {
                let (Some(l), Some(r)) = (self.widened(m, lhs), self.widened(m, rhs)) else {
                    return;
                };
                let w = match op {
                    BinOp::And
                    | BinOp::Or
                    | BinOp::Xor
                    | BinOp::LShr
                    | BinOp::UDiv
                    | BinOp::URem => emit(body, i32t, bin(op, l, r)),
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => {
                        let t = emit(body, i32t, bin(op, l, r));
                        emit(body, i32t, bin(BinOp::And, t, c255))
                    }
                    BinOp::AShr | BinOp::SDiv | BinOp::SRem => {
                        let ls = sext8(m, body, &mut emit, l);
                        let rs = if op == BinOp::AShr {
                            r
                        } else {
                            sext8(m, body, &mut emit, r)
                        };
                        let t = emit(body, i32t, bin(op, ls, rs));
                        emit(body, i32t, bin(BinOp::And, t, c255))
                    }
                    _ => return,
                };
                self.wide.insert(Value::Inst(i), w);
            }
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } if ty == i8t => {
                let (Some(t), Some(e)) = (self.widened(m, then_val), self.widened(m, else_val))
                else {
                    return;
                };
                let w = emit(
                    body,
                    i32t,
                    InstKind::Select {
                        cond,
                        then_val: t,
                        else_val: e,
                    },
                );
                self.wide.insert(Value::Inst(i), w);
            }
            InstKind::ICmp { pred, lhs, rhs, .. } if value_type(m, body, params, lhs) == i8t => {
                let (Some(mut l), Some(mut r)) = (self.widened(m, lhs), self.widened(m, rhs))
                else {
                    return;
                };
                if matches!(
                    pred,
                    IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
                ) {
                    l = sext8(m, body, &mut emit, l);
                    r = sext8(m, body, &mut emit, r);
                }
                if let InstKind::ICmp { lhs, rhs, .. } = &mut body.insts[i].kind {
                    (*lhs, *rhs) = (l, r);
                }
                self.changed = true;
            }
            InstKind::Switch { val, .. } => {
                let Some(w) = self.widened(m, val) else {
                    return;
                };
                let InstKind::Switch { cases, .. } = &body.insts[i].kind else {
                    return;
                };
                let mut wide_cases = Vec::with_capacity(cases.len());
                for &(c, dest) in cases {
                    let Some(wc) = self.widened(m, c) else {
                        return;
                    };
                    wide_cases.push((wc, dest));
                }
                if let InstKind::Switch { val, cases, .. } = &mut body.insts[i].kind {
                    *val = w;
                    *cases = wide_cases;
                }
                self.changed = true;
            }
            InstKind::Cast {
                op: op @ (CastOp::ZExt | CastOp::SExt | CastOp::Trunc),
                val,
                ..
            } => {
                let Some(&w) = self.wide.get(&val) else {
                    return;
                };
                let signed = op == CastOp::SExt;
                let w = if signed {
                    sext8(m, body, &mut emit, w)
                } else {
                    w
                };
                let r = resize(m, body, &mut emit, w, ty, signed);
                self.replace.insert(Value::Inst(i), r);
            }
            _ => {}
        }
    }
}
