//! Removing what nothing uses any more: internal definitions nothing calls, then
//! declarations nothing calls and globals nothing reads that no one outside sees.

use dxil_ir::edit::{
    remove_symbols, remove_symbols_named_by, symbol_uses_and_users, symbol_uses_skipping,
    SymbolUsers,
};
use dxil_ir::{FuncId, Function, GlobalId, GlobalVar, Linkage, Module};
use rustc_hash::FxHashSet;

/// Removes internal or private function definitions that nothing references,
/// repeating until every remaining one is used.
pub fn remove_unused_internal_functions(m: &mut Module) {
    let is_local_definition = |f: &Function| f.is_definition() && f.props.linkage.is_local();
    if !m.functions.iter().any(|(_, f)| is_local_definition(f)) {
        return;
    }
    let mut dead: FxHashSet<FuncId> = FxHashSet::default();
    loop {
        let (uses, _) = symbol_uses_skipping(m, |f| dead.contains(&f));
        let before = dead.len();
        for (fid, f) in m.functions.iter() {
            if is_local_definition(f) && !dead.contains(&fid) && uses.get(&fid).is_none() {
                dead.insert(fid);
            }
        }
        if dead.len() == before {
            break;
        }
    }
    remove_symbols(m, &dead, &FxHashSet::default());
}

/// Removes declarations nothing calls, unused internal definitions, and unused
/// globals that are not externally visible definitions. Returns the placed
/// instructions that name a symbol (every direct call among them), as they are now.
pub fn remove_unused_symbols(m: &mut Module) -> SymbolUsers {
    remove_unused_internal_functions(m);
    remove_unused_where(
        m,
        |f| !f.is_definition(),
        |m, g| {
            let exported = g.init.is_some()
                && g.props.linkage == Linkage::External
                && g.props.visibility == dxil_ir::Visibility::Default
                && !matches!(m.types.get(g.value_ty), dxil_ir::TypeData::TargetExt { .. });
            !exported
        },
    )
}

/// Removes the functions and globals nothing uses that `func` and `global` pick; returns
/// the placed instructions that name a symbol, as they are now.
pub fn remove_unused_where(
    m: &mut Module,
    func: impl Fn(&Function) -> bool,
    global: impl Fn(&Module, &GlobalVar) -> bool,
) -> SymbolUsers {
    let (fuses, guses, users) = symbol_uses_and_users(m);
    let dead_funcs: FxHashSet<FuncId> = m
        .functions
        .iter()
        .filter(|(h, f)| func(f) && fuses.get(h).copied().unwrap_or(0) == 0)
        .map(|(h, _)| h)
        .collect();
    let dead_globals: FxHashSet<GlobalId> = m
        .globals
        .iter()
        .filter(|(h, g)| global(m, g) && guses.get(h).copied().unwrap_or(0) == 0)
        .map(|(h, _)| h)
        .collect();
    remove_symbols_named_by(m, &dead_funcs, &dead_globals, users)
}
