//! Removing dead functions and globals from a module in one pass: the arenas are
//! rebuilt and every handle, constant and use renumbered.

use super::symbol_uses::SymbolUsers;
use crate::{ConstData, FuncId, Module, Value};
use rustc_hash::FxHashSet;

fn map_const_operands(c: &mut ConstData, f: &mut impl FnMut(Value) -> Value) {
    use crate::ConstExprOp as E;
    match c {
        ConstData::Aggregate { elems, .. } => elems.iter_mut().for_each(|v| *v = f(*v)),
        ConstData::Expr { op, .. } => match op {
            E::Cast { val, .. } => *val = f(*val),
            E::Gep { base, indices, .. } => {
                *base = f(*base);
                indices.iter_mut().for_each(|v| *v = f(*v))
            }
            E::Binary { lhs, rhs, .. } | E::ICmp { lhs, rhs, .. } | E::FCmp { lhs, rhs, .. } => {
                *lhs = f(*lhs);
                *rhs = f(*rhs)
            }
            E::Select {
                cond,
                then_val,
                else_val,
            } => {
                *cond = f(*cond);
                *then_val = f(*then_val);
                *else_val = f(*else_val)
            }
            E::ExtractElement { vec, index } => {
                *vec = f(*vec);
                *index = f(*index)
            }
            E::InsertElement { vec, val, index } => {
                *vec = f(*vec);
                *val = f(*val);
                *index = f(*index)
            }
            E::ShuffleVector { a, b, .. } => {
                *a = f(*a);
                *b = f(*b)
            }
        },
        _ => {}
    }
}

/// Removes the functions in `dead_funcs` and globals in `dead_globals` from `m`,
/// renumbering the rest (handles of later symbols change). References to removed
/// symbols (which callers make sure are unused) become `undef`.
///
/// The source map of the module is keyed by function handles; after this, sites of
/// functions placed after a removed one no longer match it.
pub fn remove_symbols(
    m: &mut Module,
    dead_funcs: &FxHashSet<FuncId>,
    dead_globals: &FxHashSet<crate::GlobalId>,
) {
    remove_symbols_in(m, dead_funcs, dead_globals, None);
}

/// [`remove_symbols`], where `users` (from [`super::symbol_uses_and_users`], the module
/// unchanged since) lists every placed instruction naming a symbol: unless constants
/// move too, only those are revisited, not the whole code. Returns the list with the
/// functions' new handles (those of removed functions left out).
pub fn remove_symbols_named_by(
    m: &mut Module,
    dead_funcs: &FxHashSet<FuncId>,
    dead_globals: &FxHashSet<crate::GlobalId>,
    users: SymbolUsers,
) -> SymbolUsers {
    remove_symbols_in(m, dead_funcs, dead_globals, Some(users)).unwrap_or_default()
}

fn remove_symbols_in(
    m: &mut Module,
    dead_funcs: &FxHashSet<FuncId>,
    dead_globals: &FxHashSet<crate::GlobalId>,
    users: Option<SymbolUsers>,
) -> Option<SymbolUsers> {
    if dead_funcs.is_empty() && dead_globals.is_empty() {
        return users;
    }
    // New handles by old index (`None` for removed symbols); the symbols move, not copy.
    let old_funcs = std::mem::take(&mut m.functions);
    let mut fmap: Vec<Option<FuncId>> = Vec::with_capacity(old_funcs.len());
    m.functions
        .reserve(old_funcs.len().saturating_sub(dead_funcs.len()));
    for (h, f) in old_funcs.into_items() {
        fmap.push((!dead_funcs.contains(&h)).then(|| m.functions.alloc(f)));
    }
    let old_globals = std::mem::take(&mut m.globals);
    let mut gmap: Vec<Option<crate::GlobalId>> = Vec::with_capacity(old_globals.len());
    m.globals
        .reserve(old_globals.len().saturating_sub(dead_globals.len()));
    for (h, g) in old_globals.into_items() {
        gmap.push((!dead_globals.contains(&h)).then(|| m.globals.alloc(g)));
    }
    // Rebuild the constant table: constants that name symbols change.
    let old_consts: Vec<ConstData> = m.consts.iter().map(|(_, c)| c.clone()).collect();
    let mut new_consts = crate::Constants::new();
    let mut cmap: Vec<Option<crate::Const>> = vec![None; old_consts.len()];
    let maps = SymbolMaps {
        funcs: &fmap,
        globals: &gmap,
    };
    for idx in 0..old_consts.len() {
        remap_const(idx, &old_consts, &mut new_consts, &mut cmap, &maps, 0);
    }
    m.consts = new_consts;
    let kept = |k: usize, n: Option<usize>| n.is_none_or(|n| n == k);
    let consts_kept = cmap
        .iter()
        .enumerate()
        .all(|(k, n)| kept(k, n.map(|h| h.index())));
    let identity = fmap
        .iter()
        .enumerate()
        .all(|(k, n)| kept(k, n.map(|h| h.index())))
        && gmap
            .iter()
            .enumerate()
            .all(|(k, n)| kept(k, n.map(|h| h.index())))
        && consts_kept;
    let users = users.map(|u| {
        let moved = u.0.into_iter();
        SymbolUsers(
            moved
                .filter_map(|(f, i)| Some((maps.func(f)?, i)))
                .collect(),
        )
    });
    if !identity {
        let map_value = |v: Value| -> Value {
            match v {
                Value::Function(f) => maps.func(f).map(Value::Function).unwrap_or(v),
                Value::Global(g) => maps.global(g).map(Value::Global).unwrap_or(v),
                Value::Const(c) => cmap
                    .get(c.index())
                    .copied()
                    .flatten()
                    .map(Value::Const)
                    .unwrap_or(v),
                other => other,
            }
        };
        for (_, g) in m.globals.iter_mut() {
            g.init = g.init.map(map_value);
        }
        for (_, md) in m.metadata.iter_mut() {
            if let crate::MdData::Value { value, .. } = md {
                *value = map_value(*value);
            }
        }
        match &users {
            Some(users) if consts_kept => {
                for &(f, i) in &users.0 {
                    if let Some(body) = m.functions[f].body.as_mut() {
                        body.insts[i].kind.map_operands(map_value);
                    }
                }
            }
            _ => {
                // Instructions are only written when an operand changes: most name no
                // symbol.
                let changes = |v: Value| map_value(v) != v;
                for (_, f) in m.functions.iter_mut() {
                    if let Some(body) = &mut f.body {
                        for (_, d) in body.insts.iter_mut() {
                            let mut any = false;
                            d.kind.for_each_operand(|v| any |= changes(v));
                            if any {
                                d.kind.map_operands(map_value);
                            }
                        }
                    }
                }
            }
        }
    }
    m.intern_symbol_pointer_types();
    users
}

/// The new handles of the symbols [`remove_symbols`] keeps, by old index.
struct SymbolMaps<'a> {
    funcs: &'a [Option<FuncId>],
    globals: &'a [Option<crate::GlobalId>],
}

impl SymbolMaps<'_> {
    fn func(&self, f: FuncId) -> Option<FuncId> {
        self.funcs.get(f.index()).copied().flatten()
    }

    fn global(&self, g: crate::GlobalId) -> Option<crate::GlobalId> {
        self.globals.get(g.index()).copied().flatten()
    }
}

fn remap_const(
    idx: usize,
    old: &[ConstData],
    new: &mut crate::Constants,
    cmap: &mut Vec<Option<crate::Const>>,
    maps: &SymbolMaps,
    depth: u32,
) -> crate::Const {
    if let Some(c) = cmap[idx] {
        return c;
    }
    let mut data = old[idx].clone();
    let mut dead = false;
    if depth < 64 {
        let mut f = |v: Value| -> Value {
            match v {
                Value::Function(h) => match maps.func(h) {
                    Some(n) => Value::Function(n),
                    None => {
                        dead = true;
                        v
                    }
                },
                Value::Global(h) => match maps.global(h) {
                    Some(n) => Value::Global(n),
                    None => {
                        dead = true;
                        v
                    }
                },
                Value::Const(c) if c.index() < old.len() => {
                    Value::Const(remap_const(c.index(), old, new, cmap, maps, depth + 1))
                }
                other => other,
            }
        };
        map_const_operands(&mut data, &mut f);
    }
    let c = if dead {
        new.intern(ConstData::Undef(data.ty()))
    } else {
        new.intern(data)
    };
    cmap[idx] = Some(c);
    c
}
