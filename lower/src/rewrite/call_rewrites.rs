//! Rewriting the calls of chosen functions across a module: the walk op lowering and
//! the intrinsic expansions share (which calls, which function, the cursor set up to
//! defer replacements and stage insertions).

use super::FuncCursor;
use crate::error::LowerError;
use dxil_ir::{FuncId, Inst, InstKind, Module, Value};

/// Rewrites every call, in every definition of `m`, of a declared function (an
/// intrinsic, or an operation) whose name `select` maps to a key: `rewrite` gets a cursor on the function, the call and the key. The
/// first error stops the walk (the function's body is put back first). Replacements
/// are deferred and insertions staged ([`FuncCursor::stage_inserts`]): `rewrite` edits
/// blocks only through the cursor.
///
/// `select` is asked once per declaration, not per call (nor for definitions: a library
/// holds thousands); when it selects no function of
/// the module, the code is not walked at all.
pub fn rewrite_calls<K: Clone>(
    m: &mut Module,
    select: impl Fn(&str) -> Option<K>,
    mut rewrite: impl FnMut(&mut FuncCursor, Inst, K) -> Result<(), LowerError>,
) -> Result<(), LowerError> {
    let keys: Vec<Option<K>> = m
        .functions
        .iter()
        .map(|(_, f)| f.body.is_none().then(|| select(&f.name)).flatten())
        .collect();
    if keys.iter().all(Option::is_none) {
        return Ok(());
    }
    let key_of = |callee: FuncId| keys.get(callee.index()).cloned().flatten();
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let calls: Vec<(Inst, K)> = match &m.functions[f].body {
            Some(body) => body
                .placed_insts()
                .filter_map(|(_, i)| match &body.insts[i].kind {
                    InstKind::Call {
                        callee: Value::Function(c),
                        ..
                    } => key_of(*c).map(|k| (i, k)),
                    _ => None,
                })
                .collect(),
            None => continue,
        };
        if calls.is_empty() {
            continue;
        }
        let Some(mut cur) = FuncCursor::open(m, f) else {
            continue;
        };
        cur.defer_replacements();
        cur.stage_inserts();
        let result = calls
            .into_iter()
            .try_for_each(|(inst, key)| rewrite(&mut cur, inst, key));
        cur.finish();
        result?;
    }
    Ok(())
}
