//! What each function definition mentions: the globals and functions its instructions
//! name, directly or inside constant expressions (a bitcast or GEP of a resource
//! global counts as a use of it, as DXC's `FindUsingFunctions` walks constant users).

use dxil_ir::{Const, ConstData, ConstExprOp, FuncId, GlobalId, Linkage, Module, Value};
use rustc_hash::FxHashMap;
use std::collections::BTreeSet;

/// The globals and functions a function's instructions mention.
#[derive(Debug, Default, Clone)]
pub(crate) struct Mentions {
    /// Globals, by id.
    pub(super) globals: BTreeSet<GlobalId>,
    /// Functions, by id (in id order, which is module order).
    pub(super) functions: BTreeSet<FuncId>,
}

/// The mentions of every function definition.
pub(crate) fn function_mentions(m: &Module) -> FxHashMap<FuncId, Mentions> {
    let mut cache: FxHashMap<Const, Mentions> = FxHashMap::default();
    let mut out = FxHashMap::default();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut mentions = Mentions::default();
        for (_, inst) in body.placed_insts() {
            body.insts[inst]
                .kind
                .for_each_operand(|v| mention(m, v, &mut mentions, &mut cache));
        }
        out.insert(fid, mentions);
    }
    out
}

fn mention(m: &Module, v: Value, out: &mut Mentions, cache: &mut FxHashMap<Const, Mentions>) {
    match v {
        Value::Global(g) => {
            out.globals.insert(g);
        }
        Value::Function(f) => {
            out.functions.insert(f);
        }
        Value::Const(c) => {
            if !cache.contains_key(&c) {
                let mut inner = Mentions::default();
                cache.insert(c, Mentions::default());
                for operand in m.consts.get(c).operands() {
                    mention(m, operand, &mut inner, cache);
                }
                cache.insert(c, inner);
            }
            let found = &cache[&c];
            out.globals.extend(found.globals.iter().copied());
            out.functions.extend(found.functions.iter().copied());
        }
        _ => {}
    }
}

/// The global a resource symbol names (through casts and GEPs), if any.
pub(super) fn symbol_global(m: &Module, v: Value) -> Option<GlobalId> {
    match v {
        Value::Global(g) => Some(g),
        Value::Const(c) => match m.consts.get(c) {
            ConstData::Expr {
                op: ConstExprOp::Cast { val, .. },
                ..
            } => symbol_global(m, *val),
            ConstData::Expr {
                op: ConstExprOp::Gep { base, .. },
                ..
            } => symbol_global(m, *base),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `f` is an external function a library depends on: declared, not defined,
/// external, and neither an LLVM intrinsic nor a DXIL operation.
pub(super) fn is_dependency(m: &Module, f: FuncId) -> bool {
    let func = &m.functions[f];
    func.body.is_none()
        && func.props.linkage == Linkage::External
        && !func.name.starts_with("llvm.")
        && !func.name.starts_with("dx.op.")
}
