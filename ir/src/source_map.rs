//! Where things came from in the source text: a side table beside a [`crate::Module`],
//! so later stages can name `file:line:col` in their errors without the module itself
//! carrying positions (which would make two equal modules from different texts unequal).

use crate::function::{FuncId, Inst};
use crate::global::GlobalId;
use std::collections::HashMap;

/// A 1-based line and column in the source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    /// Line, from 1.
    pub line: u32,
    /// Column (in characters), from 1.
    pub col: u32,
}

impl std::fmt::Display for Loc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// What a [`Loc`] can be attached to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Site {
    /// A global variable's definition.
    Global(GlobalId),
    /// A function's `define` or `declare`.
    Function(FuncId),
    /// An instruction of a function.
    Inst(FuncId, Inst),
}

/// Source positions of a module's globals, functions and instructions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceMap {
    locs: HashMap<Site, Loc>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records where `site` was written.
    pub fn insert(&mut self, site: Site, loc: Loc) {
        self.locs.insert(site, loc);
    }

    /// Where `site` was written, if known.
    pub fn get(&self, site: Site) -> Option<Loc> {
        self.locs.get(&site).copied()
    }

    /// How many sites are recorded.
    pub fn len(&self) -> usize {
        self.locs.len()
    }

    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.locs.is_empty()
    }
}
