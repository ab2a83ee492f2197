//! Control-flow rules (`FLOW.*`) on the program's module.
//!
//! - `FLOW.NORECURSION`: no function reaches itself through calls.
//! - `FLOW.FUNCTIONCALL`: outside libraries, no function the entry reaches takes
//!   parameters.
//! - `FLOW.REDUCIBLE`: every edge back to an earlier block in a depth-first walk goes to
//!   a block that dominates its source (the loops are natural).
//! - `FLOW.DEADLOOP`: every cycle of blocks has a way out (a branch leaving it or a
//!   return).

use super::{function_location, Validation};
use dxil_ir::dominators::DominatorOrder;
use dxil_ir::{Body, FuncId, Function, InstKind, Module, TypeData};
use dxil_model::cfg::{dominator_tree, Cfg};
use rustc_hash::FxHashMap;

/// Checks `m`'s control-flow rules into `v`.
pub(super) fn check_flow_rules(
    m: &Module,
    info: &dxil_model::DxilInfo,
    graph: &FxHashMap<FuncId, Vec<FuncId>>,
    is_live: &dyn Fn(FuncId) -> bool,
    v: &mut Validation,
) {
    check_recursion(m, graph, v);
    // Outside libraries everything is inlined into the entry, which takes none: no
    // function takes parameters.
    if info.shader_model.kind != dxil_model::ShaderKind::Library {
        for (_, f) in m.functions.iter().filter(|(fid, _)| is_live(*fid)) {
            let takes_parameters = matches!(m.types.get(f.ty),
                TypeData::Function { params, .. } if !params.is_empty());
            if f.body.is_some() && takes_parameters {
                v.push(
                    "FLOW.FUNCTIONCALL",
                    format!(
                        "@{} takes parameters (a shader's functions are inlined)",
                        f.name
                    ),
                    function_location(f),
                );
            }
        }
    }
    for (_, f) in m.functions.iter() {
        if let Some(body) = &f.body {
            check_flow(m, f, body, v);
        }
    }
}

fn check_recursion(m: &Module, graph: &FxHashMap<FuncId, Vec<FuncId>>, v: &mut Validation) {
    // 0: unvisited, 1: on the walk's path, 2: done.
    let mut state: FxHashMap<FuncId, u8> = FxHashMap::default();
    for (fid, _) in m.functions.iter() {
        if state.get(&fid).copied().unwrap_or(0) != 0 || !graph.contains_key(&fid) {
            continue;
        }
        // An explicit stack of (function, next callee index).
        let mut stack = vec![(fid, 0usize)];
        state.insert(fid, 1);
        while let Some(&mut (f, ref mut next)) = stack.last_mut() {
            let callees = &graph[&f];
            if let Some(&c) = callees.get(*next) {
                *next += 1;
                match state.get(&c).copied().unwrap_or(0) {
                    0 => {
                        state.insert(c, 1);
                        stack.push((c, 0));
                    }
                    1 => v.push(
                        "FLOW.NORECURSION",
                        format!(
                            "@{} calls @{}, which leads back to it",
                            m.functions[f].name, m.functions[c].name
                        ),
                        function_location(&m.functions[c]),
                    ),
                    _ => {}
                }
            } else {
                state.insert(f, 2);
                stack.pop();
            }
        }
    }
}

fn check_flow(m: &Module, f: &Function, body: &Body, v: &mut Validation) {
    let cfg = Cfg::of(body);
    let n = cfg.len();
    if n == 0 {
        return;
    }
    // The edges back to a block on the path of a depth-first walk from the entry.
    let mut on_path = vec![false; n];
    let mut seen = vec![false; n];
    let mut back_edges = Vec::new();
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    on_path[0] = true;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&s) = cfg.successors(b).get(*next) {
            *next += 1;
            if on_path[s] {
                back_edges.push((b, s));
            } else if !seen[s] {
                seen[s] = true;
                on_path[s] = true;
                stack.push((s, 0));
            }
        } else {
            on_path[b] = false;
            stack.pop();
        }
    }
    let idom = dominator_tree(&cfg);
    let tree = DominatorOrder::new(&idom, 0);
    // (Unreachable blocks are in no tree: a block dominates them when it is them.)
    let dominates = |a: usize, b: usize| a == b || tree.dominates(a, b);
    super::node_record_rules::check_completed_records(m, f, body, &cfg, &dominates, v);
    for &(from, to) in &back_edges {
        if !dominates(to, from) {
            v.push(
                "FLOW.REDUCIBLE",
                format!(
                    "the branch from block {from} back to block {to} enters a loop that block \
                     {to} does not head (irreducible control flow)"
                ),
                function_location(f),
            );
            return;
        }
    }
    // Each natural loop (a back edge's target and the blocks reaching the source
    // without it) needs a way out.
    let leaves_function = |b: usize| {
        body.terminator(cfg.blocks[b]).is_some_and(|t| {
            matches!(
                body.insts[t].kind,
                InstKind::Ret { .. } | InstKind::Unreachable
            )
        })
    };
    // A loop whose blocks reach a block that leaves the function has a way out (the path
    // there leaves the loop, or the block is in it): only the others are walked.
    let mut reaches_exit = vec![false; n];
    let mut work: Vec<usize> = (0..n).filter(|&b| leaves_function(b)).collect();
    for &b in &work {
        reaches_exit[b] = true;
    }
    while let Some(b) = work.pop() {
        for &p in cfg.predecessors(b) {
            if !reaches_exit[p] {
                reaches_exit[p] = true;
                work.push(p);
            }
        }
    }
    for &(from, head) in &back_edges {
        if reaches_exit[from] {
            continue;
        }
        let mut members = vec![false; n];
        members[head] = true;
        let mut work = vec![from];
        while let Some(b) = work.pop() {
            if !members[b] {
                members[b] = true;
                work.extend(cfg.predecessors(b).iter().copied());
            }
        }
        let leaves = (0..n)
            .filter(|&b| members[b])
            .any(|b| leaves_function(b) || cfg.successors(b).iter().any(|&s| !members[s]));
        if !leaves {
            v.push(
                "FLOW.DEADLOOP",
                format!("the loop headed by block {head} has no way out"),
                function_location(f),
            );
        }
    }
}
