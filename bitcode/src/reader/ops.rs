//! A cursor over one record's operands that turns every shortfall or out-of-range operand
//! into an error carrying the record's bit offset.

use super::blocks::RawRecord;
use super::error::{err, invalid, unsupported, ModuleErrorKind, Result};

/// Reads the operands of one record in order.
#[derive(Debug)]
pub(crate) struct Ops<'a> {
    ops: &'a [u64],
    pos: usize,
    at: u64,
    name: &'static str,
}

impl<'a> Ops<'a> {
    /// A cursor at the first operand of `rec`, which errors name `name`.
    pub fn new(rec: &'a RawRecord, name: &'static str) -> Self {
        Ops {
            ops: &rec.rec.operands,
            pos: 0,
            at: rec.at,
            name,
        }
    }

    /// The record's bit offset.
    pub fn at(&self) -> u64 {
        self.at
    }

    /// How many operands are left.
    pub fn remaining(&self) -> usize {
        self.ops.len().saturating_sub(self.pos)
    }

    /// The total operand count.
    pub fn len(&self) -> usize {
        self.ops.len()
    }

    /// The next operand.
    pub fn next(&mut self) -> Result<u64> {
        let v = self.ops.get(self.pos).copied();
        self.pos += 1;
        v.map_or_else(
            || {
                err(
                    ModuleErrorKind::TooFewOperands { record: self.name },
                    self.at,
                )
            },
            Ok,
        )
    }

    /// The next operand if there is one.
    pub fn opt(&mut self) -> Option<u64> {
        let v = self.ops.get(self.pos).copied();
        if v.is_some() {
            self.pos += 1;
        }
        v
    }

    /// The next operand, which must fit 32 bits.
    pub fn next_u32(&mut self) -> Result<u32> {
        let v = self.next()?;
        u32::try_from(v).or_else(|_| self.invalid(format!("operand {v} does not fit 32 bits")))
    }

    /// The next operand as a flag (0 or 1; anything else non-zero also counts as set).
    pub fn next_bool(&mut self) -> Result<bool> {
        Ok(self.next()? != 0)
    }

    /// Every operand not read yet.
    pub fn rest(&mut self) -> &'a [u64] {
        let r = self.ops.get(self.pos..).unwrap_or(&[]);
        self.pos = self.ops.len();
        r
    }

    /// An [`ModuleErrorKind::InvalidRecord`] error for this record.
    pub fn invalid<T>(&self, reason: impl Into<String>) -> Result<T> {
        invalid(self.name, reason, self.at)
    }

    /// An [`ModuleErrorKind::Unsupported`] error for this record.
    pub fn unsupported<T>(&self, what: impl Into<String>) -> Result<T> {
        unsupported(what, self.at)
    }
}

/// Operands as bytes (each must be below 256).
pub(crate) fn bytes_of(ops: &[u64], record: &'static str, at: u64) -> Result<Vec<u8>> {
    ops.iter()
        .map(|&v| u8::try_from(v).or_else(|_| invalid(record, format!("character {v}"), at)))
        .collect()
}

/// Operands as a UTF-8 string (names of symbols, types and metadata).
pub(crate) fn string_of(ops: &[u64], record: &'static str, at: u64) -> Result<Box<str>> {
    let bytes = bytes_of(ops, record, at)?;
    String::from_utf8(bytes)
        .map(String::into_boxed_str)
        .or_else(|_| unsupported(format!("a {record} name that is not UTF-8"), at))
}
