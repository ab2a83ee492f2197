//! Folding extracts of known lanes and fields: `extractelement` through
//! `insertelement` chains, `shufflevector`s and constant vectors, `extractvalue`
//! through `insertvalue` chains (the scalarizer's last step, and `dxil-prepare`'s).

use crate::rewrite::FuncCursor;
use dxil_ir::edit::const_element;
use dxil_ir::{Inst, InstKind, Module, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// Folds `extractelement` of a known lane (through `insertelement` chains,
/// `shufflevector`s and constant vectors) and `extractvalue` of `insertvalue`
/// chains into the value itself.
///
/// Returns whether it folded any.
pub fn fold_vector_extracts(cur: &mut FuncCursor) -> bool {
    let placed: Vec<Inst> = cur.body.placed_insts().map(|(_, i)| i).collect();
    fold_extracts_among(cur, &placed)
}

/// [`fold_vector_extracts`], looking only at `candidates` (placed instructions, in
/// order, among them every extract of the body).
pub fn fold_extracts_among(cur: &mut FuncCursor, candidates: &[Inst]) -> bool {
    let mut map: FxHashMap<Value, Value> = FxHashMap::default();
    for &i in candidates {
        let folded = match &cur.body.insts[i].kind {
            &InstKind::ExtractElement { vec, index } => cur
                .m
                .const_int(index)
                .and_then(|k| u32::try_from(k).ok())
                .and_then(|k| lane_value(cur, resolve(&map, vec), k, 0)),
            InstKind::ExtractValue { agg, indices } => {
                // Each index in turn, through the aggregates the chain inserted.
                let (mut v, indices) = (Some(resolve(&map, *agg)), indices.clone());
                for index in indices {
                    v = v.and_then(|a| field_value(cur, a, index, 0));
                }
                v
            }
            _ => None,
        };
        if let Some(v) = folded {
            map.insert(Value::Inst(i), resolve(&map, v));
        }
    }
    crate::rewrite::replace_uses_in_body(&mut cur.body, &map);
    !map.is_empty()
}

fn resolve(map: &FxHashMap<Value, Value>, v: Value) -> Value {
    crate::rewrite::resolve(map, v)
}

fn lane_value(cur: &mut FuncCursor, v: Value, k: u32, depth: u32) -> Option<Value> {
    if depth > 64 {
        return None;
    }
    match v {
        Value::Const(_) => const_element(cur.m, v, k),
        Value::Inst(i) => match cur.body.insts[i].kind.clone() {
            InstKind::InsertElement { vec, val, index } => match cur.m.const_int(index) {
                Some(j) if j == i128::from(k) => Some(val),
                Some(_) => lane_value(cur, vec, k, depth + 1),
                None => None,
            },
            InstKind::ShuffleVector { a, b, mask } => {
                let at = cur.ty(a);
                let n = vector_shape(cur.m, at)?.0;
                let sel = *mask.get(k as usize)?;
                if sel < 0 {
                    let elem = cur.m.types.scalar_of(at);
                    Some(cur.m.consts.undef(elem))
                } else if (sel as u32) < n {
                    lane_value(cur, a, sel as u32, depth + 1)
                } else {
                    lane_value(cur, b, sel as u32 - n, depth + 1)
                }
            }
            _ => None,
        },
        _ => None,
    }
}

/// Field `k` of aggregate `v` where it is known: through `insertvalue` chains and
/// constants.
pub(crate) fn field_value(cur: &mut FuncCursor, v: Value, k: u32, depth: u32) -> Option<Value> {
    if depth > 64 {
        return None;
    }
    match v {
        Value::Inst(i) => match cur.body.insts[i].kind.clone() {
            InstKind::InsertValue { agg, val, indices } if indices.len() == 1 => {
                if indices[0] == k {
                    Some(val)
                } else {
                    field_value(cur, agg, k, depth + 1)
                }
            }
            _ => None,
        },
        Value::Const(_) => const_element(cur.m, v, k),
        _ => None,
    }
}

pub(crate) fn vector_shape(m: &Module, t: Type) -> Option<(u32, Type)> {
    match m.types.get(t) {
        TypeData::Vector { len, elem, .. } => Some((*len, *elem)),
        _ => None,
    }
}
