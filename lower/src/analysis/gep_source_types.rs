//! GEPs re-expressed over their base's own pointee type. In DXIL's typed pointers a
//! GEP's source element type is the pointee of its pointer operand; where clang's
//! opaque-pointer IR indexes a pointer as something else (a `<16 x float>` GEP on a
//! `float*` into a groupshared `[16 x float]`, after a vector load was scalarized), the
//! bitcode writer would need a pointer bitcast between pointees of different sizes,
//! which DXIL's validator rejects ("Pointer type bitcast must be have same size").
//!
//! A mismatched GEP that reaches a scalar, through a chain of GEPs (instructions or
//! constant expressions) from a global, an alloca, or a select or phi among such of one
//! type, is rewritten as one GEP from that root with the root's own type as source:
//! for a scalar or a one-dimensional array of it, `getelementptr [N x E], root, 0, f`
//! (`getelementptr E, root, f` for a scalar root) with `f` the byte offset divided by
//! the scalar's size, which may vary; into any other aggregate (structs, nested
//! arrays), the constant index path that reaches the scalar at a constant offset.
//! Indexing from the root keeps every constant index in bounds, as the validator also
//! checks. Constant-expression GEPs on a global whose source is not its value type are
//! first re-created as instructions (the bitcode reader rejects such an expression).
//! Other mismatches are left to the writer's bitcasts.

use crate::analysis::gep_offset::{emit_element_index, ByteOffset};
use crate::rewrite::FuncCursor;
use dxil_ir::{
    ConstData, ConstExprOp, FuncId, GepFlags, GlobalId, Inst, InstKind, Module, Type, TypeData,
    Value,
};
use dxil_model::layout::DataLayout;
use rustc_hash::{FxHashMap, FxHashSet};

/// Rewrites every mismatched GEP instruction of `m` (see the module docs).
pub fn match_gep_sources(m: &mut Module) {
    let dl = m
        .datalayout
        .as_deref()
        .map(DataLayout::parse)
        .unwrap_or_default();
    let roots = globals_of_mismatched_const_geps(m);
    let (calls, _) = dxil_ir::edit::symbol_uses(m);
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let uncalled = calls.get(&f).is_none_or(|&n| n == 0);
        if let Some(mut cur) = FuncCursor::open(m, f) {
            if !roots.is_empty() {
                crate::transforms::const_gep::materialize_const_geps(&mut cur, &roots);
            }
            let placed: Vec<Inst> = cur.body.placed_insts().map(|(_, i)| i).collect();
            let accessed = access_types(&cur);
            let roots = Roots {
                dl: &dl,
                args: if uncalled {
                    parameter_pointees(&cur, &dl)
                } else {
                    FxHashMap::default()
                },
            };
            let mut bypassed = Vec::new();
            for i in placed {
                crate::transforms::pointer_selects::rewrite_select(&mut cur, i);
                bypassed.extend(rewrite_gep(&mut cur, &roots, &accessed, i));
                index_first_member_access(&mut cur, &roots, i);
            }
            remove_unused_geps(&mut cur, bypassed);
            cur.finish();
        }
    }
}

/// The globals some constant-expression GEP indexes as another type than theirs.
fn globals_of_mismatched_const_geps(m: &Module) -> FxHashSet<GlobalId> {
    m.consts
        .iter()
        .filter_map(|(_, c)| match c {
            ConstData::Expr {
                op:
                    ConstExprOp::Gep {
                        source,
                        base: Value::Global(g),
                        ..
                    },
                ..
            } if m.globals[*g].value_ty != *source => Some(*g),
            _ => None,
        })
        .collect()
}

/// What GEP chains may start at: the module's layout, and the pointees chosen for
/// pointer parameters.
struct Roots<'a> {
    dl: &'a DataLayout,
    args: FxHashMap<u32, Type>,
}

/// For a function nothing in the module calls (a library's export, whose callers are
/// elsewhere), the pointee of each pointer parameter its body uses as several types
/// (clang's `inout float4` read as `float`, `<3 x float>` and `<4 x float>`): the widest,
/// so that every use is a GEP into it rather than a bitcast between pointees of other
/// sizes, which DXIL refuses.
fn parameter_pointees(cur: &FuncCursor, dl: &DataLayout) -> FxHashMap<u32, Type> {
    let mut seen: FxHashMap<u32, Vec<Type>> = FxHashMap::default();
    for (_, i) in cur.body.placed_insts() {
        let data = &cur.body.insts[i];
        let (k, t) = match &data.kind {
            InstKind::Gep {
                base: Value::Arg(k),
                source,
                ..
            } => (*k, *source),
            InstKind::Load {
                ptr: Value::Arg(k), ..
            } => (*k, data.ty),
            InstKind::Store {
                ptr: Value::Arg(k),
                val: Value::Inst(v),
                ..
            } => (*k, cur.body.insts[*v].ty),
            _ => continue,
        };
        let types = seen.entry(k).or_default();
        if !types.contains(&t) {
            types.push(t);
        }
    }
    seen.into_iter()
        .filter(|(_, types)| types.len() > 1)
        .filter_map(|(k, types)| {
            let widest = types
                .iter()
                .copied()
                .max_by_key(|t| dl.alloc_size(&cur.m.types, *t))?;
            Some((k, widest))
        })
        .collect()
}

/// The pointee of `v` when the module says it: a global's value type, an alloca's
/// allocated type, the type a GEP reaches, what a select or phi chooses among, or a
/// parameter's chosen pointee.
fn known_pointee(cur: &FuncCursor, roots: &Roots, v: Value) -> Option<Type> {
    let dl = roots.dl;
    if let Value::Global(g) = v {
        return Some(cur.m.globals[g].value_ty);
    }
    if let Value::Arg(k) = v {
        return roots.args.get(&k).copied();
    }
    if let Some((source, _, indices, _)) = gep_parts(cur, v) {
        return ByteOffset::default()
            .add_gep(cur.m, dl, source, &indices)
            .ok();
    }
    match v {
        Value::Inst(i) => match &cur.body.insts[i].kind {
            InstKind::Alloca { allocated, .. } => Some(*allocated),
            _ => chosen_pointee(cur, v, 8),
        },
        _ => None,
    }
}

/// The source type, base, indices and `inbounds` of `v` if it is a GEP instruction or
/// constant expression.
pub(crate) fn gep_parts(cur: &FuncCursor, v: Value) -> Option<(Type, Value, Vec<Value>, bool)> {
    match v {
        Value::Inst(i) => match &cur.body.insts[i].kind {
            InstKind::Gep {
                source,
                base,
                indices,
                flags,
            } => Some((*source, *base, indices.clone(), flags.inbounds)),
            _ => None,
        },
        Value::Const(c) => match cur.m.consts.get(c) {
            ConstData::Expr {
                op:
                    ConstExprOp::Gep {
                        source,
                        base,
                        indices,
                        flags,
                        ..
                    },
                ..
            } => Some((*source, *base, indices.clone(), flags.inbounds)),
            _ => None,
        },
        _ => None,
    }
}

/// The global or alloca a chain of GEPs from `v` starts at, its pointee type, and the
/// byte offset of `v` from it (added to `off`).
fn gep_root(
    cur: &FuncCursor,
    roots: &Roots,
    mut v: Value,
    off: &mut ByteOffset,
) -> Option<(Value, Type)> {
    let dl = roots.dl;
    loop {
        if let Value::Global(g) = v {
            return Some((v, cur.m.globals[g].value_ty));
        }
        if let Value::Arg(k) = v {
            return Some((v, *roots.args.get(&k)?));
        }
        if let Value::Inst(i) = v {
            if let InstKind::Alloca { allocated, .. } = &cur.body.insts[i].kind {
                return Some((v, *allocated));
            }
            if let Some(t) = chosen_pointee(cur, v, 8) {
                return Some((v, t));
            }
        }
        let (source, base, indices, _) = gep_parts(cur, v)?;
        off.add_gep(cur.m, dl, source, &indices).ok()?;
        v = base;
    }
}

/// The pointee of a select or phi choosing among globals and allocas (or other such
/// choices, `depth` levels down) that all hold the same type, as the bitcode writer
/// types it.
fn chosen_pointee(cur: &FuncCursor, v: Value, depth: u32) -> Option<Type> {
    let arm = |a: Value| match a {
        Value::Global(g) => Some(cur.m.globals[g].value_ty),
        Value::Inst(i) => match &cur.body.insts[i].kind {
            InstKind::Alloca { allocated, .. } => Some(*allocated),
            _ if depth > 0 => chosen_pointee(cur, a, depth - 1),
            _ => None,
        },
        _ => None,
    };
    let Value::Inst(i) = v else { return None };
    let arms: Vec<Value> = match &cur.body.insts[i].kind {
        InstKind::Select {
            then_val, else_val, ..
        } => vec![*then_val, *else_val],
        InstKind::Phi { incoming } => incoming.iter().map(|(v, _)| *v).collect(),
        _ => return None,
    };
    let first = arm(*arms.first()?)?;
    arms[1..]
        .iter()
        .all(|a| arm(*a) == Some(first))
        .then_some(first)
}

/// For each pointer instruction loaded from or stored to, the one type those loads
/// and stores access (`None` when they disagree), found in one walk.
fn access_types(cur: &FuncCursor) -> FxHashMap<Inst, Option<Type>> {
    let mut out: FxHashMap<Inst, Option<Type>> = FxHashMap::default();
    for (_, i) in cur.body.placed_insts() {
        let data = &cur.body.insts[i];
        let (p, t) = match &data.kind {
            InstKind::Load {
                ptr: Value::Inst(p),
                ..
            } => (*p, Some(data.ty)),
            InstKind::Store {
                ptr: Value::Inst(p),
                val,
                ..
            } => (
                *p,
                match *val {
                    Value::Inst(v) => Some(cur.body.insts[v].ty),
                    Value::Const(c) => Some(cur.m.consts.get(c).ty()),
                    _ => None,
                },
            ),
            _ => continue,
        };
        let slot = out.entry(p).or_insert(t);
        if *slot != t {
            *slot = None;
        }
    }
    out
}

/// The scalar a pointee type holds when it is that scalar or a one-dimensional array
/// or vector of it, with whether it is an aggregate.
fn flat_scalar(m: &Module, ty: Type) -> Option<(Type, bool)> {
    match m.types.get(ty) {
        TypeData::Int(_) | TypeData::Float(_) => Some((ty, false)),
        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
            matches!(m.types.get(*elem), TypeData::Int(_) | TypeData::Float(_))
                .then_some((*elem, true))
        }
        _ => None,
    }
}

/// One index of a path into an aggregate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// A constant index.
    Const(u64),
    /// `first` plus the GEP's variable byte terms divided by `unit` (an array's element
    /// size), the one index where the variable part is consumed.
    Variable { first: u64, unit: u64 },
}

/// The indices (after the first) that reach a `want` at byte `off` inside `ty`,
/// through arrays, vectors and structs; `scales` are the byte scales of the variable
/// terms still to place (all at one array level whose element size divides them, the
/// constant part choosing the struct fields on the way).
fn index_path(
    m: &Module,
    dl: &DataLayout,
    ty: Type,
    off: u64,
    scales: &[i64],
    want: Type,
) -> Option<Vec<Step>> {
    if ty == want && off == 0 && scales.is_empty() {
        return Some(Vec::new());
    }
    let (step, inner, rest, scales) = match m.types.get(ty) {
        TypeData::Array { elem, len } => {
            array_step(dl.alloc_size(&m.types, *elem), *elem, *len, off, scales)?
        }
        TypeData::Vector { elem, len, .. } => array_step(
            dl.store_size(&m.types, *elem),
            *elem,
            u64::from(*len),
            off,
            scales,
        )?,
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (offsets, _) = dl.struct_layout(&m.types, ty);
            let k = offsets.iter().rposition(|&o| o <= off)?;
            let field = m.types.aggregate_element(ty, k as u64)?;
            (Step::Const(k as u64), field, off - offsets[k], scales)
        }
        _ => return None,
    };
    let mut path = vec![step];
    path.extend(index_path(m, dl, inner, rest, scales, want)?);
    Some(path)
}

/// The index into an array of `len` elements of `size` bytes at byte `off`: the
/// variable terms (`scales`) are placed here when the element size divides them all.
fn array_step(
    size: u64,
    elem: Type,
    len: u64,
    off: u64,
    scales: &[i64],
) -> Option<(Step, Type, u64, &'static [i64])> {
    let k = off.checked_div(size)?;
    let rest = off - k * size;
    if scales.is_empty() {
        return (k < len).then_some((Step::Const(k), elem, rest, &[]));
    }
    let divides = scales
        .iter()
        .all(|s| u64::try_from(*s).is_ok_and(|s| s % size == 0));
    divides.then_some((
        Step::Variable {
            first: k,
            unit: size,
        },
        elem,
        rest,
        &[],
    ))
}

/// A load or store of a member at offset 0 straight through a pointer to its
/// aggregate (clang writes `load float, ptr %struct`) gets a GEP to that member, so
/// that no pointer bitcast between types of different sizes is needed.
fn index_first_member_access(cur: &mut FuncCursor, roots: &Roots, i: Inst) {
    let dl = roots.dl;
    let (ptr, accessed) = match &cur.body.insts[i].kind {
        InstKind::Load { ptr, .. } => (*ptr, cur.body.insts[i].ty),
        InstKind::Store { ptr, val, .. } => {
            let t = match *val {
                Value::Inst(v) => cur.body.insts[v].ty,
                Value::Const(c) => cur.m.consts.get(c).ty(),
                _ => return,
            };
            (*ptr, t)
        }
        _ => return,
    };
    let Some(pointee) = known_pointee(cur, roots, ptr) else {
        return;
    };
    if pointee == accessed
        || !matches!(
            cur.m.types.get(accessed),
            TypeData::Int(_) | TypeData::Float(_)
        )
    {
        return;
    }
    let Some(path) = index_path(cur.m, dl, pointee, 0, &[], accessed) else {
        return;
    };
    cur.before(i);
    let indices: Vec<Value> = std::iter::once(0)
        .chain(path.into_iter().map(|s| match s {
            Step::Const(k) => k,
            Step::Variable { first, .. } => first,
        }))
        .map(|k| cur.i32(k as i64))
        .collect();
    let ptr_ty = cur.ty(ptr);
    let gep = cur.insert(
        ptr_ty,
        InstKind::Gep {
            source: pointee,
            flags: GepFlags {
                inbounds: true,
                ..GepFlags::default()
            },
            base: ptr,
            indices,
        },
    );
    match &mut cur.body.insts[i].kind {
        InstKind::Load { ptr, .. } | InstKind::Store { ptr, .. } => *ptr = gep,
        _ => {}
    }
}

/// Removes the GEPs among `candidates` (and the GEPs they index from) that nothing
/// uses any more: a rewritten GEP no longer goes through them, and a mismatched GEP
/// left unused would still need the writer's cast.
fn remove_unused_geps(cur: &mut FuncCursor, mut candidates: Vec<Inst>) {
    while !candidates.is_empty() {
        let uses = crate::rewrite::use_counts(&cur.body);
        let mut next = Vec::new();
        for c in candidates {
            if *uses.get(c) > 0 || crate::rewrite::find_inst(&cur.body, c).is_none() {
                continue;
            }
            if let InstKind::Gep { base, .. } = &cur.body.insts[c].kind {
                if let Value::Inst(b) = base {
                    next.push(*b);
                }
                cur.erase(c);
            }
        }
        candidates = next;
    }
}

/// Rewrites GEP `i` if its source is not its base's pointee (see the module docs);
/// returns the GEP instruction it no longer indexes from, if any.
fn rewrite_gep(
    cur: &mut FuncCursor,
    roots: &Roots,
    accessed: &FxHashMap<Inst, Option<Type>>,
    i: Inst,
) -> Option<Inst> {
    let dl = roots.dl;
    let InstKind::Gep {
        source,
        base,
        indices,
        flags,
    } = &cur.body.insts[i].kind
    else {
        return None;
    };
    let (source, base, flags, indices) = (*source, *base, *flags, indices.clone());
    if known_pointee(cur, roots, base).is_none_or(|p| p == source) {
        return None;
    }
    let mut off = ByteOffset::default();
    let Ok(reached) = off.add_gep(cur.m, dl, source, &indices) else {
        return None;
    };
    // A byte GEP (clang's `getelementptr i8, p, offset`) stands for the type its loads
    // and stores access there.
    let reached = if matches!(cur.m.types.get(reached), TypeData::Int(8)) {
        accessed.get(&i).copied().flatten().unwrap_or(reached)
    } else {
        reached
    };
    let (root, root_ty) = gep_root(cur, roots, base, &mut off)?;
    let indices = match flat_scalar(cur.m, root_ty) {
        Some((scalar, aggregate)) => {
            let unit = dl.alloc_size(&cur.m.types, scalar) as i64;
            if reached != scalar
                || unit == 0
                || off.bytes % unit != 0
                || !off.terms_divisible_by(unit)
            {
                return None;
            }
            cur.before(i);
            let f = emit_element_index(cur, &off, unit, None)?;
            if aggregate {
                vec![cur.i32(0), f]
            } else {
                vec![f]
            }
        }
        None => {
            let at = u64::try_from(off.bytes).ok()?;
            let scales: Vec<i64> = off.terms.iter().map(|(_, s)| *s).collect();
            let path = index_path(cur.m, dl, root_ty, at, &scales, reached)?;
            cur.before(i);
            let mut out = vec![cur.i32(0)];
            for step in path {
                out.push(match step {
                    Step::Const(k) => cur.i32(k as i64),
                    Step::Variable { first, unit } => {
                        let part = ByteOffset {
                            bytes: (first * unit) as i64,
                            terms: off.terms.clone(),
                            ..ByteOffset::default()
                        };
                        emit_element_index(cur, &part, unit as i64, None)?
                    }
                });
            }
            out
        }
    };
    cur.body.insts[i].kind = InstKind::Gep {
        source: root_ty,
        flags: GepFlags {
            inbounds: flags.inbounds,
            ..GepFlags::default()
        },
        base: root,
        indices,
    };
    match base {
        Value::Inst(b) if b != i => Some(b),
        _ => None,
    }
}
