//! CONSTANTS blocks, module-level and per function (`WriteConstants`).

use super::abbrevs::{abbrev, emit, CST_CE_CAST, CST_INTEGER, CST_SETTYPE};
use super::const_table::{Val, WConst, WExpr};
use super::encoding::{binop_code, binop_flags, cast_code, log2_ceil, signed_vbr};
use super::enumerator::{type_of, Enumerator};
use super::error::{Result, WriteModuleError};
use super::prepare::Prepared;
use crate::bitstream::abbrev::{is_char6_str, AbbrevOp};
use crate::bitstream::record::Operands;
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{BlockId, ConstantsCode as C};
use dxil_ir::{FastMathFlags, FloatKind, TypeData};
use smallvec::smallvec;

/// The abbreviations only the module-level block defines.
struct ModuleAbbrevs {
    aggregate: u32,
    string8: u32,
    cstring7: u32,
    cstring6: u32,
}

/// Writes the constants with value ids `first..last` (nothing when the range is empty).
pub(crate) fn write_constants(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &Enumerator,
    first: usize,
    last: usize,
    is_global: bool,
) -> Result<()> {
    use AbbrevOp::*;
    if first >= last {
        return Ok(());
    }
    w.enter_subblock(BlockId::Constants.code(), 4)?;
    let lit = |c: C| Literal(u64::from(c.code()));
    let abbrevs = if is_global {
        Some(ModuleAbbrevs {
            aggregate: w.define_abbrev(&abbrev(vec![
                lit(C::Aggregate),
                Array,
                Fixed(log2_ceil(last as u64 + 1)),
            ])?)?,
            string8: w.define_abbrev(&abbrev(vec![lit(C::String), Array, Fixed(8)])?)?,
            cstring7: w.define_abbrev(&abbrev(vec![lit(C::CString), Array, Fixed(7)])?)?,
            cstring6: w.define_abbrev(&abbrev(vec![lit(C::CString), Array, Char6])?)?,
        })
    } else {
        None
    };
    let mut last_ty = None;
    for &(v, _) in &e.values[first..last] {
        let Val::Const(c) = v else {
            return Err(WriteModuleError::malformed(format!(
                "{v:?} among the constants"
            )));
        };
        let k = p
            .consts
            .get(c)
            .ok_or_else(|| WriteModuleError::malformed(format!("constant #{c} missing")))?;
        let ty = k.ty();
        if last_ty != Some(ty) {
            last_ty = Some(ty);
            emit(w, C::SetType.code(), &[e.type_id(ty)?], Some(CST_SETTYPE))?;
        }
        let (code, ops, ab) = record(p, e, k, abbrevs.as_ref())?;
        emit(w, code.code(), &ops, ab)?;
    }
    w.exit_block()?;
    Ok(())
}

/// The record of one constant.
fn record(
    p: &Prepared,
    e: &Enumerator,
    k: &WConst,
    abbrevs: Option<&ModuleAbbrevs>,
) -> Result<(C, Operands, Option<u32>)> {
    let types = &p.m.types;
    let id = |v: Val| e.value_id(p, v);
    let tid = |v: Val| type_of(p, None, v).and_then(|t| e.type_id(t));
    if k.is_null() {
        return Ok((C::Null, smallvec![], None));
    }
    Ok(match k {
        WConst::Null(_) => (C::Null, smallvec![], None),
        WConst::Undef(_) => (C::Undef, smallvec![], None),
        WConst::Int { ty, bits } => {
            let width = types.int_bits(*ty).unwrap_or(64);
            if width <= 64 {
                let v = dxil_ir::constant::sign_extend(*bits, width) as i64;
                (C::Integer, smallvec![signed_vbr(v)], Some(CST_INTEGER))
            } else {
                let words = [*bits as u64, (*bits >> 64) as u64];
                let active = if words[1] != 0 { 2 } else { 1 };
                let ops = words[..active]
                    .iter()
                    .map(|&w| signed_vbr(w as i64))
                    .collect();
                (C::WideInteger, ops, None)
            }
        }
        WConst::Float { ty, bits } => {
            let ops = match types.get(*ty) {
                TypeData::Float(FloatKind::X86Fp80) => {
                    let (lo, hi) = (*bits as u64, (*bits >> 64) as u64);
                    smallvec![(hi << 48) | (lo >> 16), lo & 0xffff]
                }
                TypeData::Float(FloatKind::Fp128 | FloatKind::PpcFp128) => {
                    smallvec![*bits as u64, (*bits >> 64) as u64]
                }
                _ => smallvec![*bits as u64],
            };
            (C::Float, ops, None)
        }
        WConst::Data { ty, elems } => {
            let is_string = matches!(types.get(*ty), TypeData::Array { elem, .. }
                if types.int_bits(*elem) == Some(8));
            if !is_string {
                return Ok((C::Data, Operands::from_slice(elems), None));
            }
            let bytes: Vec<u8> = elems.iter().map(|&b| b as u8).collect();
            let is_cstring = bytes.last() == Some(&0) && !bytes[..bytes.len() - 1].contains(&0);
            if is_cstring {
                let body = &bytes[..bytes.len() - 1];
                let ab = abbrevs.and_then(|a| {
                    if is_char6_str(body) {
                        Some(a.cstring6)
                    } else if body.iter().all(|&b| b < 128) {
                        Some(a.cstring7)
                    } else {
                        None
                    }
                });
                let ops = body.iter().map(|&b| u64::from(b)).collect();
                (C::CString, ops, ab)
            } else {
                (
                    C::String,
                    Operands::from_slice(elems),
                    abbrevs.map(|a| a.string8),
                )
            }
        }
        WConst::Aggregate { elems, .. } => {
            let ops = elems.iter().map(|&v| id(v)).collect::<Result<_>>()?;
            (C::Aggregate, ops, abbrevs.map(|a| a.aggregate))
        }
        WConst::Expr { ty, op } => match op {
            WExpr::Cast { op, val } => (
                C::CeCast,
                smallvec![cast_code(*op), tid(*val)?, id(*val)?],
                Some(CST_CE_CAST),
            ),
            WExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                let mut ops = smallvec![binop_code(*op), id(*lhs)?, id(*rhs)?];
                let f = binop_flags(*op, *flags, FastMathFlags::default());
                if f != 0 {
                    ops.push(f);
                }
                (C::CeBinop, ops, None)
            }
            WExpr::Gep {
                source,
                inbounds,
                base,
                indices,
            } => {
                let mut ops = smallvec![e.type_id(*source)?];
                for &v in std::iter::once(base).chain(indices) {
                    ops.push(tid(v)?);
                    ops.push(id(v)?);
                }
                let code = if *inbounds {
                    C::CeInboundsGep
                } else {
                    C::CeGep
                };
                (code, ops, None)
            }
            WExpr::Select {
                cond,
                then_val,
                else_val,
            } => (
                C::CeSelect,
                smallvec![id(*cond)?, id(*then_val)?, id(*else_val)?],
                None,
            ),
            WExpr::ExtractElement { vec, index } => (
                C::CeExtractElt,
                smallvec![tid(*vec)?, id(*vec)?, tid(*index)?, id(*index)?],
                None,
            ),
            WExpr::InsertElement { vec, val, index } => (
                C::CeInsertElt,
                smallvec![id(*vec)?, id(*val)?, tid(*index)?, id(*index)?],
                None,
            ),
            WExpr::Shuffle { a, b, mask } => {
                let a_ty = type_of(p, None, *a)?;
                if a_ty == *ty {
                    (
                        C::CeShuffleVec,
                        smallvec![id(*a)?, id(*b)?, id(*mask)?],
                        None,
                    )
                } else {
                    (
                        C::CeShufVecEx,
                        smallvec![e.type_id(a_ty)?, id(*a)?, id(*b)?, id(*mask)?],
                        None,
                    )
                }
            }
            WExpr::Cmp { pred, lhs, rhs } => (
                C::CeCmp,
                smallvec![tid(*lhs)?, id(*lhs)?, id(*rhs)?, u64::from(*pred)],
                None,
            ),
        },
    })
}
