//! CONSTANTS blocks (module level and function level): each record after SETTYPE defines
//! the next value id. Operands are absolute value ids and may name constants further down
//! the block, so records are gathered first and then resolved, iteratively, into interned
//! IR constants in the form LLVM's printer shows them (a NULL record of `i32` is `i32 0`,
//! an `i8` array of data is `c"..."`).

use super::blocks::RawBlock;
use super::error::{err, ModuleErrorKind, ReadModuleError, Result};
use super::ops::{bytes_of, Ops};
use super::toposort::post_order;
use super::types::TypeTable;
use super::values::ValueList;
use crate::codes::{CastOpcode, ConstantsCode};
use dxil_ir::constant::truncate;
use dxil_ir::{
    BinOp, CastOp, ConstData, ConstExprOp, Constants, FloatKind, FloatPredicate, GepFlags,
    IntPredicate, Type, TypeData, Types, Value, WrapFlags,
};

/// A constant record before its operands are resolved.
#[derive(Debug)]
enum RawConst {
    Null,
    Undef,
    Int(i128),
    Float(u128),
    Aggregate(Vec<u64>),
    Bytes(Vec<u8>),
    Data(Vec<u64>),
    Cast(CastOp, Type, u64),
    Binary(u64, u64, u64, u64),
    Gep {
        source: Option<Type>,
        inbounds: bool,
        ops: Vec<(Type, u64)>,
    },
    Select(u64, u64, u64),
    ExtractElement(Type, u64, Type, u64),
    InsertElement(u64, u64, Type, u64),
    Shuffle(Option<Type>, u64, u64, u64),
    Cmp(Type, u64, u64, u64),
}

impl RawConst {
    /// The value ids this constant is built from.
    fn deps(&self) -> Vec<u64> {
        match self {
            RawConst::Null
            | RawConst::Undef
            | RawConst::Int(_)
            | RawConst::Float(_)
            | RawConst::Bytes(_)
            | RawConst::Data(_) => Vec::new(),
            RawConst::Aggregate(ids) => ids.clone(),
            RawConst::Cast(_, _, v) => vec![*v],
            RawConst::Binary(_, a, b, _) | RawConst::Cmp(_, a, b, _) => vec![*a, *b],
            RawConst::Gep { ops, .. } => ops.iter().map(|(_, v)| *v).collect(),
            RawConst::Select(a, b, c)
            | RawConst::InsertElement(a, b, _, c)
            | RawConst::Shuffle(_, a, b, c) => vec![*a, *b, *c],
            RawConst::ExtractElement(_, a, _, b) => vec![*a, *b],
        }
    }
}

/// One CONSTANTS block's records, with the value id of the first.
#[derive(Debug)]
pub(crate) struct ConstBlock {
    base: u64,
    items: Vec<(RawConst, Type, u64)>,
}

/// Reads a CONSTANTS block, defining one (unresolved) value id per constant in `vals`.
pub(crate) fn read_constants(
    block: &RawBlock,
    table: &TypeTable,
    types: &mut Types,
    vals: &mut ValueList<'_>,
) -> Result<ConstBlock> {
    let base = vals.len();
    let mut items = Vec::new();
    let mut cur: Option<Type> = None;
    for rec in block.records() {
        let Some(code) = ConstantsCode::from_code(u64::from(rec.rec.code)) else {
            return super::error::unsupported(format!("constant record {}", rec.rec.code), rec.at);
        };
        let mut ops = Ops::new(rec, code.name());
        if code == ConstantsCode::SetType {
            let t = table.get(ops.next()?, rec.at)?;
            if matches!(
                types.get(t),
                TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Function { .. }
            ) {
                return ops.invalid("constants cannot have this type");
            }
            cur = Some(t);
            continue;
        }
        let Some(ty) = cur else {
            return ops.invalid("constant before any SETTYPE");
        };
        let raw = match code {
            ConstantsCode::SetType => continue,
            ConstantsCode::Null => RawConst::Null,
            ConstantsCode::Undef => RawConst::Undef,
            ConstantsCode::Integer => RawConst::Int(i128::from(decode_signed(ops.next()?))),
            ConstantsCode::WideInteger => {
                let words = ops.rest();
                if words.is_empty() || words.len() > 2 {
                    return ops.unsupported("integer constants wider than 128 bits");
                }
                let lo = decode_signed(words[0]) as u64 as u128;
                let hi = words.get(1).map_or(0, |&w| decode_signed(w) as u64 as u128);
                RawConst::Int((lo | hi << 64) as i128)
            }
            ConstantsCode::Float => RawConst::Float(float_bits(types, ty, &mut ops)?),
            ConstantsCode::Aggregate => RawConst::Aggregate(ops.rest().to_vec()),
            ConstantsCode::String => RawConst::Bytes(bytes_of(ops.rest(), "STRING", rec.at)?),
            ConstantsCode::CString => {
                let mut b = bytes_of(ops.rest(), "CSTRING", rec.at)?;
                b.push(0);
                RawConst::Bytes(b)
            }
            ConstantsCode::Data => RawConst::Data(ops.rest().to_vec()),
            ConstantsCode::CeCast => {
                let opc = ops.next()?;
                let op = cast_op(opc).map_or_else(|| ops.invalid(format!("cast {opc}")), Ok)?;
                let opty = table.get(ops.next()?, rec.at)?;
                RawConst::Cast(op, opty, ops.next()?)
            }
            ConstantsCode::CeBinop => {
                let opc = ops.next()?;
                let lhs = ops.next()?;
                let rhs = ops.next()?;
                RawConst::Binary(opc, lhs, rhs, ops.opt().unwrap_or(0))
            }
            ConstantsCode::CeGep | ConstantsCode::CeInboundsGep => {
                let source = if ops.len() % 2 == 1 {
                    Some(table.get(ops.next()?, rec.at)?)
                } else {
                    None
                };
                let mut pairs = Vec::new();
                while ops.remaining() > 0 {
                    let t = table.get(ops.next()?, rec.at)?;
                    pairs.push((t, ops.next()?));
                }
                if pairs.is_empty() {
                    return ops.invalid("no base pointer");
                }
                RawConst::Gep {
                    source,
                    inbounds: code == ConstantsCode::CeInboundsGep,
                    ops: pairs,
                }
            }
            ConstantsCode::CeSelect => RawConst::Select(ops.next()?, ops.next()?, ops.next()?),
            ConstantsCode::CeExtractElt => {
                let vty = table.get(ops.next()?, rec.at)?;
                let v = ops.next()?;
                let (ity, i) = if ops.remaining() >= 2 {
                    (table.get(ops.next()?, rec.at)?, ops.next()?)
                } else {
                    (types.int(32), ops.next()?)
                };
                RawConst::ExtractElement(vty, v, ity, i)
            }
            ConstantsCode::CeInsertElt => {
                let v = ops.next()?;
                let e = ops.next()?;
                let (ity, i) = if ops.remaining() >= 2 {
                    (table.get(ops.next()?, rec.at)?, ops.next()?)
                } else {
                    (types.int(32), ops.next()?)
                };
                RawConst::InsertElement(v, e, ity, i)
            }
            ConstantsCode::CeShuffleVec => {
                RawConst::Shuffle(None, ops.next()?, ops.next()?, ops.next()?)
            }
            ConstantsCode::CeShufVecEx => {
                let t = table.get(ops.next()?, rec.at)?;
                RawConst::Shuffle(Some(t), ops.next()?, ops.next()?, ops.next()?)
            }
            ConstantsCode::CeCmp => {
                let t = table.get(ops.next()?, rec.at)?;
                RawConst::Cmp(t, ops.next()?, ops.next()?, ops.next()?)
            }
            ConstantsCode::BlockAddress
            | ConstantsCode::InlineAsm
            | ConstantsCode::InlineAsmOld => {
                return ops.unsupported(format!("{} constants", code.name()))
            }
        };
        vals.push(None, ty);
        items.push((raw, ty, rec.at));
    }
    Ok(ConstBlock { base, items })
}

/// Decodes a sign-rotated value: the sign in bit 0, the magnitude above (`1` is the
/// minimum integer, as "-0" cannot occur otherwise).
pub(crate) fn decode_signed(v: u64) -> i64 {
    if v & 1 == 0 {
        (v >> 1) as i64
    } else if v == 1 {
        i64::MIN
    } else {
        -((v >> 1) as i64)
    }
}

/// The bit pattern of a FLOAT record of type `ty`.
fn float_bits(types: &Types, ty: Type, ops: &mut Ops<'_>) -> Result<u128> {
    let TypeData::Float(kind) = types.get(ty) else {
        return ops.invalid("FLOAT record of a non-floating-point type");
    };
    let w0 = ops.next()?;
    Ok(match kind {
        FloatKind::Half | FloatKind::BFloat => u128::from(w0 & 0xffff),
        FloatKind::Float => u128::from(w0 & 0xffff_ffff),
        FloatKind::Double => u128::from(w0),
        // 3.7 writes x86_fp80 as [sign/exponent << 48 | mantissa >> 16, mantissa & 0xffff].
        FloatKind::X86Fp80 => {
            let w1 = ops.next()?;
            let mantissa = (w0 << 16) | (w1 & 0xffff);
            u128::from(mantissa) | (u128::from(w0 >> 48) << 64)
        }
        FloatKind::Fp128 | FloatKind::PpcFp128 => {
            let w1 = ops.next()?;
            u128::from(w0) | (u128::from(w1) << 64)
        }
    })
}

/// The IR cast for a bitcode cast opcode.
pub(crate) fn cast_op(code: u64) -> Option<CastOp> {
    Some(match CastOpcode::from_code(code)? {
        CastOpcode::Trunc => CastOp::Trunc,
        CastOpcode::ZExt => CastOp::ZExt,
        CastOpcode::SExt => CastOp::SExt,
        CastOpcode::FpToUi => CastOp::FPToUI,
        CastOpcode::FpToSi => CastOp::FPToSI,
        CastOpcode::UiToFp => CastOp::UIToFP,
        CastOpcode::SiToFp => CastOp::SIToFP,
        CastOpcode::FpTrunc => CastOp::FPTrunc,
        CastOpcode::FpExt => CastOp::FPExt,
        CastOpcode::PtrToInt => CastOp::PtrToInt,
        CastOpcode::IntToPtr => CastOp::IntToPtr,
        CastOpcode::BitCast => CastOp::BitCast,
        CastOpcode::AddrSpaceCast => CastOp::AddrSpaceCast,
    })
}

/// The IR operator for a bitcode binary opcode applied to operands of type `ty`, and
/// its flags from the optional flags operand.
pub(crate) fn binary_op(
    types: &Types,
    ty: Type,
    code: u64,
    flags: u64,
) -> Option<(BinOp, WrapFlags)> {
    let fp = matches!(types.get(types.scalar_of(ty)), TypeData::Float(_));
    let op = match (code, fp) {
        (0, false) => BinOp::Add,
        (0, true) => BinOp::FAdd,
        (1, false) => BinOp::Sub,
        (1, true) => BinOp::FSub,
        (2, false) => BinOp::Mul,
        (2, true) => BinOp::FMul,
        (3, false) => BinOp::UDiv,
        (4, false) => BinOp::SDiv,
        (4, true) => BinOp::FDiv,
        (5, false) => BinOp::URem,
        (6, false) => BinOp::SRem,
        (6, true) => BinOp::FRem,
        (7, false) => BinOp::Shl,
        (8, false) => BinOp::LShr,
        (9, false) => BinOp::AShr,
        (10, false) => BinOp::And,
        (11, false) => BinOp::Or,
        (12, false) => BinOp::Xor,
        _ => return None,
    };
    let mut w = WrapFlags::default();
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => {
            w.nuw = flags & 1 != 0;
            w.nsw = flags & 2 != 0;
        }
        BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => w.exact = flags & 1 != 0,
        _ => {}
    }
    Some((op, w))
}

/// The IR compare for a bitcode predicate.
pub(crate) enum Predicate {
    /// `icmp`.
    Int(IntPredicate),
    /// `fcmp`.
    Float(FloatPredicate),
}

/// The predicate with LLVM's number `code` (FCMP 0..=15, ICMP 32..=41).
pub(crate) fn predicate(code: u64) -> Option<Predicate> {
    match code {
        0..=15 => FloatPredicate::ALL
            .get(code as usize)
            .copied()
            .map(Predicate::Float),
        32..=41 => IntPredicate::ALL
            .get(code as usize - 32)
            .copied()
            .map(Predicate::Int),
        _ => None,
    }
}

/// The pieces of a module that resolving constants touches.
pub(crate) struct ConstCtx<'a, 'm> {
    /// The module's types.
    pub types: &'a mut Types,
    /// The module's constants.
    pub consts: &'a mut Constants,
    /// The value ids in scope.
    pub vals: &'a mut ValueList<'m>,
}

impl ConstBlock {
    /// Resolves every constant of the block, filling its value slot.
    pub fn resolve(&self, cx: &mut ConstCtx<'_, '_>) -> Result<()> {
        post_order(
            self.items.len(),
            |i| {
                Ok(self.items[i]
                    .0
                    .deps()
                    .into_iter()
                    .filter_map(|d| self.local(d))
                    .collect())
            },
            |i| {
                let (raw, ty, at) = &self.items[i];
                let data = build(raw, *ty, cx, *at)?;
                let c = cx.consts.intern(data);
                cx.vals.set(self.base + i as u64, Value::Const(c));
                Ok(())
            },
            |i, d| {
                ReadModuleError::new(
                    ModuleErrorKind::ConstantCycle(self.base + d as u64),
                    self.items[i].2,
                )
            },
        )
    }

    fn local(&self, id: u64) -> Option<usize> {
        let i = usize::try_from(id.checked_sub(self.base)?).ok()?;
        (i < self.items.len()).then_some(i)
    }
}

/// The constant operand `id` of type `ty` (globals and functions count as constants).
fn operand(cx: &ConstCtx<'_, '_>, id: u64, ty: Type, at: u64) -> Result<Value> {
    let v = cx.vals.get(id, Some(ty), cx.types, at)?;
    if v.is_module_level() {
        Ok(v)
    } else {
        err(ModuleErrorKind::BadValueId(id), at)
    }
}

/// The constant operand `id` with whatever type it has.
fn operand_any(cx: &ConstCtx<'_, '_>, id: u64, at: u64) -> Result<(Value, Type)> {
    let ty = cx
        .vals
        .ty(id)
        .map_or_else(|| err(ModuleErrorKind::BadValueId(id), at), Ok)?;
    Ok((operand(cx, id, ty, at)?, ty))
}

fn bad(what: &str, at: u64) -> ReadModuleError {
    ReadModuleError::new(
        ModuleErrorKind::InvalidRecord {
            record: "CONSTANTS",
            reason: what.into(),
        },
        at,
    )
}

/// The IR constant of one record whose operands are all resolved.
fn build(raw: &RawConst, ty: Type, cx: &mut ConstCtx<'_, '_>, at: u64) -> Result<ConstData> {
    Ok(match raw {
        RawConst::Null => match cx.types.get(ty) {
            TypeData::Int(_) => ConstData::Int { ty, bits: 0 },
            TypeData::Float(_) => ConstData::Float { ty, bits: 0 },
            TypeData::TypedPtr { .. } | TypeData::Ptr { .. } => ConstData::Null(ty),
            _ => ConstData::Zero(ty),
        },
        RawConst::Undef => ConstData::Undef(ty),
        RawConst::Int(v) => {
            let w = cx
                .types
                .int_bits(ty)
                .ok_or_else(|| bad("INTEGER of a non-integer type", at))?;
            if w > 128 {
                return super::error::unsupported("integer constants wider than 128 bits", at);
            }
            ConstData::Int {
                ty,
                bits: truncate(*v as u128, w),
            }
        }
        RawConst::Float(bits) => ConstData::Float { ty, bits: *bits },
        RawConst::Aggregate(ids) => {
            let elem_tys = element_types(cx.types, ty, ids.len(), at)?;
            let elems = ids
                .iter()
                .zip(elem_tys)
                .map(|(&id, t)| operand(cx, id, t, at))
                .collect::<Result<Vec<_>>>()?;
            ConstData::Aggregate { ty, elems }
        }
        RawConst::Bytes(data) => {
            let elem_tys = element_types(cx.types, ty, data.len(), at)?;
            if !matches!(cx.types.get(ty), TypeData::Array { .. })
                || elem_tys
                    .first()
                    .is_some_and(|&t| cx.types.int_bits(t) != Some(8))
            {
                return Err(bad("STRING of a type other than an i8 array", at));
            }
            ConstData::Bytes {
                ty,
                data: data.clone(),
            }
        }
        RawConst::Data(words) => data_constant(cx, ty, words, at)?,
        RawConst::Cast(op, opty, v) => ConstData::Expr {
            ty,
            op: ConstExprOp::Cast {
                op: *op,
                val: operand(cx, *v, *opty, at)?,
            },
        },
        RawConst::Binary(opc, a, b, flags) => {
            let (op, flags) =
                binary_op(cx.types, ty, *opc, *flags).ok_or_else(|| bad("binary opcode", at))?;
            ConstData::Expr {
                ty,
                op: ConstExprOp::Binary {
                    op,
                    flags,
                    lhs: operand(cx, *a, ty, at)?,
                    rhs: operand(cx, *b, ty, at)?,
                },
            }
        }
        RawConst::Gep {
            source,
            inbounds,
            ops,
        } => {
            let mut vals = ops
                .iter()
                .map(|&(t, id)| operand(cx, id, t, at))
                .collect::<Result<Vec<_>>>()?;
            let base = vals.remove(0);
            let source = match source {
                Some(s) => *s,
                None => match ops.first().map(|(t, _)| cx.types.get(*t)) {
                    Some(TypeData::TypedPtr { pointee, .. }) => *pointee,
                    _ => return Err(bad("GEP base is not a pointer", at)),
                },
            };
            ConstData::Expr {
                ty,
                op: ConstExprOp::Gep {
                    source,
                    flags: GepFlags {
                        inbounds: *inbounds,
                        ..GepFlags::default()
                    },
                    inrange: None,
                    base,
                    indices: vals,
                },
            }
        }
        RawConst::Select(c, t, f) => {
            let i1 = cx.types.int(1);
            let cond_ty = match cx.types.get(ty) {
                TypeData::Vector { len, .. } => {
                    let len = *len;
                    cx.types.vector(i1, len)
                }
                _ => i1,
            };
            ConstData::Expr {
                ty,
                op: ConstExprOp::Select {
                    cond: operand(cx, *c, cond_ty, at)?,
                    then_val: operand(cx, *t, ty, at)?,
                    else_val: operand(cx, *f, ty, at)?,
                },
            }
        }
        RawConst::ExtractElement(vty, v, ity, i) => ConstData::Expr {
            ty,
            op: ConstExprOp::ExtractElement {
                vec: operand(cx, *v, *vty, at)?,
                index: operand(cx, *i, *ity, at)?,
            },
        },
        RawConst::InsertElement(v, e, ity, i) => {
            let elem = match cx.types.get(ty) {
                TypeData::Vector { elem, .. } => *elem,
                _ => return Err(bad("insertelement of a non-vector type", at)),
            };
            ConstData::Expr {
                ty,
                op: ConstExprOp::InsertElement {
                    vec: operand(cx, *v, ty, at)?,
                    val: operand(cx, *e, elem, at)?,
                    index: operand(cx, *i, *ity, at)?,
                },
            }
        }
        RawConst::Shuffle(opty, a, b, m) => {
            let opty = opty.unwrap_or(ty);
            let a = operand(cx, *a, opty, at)?;
            let b = operand(cx, *b, opty, at)?;
            let (mask, _) = operand_any(cx, *m, at)?;
            ConstData::Expr {
                ty,
                op: ConstExprOp::ShuffleVector {
                    a,
                    b,
                    mask: shuffle_mask(cx.types, cx.consts, mask)
                        .ok_or_else(|| bad("shuffle mask is not a constant vector", at))?,
                },
            }
        }
        RawConst::Cmp(opty, a, b, pred) => {
            let lhs = operand(cx, *a, *opty, at)?;
            let rhs = operand(cx, *b, *opty, at)?;
            let op = match predicate(*pred) {
                Some(Predicate::Int(pred)) => ConstExprOp::ICmp { pred, lhs, rhs },
                Some(Predicate::Float(pred)) => ConstExprOp::FCmp { pred, lhs, rhs },
                None => return Err(bad("compare predicate", at)),
            };
            ConstData::Expr { ty, op }
        }
    })
}

/// The element types of an aggregate of `count` elements of type `ty`.
fn element_types(types: &Types, ty: Type, count: usize, at: u64) -> Result<Vec<Type>> {
    let fits = |len: u64| len == count as u64;
    match types.get(ty) {
        TypeData::Array { len, elem } if fits(*len) => Ok(vec![*elem; count]),
        TypeData::Vector { len, elem, .. } if fits(u64::from(*len)) => Ok(vec![*elem; count]),
        TypeData::Struct { .. } | TypeData::Named(_) => match types.struct_fields(ty) {
            Some((fields, _)) if fields.len() == count => Ok(fields.to_vec()),
            _ => Err(bad("aggregate element count", at)),
        },
        _ => Err(bad("aggregate element count or type", at)),
    }
}

/// A DATA record: an `i8` array becomes bytes, anything else an aggregate of scalars.
fn data_constant(cx: &mut ConstCtx<'_, '_>, ty: Type, words: &[u64], at: u64) -> Result<ConstData> {
    let elem_tys = element_types(cx.types, ty, words.len(), at)?;
    let Some(&elem) = elem_tys.first() else {
        return Ok(ConstData::Zero(ty));
    };
    let is_array = matches!(cx.types.get(ty), TypeData::Array { .. });
    match cx.types.get(elem).clone() {
        TypeData::Int(8) if is_array => Ok(ConstData::Bytes {
            ty,
            data: words.iter().map(|&w| w as u8).collect(),
        }),
        TypeData::Int(w) => Ok(ConstData::Aggregate {
            ty,
            elems: words
                .iter()
                .map(|&v| {
                    Value::Const(cx.consts.intern(ConstData::Int {
                        ty: elem,
                        bits: truncate(u128::from(v), w),
                    }))
                })
                .collect(),
        }),
        TypeData::Float(k) if k.bits() <= 64 => Ok(ConstData::Aggregate {
            ty,
            elems: words
                .iter()
                .map(|&v| {
                    Value::Const(cx.consts.intern(ConstData::Float {
                        ty: elem,
                        bits: truncate(u128::from(v), k.bits()),
                    }))
                })
                .collect(),
        }),
        _ => Err(bad("DATA of elements that are not integers or floats", at)),
    }
}

/// The lanes of a constant shuffle mask (`-1` for undefined lanes).
pub(crate) fn shuffle_mask(types: &Types, consts: &Constants, mask: Value) -> Option<Vec<i32>> {
    let c = consts.get(mask.as_const()?);
    let len = match types.get(c.ty()) {
        TypeData::Vector { len, .. } => *len as usize,
        _ => return None,
    };
    match c {
        ConstData::Zero(_) => Some(vec![0; len]),
        ConstData::Undef(_) | ConstData::Poison(_) => Some(vec![-1; len]),
        ConstData::Aggregate { elems, .. } => elems
            .iter()
            .map(|e| match consts.get(e.as_const()?) {
                ConstData::Int { bits, .. } => i32::try_from(*bits).ok(),
                ConstData::Undef(_) | ConstData::Poison(_) => Some(-1),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}
