//! Where things came from in the source text: a side table beside a [`crate::Module`],
//! so later stages can name `file:line:col` in their errors without the module itself
//! carrying positions (which would make two equal modules from different texts unequal).

use crate::function::{FuncId, Inst};
use crate::global::GlobalId;

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
///
/// Kept as vectors indexed by handle (one per function for its instructions): a parsed
/// module has a position for nearly every site, so this is both smaller and faster
/// than a hash map.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    globals: Vec<Option<Loc>>,
    functions: Vec<Option<Loc>>,
    /// Per function, per instruction.
    insts: Vec<Vec<Option<Loc>>>,
    len: usize,
}

/// Sets `v[i]`, growing `v` with `None`s; says whether the slot was empty.
fn set(v: &mut Vec<Option<Loc>>, i: usize, loc: Loc) -> bool {
    if v.len() <= i {
        v.resize(i + 1, None);
    }
    v[i].replace(loc).is_none()
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records where `site` was written.
    pub fn insert(&mut self, site: Site, loc: Loc) {
        let new = match site {
            Site::Global(g) => set(&mut self.globals, g.index(), loc),
            Site::Function(f) => set(&mut self.functions, f.index(), loc),
            Site::Inst(f, i) => {
                if self.insts.len() <= f.index() {
                    self.insts.resize_with(f.index() + 1, Vec::new);
                }
                set(&mut self.insts[f.index()], i.index(), loc)
            }
        };
        self.len += usize::from(new);
    }

    /// Makes room for `n` instruction positions of function `f`, to spare regrowing
    /// while they are inserted.
    pub fn reserve_insts(&mut self, f: FuncId, n: usize) {
        if self.insts.len() <= f.index() {
            self.insts.resize_with(f.index() + 1, Vec::new);
        }
        self.insts[f.index()].reserve(n);
    }

    /// Records where every instruction of function `f` was written, `locs[i]` for
    /// instruction `i`, replacing what was recorded for them.
    pub fn set_insts(&mut self, f: FuncId, locs: Vec<Option<Loc>>) {
        if self.insts.len() <= f.index() {
            self.insts.resize_with(f.index() + 1, Vec::new);
        }
        let old = std::mem::replace(&mut self.insts[f.index()], locs);
        self.len -= old.iter().flatten().count();
        self.len += self.insts[f.index()].iter().flatten().count();
    }

    /// Where `site` was written, if known.
    pub fn get(&self, site: Site) -> Option<Loc> {
        let slot = match site {
            Site::Global(g) => self.globals.get(g.index()),
            Site::Function(f) => self.functions.get(f.index()),
            Site::Inst(f, i) => self.insts.get(f.index()).and_then(|v| v.get(i.index())),
        };
        slot.copied().flatten()
    }

    /// How many sites are recorded.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every recorded site with its position.
    fn entries(&self) -> impl Iterator<Item = (Site, Loc)> + '_ {
        let globals = (self.globals.iter().enumerate())
            .filter_map(|(i, l)| Some((Site::Global(GlobalId::from_index(i)), (*l)?)));
        let functions = (self.functions.iter().enumerate())
            .filter_map(|(i, l)| Some((Site::Function(FuncId::from_index(i)), (*l)?)));
        let insts = self.insts.iter().enumerate().flat_map(|(f, v)| {
            v.iter().enumerate().filter_map(move |(i, l)| {
                Some((
                    Site::Inst(FuncId::from_index(f), Inst::from_index(i)),
                    (*l)?,
                ))
            })
        });
        globals.chain(functions).chain(insts)
    }
}

impl PartialEq for SourceMap {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.entries().all(|(s, l)| other.get(s) == Some(l))
    }
}

impl Eq for SourceMap {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sites_are_kept_apart() {
        let mut m = SourceMap::new();
        let f = FuncId::from_index(2);
        let loc = |line| Loc { line, col: 1 };
        m.insert(Site::Function(f), loc(1));
        m.insert(Site::Inst(f, Inst::from_index(3)), loc(2));
        m.insert(Site::Global(GlobalId::from_index(0)), loc(3));
        m.insert(Site::Inst(f, Inst::from_index(3)), loc(4));
        assert_eq!(m.len(), 3);
        assert_eq!(m.get(Site::Function(f)), Some(loc(1)));
        assert_eq!(m.get(Site::Inst(f, Inst::from_index(3))), Some(loc(4)));
        assert_eq!(m.get(Site::Inst(f, Inst::from_index(2))), None);
        assert_eq!(
            m.get(Site::Inst(FuncId::from_index(0), Inst::from_index(3))),
            None
        );
        assert_eq!(m.get(Site::Global(GlobalId::from_index(0))), Some(loc(3)));
        let mut n = SourceMap::new();
        n.reserve_insts(FuncId::from_index(5), 10);
        n.insert(Site::Global(GlobalId::from_index(0)), loc(3));
        n.insert(Site::Inst(f, Inst::from_index(3)), loc(4));
        n.insert(Site::Function(f), loc(1));
        assert_eq!(m, n);
    }
}
