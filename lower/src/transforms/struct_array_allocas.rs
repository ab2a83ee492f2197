//! Local arrays of structs indexed at run time inside a member split into a struct of
//! arrays: one alloca per member, an array of that member with the same dimensions,
//! as DXC's SROA does. `dxil-flatten-arrays` flattens an array to its elements (here
//! structs), so an index known only at run time inside a member (an array member's
//! element, or a vector's lane once `dxil-data-scalarization` made vectors arrays) has
//! no place in the flat array; once the member has an array of its own, it does. The
//! SPIR-V front end makes these from a hull shader's patch of structs (`[3 x { <4 x
//! float>, ... }]` read at `[i].member[j]`).
//!
//! An alloca of `[N x ...[M x S]]` (S a struct) is split when every use is a GEP of its
//! own type, a member GEP `(0, i.., k, rest..)` with a constant member `k`, or an
//! element GEP `(0, i..)` whose every use is a member GEP `(0, k, rest..)` of S; and
//! some `rest` index is not a constant. Member `k` becomes an alloca of `[N x ...[M x
//! S.k]]` addressed `(0, i.., rest..)`. Any other use leaves the alloca as it is.

use crate::rewrite::FuncCursor;
use dxil_ir::{Inst, InstKind, Module, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// Splits the arrays of structs of every function of `m` (see the module docs).
pub fn split_struct_array_allocas(m: &mut Module) {
    crate::transforms::split_struct_allocas::split_until_none_left(m, split_once);
}

/// The dimensions of `t` if it is an array (of arrays) of a struct, and the struct.
fn struct_array_shape(m: &Module, t: Type) -> Option<(Vec<u64>, Type)> {
    let mut dims = Vec::new();
    let mut cur = t;
    while let TypeData::Array { len, elem } = m.types.get(cur) {
        dims.push(*len);
        cur = *elem;
    }
    (!dims.is_empty() && m.types.struct_fields(cur).is_some()).then_some((dims, cur))
}

/// How the code addresses a candidate: member GEPs `(0, i.., k, rest..)`, element
/// GEPs `(0, i..)` (a pointer to one struct) each with the member GEPs `(0, k, rest..)`
/// made from it, and whether an index inside a member is not a constant.
#[derive(Default)]
struct Uses {
    geps: Vec<(Inst, u32)>,
    elements: Vec<(Inst, Vec<(Inst, u32)>)>,
    dynamic_inside: bool,
}

/// Splits every splittable array-of-struct alloca of the function once; whether one was.
fn split_once(cur: &mut FuncCursor) -> bool {
    let mut candidates: FxHashMap<Inst, (Type, usize, Type)> = FxHashMap::default();
    for (_, i) in cur.body.placed_insts() {
        if let InstKind::Alloca {
            allocated,
            count: None,
            ..
        } = cur.body.insts[i].kind
        {
            if let Some((dims, s)) = struct_array_shape(cur.m, allocated) {
                candidates.insert(i, (allocated, dims.len(), s));
            }
        }
    }
    if candidates.is_empty() {
        return false;
    }
    let mut uses: FxHashMap<Inst, Uses> = FxHashMap::default();
    // Element GEPs: the candidate they point into.
    let mut elements: FxHashMap<Inst, Inst> = FxHashMap::default();
    let placed: Vec<Inst> = cur.body.placed_insts().map(|(_, i)| i).collect();
    for &i in &placed {
        let kind = &cur.body.insts[i].kind;
        let mut used: FxHashMap<Inst, usize> = FxHashMap::default();
        kind.for_each_operand(|v| match v {
            Value::Inst(a) if candidates.contains_key(&a) => *used.entry(a).or_default() += 1,
            _ => {}
        });
        for (a, n) in used {
            let (ty, depth, s) = candidates[&a];
            let gep = (n == 1)
                .then(|| member_gep(cur.m, kind, Value::Inst(a), ty, depth, s))
                .flatten();
            match gep {
                Some(Some((k, dynamic))) => {
                    let u = uses.entry(a).or_default();
                    u.geps.push((i, k));
                    u.dynamic_inside |= dynamic;
                }
                Some(None) => {
                    elements.insert(i, a);
                    uses.entry(a).or_default().elements.push((i, Vec::new()));
                }
                None => {
                    candidates.remove(&a);
                }
            }
        }
    }
    // The uses of the element GEPs: member GEPs of the struct, else the candidate stays.
    for &i in &placed {
        let kind = &cur.body.insts[i].kind;
        let mut used: FxHashMap<Inst, usize> = FxHashMap::default();
        kind.for_each_operand(|v| match v {
            Value::Inst(e) if elements.contains_key(&e) => *used.entry(e).or_default() += 1,
            _ => {}
        });
        for (e, n) in used {
            let a = elements[&e];
            let Some(&(_, _, s)) = candidates.get(&a) else {
                continue;
            };
            let member = (n == 1)
                .then(|| member_gep(cur.m, kind, Value::Inst(e), s, 0, s))
                .flatten()
                .flatten();
            match (member, uses.get_mut(&a)) {
                (Some((k, dynamic)), Some(u)) => {
                    u.dynamic_inside |= dynamic;
                    if let Some((_, users)) = u.elements.iter_mut().find(|(x, _)| *x == e) {
                        users.push((i, k));
                    }
                }
                _ => {
                    candidates.remove(&a);
                }
            }
        }
    }
    let mut split = false;
    for (alloca, shape) in candidates {
        match uses.remove(&alloca) {
            Some(u) if u.dynamic_inside => {
                split_alloca(cur, alloca, shape, u);
                split = true;
            }
            _ => {}
        }
    }
    split
}

/// The GEP `kind` is of `root` (of type `ty`, `depth` array dimensions of struct
/// `s`), if it is one of its own type from index 0: `Some((member, dynamic))` for a
/// member GEP (its constant member, and whether an index after it is not a constant),
/// `None` for an element GEP (its array indices only).
fn member_gep(
    m: &Module,
    kind: &InstKind,
    root: Value,
    ty: Type,
    depth: usize,
    s: Type,
) -> Option<Option<(u32, bool)>> {
    let InstKind::Gep {
        source,
        base,
        indices,
        ..
    } = kind
    else {
        return None;
    };
    if *base != root || *source != ty || m.const_int(*indices.first()?) != Some(0) {
        return None;
    }
    if indices.len() == depth + 1 && depth > 0 {
        return Some(None);
    }
    let fields = m.types.struct_fields(s)?.0.len();
    let k = m.const_int(*indices.get(depth + 1)?)?;
    let k = u32::try_from(k).ok().filter(|&k| (k as usize) < fields)?;
    let dynamic = indices[depth + 2..]
        .iter()
        .any(|&x| m.const_int(x).is_none());
    Some(Some((k, dynamic)))
}

/// Replaces `alloca` by one alloca per member its uses name, each an array of the
/// member with the alloca's dimensions, placed after it; its member GEPs and those of
/// its element GEPs address the members' arrays, and the element GEPs go.
fn split_alloca(
    cur: &mut FuncCursor,
    alloca: Inst,
    (ty, depth, s): (Type, usize, Type),
    uses: Uses,
) {
    let dims = struct_array_shape(cur.m, ty)
        .map(|(d, _)| d)
        .unwrap_or_default();
    let members: Vec<Type> = cur
        .m
        .types
        .struct_fields(s)
        .map(|(f, _)| f.to_vec())
        .unwrap_or_default();
    let mut made: FxHashMap<u32, (Value, Type)> = FxHashMap::default();
    let mut member_array = |cur: &mut FuncCursor, k: u32| {
        if let Some(&v) = made.get(&k) {
            return v;
        }
        let member_ty = dims
            .iter()
            .rev()
            .fold(members[k as usize], |e, &n| cur.m.types.array(e, n));
        let v = crate::transforms::split_struct_allocas::alloca_beside(cur, alloca, member_ty);
        made.insert(k, (v, member_ty));
        (v, member_ty)
    };
    // `(0, i.., k, rest..)` becomes `(0, i.., rest..)` on member k's array.
    let redirect = |cur: &mut FuncCursor,
                    gep: Inst,
                    (base, source): (Value, Type),
                    head: &[Value],
                    skip: usize| {
        let InstKind::Gep { flags, indices, .. } = cur.body.insts[gep].kind.clone() else {
            return;
        };
        let mut kept = head.to_vec();
        kept.extend_from_slice(&indices[skip..]);
        cur.body.insts[gep].kind = InstKind::Gep {
            source,
            flags,
            base,
            indices: kept,
        };
    };
    for (gep, k) in uses.geps {
        let array = member_array(cur, k);
        let head = match &cur.body.insts[gep].kind {
            InstKind::Gep { indices, .. } => indices[..=depth].to_vec(),
            _ => continue,
        };
        redirect(cur, gep, array, &head, depth + 2);
    }
    for (element, users) in uses.elements {
        let head = match &cur.body.insts[element].kind {
            InstKind::Gep { indices, .. } => indices.clone(),
            _ => continue,
        };
        for (gep, k) in users {
            let array = member_array(cur, k);
            redirect(cur, gep, array, &head, 2);
        }
        cur.erase(element);
    }
    cur.erase(alloca);
}
