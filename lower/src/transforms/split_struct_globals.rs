//! Struct globals holding arrays of arrays split into one global per member, as DXC's
//! scalar replacement of globals does (`@"\01?w@@3UW@@A.2.1dim"`): DXIL arrays are
//! one-dimensional (DXIL.rst), and `dxil-flatten-arrays` flattens globals that are
//! arrays, not arrays inside a struct. SPIR-V's workgroup and private variables are
//! such structs (naga's `var<workgroup> w: struct { a: array<array<i32, 8>, 8> }`).
//!
//! A global is split when its value type is a struct containing, at any depth, an
//! array of arrays, and every use is a GEP `(0, k, ...)` with a constant member `k`
//! (constant-expression GEPs are made instructions first). Member `k` becomes the
//! global `<name>.<k>` with its part of the initializer; a member that is itself such a
//! struct is split in turn. Any other use (a whole-struct load, a call argument) leaves
//! the global as it is.

use crate::rewrite::FuncCursor;
use crate::transforms::const_gep::materialize_const_geps;
use dxil_ir::edit::{const_element, remove_symbols};
use dxil_ir::{FuncId, GlobalId, Inst, InstKind, Module, Type, TypeData, Types, Value};
use rustc_hash::FxHashSet;

/// Splits every struct global of `m` that holds an array of arrays into its members.
pub fn split_struct_globals(m: &mut Module) {
    let mut work: Vec<GlobalId> = m
        .globals
        .handles()
        .filter(|&g| is_candidate(m, g))
        .collect();
    let mut split_away = FxHashSet::default();
    while !work.is_empty() {
        let set: FxHashSet<GlobalId> = work.iter().copied().collect();
        crate::rewrite::edit_each_function(m, |cur| materialize_const_geps(cur, &set));
        let funcs: Vec<FuncId> = m.functions.handles().collect();
        let mut next = Vec::new();
        for g in std::mem::take(&mut work) {
            if let Some(members) = split(m, g, &funcs) {
                split_away.insert(g);
                next.extend(members.into_iter().filter(|&k| is_candidate(m, k)));
            }
        }
        work = next;
    }
    if !split_away.is_empty() {
        remove_symbols(m, &FxHashSet::default(), &split_away);
    }
}

/// Whether `g` is a global whose value type is a struct with an array of arrays in it.
fn is_candidate(m: &Module, g: GlobalId) -> bool {
    let gv = &m.globals[g];
    !gv.name.starts_with("llvm.")
        && gv.addrspace != 2
        && gv.props.linkage.is_local()
        && m.types.struct_fields(gv.value_ty).is_some()
        && holds_nested_array(&m.types, gv.value_ty, 0)
}

/// Whether `t` holds an array of arrays at any depth (also used for allocas).
pub(crate) fn holds_nested_array(types: &Types, t: Type, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    match types.get(t) {
        TypeData::Array { elem, .. } => {
            matches!(types.get(*elem), TypeData::Array { .. })
                || holds_nested_array(types, *elem, depth + 1)
        }
        _ => types
            .struct_fields(t)
            .is_some_and(|(fs, _)| fs.iter().any(|&f| holds_nested_array(types, f, depth + 1))),
    }
}

/// Splits `g` when every use is a member GEP; returns the member globals made.
fn split(m: &mut Module, g: GlobalId, funcs: &[FuncId]) -> Option<Vec<GlobalId>> {
    let root = Value::Global(g);
    let struct_ty = m.globals[g].value_ty;
    let fields = m.types.struct_fields(struct_ty)?.0.to_vec();
    let mut geps: Vec<(FuncId, Inst, u32)> = Vec::new();
    for &f in funcs {
        let Some(body) = m.functions[f].body.as_ref() else {
            continue;
        };
        for (_, i) in body.placed_insts() {
            let kind = &body.insts[i].kind;
            let mut uses = 0;
            kind.for_each_operand(|v| uses += usize::from(v == root));
            if uses == 0 {
                continue;
            }
            let member = (uses == 1).then(|| member_of_gep(m, kind, root, struct_ty));
            geps.push((f, i, member.flatten()?));
        }
    }
    let used_by_constants = m.consts.iter().any(|(_, c)| c.operands().contains(&root));
    if used_by_constants {
        return None;
    }
    let template = m.globals[g].clone();
    let members: Vec<GlobalId> = fields
        .iter()
        .enumerate()
        .map(|(k, &ty)| {
            let init = template.init.and_then(|c| const_element(m, c, k as u32));
            let mut gv = template.clone();
            gv.name = format!("{}.{k}", template.name).into();
            gv.value_ty = ty;
            gv.init = init.or(template.init.map(|_| m.consts.undef(ty)));
            m.globals.alloc(gv)
        })
        .collect();
    for (f, i, k) in geps {
        let member = Value::Global(members[k as usize]);
        let Some(mut cur) = FuncCursor::open(m, f) else {
            continue;
        };
        redirect_member_gep(&mut cur, i, member, fields[k as usize]);
        cur.finish();
    }
    m.intern_symbol_pointer_types();
    Some(members)
}

/// The member `k` a use `kind` of `root` (of struct type `struct_ty`) names, when it is
/// a GEP `struct_ty, root, 0, k, ...` with a constant `k` of the struct.
pub(crate) fn member_of_gep(
    m: &Module,
    kind: &InstKind,
    root: Value,
    struct_ty: Type,
) -> Option<u32> {
    let InstKind::Gep {
        source,
        base,
        indices,
        ..
    } = kind
    else {
        return None;
    };
    if *base != root || *source != struct_ty {
        return None;
    }
    let count = m.types.struct_fields(struct_ty)?.0.len();
    match (indices.first(), indices.get(1)) {
        (Some(&zero), Some(&k)) if m.const_int(zero) == Some(0) => m
            .const_int(k)
            .and_then(|k| u32::try_from(k).ok())
            .filter(|&k| (k as usize) < count),
        _ => None,
    }
}

/// Makes member GEP `gep` (`0, k, rest...`) address `member`, the member's own variable
/// of type `member_ty`: `member` itself without `rest`, else `member_ty, member, 0,
/// rest...`.
pub(crate) fn redirect_member_gep(cur: &mut FuncCursor, gep: Inst, member: Value, member_ty: Type) {
    let InstKind::Gep { flags, indices, .. } = cur.body.insts[gep].kind.clone() else {
        return;
    };
    if indices.len() == 2 {
        cur.replace_uses(Value::Inst(gep), member);
        cur.erase(gep);
    } else {
        let mut rest = vec![indices[0]];
        rest.extend_from_slice(&indices[2..]);
        cur.body.insts[gep].kind = InstKind::Gep {
            source: member_ty,
            flags,
            base: member,
            indices: rest,
        };
    }
}
