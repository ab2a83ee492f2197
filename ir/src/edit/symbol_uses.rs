//! Who uses each function and global of a module: counts by handle, and the calls
//! themselves, from code, constants and the metadata reachable outside bodies.

use super::reachable_metadata::{close_metadata, metadata_roots_outside_bodies};
use crate::{ConstData, FuncId, Function, GlobalVar, Handle, Inst, Module, SecondaryMap, Value};

/// How many times each symbol of one kind is referenced (see [`symbol_uses`]), in a
/// table indexed by handle.
#[derive(Clone, Debug)]
pub struct UseCounts<T> {
    counts: SecondaryMap<Handle<T>, usize>,
}

impl<T> Default for UseCounts<T> {
    fn default() -> Self {
        UseCounts {
            counts: SecondaryMap::new(),
        }
    }
}

impl<T> UseCounts<T> {
    /// The number of references to `h`, or `None` when there is none (as a map of
    /// counts would answer).
    pub fn get(&self, h: &Handle<T>) -> Option<&usize> {
        Some(self.counts.get(*h)).filter(|&&n| n != 0)
    }

    fn add(&mut self, h: Handle<T>) {
        *self.counts.get_mut(h) += 1;
    }
}

/// How many times each function and global is referenced (by instructions,
/// initializers, metadata, and constants these use: a constant expression left in the
/// table after its last user was rewritten keeps nothing alive).
pub fn symbol_uses(m: &Module) -> (UseCounts<Function>, UseCounts<GlobalVar>) {
    symbol_uses_skipping(m, |_| false)
}

/// [`symbol_uses`], leaving out what the bodies of the functions `skip` holds for
/// reference (as if they were declarations). One walk over the instructions.
pub fn symbol_uses_skipping(
    m: &Module,
    skip: impl Fn(FuncId) -> bool,
) -> (UseCounts<Function>, UseCounts<GlobalVar>) {
    let (funcs, globals, _) = count_symbol_uses(m, skip, false);
    (funcs, globals)
}

/// The placed instructions that name a function or global directly, with their
/// functions: all that [`super::remove_symbols_named_by`] revisits when symbols move.
#[derive(Clone, Debug, Default)]
pub struct SymbolUsers(pub(super) Vec<(FuncId, Inst)>);

impl SymbolUsers {
    /// The instructions, with their functions, in module order.
    pub fn iter(&self) -> impl Iterator<Item = (FuncId, Inst)> + '_ {
        self.0.iter().copied()
    }
}

/// [`symbol_uses`], and the instructions that name symbols.
pub fn symbol_uses_and_users(
    m: &Module,
) -> (UseCounts<Function>, UseCounts<GlobalVar>, SymbolUsers) {
    count_symbol_uses(m, |_| false, true)
}

fn count_symbol_uses(
    m: &Module,
    skip: impl Fn(FuncId) -> bool,
    list_users: bool,
) -> (UseCounts<Function>, UseCounts<GlobalVar>, SymbolUsers) {
    let mut users = SymbolUsers::default();
    let mut funcs = UseCounts::default();
    let mut globals = UseCounts::default();
    let mut count = |v: Value| match v {
        Value::Function(f) => funcs.add(f),
        Value::Global(g) => globals.add(g),
        _ => {}
    };
    // Constants and metadata met so far (each goes on its stack once).
    let mut live = Reached::new(m.consts.len());
    let mut reached = Reached::new(m.metadata.len());
    for md in metadata_roots_outside_bodies(m) {
        reached.reach(md);
    }
    for (_, g) in m.globals.iter() {
        if let Some(v) = g.init {
            count(v);
            if let Some(c) = v.as_const() {
                live.reach(c);
            }
        }
    }
    for (fid, f) in m.functions.iter() {
        let Some(body) = f.body.as_ref().filter(|_| !skip(fid)) else {
            continue;
        };
        for (_, i) in body.placed_insts() {
            let d = &body.insts[i];
            for (_, md) in &d.metadata {
                reached.reach(*md);
            }
            let mut names_symbol = false;
            d.kind.for_each_operand(|v| {
                count(v);
                match v {
                    Value::Const(c) => live.reach(c),
                    Value::Metadata(md) => reached.reach(md),
                    Value::Function(_) | Value::Global(_) => names_symbol = true,
                    _ => {}
                }
            });
            if names_symbol && list_users {
                users.0.push((fid, i));
            }
        }
    }
    let reachable = close_metadata(m, reached.stack);
    for (md, data) in m.metadata.iter() {
        if let (true, crate::MdData::Value { value, .. }) = (*reachable.get(md), data) {
            count(*value);
            if let Some(c) = value.as_const() {
                live.reach(c);
            }
        }
    }
    // Every constant reached, through the operands of those reached before.
    let mut k = 0;
    while let Some(&c) = live.stack.get(k) {
        k += 1;
        for_each_const_operand(m.consts.get(c), &mut |v| {
            count(v);
            if let Some(c) = v.as_const() {
                live.reach(c);
            }
        });
    }
    (funcs, globals, users)
}

/// Items of one arena reached so far, each listed once, in the order reached.
struct Reached<T> {
    seen: SecondaryMap<Handle<T>, bool>,
    stack: Vec<Handle<T>>,
}

impl<T> Reached<T> {
    fn new(n: usize) -> Self {
        Reached {
            seen: SecondaryMap::with_capacity(n),
            stack: Vec::new(),
        }
    }

    fn reach(&mut self, h: Handle<T>) {
        let seen = self.seen.get_mut(h);
        if !*seen {
            *seen = true;
            self.stack.push(h);
        }
    }
}

fn for_each_const_operand(c: &ConstData, f: &mut impl FnMut(Value)) {
    use crate::ConstExprOp as E;
    match c {
        ConstData::Aggregate { elems, .. } => elems.iter().copied().for_each(f),
        ConstData::Expr { op, .. } => match op {
            E::Cast { val, .. } => f(*val),
            E::Gep { base, indices, .. } => {
                f(*base);
                indices.iter().copied().for_each(f)
            }
            E::Binary { lhs, rhs, .. } | E::ICmp { lhs, rhs, .. } | E::FCmp { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs)
            }
            E::Select {
                cond,
                then_val,
                else_val,
            } => {
                f(*cond);
                f(*then_val);
                f(*else_val)
            }
            E::ExtractElement { vec, index } => {
                f(*vec);
                f(*index)
            }
            E::InsertElement { vec, val, index } => {
                f(*vec);
                f(*val);
                f(*index)
            }
            E::ShuffleVector { a, b, .. } => {
                f(*a);
                f(*b)
            }
        },
        _ => {}
    }
}
