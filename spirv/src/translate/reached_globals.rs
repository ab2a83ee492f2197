//! The module-scope variables an entry point's code reaches: those its function and
//! the functions it calls (transitively) name. Only they become resources and
//! globals, as DXC binds only what an entry uses: a module's other entry points may
//! put other resources, even of types not translated, at the same bindings.

use crate::module_info::ModuleInfo;
use rspirv::spirv::{Op, Word};
use rustc_hash::FxHashSet;

/// The module-scope variables named by function `entry` or any function it calls.
pub(super) fn reached_globals(info: &ModuleInfo, entry: Word) -> FxHashSet<Word> {
    let globals: FxHashSet<Word> = info.globals.iter().map(|g| g.0).collect();
    let mut reached = FxHashSet::default();
    let mut seen = FxHashSet::default();
    let mut pending = vec![entry];
    while let Some(f) = pending.pop() {
        if !seen.insert(f) {
            continue;
        }
        let Some(function) = info.functions.get(&f) else {
            continue;
        };
        for i in function.blocks.iter().flat_map(|b| b.instructions()) {
            if i.class.opcode == Op::FunctionCall {
                if let Some(&callee) = i.operands.first() {
                    pending.push(callee);
                }
            }
            for id in i.id_operands() {
                if globals.contains(&id) {
                    reached.insert(id);
                }
            }
        }
    }
    reached
}
