//! How instruction records name their operands: relative value ids (the current value
//! number minus the operand's, in 32-bit arithmetic), a type id after an operand that is a
//! forward reference, signed relative ids in PHIs, absolute ids in a few places, and
//! metadata ids for `metadata` call arguments.

use super::attributes::AttrTables;
use super::constants::decode_signed;
use super::error::{err, ModuleErrorKind, Result};
use super::metadata::MdState;
use super::ops::Ops;
use super::types::TypeTable;
use super::values::{mismatch, raw, ValueList};
use dxil_ir::{Module, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// The state of one function body being decoded.
pub(crate) struct Decoder<'a, 'm> {
    /// The module (types, constants and metadata grow while reading).
    pub m: &'a mut Module,
    /// The type ids.
    pub table: &'a TypeTable,
    /// Metadata ids and kinds.
    pub md: &'a mut MdState,
    /// Attribute lists.
    pub attrs: &'a AttrTables,
    /// The value ids in scope.
    pub vals: ValueList<'m>,
    /// Types that records gave for forward references, by value id.
    pub fwd: FxHashMap<u64, Type>,
    /// Whether value operands are relative (module VERSION 1) or absolute (VERSION 0).
    pub relative: bool,
}

impl Decoder<'_, '_> {
    /// The absolute id of a value operand as written.
    fn absolute(&self, written: u64, ops: &Ops<'_>) -> Result<u64> {
        if !self.relative {
            return Ok(written);
        }
        let Ok(rel) = u32::try_from(written) else {
            return ops.invalid(format!("relative value id {written}"));
        };
        // The writer subtracts in 32-bit unsigned arithmetic, so forward references wrap.
        let next = u32::try_from(self.vals.len()).or_else(|_| ops.invalid("too many values"))?;
        Ok(u64::from(next.wrapping_sub(rel)))
    }

    /// Notes that value `id` is used with type `ty` (checked now if defined, when the
    /// body is complete otherwise).
    fn expect(&mut self, id: u64, ty: Type, at: u64) -> Result<()> {
        if let Some(actual) = self.vals.ty(id) {
            if actual != ty {
                return mismatch(&self.m.types, id, ty, actual, at);
            }
            return Ok(());
        }
        if id > u64::from(u32::MAX) {
            return err(ModuleErrorKind::BadValueId(id), at);
        }
        match self.fwd.get(&id) {
            Some(&t) if t != ty => mismatch(&self.m.types, id, ty, t, at),
            Some(_) => Ok(()),
            None => {
                self.fwd.insert(id, ty);
                Ok(())
            }
        }
    }

    /// A value and its type: a forward reference is followed by its type id.
    pub fn value_and_type(&mut self, ops: &mut Ops<'_>) -> Result<(Value, Type)> {
        let id = self.absolute(ops.next()?, ops)?;
        let ty = match self.vals.ty(id) {
            Some(t) => t,
            None => {
                let t = self.table.get(ops.next()?, ops.at())?;
                self.expect(id, t, ops.at())?;
                t
            }
        };
        Ok((raw(id, ops.at())?, ty))
    }

    /// A value whose type the instruction already knows (no type id follows). A
    /// `metadata` operand is a metadata id instead.
    pub fn value(&mut self, ops: &mut Ops<'_>, ty: Type) -> Result<Value> {
        let id = self.absolute(ops.next()?, ops)?;
        self.typed(id, ty, ops.at())
    }

    /// The value with absolute id `id` and type `ty`.
    pub fn typed(&mut self, id: u64, ty: Type, at: u64) -> Result<Value> {
        if matches!(self.m.types.get(ty), TypeData::Metadata) {
            return Ok(Value::Metadata(self.md.md(id, at)?));
        }
        if matches!(self.m.types.get(ty), TypeData::Void | TypeData::Label) {
            return err(
                ModuleErrorKind::BadType("an operand of type void or label".into()),
                at,
            );
        }
        self.expect(id, ty, at)?;
        raw(id, at)
    }

    /// A PHI operand: a signed relative id (forward references are negative).
    pub fn signed_value(&mut self, ops: &mut Ops<'_>, ty: Type) -> Result<Value> {
        let written = ops.next()?;
        let id = if self.relative {
            let delta = i128::from(decode_signed(written));
            u64::try_from(i128::from(self.vals.len()) - delta)
                .or_else(|_| ops.invalid(format!("PHI operand {delta} before the first value")))?
        } else {
            written
        };
        self.typed(id, ty, ops.at())
    }

    /// The value behind a placeholder if it is defined already (constants always are).
    pub fn known(&self, v: Value) -> Option<Value> {
        match v {
            Value::Arg(id) => self.vals.value(u64::from(id)),
            other => Some(other),
        }
    }
}
