//! Calls of internal functions inlined into their callers, for shaders that are not
//! libraries: DXC keeps only the entry of such a shader and inlines every function
//! into it. Clang marks every HLSL function `alwaysinline`, so its -O3 IR calls none;
//! a module that still does (hand-written, or from another front end) would keep
//! vector parameters and results DXIL cannot hold. Each call's block is split after
//! the call, the callee's blocks are copied in between (its parameters replaced by
//! the call's operands, each `ret` a branch to the rest of the caller's block, the
//! returned value a `phi` there when there are several), and its allocas go to the
//! caller's entry block.

use dxil_ir::{Block, Body, FuncId, Inst, InstKind, Module, Type, Value};
use rustc_hash::FxHashMap;

/// How many calls are inlined at most (a bound on the code's growth).
const MAX_INLINED_CALLS: usize = 4096;

/// Inlines every call of an internal function definition in `m` that cannot reach
/// itself; returns how many calls were inlined.
pub fn inline_internal_calls(m: &mut Module) -> usize {
    let mut inlined = 0;
    while inlined < MAX_INLINED_CALLS {
        let Some((caller, call, callee)) = next_call(m) else {
            break;
        };
        let Some(callee_body) = m.functions[callee].body.clone() else {
            break;
        };
        let void = m.types.void();
        let Some(body) = m.functions[caller].body.as_mut() else {
            break;
        };
        inline_call(body, call, &callee_body, void);
        inlined += 1;
    }
    inlined
}

/// The functions whose definition `f` calls directly.
fn callees(m: &Module, f: FuncId) -> Vec<FuncId> {
    let Some(body) = m.functions[f].body.as_ref() else {
        return Vec::new();
    };
    body.placed_insts()
        .filter_map(|(_, i)| match &body.insts[i].kind {
            InstKind::Call {
                callee: Value::Function(c),
                ..
            } if m.functions[*c].is_definition() => Some(*c),
            _ => None,
        })
        .collect()
}

/// Whether `f` can reach a call of itself (recursion, which HLSL forbids: such a
/// function is left as it is, and its vectors are reported).
fn is_recursive(m: &Module, f: FuncId) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = callees(m, f);
    while let Some(g) = stack.pop() {
        if g == f {
            return true;
        }
        if seen.insert(g) {
            stack.extend(callees(m, g));
        }
    }
    false
}

/// The first call, in any definition, of an internal definition that is not
/// recursive.
fn next_call(m: &Module) -> Option<(FuncId, Inst, FuncId)> {
    let inlinable = |f: FuncId| {
        let func = &m.functions[f];
        func.is_definition() && func.props.linkage.is_local() && !is_recursive(m, f)
    };
    m.functions.iter().find_map(|(fid, f)| {
        let body = f.body.as_ref()?;
        body.placed_insts()
            .find_map(|(_, i)| match &body.insts[i].kind {
                InstKind::Call {
                    callee: Value::Function(c),
                    ..
                } if inlinable(*c) => Some((fid, i, *c)),
                _ => None,
            })
    })
}

/// The block holding `inst` and its position there.
fn position(body: &Body, inst: Inst) -> Option<(Block, usize)> {
    body.layout.iter().find_map(|&b| {
        body.blocks[b]
            .insts
            .iter()
            .position(|&i| i == inst)
            .map(|k| (b, k))
    })
}

/// Replaces the blocks `kind` refers to (branch targets, `phi` predecessors).
fn map_blocks(kind: &mut InstKind, mut f: impl FnMut(Block) -> Block) {
    match kind {
        InstKind::Br { dest } => *dest = f(*dest),
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => {
            *then_dest = f(*then_dest);
            *else_dest = f(*else_dest);
        }
        InstKind::Switch { default, cases, .. } => {
            *default = f(*default);
            for (_, b) in cases.iter_mut() {
                *b = f(*b);
            }
        }
        InstKind::Phi { incoming } => {
            for (_, b) in incoming.iter_mut() {
                *b = f(*b);
            }
        }
        _ => {}
    }
}

/// A new empty block, not yet in the layout.
fn detached_block(body: &mut Body) -> Block {
    let b = body.add_block(None);
    body.layout.pop();
    b
}

/// Inlines `call` (placed in `body`) of the function whose body is `callee` (`void`:
/// the type of the branches it makes).
fn inline_call(body: &mut Body, call: Inst, callee: &Body, void: Type) {
    let Some((block, at)) = position(body, call) else {
        return;
    };
    let InstKind::Call { args, .. } = body.insts[call].kind.clone() else {
        return;
    };
    if callee.layout.is_empty() {
        return;
    }
    // The rest of the caller's block, after the call.
    let rest = detached_block(body);
    let tail: Vec<Inst> = body.blocks[block].insts.split_off(at + 1);
    body.blocks[block].insts.pop();
    body.blocks[rest].insts = tail;
    let moved: Vec<Inst> = body.blocks[rest].insts.clone();
    for &i in &moved {
        for s in body.insts[i].kind.successors() {
            let phis: Vec<Inst> = body.blocks[s].insts.clone();
            for p in phis {
                let kind = &mut body.insts[p].kind;
                if matches!(kind, InstKind::Phi { .. }) {
                    map_blocks(kind, |b| if b == block { rest } else { b });
                }
            }
        }
    }
    // The callee's blocks, copied, between the two halves.
    let block_map: FxHashMap<Block, Block> = callee
        .layout
        .iter()
        .map(|&b| (b, detached_block(body)))
        .collect();
    let mut inst_map: FxHashMap<Inst, Inst> = FxHashMap::default();
    for &b in &callee.layout {
        for &i in &callee.blocks[b].insts {
            let mut data = callee.insts[i].clone();
            data.name = None;
            inst_map.insert(i, body.insts.alloc(data));
        }
    }
    let mut returns: Vec<(Value, Block)> = Vec::new();
    let mut return_blocks: Vec<Block> = Vec::new();
    let mut allocas: Vec<Inst> = Vec::new();
    for &b in &callee.layout {
        let nb = block_map[&b];
        for &i in &callee.blocks[b].insts {
            let ni = inst_map[&i];
            let kind = &mut body.insts[ni].kind;
            kind.map_operands(|v| match v {
                Value::Arg(k) => args.get(k as usize).copied().unwrap_or(v),
                Value::Inst(old) => inst_map.get(&old).map_or(v, |&n| Value::Inst(n)),
                _ => v,
            });
            map_blocks(kind, |old| block_map.get(&old).copied().unwrap_or(old));
            if let InstKind::Ret { val } = kind {
                return_blocks.push(nb);
                if let Some(v) = val {
                    returns.push((*v, nb));
                }
                *kind = InstKind::Br { dest: rest };
            }
            if matches!(kind, InstKind::Alloca { .. }) {
                allocas.push(ni);
            } else {
                body.blocks[nb].insts.push(ni);
            }
        }
    }
    let Some(&entry) = callee.layout.first().and_then(|b| block_map.get(b)) else {
        return;
    };
    let br = body.make_inst(void, InstKind::Br { dest: entry });
    body.blocks[block].insts.push(br);
    let pos = body.layout.iter().position(|&b| b == block).unwrap_or(0);
    let copied: Vec<Block> = callee.layout.iter().map(|b| block_map[b]).collect();
    let after: Vec<Block> = copied.into_iter().chain([rest]).collect();
    body.layout.splice(pos + 1..pos + 1, after);
    let first = body.layout[0];
    for (k, a) in allocas.into_iter().enumerate() {
        body.blocks[first].insts.insert(k, a);
    }
    // The call's value: the one returned, or a `phi` of the returns.
    let value = match returns.as_slice() {
        [] => None,
        [(v, _)] => Some(*v),
        _ => {
            let ty = body.insts[call].ty;
            let phi = body.make_inst(ty, InstKind::Phi { incoming: returns });
            body.blocks[rest].insts.insert(0, phi);
            Some(Value::Inst(phi))
        }
    };
    if let Some(v) = value {
        crate::rewrite::replace_uses_in_body(body, &FxHashMap::from_iter([(Value::Inst(call), v)]));
    }
    // No block boundary where control only falls through: the copied entry joins the
    // caller's block, and the rest joins the one block that returned.
    let entry_joined = merge_into(body, block, entry);
    if let [from] = return_blocks.as_slice() {
        let from = if entry_joined && *from == entry {
            block
        } else {
            *from
        };
        merge_into(body, from, rest);
    }
}

/// Appends `b` to `a` when `a` ends with a branch to `b`, `b` has no `phi` and no
/// other predecessor; the successors' `phi`s then name `a`. Returns whether it did.
fn merge_into(body: &mut Body, a: Block, b: Block) -> bool {
    let branches_to_b = body.blocks[a]
        .insts
        .last()
        .is_some_and(|&t| matches!(body.insts[t].kind, InstKind::Br { dest } if dest == b));
    let other_preds = body.layout.iter().any(|&p| {
        p != a
            && body.blocks[p]
                .insts
                .last()
                .is_some_and(|&t| body.insts[t].kind.successors().contains(&b))
    });
    let has_phi = body.blocks[b]
        .insts
        .first()
        .is_some_and(|&i| matches!(body.insts[i].kind, InstKind::Phi { .. }));
    if !branches_to_b || other_preds || has_phi {
        return false;
    }
    body.blocks[a].insts.pop();
    let moved = std::mem::take(&mut body.blocks[b].insts);
    for s in moved
        .last()
        .map(|&t| body.insts[t].kind.successors())
        .unwrap_or_default()
    {
        for p in body.blocks[s].insts.clone() {
            if matches!(body.insts[p].kind, InstKind::Phi { .. }) {
                map_blocks(&mut body.insts[p].kind, |x| if x == b { a } else { x });
            }
        }
    }
    body.blocks[a].insts.extend(moved);
    body.layout.retain(|&x| x != b);
    true
}
