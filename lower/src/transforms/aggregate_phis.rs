//! Phis of arrays and structs split into one phi per element. DXIL has no aggregate
//! values, and the scalarizer splits only vector phis; SPIR-V front ends carry
//! matrices (arrays of column vectors) and structs around loops in phis, as LLVM's
//! SROA would have split them before the DirectX passes. Each element's incoming value
//! is found through `insertvalue` chains and constants, else extracted at the end of
//! the predecessor; the aggregate is rebuilt after the block's phis for its users
//! (whose `extractvalue`s then fold to the element phis).

use crate::rewrite::FuncCursor;
use dxil_ir::{Inst, InstKind, TypeData, Value};

/// Splits every phi of array or struct type in the cursor's function (see the module
/// docs); whether it split any.
pub(crate) fn split_aggregate_phis(cur: &mut FuncCursor) -> bool {
    let mut work: Vec<Inst> = cur
        .body
        .placed_insts()
        .map(|(_, i)| i)
        .filter(|&i| is_aggregate_phi(cur, i))
        .collect();
    let any = !work.is_empty();
    while let Some(i) = work.pop() {
        split_one(cur, i, &mut work);
    }
    any
}

fn is_aggregate_phi(cur: &FuncCursor, i: Inst) -> bool {
    let d = &cur.body.insts[i];
    matches!(d.kind, InstKind::Phi { .. })
        && matches!(
            cur.m.types.get(d.ty),
            TypeData::Array { .. } | TypeData::Struct { .. }
        )
}

fn split_one(cur: &mut FuncCursor, i: Inst, work: &mut Vec<Inst>) {
    let InstKind::Phi { incoming } = cur.body.insts[i].kind.clone() else {
        return;
    };
    let ty = cur.body.insts[i].ty;
    let Some((block, _)) = crate::rewrite::find_inst(&cur.body, i) else {
        return;
    };
    let count = match cur.m.types.get(ty) {
        TypeData::Array { len, .. } => *len,
        TypeData::Struct { fields, .. } => fields.len() as u64,
        _ => return,
    };
    let Ok(count) = u32::try_from(count) else {
        return;
    };
    // Each element's incoming values, found or extracted in the predecessors.
    let mut elements = Vec::with_capacity(count as usize);
    for k in 0..count {
        let Some(elem_ty) = cur.m.types.aggregate_element(ty, u64::from(k)) else {
            return;
        };
        let values: Vec<(Value, dxil_ir::Block)> = incoming
            .iter()
            .map(|&(v, pred)| (element_at_end(cur, v, k, pred), pred))
            .collect();
        elements.push((elem_ty, values));
    }
    cur.before(i);
    let phis: Vec<Value> = elements
        .into_iter()
        .map(|(elem_ty, incoming)| cur.insert(elem_ty, InstKind::Phi { incoming }))
        .collect();
    for p in &phis {
        if let Value::Inst(p) = *p {
            if is_aggregate_phi(cur, p) {
                work.push(p);
            }
        }
    }
    // The aggregate again, after the block's phis, for its users.
    cur.block_start(block);
    let mut agg = cur.m.consts.undef(ty);
    for (k, p) in phis.into_iter().enumerate() {
        agg = cur.insert(
            ty,
            InstKind::InsertValue {
                agg,
                val: p,
                indices: vec![k as u32],
            },
        );
    }
    cur.replace_uses(Value::Inst(i), agg);
    cur.erase(i);
}

/// Element `k` of aggregate `v` as it is at the end of block `pred`: an inserted value
/// or a constant's element, else an `extractvalue` before `pred`'s terminator.
fn element_at_end(cur: &mut FuncCursor, v: Value, k: u32, pred: dxil_ir::Block) -> Value {
    if let Some(x) = crate::transforms::extract_folding::field_value(cur, v, k, 0) {
        return x;
    }
    let saved = cur.save();
    match cur.body.terminator(pred) {
        Some(t) => cur.before(t),
        None => cur.block_start(pred),
    }
    let x = cur.extract_value(v, k);
    cur.restore(saved);
    x
}
