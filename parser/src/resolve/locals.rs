//! The local values of a function body by name, as resolution defines and looks them up.
//!
//! clang numbers its values (`%0`, `%1`, ...), in increasing order: those live in a
//! table indexed by number, read and written without hashing and in the order they are
//! defined. Named values, and numbers far beyond the last (which LLVM allows), are
//! hashed.

use super::Key;
use crate::fx::{FxIndexMap, FxMap};
use dxil_ir::Value;
use std::borrow::Cow;

/// How far past the numbered table's end a number may be and still grow the table
/// (farther ones are hashed, so a huge number cannot make a huge table).
const DENSE_SLACK: u32 = 1 << 16;

/// Local values by name or number.
#[derive(Default)]
pub(super) struct Locals<'t> {
    /// `%N` at index `N`.
    numbered: Vec<Option<Value>>,
    /// Numbers too far past the end of `numbered`.
    sparse: FxMap<u32, Value>,
    /// Named values, in definition order (a lookup of a recent one reads memory that is
    /// still in cache).
    named: FxIndexMap<Cow<'t, str>, Value>,
}

impl<'t> Locals<'t> {
    /// Makes room for `n` more values named like `k` (numbered or not).
    pub(super) fn reserve(&mut self, n: usize, numbered: bool) {
        if numbered {
            self.numbered.reserve(n);
        } else {
            self.named.reserve(n);
        }
    }

    /// Defines `k` as `v`; false (and no change) if `k` is defined already.
    pub(super) fn insert(&mut self, k: Key<'t>, v: Value) -> bool {
        match k {
            Key::Num(n) => {
                let i = n as usize;
                if i < self.numbered.len() {
                    let slot = &mut self.numbered[i];
                    if slot.is_some() || self.sparse.contains_key(&n) {
                        return false;
                    }
                    *slot = Some(v);
                    true
                } else if n - (self.numbered.len() as u32).min(n) <= DENSE_SLACK
                    && !self.sparse.contains_key(&n)
                {
                    self.numbered.resize(i, None);
                    self.numbered.push(Some(v));
                    true
                } else {
                    match self.sparse.entry(n) {
                        std::collections::hash_map::Entry::Occupied(_) => false,
                        std::collections::hash_map::Entry::Vacant(e) => {
                            e.insert(v);
                            true
                        }
                    }
                }
            }
            Key::Named(s) => match self.named.entry(s) {
                indexmap::map::Entry::Occupied(_) => false,
                indexmap::map::Entry::Vacant(e) => {
                    e.insert(v);
                    true
                }
            },
        }
    }

    /// The value defined as `k`, if any.
    pub(super) fn get(&self, k: &Key<'t>) -> Option<Value> {
        match k {
            Key::Num(n) => match self.numbered.get(*n as usize) {
                Some(Some(v)) => Some(*v),
                _ => self.sparse.get(n).copied(),
            },
            Key::Named(s) => self.named.get(s.as_ref()).copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_near_and_far_are_found_and_defined_once() {
        let mut l = Locals::default();
        let v = |i| Value::Arg(i);
        assert!(l.insert(Key::Num(0), v(0)));
        assert!(l.insert(Key::Num(3), v(3)));
        assert!(l.insert(Key::Num(u32::MAX), v(9)));
        assert!(l.insert(Key::Named("x".into()), v(7)));
        assert!(!l.insert(Key::Num(3), v(4)));
        assert!(!l.insert(Key::Num(u32::MAX), v(4)));
        assert!(!l.insert(Key::Named(Cow::Owned("x".to_string())), v(4)));
        assert_eq!(l.get(&Key::Num(0)), Some(v(0)));
        assert_eq!(l.get(&Key::Num(3)), Some(v(3)));
        assert_eq!(l.get(&Key::Num(2)), None);
        assert_eq!(l.get(&Key::Num(u32::MAX)), Some(v(9)));
        assert_eq!(l.get(&Key::Named("x".into())), Some(v(7)));
        assert_eq!(l.get(&Key::Named("y".into())), None);
        // The table stays small however far a number jumps.
        assert!(l.numbered.len() < 10);
    }
}
