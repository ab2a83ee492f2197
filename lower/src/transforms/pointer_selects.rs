//! Selects between two pointers into one global, made selects of the index. DXIL's
//! validator requires every groupshared pointer to come from one known global
//! ("TGSM pointers must originate from an unambiguous TGSM global variable"), and
//! clang's optimizer turns `c ? a[i] : a[j]` into a select of two element pointers.
//! `select c, (gep T, @g, i...), (gep T, @g, j...)` becomes `gep T, @g, (select c, i,
//! j)...` (one select per index that differs), as DXC's code has it.

use crate::rewrite::FuncCursor;
use dxil_ir::{Inst, InstKind, Value};

/// Rewrites select `i` if it chooses between two element pointers of one global (see
/// the module docs); any other instruction is left alone.
pub(crate) fn rewrite_select(cur: &mut FuncCursor, i: Inst) {
    let InstKind::Select {
        cond,
        then_val,
        else_val,
    } = cur.body.insts[i].kind
    else {
        return;
    };
    let ty = cur.body.insts[i].ty;
    if cur.m.types.addrspace(ty).is_none() {
        return;
    }
    let gep_of = |v| match v {
        // GEP instructions only: a constant one stays a constant.
        Value::Inst(_) => crate::analysis::gep_source_types::gep_parts(cur, v),
        _ => None,
    };
    let (Some(a), Some(b)) = (gep_of(then_val), gep_of(else_val)) else {
        return;
    };
    let (source, base, ia, inbounds_a) = a;
    let (source_b, base_b, ib, inbounds_b) = b;
    if source != source_b || base != base_b || ia.len() != ib.len() {
        return;
    }
    if !matches!(base, Value::Global(_)) {
        return;
    }
    cur.before(i);
    let mut indices = Vec::with_capacity(ia.len());
    for (x, y) in ia.into_iter().zip(ib) {
        if x == y {
            indices.push(x);
            continue;
        }
        let (tx, ty_y) = (cur.ty(x), cur.ty(y));
        if tx != ty_y {
            return;
        }
        indices.push(cur.select(cond, x, y));
    }
    let gep = cur.insert(
        ty,
        InstKind::Gep {
            source,
            flags: dxil_ir::GepFlags {
                inbounds: inbounds_a && inbounds_b,
                ..Default::default()
            },
            base,
            indices,
        },
    );
    cur.replace_uses(Value::Inst(i), gep);
    cur.erase(i);
}
