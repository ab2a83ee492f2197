//! What the ViewID analysis knows about each function reachable from an entry: the block
//! of each instruction, its returns, dominator tree, control dependences and the users of
//! each local value.

use dxil_ir::{Body, ConstData, ConstExprOp, FuncId, GlobalId, Inst, InstKind, Module, Value};
use dxil_model::cfg::{control_dependences, dominator_tree, post_dominator_tree, Cfg};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;

/// Per-function facts.
#[derive(Debug)]
pub(crate) struct FuncInfo {
    /// The control-flow graph.
    pub(crate) cfg: Cfg,
    /// Block number of each placed instruction.
    pub(crate) block_of: FxHashMap<Inst, usize>,
    /// The `ret` instructions.
    pub(crate) returns: Vec<Inst>,
    /// Immediate dominator of each block.
    pub(crate) idom: Vec<Option<usize>>,
    /// Control dependences of each block.
    pub(crate) control_deps: Vec<BTreeSet<usize>>,
    /// Instructions using each local value (instruction result or argument).
    pub(crate) users: FxHashMap<Value, Vec<Inst>>,
}

impl FuncInfo {
    /// Analyzes `body`.
    pub(crate) fn of(body: &Body) -> FuncInfo {
        let cfg = Cfg::of(body);
        let mut block_of = FxHashMap::default();
        let mut returns = Vec::new();
        let mut users: FxHashMap<Value, Vec<Inst>> = FxHashMap::default();
        for (i, &b) in cfg.blocks.iter().enumerate() {
            for &inst in &body.blocks[b].insts {
                block_of.insert(inst, i);
                let kind = &body.insts[inst].kind;
                if matches!(kind, InstKind::Ret { .. }) {
                    returns.push(inst);
                }
                kind.for_each_operand(|v| {
                    if matches!(v, Value::Inst(_) | Value::Arg(_)) {
                        let list = users.entry(v).or_default();
                        if list.last() != Some(&inst) {
                            list.push(inst);
                        }
                    }
                });
            }
        }
        let idom = dominator_tree(&cfg);
        let ipdom = post_dominator_tree(&cfg);
        let control_deps = control_dependences(&cfg, &ipdom);
        FuncInfo {
            cfg,
            block_of,
            returns,
            idom,
            control_deps,
            users,
        }
    }

    /// The terminators of the blocks `inst`'s block is control dependent on.
    pub(crate) fn control_dependence_terminators<'a>(
        &'a self,
        body: &'a Body,
        block: usize,
    ) -> impl Iterator<Item = Inst> + 'a {
        self.control_deps
            .get(block)
            .into_iter()
            .flatten()
            .filter_map(move |&b| body.terminator(self.cfg.blocks[b]))
    }
}

/// Functions with bodies reachable through calls from `entry` (including it).
pub(crate) fn reachable_functions(m: &Module, entry: FuncId) -> Vec<FuncId> {
    let mut seen = FxHashSet::default();
    let mut order = Vec::new();
    let mut work = vec![entry];
    while let Some(f) = work.pop() {
        let Some(body) = m.functions.get(f).and_then(|f| f.body.as_ref()) else {
            continue;
        };
        if !seen.insert(f) {
            continue;
        }
        order.push(f);
        for (_, inst) in body.placed_insts() {
            if let InstKind::Call {
                callee: Value::Function(g),
                ..
            } = body.insts[inst].kind
            {
                work.push(g);
            }
        }
    }
    order
}

/// The globals a constant (expression) names as pointers: through casts and GEPs.
pub(crate) fn globals_in(m: &Module, v: Value, out: &mut Vec<GlobalId>, depth: u32) {
    if depth > 16 {
        return;
    }
    match v {
        Value::Global(g) => out.push(g),
        Value::Const(c) => match m.consts.get(c) {
            ConstData::Expr {
                op: ConstExprOp::Cast { val, .. },
                ..
            } => globals_in(m, *val, out, depth + 1),
            ConstData::Expr {
                op: ConstExprOp::Gep { base, .. },
                ..
            } => globals_in(m, *base, out, depth + 1),
            _ => {}
        },
        _ => {}
    }
}
