//! The value list: what each value id names, and its type.
//!
//! Module-level ids are globals, functions and module constants in record order; a
//! function's ids continue with its arguments, its constants and its instructions.
//! A constant's slot is empty until the constants are resolved; an instruction's slot is
//! filled when its record is read, so an operand naming a later id is a forward reference
//! whose type the record states and which is checked when the body is complete.

use super::error::{err, ModuleErrorKind, Result};
use dxil_ir::{Type, Types, Value};

/// Value ids of one scope (the module, or a function on top of the module).
#[derive(Debug, Default)]
pub(crate) struct ValueList<'m> {
    outer: Option<&'m ValueList<'m>>,
    base: u64,
    vals: Vec<(Option<Value>, Type)>,
}

impl<'m> ValueList<'m> {
    /// An empty module-level list.
    pub fn new() -> Self {
        ValueList {
            outer: None,
            base: 0,
            vals: Vec::new(),
        }
    }

    /// An empty function-level list continuing `module`'s ids.
    pub fn nested(module: &'m ValueList<'m>) -> Self {
        ValueList {
            outer: Some(module),
            base: module.len(),
            vals: Vec::new(),
        }
    }

    /// The number of ids defined (outer ones included): the id the next value gets.
    pub fn len(&self) -> u64 {
        self.base + self.vals.len() as u64
    }

    /// Defines the next id as `value` (`None`: a constant not resolved yet) of type `ty`.
    pub fn push(&mut self, value: Option<Value>, ty: Type) -> u64 {
        self.vals.push((value, ty));
        self.len() - 1
    }

    fn entry(&self, id: u64) -> Option<&(Option<Value>, Type)> {
        if id < self.base {
            return self.outer?.entry(id);
        }
        self.vals.get(usize::try_from(id - self.base).ok()?)
    }

    /// The type of value `id`, if defined.
    pub fn ty(&self, id: u64) -> Option<Type> {
        self.entry(id).map(|e| e.1)
    }

    /// The value `id` names, if defined and resolved.
    pub fn value(&self, id: u64) -> Option<Value> {
        self.entry(id).and_then(|e| e.0)
    }

    /// Fills the slot of local id `id` (a resolved constant).
    pub fn set(&mut self, id: u64, value: Value) {
        if let Some(slot) = id
            .checked_sub(self.base)
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| self.vals.get_mut(i))
        {
            slot.0 = Some(value);
        }
    }

    /// The value `id` names, which must be defined, resolved and of type `ty` (when given).
    pub fn get(&self, id: u64, ty: Option<Type>, types: &Types, at: u64) -> Result<Value> {
        let Some(&(value, actual)) = self.entry(id) else {
            return err(ModuleErrorKind::BadValueId(id), at);
        };
        if let Some(expected) = ty {
            if expected != actual {
                return mismatch(types, id, expected, actual, at);
            }
        }
        value.map_or_else(|| err(ModuleErrorKind::BadValueId(id), at), Ok)
    }
}

/// A [`ModuleErrorKind::ValueTypeMismatch`] error.
pub(crate) fn mismatch<T>(
    types: &Types,
    id: u64,
    expected: Type,
    actual: Type,
    at: u64,
) -> Result<T> {
    err(
        ModuleErrorKind::ValueTypeMismatch {
            id,
            expected: format!("{:?}", types.get(expected)),
            actual: format!("{:?}", types.get(actual)),
        },
        at,
    )
}

/// A placeholder for value id `id` inside an instruction or local metadata being read: the
/// id rides in a [`Value::Arg`] until the function body is complete and every id is known
/// (see [`ValueList::resolve_raw`]).
pub(crate) fn raw(id: u64, at: u64) -> Result<Value> {
    u32::try_from(id)
        .map(Value::Arg)
        .or_else(|_| err(ModuleErrorKind::BadValueId(id), at))
}

impl ValueList<'_> {
    /// The value a placeholder made by [`raw`] stands for; `fwd` holds the types records
    /// gave for forward references, which must match.
    pub fn resolve_raw(&self, v: Value, types: &Types, at: u64) -> Result<Value> {
        match v {
            Value::Arg(id) => self.get(u64::from(id), None, types, at),
            other => Ok(other),
        }
    }
}
