//! Constant-expression GEPs (`getelementptr (T, ptr @g, i32 0, i32 1)` used as an
//! operand) based on chosen globals, re-created as `getelementptr` instructions right
//! before their users (at the end of the incoming block for a phi), as LLVM's data
//! scalarization and array flattening do with `getAsInstruction`, so that passes
//! rewriting accesses to those globals only see instructions.

use crate::rewrite::FuncCursor;
use dxil_ir::{ConstData, ConstExprOp, GlobalId, Inst, InstKind, Module, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Whether constant `v` is a GEP expression (possibly of GEP expressions) whose base
/// is one of `roots`.
pub fn is_gep_of(m: &Module, v: Value, roots: &FxHashSet<GlobalId>) -> bool {
    let mut v = v;
    for _ in 0..64 {
        match v {
            Value::Global(g) => return roots.contains(&g),
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Expr {
                    op: ConstExprOp::Gep { base, .. },
                    ..
                } => v = *base,
                _ => return false,
            },
            _ => return false,
        }
    }
    false
}

/// Re-creates every constant GEP based on `roots` that an instruction of the cursor's
/// function uses as an instruction, and makes the user use it.
pub fn materialize_const_geps(cur: &mut FuncCursor, roots: &FxHashSet<GlobalId>) {
    if roots.is_empty() {
        return;
    }
    let placed: Vec<Inst> = cur.body.placed_insts().map(|(_, i)| i).collect();
    for user in placed {
        // Only a constant operand can be such a GEP: the others are passed over
        // without copying their operands (a module-wide search of the constants for
        // each function would cost the module's size per function).
        let mut uses_one = false;
        cur.body.insts[user].kind.for_each_operand(|v| {
            uses_one |= matches!(v, Value::Const(_)) && is_gep_of(cur.m, v, roots);
        });
        if !uses_one {
            continue;
        }
        let kind = cur.body.insts[user].kind.clone();
        if let InstKind::Phi { incoming } = &kind {
            let mut new_incoming = incoming.clone();
            for (v, pred) in new_incoming.iter_mut() {
                if is_gep_of(cur.m, *v, roots) {
                    match cur.body.terminator(*pred) {
                        Some(t) => cur.before(t),
                        None => continue,
                    }
                    *v = build(cur, *v, roots, &mut FxHashMap::default());
                }
            }
            if let InstKind::Phi { incoming } = &mut cur.body.insts[user].kind {
                *incoming = new_incoming;
            }
            continue;
        }
        let consts: Vec<Value> = kind
            .operands()
            .into_iter()
            .filter(|v| is_gep_of(cur.m, *v, roots))
            .collect();
        if consts.is_empty() {
            continue;
        }
        cur.before(user);
        let mut made = FxHashMap::default();
        for c in consts {
            build(cur, c, roots, &mut made);
        }
        cur.body.insts[user]
            .kind
            .map_operands(|v| made.get(&v).copied().unwrap_or(v));
    }
}

/// Inserts the instructions computing constant GEP `v` (its base first) at the cursor.
fn build(
    cur: &mut FuncCursor,
    v: Value,
    roots: &FxHashSet<GlobalId>,
    made: &mut FxHashMap<Value, Value>,
) -> Value {
    if let Some(&n) = made.get(&v) {
        return n;
    }
    let Some(c) = v.as_const() else { return v };
    let (ty, source, flags, base, indices) = match cur.m.consts.get(c).clone() {
        ConstData::Expr {
            ty,
            op:
                ConstExprOp::Gep {
                    source,
                    flags,
                    base,
                    indices,
                    ..
                },
        } => (ty, source, flags, base, indices),
        _ => return v,
    };
    let base = if is_gep_of(cur.m, base, roots) {
        build(cur, base, roots, made)
    } else {
        base
    };
    let n = cur.insert(
        ty,
        InstKind::Gep {
            source,
            flags,
            base,
            indices,
        },
    );
    made.insert(v, n);
    n
}
