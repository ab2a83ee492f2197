//! How values and memory objects are laid out in leaves: one 64-bit slot per scalar
//! (integer, float or pointer) of a possibly nested aggregate.

use super::Scalar;
use crate::error::ExecError;
use crate::formats::FloatFormat;
use dxil_ir::{FloatKind, Type, TypeData, Types};

/// Most leaves one value or memory object may have.
pub const MAX_LEAVES: u64 = 1 << 24;

/// Leaf counts and scalar kinds of a module's types.
pub struct Layout<'a> {
    types: &'a Types,
}

impl<'a> Layout<'a> {
    /// The layout of `types`.
    pub fn new(types: &'a Types) -> Self {
        Layout { types }
    }

    /// How many leaves a value of type `t` has (0 for void and labels).
    pub fn leaves(&self, t: Type) -> Result<u32, ExecError> {
        let n = self.leaves_u64(t, 0)?;
        u32::try_from(n)
            .ok()
            .filter(|&n| u64::from(n) <= MAX_LEAVES)
            .ok_or_else(|| ExecError::unsupported(format!("a type of {n} scalars is too large")))
    }

    fn leaves_u64(&self, t: Type, depth: u32) -> Result<u64, ExecError> {
        if depth > 64 {
            return Err(ExecError::invalid("type nesting too deep"));
        }
        let too_big = || ExecError::unsupported("a type is too large");
        Ok(match self.types.get(t) {
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Token => 0,
            TypeData::Int(_) | TypeData::Float(_) | TypeData::Ptr { .. } => 1,
            TypeData::TypedPtr { .. } => 1,
            TypeData::Vector { len, elem, .. } => u64::from(*len)
                .checked_mul(self.leaves_u64(*elem, depth + 1)?)
                .ok_or_else(too_big)?,
            TypeData::Array { len, elem } => len
                .checked_mul(self.leaves_u64(*elem, depth + 1)?)
                .filter(|&n| n <= MAX_LEAVES)
                .ok_or_else(too_big)?,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (fields, _) = self.types.struct_fields(t).unwrap_or((&[], false));
                let mut sum = 0u64;
                for f in fields {
                    sum = sum
                        .checked_add(self.leaves_u64(*f, depth + 1)?)
                        .filter(|&n| n <= MAX_LEAVES)
                        .ok_or_else(too_big)?;
                }
                sum
            }
            TypeData::Function { .. } | TypeData::TargetExt { .. } => {
                return Err(ExecError::unsupported("function or target types as values"))
            }
        })
    }

    /// The scalar kind of a scalar type.
    pub fn scalar(&self, t: Type) -> Result<Scalar, ExecError> {
        match self.types.get(t) {
            TypeData::Int(b) if (1..=64).contains(b) => Ok(Scalar::Int(*b as u8)),
            TypeData::Float(k) => Ok(Scalar::Float(float_format(*k)?)),
            TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => Ok(Scalar::Ptr),
            other => Err(ExecError::unsupported(format!(
                "{other:?} where a scalar was expected"
            ))),
        }
    }

    /// The scalar kind of every leaf of `t`, in order.
    pub fn leaf_scalars(&self, t: Type, out: &mut Vec<Scalar>) -> Result<(), ExecError> {
        match self.types.get(t) {
            TypeData::Vector { len, elem, .. } => {
                for _ in 0..*len {
                    self.leaf_scalars(*elem, out)?;
                }
            }
            TypeData::Array { len, elem } => {
                self.leaves(t)?;
                for _ in 0..*len {
                    self.leaf_scalars(*elem, out)?;
                }
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (fields, _) = self.types.struct_fields(t).unwrap_or((&[], false));
                for f in fields {
                    self.leaf_scalars(*f, out)?;
                }
            }
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Token => {}
            _ => out.push(self.scalar(t)?),
        }
        Ok(())
    }

    /// The element type and count of a vector type.
    pub fn vector(&self, t: Type) -> Option<(Type, u32)> {
        match self.types.get(t) {
            TypeData::Vector { len, elem, .. } => Some((*elem, *len)),
            _ => None,
        }
    }

    /// Leaf offset of field or element `index` inside aggregate `t`, and that part's
    /// type.
    pub fn member(&self, t: Type, index: u64) -> Result<(u32, Type), ExecError> {
        let bad = || ExecError::invalid(format!("index {index} out of its aggregate"));
        match self.types.get(t) {
            TypeData::Array { elem, len } => {
                if index >= *len {
                    return Err(bad());
                }
                let off = index * u64::from(self.leaves(*elem)?);
                Ok((u32::try_from(off).map_err(|_| bad())?, *elem))
            }
            TypeData::Vector { elem, len, .. } => {
                if index >= u64::from(*len) {
                    return Err(bad());
                }
                let off = index * u64::from(self.leaves(*elem)?);
                Ok((u32::try_from(off).map_err(|_| bad())?, *elem))
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (fields, _) = self.types.struct_fields(t).unwrap_or((&[], false));
                let i = usize::try_from(index).map_err(|_| bad())?;
                let field = *fields.get(i).ok_or_else(bad)?;
                let mut off = 0u32;
                for f in &fields[..i] {
                    off += self.leaves(*f)?;
                }
                Ok((off, field))
            }
            _ => Err(bad()),
        }
    }

    /// The interned types.
    pub fn types(&self) -> &'a Types {
        self.types
    }
}

/// The interpreter's float format of an LLVM float kind.
pub fn float_format(k: FloatKind) -> Result<FloatFormat, ExecError> {
    match k {
        FloatKind::Half => Ok(FloatFormat::Half),
        FloatKind::Float => Ok(FloatFormat::Single),
        FloatKind::Double => Ok(FloatFormat::Double),
        other => Err(ExecError::unsupported(format!(
            "float type {}",
            other.keyword()
        ))),
    }
}
