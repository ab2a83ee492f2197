//! Intrinsic calls: recognising which intrinsic a call instruction calls, and walking
//! the calls of the intrinsics a pass rewrites. The names themselves (LLVM's
//! overload-suffix mangling) live in `dxil_ir::intrinsic_name`.

use crate::error::LowerError;
use crate::rewrite::FuncCursor;
use dxil_ir::{Body, FuncId, Inst, InstKind, Module, Value};

pub use dxil_ir::intrinsic_name::{is_intrinsic, overloaded_name};

/// If `inst` calls a function directly, that function's name and the arguments.
pub fn called<'a>(m: &'a Module, body: &'a Body, inst: Inst) -> Option<(&'a str, &'a [Value])> {
    match &body.insts.get(inst)?.kind {
        InstKind::Call {
            callee: Value::Function(f),
            args,
            ..
        } => Some((&m.functions.get(*f)?.name, args)),
        _ => None,
    }
}

/// The entry of `table` whose intrinsic base (`base_of`) `name` is, or is an overload
/// of, preferring the longest base (`llvm.dx.group.memory.barrier.with.group.sync`
/// over `llvm.dx.group.memory.barrier`).
pub fn longest_base<'t, T>(
    name: &str,
    table: &'t [T],
    base_of: impl Fn(&T) -> &str,
) -> Option<&'t T> {
    table
        .iter()
        .filter(|e| is_intrinsic(name, base_of(e)))
        .max_by_key(|e| base_of(e).len())
}

/// Rewrites every call, in every definition of `m`, whose callee's name `select`
/// maps to a key: `rewrite` gets a cursor on the function, the call and the key. The
/// first error stops the walk (the function's body is put back first).
pub fn rewrite_calls<K>(
    m: &mut Module,
    select: impl Fn(&str) -> Option<K>,
    mut rewrite: impl FnMut(&mut FuncCursor, Inst, K) -> Result<(), LowerError>,
) -> Result<(), LowerError> {
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let calls: Vec<(Inst, K)> = match &m.functions[f].body {
            Some(body) => body
                .placed_insts()
                .filter_map(|(_, i)| {
                    called(m, body, i)
                        .and_then(|(n, _)| select(n))
                        .map(|k| (i, k))
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
        let result = calls
            .into_iter()
            .try_for_each(|(inst, key)| rewrite(&mut cur, inst, key));
        cur.finish();
        result?;
    }
    Ok(())
}
