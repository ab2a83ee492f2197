//! Typed pointers for an opaque-pointer module, in the spirit of LLVM's DirectX backend
//! (`DXILPointerTypeAnalysis` and the bitcasts `DXILPrepare` inserts):
//!
//! - a global points to its value type, a function to its function type, an alloca to
//!   its allocated type, a GEP to the type its indices reach;
//! - a select or phi of pointers to one known pointee (globals, allocas, GEPs) points to
//!   it; any other pointer (argument, loaded or returned pointer, phi, select, cast)
//!   points to what its first load, store, GEP or atomic use needs, else to `i8`;
//! - a definition's pointer parameters take their arguments' pointees, a declaration's
//!   those of the first call passing one (else `i8`); pointers inside aggregates and
//!   constants are `i8*`;
//! - where a pointer is used at another pointee, a `bitcast` is inserted before the user
//!   (a constant expression for constant operands; `null`/`undef` are retyped instead).

use super::error::{Result, WriteModuleError};
use dxil_ir::{
    Body, CastOp, Const, ConstData, ConstExprOp, Constants, FuncId, Inst, InstKind, MdData, Module,
    PointerMode, StructBody, Type, TypeData, Types, Value, WrapFlags,
};
use rustc_hash::FxHashMap;

/// Rewrites an opaque-pointer module to typed pointers (see the module docs).
pub(crate) fn make_typed(m: &mut Module) -> Result<()> {
    let mut tm = TypeMap::new(&mut m.types);
    rewrite_named_bodies(&mut m.types, &mut tm);
    rewrite_constants(m, &mut tm);
    for (_, g) in m.globals.iter_mut() {
        g.value_ty = tm.generic(&mut m.types, g.value_ty);
    }
    m.pointers = PointerMode::Typed;
    let fids: Vec<FuncId> = m.functions.handles().collect();
    // Pointees of every definition's local values (from their own uses).
    let mut local: Vec<Pointees> = Vec::with_capacity(fids.len());
    let mut calls: Vec<Vec<Inst>> = Vec::with_capacity(fids.len());
    for &f in &fids {
        let (pointees, f_calls) = infer_locals(m, &mut tm, f)?;
        local.push(pointees);
        calls.push(f_calls);
    }
    // Function types.
    let call_sites = call_site_pointees(m, &local, &calls);
    let mut fn_types = Vec::with_capacity(fids.len());
    for &f in &fids {
        fn_types.push(function_type(m, &mut tm, f, &local, &call_sites)?);
    }
    for (&f, ty) in fids.iter().zip(fn_types) {
        m.functions[f].ty = ty;
    }
    m.intern_symbol_pointer_types();
    for (&f, pointees) in fids.iter().zip(&local) {
        rewrite_body(m, &mut tm, f, pointees)?;
    }
    Ok(())
}

/// What is known of the pointees of one function's arguments and instructions, by
/// argument number and instruction index.
#[derive(Default)]
struct Pointees {
    args: Vec<Option<Type>>,
    insts: Vec<Option<Type>>,
}

impl Pointees {
    /// Room for `args` arguments and `insts` instructions.
    fn sized(args: usize, insts: usize) -> Self {
        Pointees {
            args: vec![None; args],
            insts: vec![None; insts],
        }
    }

    fn slot(&mut self, v: Value) -> Option<&mut Option<Type>> {
        match v {
            Value::Arg(k) => self.args.get_mut(k as usize),
            Value::Inst(i) => self.insts.get_mut(i.index()),
            _ => None,
        }
    }

    /// The pointee of argument or instruction `v`, if known.
    fn get(&self, v: Value) -> Option<Type> {
        match v {
            Value::Arg(k) => self.args.get(k as usize).copied().flatten(),
            Value::Inst(i) => self.insts.get(i.index()).copied().flatten(),
            _ => None,
        }
    }

    /// Sets the pointee of `v`.
    fn set(&mut self, v: Value, t: Type) {
        if let Some(slot) = self.slot(v) {
            *slot = Some(t);
        }
    }

    /// Sets the pointee of `v` unless it is known already.
    fn set_first(&mut self, v: Value, t: Type) {
        if let Some(slot) = self.slot(v) {
            slot.get_or_insert(t);
        }
    }
}

/// Memoized mapping of types with opaque pointers to types with `i8*`s.
struct TypeMap {
    i8: Type,
    /// The generic form of each type mapped so far, by type index.
    memo: Vec<Option<Type>>,
}

impl TypeMap {
    fn new(types: &mut Types) -> Self {
        TypeMap {
            i8: types.int(8),
            memo: Vec::new(),
        }
    }

    /// `t` with every opaque pointer made `i8*` (named structs keep their handle; their
    /// bodies are rewritten once).
    fn generic(&mut self, types: &mut Types, t: Type) -> Type {
        if let Some(&Some(r)) = self.memo.get(t.index()) {
            return r;
        }
        let r = match types.get(t).clone() {
            TypeData::Ptr { addrspace } => types.typed_ptr(self.i8, addrspace),
            TypeData::Vector {
                len,
                elem,
                scalable,
            } => {
                let elem = self.generic(types, elem);
                types.intern(TypeData::Vector {
                    len,
                    elem,
                    scalable,
                })
            }
            TypeData::Array { len, elem } => {
                let elem = self.generic(types, elem);
                types.array(elem, len)
            }
            TypeData::Struct { fields, packed } => {
                let fields = fields.iter().map(|&f| self.generic(types, f)).collect();
                types.structure(fields, packed)
            }
            TypeData::Function {
                ret,
                params,
                varargs,
            } => {
                let ret = self.generic(types, ret);
                let params = params.iter().map(|&p| self.generic(types, p)).collect();
                types.function(ret, params, varargs)
            }
            _ => t,
        };
        if self.memo.len() <= t.index() {
            self.memo.resize(t.index() + 1, None);
        }
        self.memo[t.index()] = Some(r);
        r
    }
}

fn rewrite_named_bodies(types: &mut Types, tm: &mut TypeMap) {
    let names: Vec<Box<str>> = types.named.keys().cloned().collect();
    for n in names {
        if let Some(StructBody::Fields { fields, packed }) = types.named.get(&n).cloned() {
            let fields = fields.iter().map(|&f| tm.generic(types, f)).collect();
            types.named.insert(n, StructBody::Fields { fields, packed });
        }
    }
}

/// The type `indices` (after the first) reach inside `source`, as a GEP computes it.
fn indexed_type(
    types: &Types,
    consts: &Constants,
    source: Type,
    indices: &[Value],
) -> Result<Type> {
    let mut t = source;
    for &i in indices.iter().skip(1) {
        t = match types.get(t) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let k = match i {
                    Value::Const(c) if c.index() < consts.len() => match consts.get(c) {
                        ConstData::Int { bits, .. } => Some(*bits as u64),
                        ConstData::Zero(_) | ConstData::Null(_) => Some(0),
                        _ => None,
                    },
                    _ => None,
                }
                .ok_or_else(|| {
                    WriteModuleError::malformed("a struct index of a GEP is not a constant")
                })?;
                types
                    .aggregate_element(t, k)
                    .ok_or_else(|| WriteModuleError::malformed("GEP index out of range"))?
            }
            _ => return Err(WriteModuleError::malformed("GEP indexes into a scalar")),
        };
    }
    Ok(t)
}

/// Rebuilds the constant table with typed pointer types and remaps every use.
fn rewrite_constants(m: &mut Module, tm: &mut TypeMap) {
    let old = std::mem::take(&mut m.consts);
    let mut new = Constants::new();
    let mut map: Vec<Const> = Vec::with_capacity(old.len());
    for (_, d) in old.iter() {
        let v = |x: &Value| match x {
            Value::Const(c) => Value::Const(map.get(c.index()).copied().unwrap_or(*c)),
            other => *other,
        };
        let g = |types: &mut Types, tm: &mut TypeMap, t: Type| tm.generic(types, t);
        let types = &mut m.types;
        let nd = match d {
            ConstData::Int { ty, bits } => ConstData::Int {
                ty: *ty,
                bits: *bits,
            },
            ConstData::Float { ty, bits } => ConstData::Float {
                ty: *ty,
                bits: *bits,
            },
            ConstData::Null(t) => ConstData::Null(g(types, tm, *t)),
            ConstData::Undef(t) => ConstData::Undef(g(types, tm, *t)),
            ConstData::Poison(t) => ConstData::Poison(g(types, tm, *t)),
            ConstData::Zero(t) => ConstData::Zero(g(types, tm, *t)),
            ConstData::NoneToken(t) => ConstData::NoneToken(*t),
            ConstData::Bytes { ty, data } => ConstData::Bytes {
                ty: *ty,
                data: data.clone(),
            },
            ConstData::Aggregate { ty, elems } => ConstData::Aggregate {
                ty: g(types, tm, *ty),
                elems: elems.iter().map(v).collect(),
            },
            ConstData::Expr { ty, op } => {
                let mut op = op.clone();
                let mut ty = g(types, tm, *ty);
                match &mut op {
                    ConstExprOp::Gep {
                        source,
                        base,
                        indices,
                        ..
                    } => {
                        *source = g(types, tm, *source);
                        *base = v(base);
                        for i in indices.iter_mut() {
                            *i = v(i);
                        }
                    }
                    ConstExprOp::Cast { val, .. } => *val = v(val),
                    ConstExprOp::Binary { lhs, rhs, .. }
                    | ConstExprOp::ICmp { lhs, rhs, .. }
                    | ConstExprOp::FCmp { lhs, rhs, .. } => {
                        *lhs = v(lhs);
                        *rhs = v(rhs);
                    }
                    ConstExprOp::Select {
                        cond,
                        then_val,
                        else_val,
                    } => {
                        *cond = v(cond);
                        *then_val = v(then_val);
                        *else_val = v(else_val);
                    }
                    ConstExprOp::ExtractElement { vec, index } => {
                        *vec = v(vec);
                        *index = v(index);
                    }
                    ConstExprOp::InsertElement { vec, val, index } => {
                        *vec = v(vec);
                        *val = v(val);
                        *index = v(index);
                    }
                    ConstExprOp::ShuffleVector { a, b, .. } => {
                        *a = v(a);
                        *b = v(b);
                    }
                }
                if let ConstExprOp::Gep {
                    source, indices, ..
                } = &op
                {
                    let addrspace = types.addrspace(ty).unwrap_or(0);
                    if let Ok(elem) = indexed_type(types, &new, *source, indices) {
                        ty = types.typed_ptr(elem, addrspace);
                    }
                }
                ConstData::Expr { ty, op }
            }
        };
        map.push(new.intern(nd));
    }
    m.consts = new;
    if map.iter().enumerate().all(|(k, c)| c.index() == k) {
        // Every constant kept its handle: no operand changes.
        return;
    }
    let remap = |x: Value| match x {
        Value::Const(c) => Value::Const(map.get(c.index()).copied().unwrap_or(c)),
        other => other,
    };
    for (_, g) in m.globals.iter_mut() {
        g.init = g.init.map(remap);
    }
    for (_, md) in m.metadata.iter_mut() {
        if let MdData::Value { value, .. } = md {
            *value = remap(*value);
        }
    }
    for (_, f) in m.functions.iter_mut() {
        if let Some(body) = &mut f.body {
            for (_, i) in body.insts.iter_mut() {
                i.kind.map_operands(remap);
            }
        }
    }
}

/// The type of `v` in a function of type `fn_ty` with body `body`.
fn local_type(m: &Module, fn_ty: Type, body: &Body, v: Value) -> Option<Type> {
    match v {
        Value::Inst(i) => body.insts.get(i).map(|d| d.ty),
        Value::Arg(k) => match m.types.get(fn_ty) {
            TypeData::Function { params, .. } => params.get(k as usize).copied(),
            _ => None,
        },
        other => m.type_of(None, other),
    }
}

/// Adds to `out` the pointees a use of `ptr` by `kind` needs (in a function of type
/// `fn_ty` with body `body`).
fn expected_pointee(
    m: &Module,
    fn_ty: Type,
    body: &Body,
    kind: &InstKind,
    out: &mut Vec<(Value, Type)>,
) {
    let ty = |v: Value| local_type(m, fn_ty, body, v);
    let need = match kind {
        InstKind::Store { val, ptr, .. } => ty(*val).map(|t| (*ptr, t)),
        InstKind::Gep { base, source, .. } => Some((*base, *source)),
        InstKind::AtomicRmw { ptr, val, .. } => ty(*val).map(|t| (*ptr, t)),
        InstKind::CmpXchg { ptr, expected, .. } => ty(*expected).map(|t| (*ptr, t)),
        _ => None,
    };
    out.extend(need);
}

/// Whether `t` is an opaque pointer.
fn is_opaque_ptr(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::Ptr { .. })
}

/// Pointees of the pointer-typed arguments and instructions of function `fid`, and
/// its calls of functions (in body order).
fn infer_locals(m: &mut Module, tm: &mut TypeMap, fid: FuncId) -> Result<(Pointees, Vec<Inst>)> {
    let f = &m.functions[fid];
    let Some(body) = &f.body else {
        return Ok((Pointees::default(), Vec::new()));
    };
    let params: &[Type] = match m.types.get(f.ty) {
        TypeData::Function { params, .. } => params,
        _ => &[],
    };
    // What the first use of each pointer needs (types with opaque pointers still); the
    // instructions that make pointers, and the calls, noted for the walks below.
    let mut first_use = Pointees::sized(params.len(), body.insts.len());
    let mut needs = Vec::new();
    let mut pointers = Vec::new();
    let mut calls = Vec::new();
    for (_, i) in body.placed_insts() {
        let data = &body.insts[i];
        needs.clear();
        expected_pointee(m, f.ty, body, &data.kind, &mut needs);
        match &data.kind {
            InstKind::Load { ptr, .. } => needs.push((*ptr, data.ty)),
            InstKind::Call {
                callee: Value::Function(_),
                ..
            } => calls.push(i),
            _ => {}
        }
        for &(p, t) in &needs {
            first_use.set_first(p, t);
        }
        if is_opaque_ptr(m, data.ty) {
            pointers.push(i);
        }
    }
    let mut found: Vec<(Value, Type)> = Vec::new();
    for (k, &p) in params.iter().enumerate() {
        if is_opaque_ptr(m, p) {
            let v = Value::Arg(k as u32);
            found.push((v, first_use.get(v).unwrap_or(tm.i8)));
        }
    }
    // Pointees found so far, for selects and phis of pointers.
    let mut so_far: FxHashMap<Value, Type> = FxHashMap::default();
    for i in pointers {
        let data = &body.insts[i];
        let v = Value::Inst(i);
        let known = match &data.kind {
            InstKind::Alloca { allocated, .. } => Some(*allocated),
            InstKind::Gep {
                source, indices, ..
            } => Some(indexed_type(&m.types, &m.consts, *source, indices)?),
            InstKind::Select {
                then_val, else_val, ..
            } => common_pointee(m, &so_far, [*then_val, *else_val].into_iter()),
            InstKind::Phi { incoming } => {
                common_pointee(m, &so_far, incoming.iter().map(|(v, _)| *v))
            }
            _ => None,
        };
        let t = known.or_else(|| first_use.get(v)).unwrap_or(tm.i8);
        so_far.insert(v, t);
        found.push((v, t));
    }
    let mut out = Pointees::sized(params.len(), body.insts.len());
    drop(first_use);
    for (v, t) in found {
        out.set(v, tm.generic(&mut m.types, t));
    }
    Ok((out, calls))
}

/// The pointee all of `values` (the arms of a select, the incoming values of a phi)
/// point to, when each is a global or a pointer whose pointee is known already and they
/// agree: the select or phi then points to it too, so that its operands need no cast.
fn common_pointee(
    m: &Module,
    so_far: &FxHashMap<Value, Type>,
    mut values: impl Iterator<Item = Value>,
) -> Option<Type> {
    let pointee = |v: Value| match v {
        Value::Global(g) => Some(m.globals[g].value_ty),
        _ => so_far.get(&v).copied(),
    };
    let first = pointee(values.next()?)?;
    values.all(|v| pointee(v) == Some(first)).then_some(first)
}

/// The typed function type of `fid`.
fn function_type(
    m: &mut Module,
    tm: &mut TypeMap,
    fid: FuncId,
    local: &[Pointees],
    call_sites: &FxHashMap<(FuncId, usize), Option<Type>>,
) -> Result<Type> {
    let f = &m.functions[fid];
    let TypeData::Function {
        ret,
        params,
        varargs,
    } = m.types.get(f.ty).clone()
    else {
        return Err(WriteModuleError::malformed(format!(
            "@{} has no function type",
            f.name
        )));
    };
    let own = &local[fid.index()];
    let mut new_params = Vec::with_capacity(params.len());
    for (k, &p) in params.iter().enumerate() {
        let t = match m.types.get(p) {
            TypeData::Ptr { addrspace } => {
                let addrspace = *addrspace;
                let pointee = own
                    .get(Value::Arg(k as u32))
                    .or_else(|| call_sites.get(&(fid, k)).copied().flatten())
                    .unwrap_or(tm.i8);
                m.types.typed_ptr(pointee, addrspace)
            }
            _ => tm.generic(&mut m.types, p),
        };
        new_params.push(t);
    }
    // A declaration returning a pointer: to what its first call's result is used as
    // (DXIL's `getMeshPayload` returns the payload's struct).
    let ret = match (m.types.get(ret).clone(), f.body.is_none()) {
        (TypeData::Ptr { addrspace }, true) => {
            match call_sites.get(&(fid, RETURNED)).copied().flatten() {
                Some(pointee) => m.types.typed_ptr(pointee, addrspace),
                None => tm.generic(&mut m.types, ret),
            }
        }
        _ => tm.generic(&mut m.types, ret),
    };
    Ok(m.types.function(ret, new_params, varargs))
}

/// The key of [`call_site_pointees`] for a declaration's returned pointer.
const RETURNED: usize = usize::MAX;

/// For each function and pointer parameter `k`: the pointee of argument `k` at the first
/// call that passes a known one, or `None` when a call with fewer arguments comes first;
/// and (key [`RETURNED`]) the pointee the first call's returned pointer is used as,
/// where known. `calls` are each function's calls of functions, in body order.
fn call_site_pointees(
    m: &Module,
    local: &[Pointees],
    calls: &[Vec<Inst>],
) -> FxHashMap<(FuncId, usize), Option<Type>> {
    let mut decided: FxHashMap<(FuncId, usize), Option<Type>> = FxHashMap::default();
    for ((fid, f), f_calls) in m.functions.iter().zip(calls) {
        let Some(body) = &f.body else { continue };
        for &i in f_calls {
            let InstKind::Call {
                callee: Value::Function(c),
                args,
                ..
            } = &body.insts[i].kind
            else {
                continue;
            };
            let TypeData::Function { params, ret, .. } = m.types.get(m.functions[*c].ty) else {
                continue;
            };
            if is_opaque_ptr(m, *ret) && !decided.contains_key(&(*c, RETURNED)) {
                if let Some(t) = local[fid.index()].get(Value::Inst(i)) {
                    decided.insert((*c, RETURNED), Some(t));
                }
            }
            for (k, &p) in params.iter().enumerate() {
                if !is_opaque_ptr(m, p) || decided.contains_key(&(*c, k)) {
                    continue;
                }
                let Some(&a) = args.get(k) else {
                    decided.insert((*c, k), None);
                    continue;
                };
                let t = match a {
                    Value::Global(g) => Some(m.globals[g].value_ty),
                    Value::Function(f2) => Some(m.functions[f2].ty),
                    other => local[fid.index()].get(other),
                };
                if let Some(t) = t {
                    decided.insert((*c, k), Some(t));
                }
            }
        }
    }
    decided
}

/// Whether `named` is a named struct whose body is literal struct `literal`'s fields.
fn same_struct(types: &Types, named: Type, literal: Type) -> bool {
    let (TypeData::Named(name), TypeData::Struct { fields, packed }) =
        (types.get(named), types.get(literal))
    else {
        return false;
    };
    matches!(types.named.get(name), Some(StructBody::Fields { fields: f, packed: p }) if f == fields && p == packed)
}

/// Gives the body of `fid` typed result types and inserts the bitcasts its uses need.
fn rewrite_body(m: &mut Module, tm: &mut TypeMap, fid: FuncId, pointees: &Pointees) -> Result<()> {
    let Some(mut body) = m.functions[fid].body.take() else {
        return Ok(());
    };
    let fn_ty = m.functions[fid].ty;
    // Result types.
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            let data = &mut body.insts[i];
            data.ty = match pointees.get(Value::Inst(i)) {
                Some(p) => {
                    let a = m.types.addrspace(data.ty).unwrap_or(0);
                    m.types.typed_ptr(p, a)
                }
                None => tm.generic(&mut m.types, data.ty),
            };
            match &mut data.kind {
                InstKind::Gep { source, base, .. } => {
                    *source = tm.generic(&mut m.types, *source);
                    // Through a pointer to a named struct, a GEP typed by a literal
                    // struct of the same fields takes the named one (DXIL allows no
                    // bitcast between struct pointers).
                    let base_pointee = match *base {
                        Value::Global(g) => Some(m.globals[g].value_ty),
                        other => pointees.get(other),
                    };
                    if let Some(named) = base_pointee.filter(|&t| same_struct(&m.types, t, *source))
                    {
                        *source = named;
                    }
                }
                InstKind::Alloca { allocated, .. } => {
                    *allocated = tm.generic(&mut m.types, *allocated)
                }
                InstKind::Call { callee, fn_ty, .. } => {
                    *fn_ty = match callee {
                        Value::Function(c) => m.functions[*c].ty,
                        _ => tm.generic(&mut m.types, *fn_ty),
                    }
                }
                _ => {}
            }
        }
    }
    // Bitcasts where a pointer is used at another pointee.
    let mut reserved = false;
    let mut needs: Vec<(Value, Type)> = Vec::new();
    let mut replace: Vec<(Value, Value)> = Vec::new();
    // A block's list is rebuilt only from its first bitcast on (`placed` holds the
    // instructions before it, then everything after).
    let mut placed: Vec<Inst> = Vec::new();
    for k in 0..body.layout.len() {
        let b = body.layout[k];
        let old = std::mem::take(&mut body.blocks[b].insts);
        let mut rebuilt = false;
        for (pos, &i) in old.iter().enumerate() {
            needs.clear();
            let data = &body.insts[i];
            expected_pointee(m, fn_ty, &body, &data.kind, &mut needs);
            if let InstKind::Load { ptr, .. } = &data.kind {
                needs.push((*ptr, data.ty));
            }
            if let InstKind::Call {
                fn_ty: callee_ty,
                args,
                ..
            } = &data.kind
            {
                if let TypeData::Function { params, .. } = m.types.get(*callee_ty) {
                    for (a, p) in args.iter().zip(params) {
                        if let TypeData::TypedPtr { pointee, .. } = m.types.get(*p) {
                            needs.push((*a, *pointee));
                        }
                    }
                }
            }
            replace.clear();
            for &(ptr, want) in &needs {
                let want = tm.generic(&mut m.types, want);
                let have = pointees
                    .get(ptr)
                    .or_else(|| match local_type(m, fn_ty, &body, ptr) {
                        Some(t) => match m.types.get(t) {
                            TypeData::TypedPtr { pointee, .. } => Some(*pointee),
                            _ => None,
                        },
                        None => None,
                    });
                if have == Some(want) {
                    continue;
                }
                let addrspace = local_type(m, fn_ty, &body, ptr)
                    .and_then(|t| m.types.addrspace(t))
                    .unwrap_or(0);
                let to = m.types.typed_ptr(want, addrspace);
                let new = match ptr {
                    Value::Const(c) => retyped_const(m, c, to),
                    Value::Global(_) | Value::Function(_) => {
                        Value::Const(m.consts.intern(ConstData::Expr {
                            ty: to,
                            op: ConstExprOp::Cast {
                                op: CastOp::BitCast,
                                val: ptr,
                            },
                        }))
                    }
                    _ => {
                        if !reserved {
                            // Room for some casts without doubling the arena.
                            body.insts.reserve(body.insts.len() / 8 + 64);
                            reserved = true;
                        }
                        let cast = body.make_inst(
                            to,
                            InstKind::Cast {
                                op: CastOp::BitCast,
                                flags: WrapFlags::default(),
                                val: ptr,
                            },
                        );
                        if !rebuilt {
                            placed.clear();
                            placed.extend_from_slice(&old[..pos]);
                            rebuilt = true;
                        }
                        placed.push(cast);
                        Value::Inst(cast)
                    }
                };
                replace.push((ptr, new));
            }
            if !replace.is_empty() {
                body.insts[i].kind.map_operands(|v| {
                    replace
                        .iter()
                        .find(|(from, _)| *from == v)
                        .map_or(v, |(_, to)| *to)
                });
            }
            if rebuilt {
                placed.push(i);
            }
        }
        body.blocks[b].insts = if rebuilt {
            std::mem::take(&mut placed)
        } else {
            old
        };
    }
    m.functions[fid].body = Some(body);
    Ok(())
}

/// Constant `c` as a pointer of type `to`: `null`/`undef` retyped, others bitcast.
fn retyped_const(m: &mut Module, c: Const, to: Type) -> Value {
    let d = match m.consts.get(c) {
        ConstData::Null(_) | ConstData::Zero(_) => ConstData::Null(to),
        ConstData::Undef(_) | ConstData::Poison(_) => ConstData::Undef(to),
        _ => ConstData::Expr {
            ty: to,
            op: ConstExprOp::Cast {
                op: CastOp::BitCast,
                val: Value::Const(c),
            },
        },
    };
    Value::Const(m.consts.intern(d))
}
