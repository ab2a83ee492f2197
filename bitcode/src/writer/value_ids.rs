//! The enumerator's numbers of values and types, in tables indexed by handle (a value's
//! id is looked up for every operand of every instruction, so no hashing).

use super::const_table::Val;
use dxil_ir::Type;

/// The 1-based id of each value, 0 for none, one table per kind of value.
///
/// Instructions are numbered in order after the function's constants, whose count is
/// known only once every instruction has been seen: their table holds the 1-based
/// position among the function's results, and `inst_base` is added when asked.
#[derive(Debug, Default)]
pub(crate) struct ValueIds {
    globals: Vec<u32>,
    funcs: Vec<u32>,
    consts: Vec<u32>,
    args: Vec<u32>,
    insts: Vec<u32>,
    inst_base: u32,
    mds: Vec<u32>,
}

impl ValueIds {
    fn table(&self, v: Val) -> (&Vec<u32>, usize) {
        match v {
            Val::Global(g) => (&self.globals, g.index()),
            Val::Func(f) => (&self.funcs, f.index()),
            Val::Const(c) => (&self.consts, c),
            Val::Arg(i) => (&self.args, i as usize),
            Val::Inst(i) => (&self.insts, i.index()),
            Val::Md(m) => (&self.mds, m.index()),
        }
    }

    fn table_mut(&mut self, v: Val) -> (&mut Vec<u32>, usize) {
        match v {
            Val::Global(g) => (&mut self.globals, g.index()),
            Val::Func(f) => (&mut self.funcs, f.index()),
            Val::Const(c) => (&mut self.consts, c),
            Val::Arg(i) => (&mut self.args, i as usize),
            Val::Inst(i) => (&mut self.insts, i.index()),
            Val::Md(m) => (&mut self.mds, m.index()),
        }
    }

    /// The 1-based id of `v`, if it has one.
    pub(crate) fn get(&self, v: Val) -> Option<u32> {
        let (t, k) = self.table(v);
        let id = t.get(k).copied().filter(|&id| id != 0)?;
        Some(match v {
            Val::Inst(_) => id + self.inst_base,
            _ => id,
        })
    }

    /// Gives instruction `i` the 1-based position `n` among the function's results
    /// (its id is `n` after [`ValueIds::set_inst_base`]).
    pub(crate) fn set_inst_position(&mut self, i: dxil_ir::Inst, n: u32) {
        if i.index() >= self.insts.len() {
            self.insts.resize(i.index() + 1, 0);
        }
        self.insts[i.index()] = n;
    }

    /// Numbers the function's results after the first `base` values.
    pub(crate) fn set_inst_base(&mut self, base: u32) {
        self.inst_base = base;
    }

    /// Forgets every instruction's id (the function is written).
    pub(crate) fn forget_insts(&mut self) {
        self.insts.clear();
        self.inst_base = 0;
    }

    /// Gives `v` the 1-based id `id` (0 forgets it).
    pub(crate) fn set(&mut self, v: Val, id: u32) {
        let (t, k) = self.table_mut(v);
        if k >= t.len() {
            if id == 0 {
                return;
            }
            t.resize(k + 1, 0);
        }
        t[k] = id;
    }
}

/// The 1-based id of each type, 0 for none.
#[derive(Debug, Default)]
pub(crate) struct TypeIds {
    ids: Vec<u32>,
}

impl TypeIds {
    /// The id of `t` (0 if it has none).
    pub(crate) fn get(&self, t: Type) -> u32 {
        self.ids.get(t.index()).copied().unwrap_or(0)
    }

    /// Gives `t` the id `id`.
    pub(crate) fn set(&mut self, t: Type, id: u32) {
        if t.index() >= self.ids.len() {
            self.ids.resize(t.index() + 1, 0);
        }
        self.ids[t.index()] = id;
    }
}
