//! Specialization constants: the values a caller gives for `SpecId`s (Vulkan's
//! `VkSpecializationInfo`), and `OpSpecConstantOp` folded to a constant once every
//! specialization constant has its value. DXIL has no specialization, so the module is
//! translated as specialized.

use crate::module_info::{SpvConst, SpvType};
use dxil_ir::small_floats::{f64_to_half, half_to_f64};
use rspirv::spirv::{Op, Word};
use rustc_hash::FxHashMap;
use std::str::FromStr;

/// A value for one specialization constant, converted to the constant's type when
/// applied (an integer for a float constant is taken as that number).
#[derive(Clone, Copy, Debug)]
pub enum SpecValue {
    /// `true` or `false`, for a boolean constant.
    Bool(bool),
    /// An integer, for an integer or float constant.
    Int(i128),
    /// A floating-point number, for a float constant.
    Float(f64),
}

/// Floats compare by their bits, so a value equals itself (NaN included).
impl PartialEq for SpecValue {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (SpecValue::Bool(a), SpecValue::Bool(b)) => a == b,
            (SpecValue::Int(a), SpecValue::Int(b)) => a == b,
            (SpecValue::Float(a), SpecValue::Float(b)) => a.to_bits() == b.to_bits(),
            _ => false,
        }
    }
}

impl Eq for SpecValue {}

impl FromStr for SpecValue {
    type Err = String;

    /// `true`, `false`, a decimal or `0x` hexadecimal integer (signed), or a float.
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim();
        match t {
            "true" => return Ok(SpecValue::Bool(true)),
            "false" => return Ok(SpecValue::Bool(false)),
            _ => {}
        }
        let (negative, digits) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let int = match digits
            .strip_prefix("0x")
            .or_else(|| digits.strip_prefix("0X"))
        {
            Some(hex) => i128::from_str_radix(hex, 16).ok(),
            None => digits.parse::<i128>().ok(),
        };
        if let Some(v) = int {
            return Ok(SpecValue::Int(if negative { -v } else { v }));
        }
        t.parse::<f64>()
            .map(SpecValue::Float)
            .map_err(|_| format!("'{s}' is not true, false, an integer or a number"))
    }
}

impl SpecValue {
    /// This value as a constant of scalar type `ty`.
    pub(crate) fn constant(self, ty: &SpvType) -> Result<SpvConst, String> {
        match (self, ty) {
            (SpecValue::Bool(b), SpvType::Bool) => Ok(SpvConst::Bool(b)),
            (SpecValue::Int(v @ (0 | 1)), SpvType::Bool) => Ok(SpvConst::Bool(v == 1)),
            (SpecValue::Int(v), SpvType::Int(w, signed)) => {
                let w = (*w).min(64);
                let fits = if *signed {
                    let half = 1i128 << (w - 1);
                    (-half..half).contains(&v) || (v >= 0 && v < (1i128 << w))
                } else {
                    v >= 0 && v < (1i128 << w)
                };
                if !fits {
                    let sign = if *signed { "signed" } else { "unsigned" };
                    return Err(format!("{v} does not fit a {w}-bit {sign} integer"));
                }
                Ok(SpvConst::Scalar(truncate(v as u64, w)))
            }
            (SpecValue::Int(v), SpvType::Float(_)) => SpecValue::Float(v as f64).constant(ty),
            (SpecValue::Float(f), SpvType::Float(w)) => Ok(SpvConst::Scalar(match w {
                16 => u64::from(f64_to_half(f)),
                32 => u64::from((f as f32).to_bits()),
                _ => f.to_bits(),
            })),
            (v, t) => Err(format!("{v} is not a value of {}", type_name(t))),
        }
    }
}

impl std::fmt::Display for SpecValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SpecValue::Bool(b) => write!(f, "{b}"),
            SpecValue::Int(v) => write!(f, "{v}"),
            SpecValue::Float(v) => write!(f, "{v:?}"),
        }
    }
}

/// How an error names a specialization constant's type.
fn type_name(t: &SpvType) -> String {
    match t {
        SpvType::Bool => "a boolean".into(),
        SpvType::Int(w, true) => format!("a {w}-bit signed integer"),
        SpvType::Int(w, false) => format!("a {w}-bit unsigned integer"),
        SpvType::Float(w) => format!("a {w}-bit float"),
        other => format!("{other:?}"),
    }
}

/// `v` cut to its low `w` bits.
fn truncate(v: u64, w: u32) -> u64 {
    if w >= 64 {
        v
    } else {
        v & ((1u64 << w) - 1)
    }
}

/// `v` (the low `w` bits) sign-extended.
fn signed(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        let shift = 64 - w;
        ((v << shift) as i64) >> shift
    }
}

/// What folding needs of the module: types and the constants known so far.
pub(crate) struct Folder<'a> {
    /// Types by id.
    pub types: &'a FxHashMap<Word, SpvType>,
    /// Constants by id, with their type.
    pub constants: &'a mut FxHashMap<Word, (Word, SpvConst)>,
    /// The next unused id, for the lanes of a vector result.
    pub next_id: &'a mut Word,
}

impl Folder<'_> {
    /// The value of `OpSpecConstantOp` `op` with result type `result_ty` on `args`
    /// (constant ids, then the literals of `VectorShuffle`, `CompositeExtract` and
    /// `CompositeInsert`).
    pub fn fold(
        &mut self,
        op: Op,
        result_ty: Word,
        ids: &[Word],
        lits: &[u32],
    ) -> Result<SpvConst, String> {
        match op {
            Op::CompositeExtract => {
                let mut cur = *ids.first().ok_or("no composite")?;
                for &k in lits {
                    cur = self.part(cur, k)?;
                }
                Ok(self.constant(cur)?.1.clone())
            }
            Op::CompositeInsert => {
                let (&object, &composite) = (
                    ids.first().ok_or("no object")?,
                    ids.get(1).ok_or("no composite")?,
                );
                self.insert(composite, object, lits)
            }
            Op::VectorShuffle => {
                let (&a, &b) = (
                    ids.first().ok_or("no vector")?,
                    ids.get(1).ok_or("no vector")?,
                );
                let mut lanes = self.lane_ids(a)?;
                lanes.extend(self.lane_ids(b)?);
                let picked = lits
                    .iter()
                    .map(|&k| {
                        lanes
                            .get(k as usize)
                            .copied()
                            .ok_or(format!("no component {k}"))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(SpvConst::Composite(picked))
            }
            _ => self.lane_wise(op, result_ty, ids),
        }
    }

    fn constant(&self, id: Word) -> Result<&(Word, SpvConst), String> {
        self.constants
            .get(&id)
            .ok_or_else(|| format!("%{id} is not a constant"))
    }

    /// Part `k` of composite constant `id`, as a constant id.
    fn part(&mut self, id: Word, k: u32) -> Result<Word, String> {
        self.lane_ids(id)?
            .get(k as usize)
            .copied()
            .ok_or_else(|| format!("%{id} has no part {k}"))
    }

    /// The part ids of composite constant `id` (a null composite gets null parts).
    fn lane_ids(&mut self, id: Word) -> Result<Vec<Word>, String> {
        let (ty, c) = self.constant(id)?.clone();
        match c {
            SpvConst::Composite(parts) => Ok(parts),
            SpvConst::Null | SpvConst::Undef => {
                let parts = match self.types.get(&ty) {
                    Some(SpvType::Vector(e, n)) | Some(SpvType::Matrix(e, n)) => {
                        vec![*e; *n as usize]
                    }
                    Some(SpvType::Struct(ms)) => ms.clone(),
                    _ => return Err(format!("%{id} is not a composite")),
                };
                Ok(parts
                    .into_iter()
                    .map(|t| self.fresh(t, c.clone()))
                    .collect())
            }
            _ => Ok(vec![id]),
        }
    }

    /// A new constant id of type `ty`.
    fn fresh(&mut self, ty: Word, c: SpvConst) -> Word {
        let id = *self.next_id;
        *self.next_id += 1;
        self.constants.insert(id, (ty, c));
        id
    }

    fn insert(&mut self, composite: Word, object: Word, path: &[u32]) -> Result<SpvConst, String> {
        let Some((&k, rest)) = path.split_first() else {
            return Ok(self.constant(object)?.1.clone());
        };
        let mut parts = self.lane_ids(composite)?;
        let slot = parts.get_mut(k as usize).ok_or(format!("no part {k}"))?;
        if !rest.is_empty() {
            let ty = self.constant(*slot)?.0;
            let inner = self.insert(*slot, object, rest)?;
            *slot = self.fresh(ty, inner);
        } else {
            *slot = object;
        }
        Ok(SpvConst::Composite(parts))
    }

    /// Scalar bits of a scalar constant: (bits, width, signed).
    fn scalar(&self, id: Word) -> Result<u64, String> {
        match &self.constant(id)?.1 {
            SpvConst::Scalar(v) => Ok(*v),
            SpvConst::Bool(b) => Ok(u64::from(*b)),
            SpvConst::Null | SpvConst::Undef => Ok(0),
            SpvConst::Composite(_) => Err(format!("%{id} is not a scalar")),
        }
    }

    /// The scalar type of `ty` (itself, or a vector's element) and the lane count.
    fn lanes_of(&self, ty: Word) -> (Word, usize) {
        match self.types.get(&ty) {
            Some(SpvType::Vector(e, n)) => (*e, *n as usize),
            _ => (ty, 1),
        }
    }

    fn width(&self, ty: Word) -> u32 {
        match self.types.get(&ty) {
            Some(SpvType::Int(w, _)) | Some(SpvType::Float(w)) => *w,
            _ => 1,
        }
    }

    fn lane_wise(&mut self, op: Op, result_ty: Word, ids: &[Word]) -> Result<SpvConst, String> {
        let (elem, n) = self.lanes_of(result_ty);
        // The operands' lanes, and the width of the first operand's scalar type (what
        // signed comparisons and conversions read).
        let mut args: Vec<Vec<u64>> = Vec::new();
        for &id in ids {
            let lanes = if n > 1
                || self
                    .constant(id)
                    .is_ok_and(|(_, c)| matches!(c, SpvConst::Composite(_)))
            {
                self.lane_ids(id)?
            } else {
                vec![id]
            };
            args.push(
                lanes
                    .iter()
                    .map(|&l| self.scalar(l))
                    .collect::<Result<_, _>>()?,
            );
        }
        let in_ty = ids
            .first()
            .and_then(|id| self.constants.get(id))
            .map(|(t, _)| self.lanes_of(*t).0)
            .unwrap_or(elem);
        let (w_in, w) = (self.width(in_ty), self.width(elem));
        let out_bool = matches!(self.types.get(&elem), Some(SpvType::Bool));
        let mut out = Vec::with_capacity(n);
        for lane in 0..n {
            let arg = |k: usize| -> Result<u64, String> {
                args.get(k)
                    .and_then(|a| a.get(lane).or(a.first()))
                    .copied()
                    .ok_or_else(|| format!("{op:?} lacks operand {k}"))
            };
            let (a, b) = (arg(0)?, arg(1).unwrap_or(0));
            let (sa, sb) = (signed(a, w_in), signed(b, w_in));
            let bits = |x: bool| u64::from(x);
            let v = match op {
                Op::SConvert => signed(a, w_in) as u64,
                Op::UConvert => truncate(a, w_in),
                Op::FConvert | Op::QuantizeToF16 => {
                    convert_float(a, w_in, w, op == Op::QuantizeToF16)
                }
                Op::SNegate => sa.wrapping_neg() as u64,
                Op::Not => !a,
                Op::IAdd => a.wrapping_add(b),
                Op::ISub => a.wrapping_sub(b),
                Op::IMul => a.wrapping_mul(b),
                Op::UDiv | Op::UMod if truncate(b, w_in) == 0 => {
                    return Err("a division by zero".into())
                }
                Op::SDiv | Op::SRem | Op::SMod if sb == 0 => {
                    return Err("a division by zero".into())
                }
                Op::UDiv => truncate(a, w_in) / truncate(b, w_in),
                Op::UMod => truncate(a, w_in) % truncate(b, w_in),
                Op::SDiv => sa.wrapping_div(sb) as u64,
                Op::SRem => sa.wrapping_rem(sb) as u64,
                Op::SMod => {
                    let r = sa.wrapping_rem(sb);
                    (if r != 0 && (r < 0) != (sb < 0) {
                        r + sb
                    } else {
                        r
                    }) as u64
                }
                Op::ShiftRightLogical => truncate(a, w_in).checked_shr(b as u32).unwrap_or(0),
                Op::ShiftRightArithmetic => sa.checked_shr(b as u32).unwrap_or(sa >> 63) as u64,
                Op::ShiftLeftLogical => a.checked_shl(b as u32).unwrap_or(0),
                Op::BitwiseOr | Op::LogicalOr => a | b,
                Op::BitwiseXor => a ^ b,
                Op::BitwiseAnd | Op::LogicalAnd => a & b,
                Op::LogicalNot => bits(a == 0),
                Op::LogicalEqual => bits((a != 0) == (b != 0)),
                Op::LogicalNotEqual => bits((a != 0) != (b != 0)),
                Op::Select => {
                    if a != 0 {
                        b
                    } else {
                        arg(2)?
                    }
                }
                Op::IEqual => bits(truncate(a, w_in) == truncate(b, w_in)),
                Op::INotEqual => bits(truncate(a, w_in) != truncate(b, w_in)),
                Op::ULessThan => bits(truncate(a, w_in) < truncate(b, w_in)),
                Op::UGreaterThan => bits(truncate(a, w_in) > truncate(b, w_in)),
                Op::ULessThanEqual => bits(truncate(a, w_in) <= truncate(b, w_in)),
                Op::UGreaterThanEqual => bits(truncate(a, w_in) >= truncate(b, w_in)),
                Op::SLessThan => bits(sa < sb),
                Op::SGreaterThan => bits(sa > sb),
                Op::SLessThanEqual => bits(sa <= sb),
                Op::SGreaterThanEqual => bits(sa >= sb),
                other => return Err(format!("{other:?} in a specialization constant")),
            };
            out.push(if out_bool {
                SpvConst::Bool(v & 1 != 0)
            } else {
                SpvConst::Scalar(truncate(v, w))
            });
        }
        if n == 1 {
            return Ok(out.remove(0));
        }
        Ok(SpvConst::Composite(
            out.into_iter().map(|c| self.fresh(elem, c)).collect(),
        ))
    }
}

/// Float bits of width `from` as width `to` (`quantize`: through half precision).
fn convert_float(bits: u64, from: u32, to: u32, quantize: bool) -> u64 {
    let f = match from {
        16 => half_to_f64(bits as u16),
        32 => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    };
    let f = if quantize {
        half_to_f64(f64_to_half(f))
    } else {
        f
    };
    match to {
        16 => u64::from(f64_to_half(f)),
        32 => u64::from((f as f32).to_bits()),
        _ => f.to_bits(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_parse_and_fit_their_types() {
        assert_eq!("true".parse(), Ok(SpecValue::Bool(true)));
        assert_eq!("-7".parse(), Ok(SpecValue::Int(-7)));
        assert_eq!("0x10".parse(), Ok(SpecValue::Int(16)));
        assert_eq!("2.5".parse(), Ok(SpecValue::Float(2.5)));
        assert!("seven".parse::<SpecValue>().is_err());
        let int = SpvType::Int(32, true);
        assert!(matches!(
            SpecValue::Int(-1).constant(&int),
            Ok(SpvConst::Scalar(0xffff_ffff))
        ));
        assert!(SpecValue::Int(1 << 40).constant(&int).is_err());
        assert!(SpecValue::Int(-1)
            .constant(&SpvType::Int(32, false))
            .is_err());
        assert!(SpecValue::Float(1.5).constant(&int).is_err());
        let float = SpvType::Float(32);
        assert!(matches!(
            SpecValue::Int(2).constant(&float),
            Ok(SpvConst::Scalar(0x4000_0000))
        ));
    }

    #[test]
    fn operations_fold_with_spirv_semantics() {
        let types: FxHashMap<Word, SpvType> = [
            (1, SpvType::Int(32, true)),
            (2, SpvType::Bool),
            (3, SpvType::Vector(1, 2)),
        ]
        .into_iter()
        .collect();
        let mut constants: FxHashMap<Word, (Word, SpvConst)> = [
            (10, (1, SpvConst::Scalar(-7i32 as u32 as u64))),
            (11, (1, SpvConst::Scalar(3))),
            (12, (3, SpvConst::Composite(vec![10, 11]))),
        ]
        .into_iter()
        .collect();
        let mut next = 100;
        let mut f = Folder {
            types: &types,
            constants: &mut constants,
            next_id: &mut next,
        };
        let v = |c: SpvConst| match c {
            SpvConst::Scalar(v) => signed(v, 32),
            other => panic!("{other:?}"),
        };
        assert_eq!(v(f.fold(Op::SMod, 1, &[10, 11], &[]).unwrap()), 2);
        assert_eq!(v(f.fold(Op::SRem, 1, &[10, 11], &[]).unwrap()), -1);
        assert_eq!(v(f.fold(Op::SDiv, 1, &[10, 11], &[]).unwrap()), -2);
        assert_eq!(
            v(f.fold(Op::ShiftRightArithmetic, 1, &[10, 11], &[]).unwrap()),
            -1
        );
        assert!(matches!(
            f.fold(Op::SLessThan, 2, &[10, 11], &[]),
            Ok(SpvConst::Bool(true))
        ));
        assert!(matches!(
            f.fold(Op::ULessThan, 2, &[10, 11], &[]),
            Ok(SpvConst::Bool(false))
        ));
        assert_eq!(v(f.fold(Op::CompositeExtract, 1, &[12], &[1]).unwrap()), 3);
        let SpvConst::Composite(swapped) =
            f.fold(Op::VectorShuffle, 3, &[12, 12], &[1, 2]).unwrap()
        else {
            panic!()
        };
        assert_eq!(swapped, vec![11, 10]);
        let SpvConst::Composite(sum) = f.fold(Op::IAdd, 3, &[12, 12], &[]).unwrap() else {
            panic!()
        };
        assert_eq!(v(f.constants[&sum[0]].1.clone()), -14);
        assert!(f.fold(Op::SDiv, 1, &[11, 13], &[]).is_err());
    }
}
