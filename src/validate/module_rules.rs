//! Rules on the program's module: control flow (`FLOW.*`) and types (`TYPES.*`).
//!
//! - `FLOW.NORECURSION`: no function reaches itself through calls.
//! - `FLOW.FUNCTIONCALL`: outside libraries, no defined function takes parameters.
//! - `FLOW.REDUCIBLE`: every edge back to an earlier block in a depth-first walk goes to
//!   a block that dominates its source (the loops are natural).
//! - `FLOW.DEADLOOP`: every cycle of blocks has a way out (a branch leaving it or a
//!   return).
//! - `TYPES.NOVECTOR`: no instruction, parameter, return or global of vector type
//!   (but in libraries, whose functions may pass vectors, and from DXIL 1.9 on).
//! - `TYPES.INTWIDTH`: integers are 1, 8, 16, 32 or 64 bits wide.
//! - `TYPES.NOMULTIDIM`: no global or `alloca` of an array of arrays.

use super::Validation;
use dxil_ir::{Block, Body, FuncId, Function, InstKind, Module, Type, TypeData, Value};
use std::collections::HashMap;

/// Checks `m`'s flow and type rules into `v`; `vectors_allowed` for a library (whose
/// functions may pass vectors) or DXIL 1.9 (native vectors).
pub(super) fn check_module(
    m: &Module,
    info: &dxil_model::DxilInfo,
    vectors_allowed: bool,
    v: &mut Validation,
) {
    check_recursion(m, v);
    // Outside libraries everything is inlined into the entry, which takes none: no
    // function takes parameters.
    if info.shader_model.kind != dxil_model::ShaderKind::Library {
        for (_, f) in m.functions.iter() {
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
            check_flow(f, body, v);
        }
    }
    check_types(m, vectors_allowed, v);
}

fn function_location(f: &Function) -> String {
    format!("function @{}", f.name)
}

/// The defined functions each defined function calls.
fn call_graph(m: &Module) -> HashMap<FuncId, Vec<FuncId>> {
    let mut graph = HashMap::new();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut callees = Vec::new();
        for (_, i) in body.placed_insts() {
            if let InstKind::Call {
                callee: Value::Function(c),
                ..
            } = body.insts[i].kind
            {
                if m.functions[c].body.is_some() && !callees.contains(&c) {
                    callees.push(c);
                }
            }
        }
        graph.insert(fid, callees);
    }
    graph
}

fn check_recursion(m: &Module, v: &mut Validation) {
    let graph = call_graph(m);
    // 0: unvisited, 1: on the walk's path, 2: done.
    let mut state: HashMap<FuncId, u8> = HashMap::new();
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

/// Successors of each block of `body`, by layout position.
fn cfg(body: &Body) -> (Vec<Block>, Vec<Vec<usize>>) {
    let blocks: Vec<Block> = body.layout.clone();
    let index: HashMap<Block, usize> = blocks.iter().enumerate().map(|(k, &b)| (b, k)).collect();
    let succs = blocks
        .iter()
        .map(|&b| {
            body.terminator(b)
                .map(|t| {
                    body.insts[t]
                        .kind
                        .successors()
                        .iter()
                        .filter_map(|s| index.get(s).copied())
                        .collect()
                })
                .unwrap_or_default()
        })
        .collect();
    (blocks, succs)
}

fn check_flow(f: &Function, body: &Body, v: &mut Validation) {
    let (blocks, succs) = cfg(body);
    let n = blocks.len();
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
        if let Some(&s) = succs[b].get(*next) {
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
    let idom = dominators(&succs);
    let dominates = |a: usize, mut b: usize| loop {
        if a == b {
            return true;
        }
        match idom[b] {
            Some(p) if p != b => b = p,
            _ => return false,
        }
    };
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
    let preds = predecessors(&succs);
    let returns = |b: usize| {
        body.terminator(blocks[b]).is_some_and(|t| {
            matches!(
                body.insts[t].kind,
                InstKind::Ret { .. } | InstKind::Unreachable
            )
        })
    };
    for &(from, head) in &back_edges {
        let mut members = vec![false; n];
        members[head] = true;
        let mut work = vec![from];
        while let Some(b) = work.pop() {
            if !members[b] {
                members[b] = true;
                work.extend(preds[b].iter().copied());
            }
        }
        let leaves = (0..n)
            .filter(|&b| members[b])
            .any(|b| returns(b) || succs[b].iter().any(|&s| !members[s]));
        if !leaves {
            v.push(
                "FLOW.DEADLOOP",
                format!("the loop headed by block {head} has no way out"),
                function_location(f),
            );
        }
    }
}

fn predecessors(succs: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut preds = vec![Vec::new(); succs.len()];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    preds
}

/// Immediate dominators of the blocks reachable from block 0 (Cooper, Harvey and
/// Kennedy's iteration over reverse postorder); `None` for unreachable blocks.
fn dominators(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = succs.len();
    // Reverse postorder from a postorder walk.
    let mut post = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&s) = succs[b].get(*next) {
            *next += 1;
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    let mut rank = vec![usize::MAX; n];
    for (k, &b) in post.iter().enumerate() {
        rank[b] = k;
    }
    let preds = predecessors(succs);
    let mut idom: Vec<Option<usize>> = vec![None; n];
    idom[0] = Some(0);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev().skip(1) {
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut a) => {
                        let mut c = p;
                        while a != c {
                            while rank[a] < rank[c] {
                                a = idom[a].unwrap_or(0);
                            }
                            while rank[c] < rank[a] {
                                c = idom[c].unwrap_or(0);
                            }
                        }
                        a
                    }
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

fn check_types(m: &Module, vectors_allowed: bool, v: &mut Validation) {
    let bad_vector = |what: String, v: &mut Validation| {
        if vectors_allowed {
            return;
        }
        v.push(
            "TYPES.NOVECTOR",
            format!("{what} has a vector type"),
            "module".into(),
        );
    };
    for (_, g) in m.globals.iter() {
        if has_vector(m, g.value_ty) {
            bad_vector(format!("global @{}", g.name), v);
        }
        if multidim(m, g.value_ty) {
            v.push(
                "TYPES.NOMULTIDIM",
                format!("global @{} is an array of arrays", g.name),
                "module".into(),
            );
        }
    }
    for (_, f) in m.functions.iter() {
        if let TypeData::Function { ret, params, .. } = m.types.get(f.ty) {
            if std::iter::once(ret)
                .chain(params)
                .any(|&t| has_vector(m, t))
            {
                bad_vector(format!("the signature of @{}", f.name), v);
            }
        }
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let inst = &body.insts[i];
            let ty = inst.ty;
            if is_vector(m, ty) {
                bad_vector(
                    format!("a {} instruction in @{}", inst.kind.opcode_name(), f.name),
                    v,
                );
            }
            if let Some(w) = int_width(m, ty).filter(|w| ![1, 8, 16, 32, 64].contains(w)) {
                v.push(
                    "TYPES.INTWIDTH",
                    format!(
                        "a {} instruction in @{} makes an i{w}",
                        inst.kind.opcode_name(),
                        f.name
                    ),
                    function_location(f),
                );
            }
            if let InstKind::Alloca { allocated, .. } = &inst.kind {
                if multidim(m, *allocated) {
                    v.push(
                        "TYPES.NOMULTIDIM",
                        format!("an alloca in @{} of an array of arrays", f.name),
                        function_location(f),
                    );
                }
            }
        }
    }
}

fn is_vector(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::Vector { .. })
}

/// A vector, or an array of vectors (a value or memory of vector type).
fn has_vector(m: &Module, t: Type) -> bool {
    match m.types.get(t) {
        TypeData::Vector { .. } => true,
        TypeData::Array { elem, .. } => has_vector(m, *elem),
        _ => false,
    }
}

fn int_width(m: &Module, t: Type) -> Option<u32> {
    m.types.int_bits(t)
}

fn multidim(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::Array { elem, .. } if matches!(m.types.get(*elem), TypeData::Array { .. }))
}
