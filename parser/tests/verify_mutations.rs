//! Valid shared modules with one random small mutation are rejected by the verifier,
//! for the rule the mutation breaks: an operand swapped for one of another type, an
//! instruction moved before the definition of its operand, a terminator dropped, or a
//! call given one argument more or less.

use crate::common;

use dxil_ir::function::{Block, FuncId, Inst};
use dxil_ir::instruction::InstKind;
use dxil_ir::types::TypeData;
use dxil_ir::{verify, Handle, Module, PointerMode, Rule, Type, Value};
use proptest::prelude::*;
use std::collections::HashSet;
use std::sync::OnceLock;

/// Every shared input that parses and verifies, parsed once.
fn modules() -> &'static [(String, Module)] {
    static MODULES: OnceLock<Vec<(String, Module)>> = OnceLock::new();
    MODULES.get_or_init(|| {
        let mut inputs = common::clang_inputs();
        inputs.extend(common::dxc_inputs());
        inputs.extend(common::llvm_inputs());
        inputs
            .into_iter()
            .filter_map(|i| {
                let p = dxil_parser::parse(&i.text).ok()?;
                verify(&p.module).ok()?;
                Some((i.name, p.module))
            })
            .collect()
    })
}

/// The mutations, each picking its target with a seed.
#[derive(Clone, Copy, Debug)]
enum Mutation {
    SwapOperandType { seed: usize, ty_seed: usize },
    MoveBeforeOperand { seed: usize },
    DropTerminator { seed: usize },
    CallArity { seed: usize, add: bool },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<usize>())
            .prop_map(|(seed, ty_seed)| Mutation::SwapOperandType { seed, ty_seed }),
        any::<usize>().prop_map(|seed| Mutation::MoveBeforeOperand { seed }),
        any::<usize>().prop_map(|seed| Mutation::DropTerminator { seed }),
        (any::<usize>(), any::<bool>()).prop_map(|(seed, add)| Mutation::CallArity { seed, add }),
    ]
}

/// Every placed instruction of every definition.
fn all_insts(m: &Module) -> Vec<(FuncId, Block, Inst)> {
    let mut out = Vec::new();
    for (f, func) in m.functions.iter() {
        if let Some(body) = &func.body {
            out.extend(body.placed_insts().map(|(b, i)| (f, b, i)));
        }
    }
    out
}

/// Positions (in `for_each_operand` order) whose operand must have one exact type, and
/// the rule a wrong type there breaks.
fn exact_slots(m: &Module, kind: &InstKind) -> (Vec<usize>, Rule) {
    match kind {
        InstKind::Binary { .. } => (vec![0, 1], Rule::BinaryOperands),
        InstKind::FNeg { .. } => (vec![0], Rule::BinaryOperands),
        InstKind::ICmp { .. } | InstKind::FCmp { .. } => (vec![0, 1], Rule::Compare),
        InstKind::Select { .. } => (vec![1, 2], Rule::Select),
        InstKind::Phi { incoming } => ((0..incoming.len()).collect(), Rule::PhiType),
        InstKind::Ret { val: Some(_) } => (vec![0], Rule::Return),
        InstKind::CondBr { .. } => (vec![0], Rule::Branch),
        InstKind::InsertElement { .. } => (vec![1], Rule::VectorElement),
        InstKind::InsertValue { .. } => (vec![1], Rule::Aggregate),
        InstKind::Store { .. } if m.pointers == PointerMode::Typed => (vec![0], Rule::LoadStore),
        InstKind::Call { args, .. } => ((1..=args.len()).collect(), Rule::CallSignature),
        _ => (Vec::new(), Rule::ResultType),
    }
}

/// Types an `undef` can have.
fn value_types(m: &Module) -> Vec<Type> {
    m.types
        .iter()
        .filter(|(_, d)| {
            !matches!(
                d,
                TypeData::Void
                    | TypeData::Label
                    | TypeData::Metadata
                    | TypeData::Token
                    | TypeData::Function { .. }
            )
        })
        .map(|(t, _)| t)
        .collect()
}

/// Blocks reachable from the entry of `f`.
fn reachable(m: &Module, f: FuncId) -> HashSet<Block> {
    let mut seen = HashSet::new();
    let Some(body) = &m.functions[f].body else {
        return seen;
    };
    let mut work: Vec<Block> = body.entry().into_iter().collect();
    while let Some(b) = work.pop() {
        if !seen.insert(b) {
            continue;
        }
        if let Some(t) = body.terminator(b) {
            work.extend(body.insts[t].kind.successors());
        }
    }
    seen
}

/// Applies `mu` to `m`; returns the rules that may be reported, or `None` if the module
/// has nothing the mutation applies to.
fn apply(m: &mut Module, mu: Mutation) -> Option<Vec<Rule>> {
    let insts = all_insts(m);
    match mu {
        Mutation::SwapOperandType { seed, ty_seed } => {
            let mut slots = Vec::new();
            for &(f, _, i) in &insts {
                let func = &m.functions[f];
                let kind = &func.body.as_ref()?.insts[i].kind;
                let (positions, rule) = exact_slots(m, kind);
                let ops = kind.operands();
                for p in positions {
                    let old = m.type_of(Some(func), *ops.get(p)?)?;
                    slots.push((f, i, p, old, rule));
                }
            }
            let &(f, i, p, old, rule) = slots.get(seed % slots.len().max(1))?;
            let types: Vec<Type> = value_types(m).into_iter().filter(|&t| t != old).collect();
            let new_ty = *types.get(ty_seed % types.len().max(1))?;
            let undef = m.consts.undef(new_ty);
            let body = m.functions[f].body.as_mut()?;
            let mut k = 0;
            body.insts[i].kind.map_operands(|v| {
                k += 1;
                if k - 1 == p {
                    undef
                } else {
                    v
                }
            });
            Some(vec![rule])
        }
        Mutation::MoveBeforeOperand { seed } => {
            let mut pairs = Vec::new();
            for &(f, b, i) in &insts {
                let body = m.functions[f].body.as_ref()?;
                if matches!(body.insts[i].kind, InstKind::Phi { .. }) {
                    continue;
                }
                let live = reachable(m, f);
                for v in body.insts[i].kind.operands() {
                    let Value::Inst(d) = v else { continue };
                    let db = body
                        .placed_insts()
                        .find(|&(_, x)| x == d)
                        .map(|(db, _)| db)?;
                    if d != i && live.contains(&db) {
                        pairs.push((f, b, i, db, d));
                    }
                }
            }
            let &(f, b, i, db, d) = pairs.get(seed % pairs.len().max(1))?;
            let body = m.functions[f].body.as_mut()?;
            body.blocks[b].insts.retain(|&x| x != i);
            let at = body.blocks[db].insts.iter().position(|&x| x == d)?;
            body.blocks[db].insts.insert(at, i);
            Some(vec![Rule::Dominance])
        }
        Mutation::DropTerminator { seed } => {
            let mut blocks = Vec::new();
            for (f, func) in m.functions.iter() {
                if let Some(body) = &func.body {
                    blocks.extend(body.layout.iter().map(|&b| (f, b)));
                }
            }
            let &(f, b) = blocks.get(seed % blocks.len().max(1))?;
            m.functions[f].body.as_mut()?.blocks[b].insts.pop()?;
            Some(vec![Rule::Terminator, Rule::EmptyBlock])
        }
        Mutation::CallArity { seed, add } => {
            let calls: Vec<(FuncId, Inst)> = insts
                .iter()
                .filter(|&&(f, _, i)| {
                    let body = m.functions[f].body.as_ref();
                    body.is_some_and(|body| match &body.insts[i].kind {
                        InstKind::Call { fn_ty, .. } => matches!(
                            m.types.get(*fn_ty),
                            TypeData::Function { varargs: false, .. }
                        ),
                        _ => false,
                    })
                })
                .map(|&(f, _, i)| (f, i))
                .collect();
            let &(f, i) = calls.get(seed % calls.len().max(1))?;
            let i32t = m.types.int(32);
            let extra = m.consts.undef(i32t);
            let body = m.functions[f].body.as_mut()?;
            let InstKind::Call { args, .. } = &mut body.insts[i].kind else {
                return None;
            };
            if add || args.is_empty() {
                args.push(extra);
            } else {
                args.pop();
            }
            Some(vec![Rule::CallSignature])
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn mutated_modules_are_rejected(pick in any::<usize>(), mu in mutation()) {
        let all = modules();
        prop_assume!(!all.is_empty());
        let (name, original) = &all[pick % all.len()];
        let mut m = original.clone();
        let rules = apply(&mut m, mu);
        prop_assume!(rules.is_some());
        let rules = rules.unwrap_or_default();
        match verify(&m) {
            Ok(()) => prop_assert!(false, "{name}: {mu:?} was not rejected"),
            Err(errors) => prop_assert!(
                errors.iter().any(|e| rules.contains(&e.rule)),
                "{name}: {mu:?} should break {rules:?}, got {:?}",
                errors.iter().map(|e| e.to_string()).collect::<Vec<_>>()
            ),
        }
    }
}

/// Sets something in a random instruction of `m` to a random, likely dangling, handle.
fn vandalize(m: &mut Module, which: u8, at: usize, raw: u32) {
    let insts = all_insts(m);
    let Some(&(f, b, i)) = insts.get(at % insts.len().max(1)) else {
        return;
    };
    let raw = raw as usize % 4096;
    let Some(body) = m.functions[f].body.as_mut() else {
        return;
    };
    let value = match which % 6 {
        0 => Value::Inst(Handle::from_index(raw)),
        1 => Value::Arg(raw as u32),
        2 => Value::Const(Handle::from_index(raw)),
        3 => Value::Global(Handle::from_index(raw)),
        4 => Value::Function(Handle::from_index(raw)),
        _ => Value::Metadata(Handle::from_index(raw)),
    };
    match which / 6 % 5 {
        0 => {
            let mut first = true;
            body.insts[i].kind.map_operands(|v| {
                let out = if first { value } else { v };
                first = false;
                out
            });
        }
        1 => body.insts[i].ty = Handle::from_index(raw),
        2 => body.layout.push(Handle::from_index(raw)),
        3 => body.blocks[b].insts.push(Handle::from_index(raw)),
        _ => {
            if let InstKind::Br { dest } = &mut body.insts[i].kind {
                *dest = Handle::from_index(raw);
            } else if let InstKind::Phi { incoming } = &mut body.insts[i].kind {
                incoming.push((value, Handle::from_index(raw)));
            } else {
                m.functions[f].ty = Handle::from_index(raw);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Dangling handles anywhere are reported, never panicked on.
    #[test]
    fn dangling_handles_do_not_panic(pick in any::<usize>(), which in any::<u8>(), at in any::<usize>(), raw in any::<u32>()) {
        let all = modules();
        prop_assume!(!all.is_empty());
        let mut m = all[pick % all.len()].1.clone();
        vandalize(&mut m, which, at, raw);
        let _ = verify(&m);
    }
}

#[test]
fn the_corpus_is_there_to_mutate() {
    assert!(modules().len() > 500, "only {} modules", modules().len());
}
