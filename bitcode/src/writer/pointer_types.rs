//! Typed pointers for an opaque-pointer module, in the spirit of LLVM's DirectX backend
//! (`DXILPointerTypeAnalysis` and the bitcasts `DXILPrepare` inserts):
//!
//! - a global points to its value type, a function to its function type, an alloca to
//!   its allocated type, a GEP to the type its indices reach;
//! - any other pointer (argument, loaded or returned pointer, phi, select, cast) points
//!   to what its first load, store, GEP or atomic use needs, else to `i8`;
//! - a definition's pointer parameters take their arguments' pointees, a declaration's
//!   those of the first call passing one (else `i8`); pointers inside aggregates and
//!   constants are `i8*`;
//! - where a pointer is used at another pointee, a `bitcast` is inserted before the user
//!   (a constant expression for constant operands; `null`/`undef` are retyped instead).

use super::error::{Result, WriteModuleError};
use dxil_ir::{
    CastOp, Const, ConstData, ConstExprOp, Constants, FuncId, Inst, InstData, InstKind, MdData,
    Module, PointerMode, StructBody, Type, TypeData, Types, Value, WrapFlags,
};
use std::collections::HashMap;

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
    let mut local: HashMap<FuncId, HashMap<Value, Type>> = HashMap::new();
    for &f in &fids {
        local.insert(f, infer_locals(m, &mut tm, f)?);
    }
    // Function types.
    let mut fn_types = HashMap::new();
    for &f in &fids {
        let ty = function_type(m, &mut tm, f, &local)?;
        fn_types.insert(f, ty);
    }
    for (&f, &ty) in &fn_types {
        m.functions[f].ty = ty;
    }
    m.intern_symbol_pointer_types();
    for &f in &fids {
        let pointees = local.remove(&f).unwrap_or_default();
        rewrite_body(m, &mut tm, f, &pointees)?;
    }
    Ok(())
}

/// Memoized mapping of types with opaque pointers to types with `i8*`s.
struct TypeMap {
    i8: Type,
    memo: HashMap<Type, Type>,
}

impl TypeMap {
    fn new(types: &mut Types) -> Self {
        TypeMap {
            i8: types.int(8),
            memo: HashMap::new(),
        }
    }

    /// `t` with every opaque pointer made `i8*` (named structs keep their handle; their
    /// bodies are rewritten once).
    fn generic(&mut self, types: &mut Types, t: Type) -> Type {
        if let Some(&r) = self.memo.get(&t) {
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
        self.memo.insert(t, r);
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

/// The pointee a use of `ptr` by `kind` needs, if it needs one.
fn expected_pointee(m: &Module, f: &dxil_ir::Function, kind: &InstKind) -> Vec<(Value, Type)> {
    let ty = |v: Value| m.type_of(Some(f), v);
    match kind {
        InstKind::Store { val, ptr, .. } => ty(*val).map(|t| vec![(*ptr, t)]).unwrap_or_default(),
        InstKind::Gep { base, source, .. } => vec![(*base, *source)],
        InstKind::AtomicRmw { ptr, val, .. } => {
            ty(*val).map(|t| vec![(*ptr, t)]).unwrap_or_default()
        }
        InstKind::CmpXchg { ptr, expected, .. } => {
            ty(*expected).map(|t| vec![(*ptr, t)]).unwrap_or_default()
        }
        _ => Vec::new(),
    }
}

/// Pointees of the pointer-typed arguments and instructions of function `fid`.
fn infer_locals(m: &mut Module, tm: &mut TypeMap, fid: FuncId) -> Result<HashMap<Value, Type>> {
    let mut out = HashMap::new();
    let Some(body) = m.functions[fid].body.clone() else {
        return Ok(out);
    };
    // Types in the body, generic first (pointer results are fixed below).
    let order: Vec<Inst> = body.placed_insts().map(|(_, i)| i).collect();
    let f = m.functions[fid].clone();
    let mut first_use: HashMap<Value, Type> = HashMap::new();
    for &i in &order {
        let data = &body.insts[i];
        let load = match &data.kind {
            InstKind::Load { ptr, .. } => Some((*ptr, data.ty)),
            _ => None,
        };
        for (p, t) in expected_pointee(m, &f, &data.kind).into_iter().chain(load) {
            first_use.entry(p).or_insert(t);
        }
    }
    let is_ptr = |m: &Module, t: Type| matches!(m.types.get(t), TypeData::Ptr { .. });
    if let TypeData::Function { params, .. } = m.types.get(f.ty).clone() {
        for (k, &p) in params.iter().enumerate() {
            if is_ptr(m, p) {
                let v = Value::Arg(k as u32);
                let t = first_use.get(&v).copied().unwrap_or(tm.i8);
                out.insert(v, tm.generic(&mut m.types, t));
            }
        }
    }
    for &i in &order {
        let data = &body.insts[i];
        if !is_ptr(m, data.ty) {
            continue;
        }
        let v = Value::Inst(i);
        let known = match &data.kind {
            InstKind::Alloca { allocated, .. } => Some(*allocated),
            InstKind::Gep {
                source, indices, ..
            } => Some(indexed_type(&m.types, &m.consts, *source, indices)?),
            _ => None,
        };
        let t = known
            .or_else(|| first_use.get(&v).copied())
            .unwrap_or(tm.i8);
        out.insert(v, tm.generic(&mut m.types, t));
    }
    Ok(out)
}

/// The typed function type of `fid`.
fn function_type(
    m: &mut Module,
    tm: &mut TypeMap,
    fid: FuncId,
    local: &HashMap<FuncId, HashMap<Value, Type>>,
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
    let own = local.get(&fid);
    let mut new_params = Vec::with_capacity(params.len());
    for (k, &p) in params.iter().enumerate() {
        let t = match m.types.get(p) {
            TypeData::Ptr { addrspace } => {
                let addrspace = *addrspace;
                let pointee = own
                    .and_then(|o| o.get(&Value::Arg(k as u32)).copied())
                    .or_else(|| call_site_pointee(m, local, fid, k))
                    .unwrap_or(tm.i8);
                m.types.typed_ptr(pointee, addrspace)
            }
            _ => tm.generic(&mut m.types, p),
        };
        new_params.push(t);
    }
    let ret = tm.generic(&mut m.types, ret);
    Ok(m.types.function(ret, new_params, varargs))
}

/// The pointee of argument `k` at the first call of `callee` that passes a known one.
fn call_site_pointee(
    m: &Module,
    local: &HashMap<FuncId, HashMap<Value, Type>>,
    callee: FuncId,
    k: usize,
) -> Option<Type> {
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            if let InstKind::Call {
                callee: Value::Function(c),
                args,
                ..
            } = &body.insts[i].kind
            {
                if *c != callee {
                    continue;
                }
                let a = *args.get(k)?;
                let t = match a {
                    Value::Global(g) => Some(m.globals[g].value_ty),
                    Value::Function(f2) => Some(m.functions[f2].ty),
                    other => local.get(&fid).and_then(|l| l.get(&other).copied()),
                };
                if t.is_some() {
                    return t;
                }
            }
        }
    }
    None
}

/// Gives the body of `fid` typed result types and inserts the bitcasts its uses need.
fn rewrite_body(
    m: &mut Module,
    tm: &mut TypeMap,
    fid: FuncId,
    pointees: &HashMap<Value, Type>,
) -> Result<()> {
    let Some(mut body) = m.functions[fid].body.take() else {
        return Ok(());
    };
    // Result types.
    for (_, i) in body.placed_insts().collect::<Vec<_>>() {
        let data = &mut body.insts[i];
        data.ty = match pointees.get(&Value::Inst(i)) {
            Some(&p) => {
                let a = m.types.addrspace(data.ty).unwrap_or(0);
                m.types.typed_ptr(p, a)
            }
            None => tm.generic(&mut m.types, data.ty),
        };
        match &mut data.kind {
            InstKind::Gep { source, .. } => *source = tm.generic(&mut m.types, *source),
            InstKind::Alloca { allocated, .. } => *allocated = tm.generic(&mut m.types, *allocated),
            InstKind::Call { callee, fn_ty, .. } => {
                *fn_ty = match callee {
                    Value::Function(c) => m.functions[*c].ty,
                    _ => tm.generic(&mut m.types, *fn_ty),
                }
            }
            _ => {}
        }
    }
    // Bitcasts where a pointer is used at another pointee.
    let f_snapshot = dxil_ir::Function {
        body: Some(body.clone()),
        ..m.functions[fid].clone()
    };
    for b in body.layout.clone() {
        let mut k = 0;
        while k < body.blocks[b].insts.len() {
            let i = body.blocks[b].insts[k];
            let data = body.insts[i].clone();
            let mut needs: Vec<(Value, Type)> = expected_pointee(m, &f_snapshot, &data.kind);
            if let InstKind::Load { ptr, .. } = &data.kind {
                needs.push((*ptr, data.ty));
            }
            if let InstKind::Call { fn_ty, args, .. } = &data.kind {
                if let TypeData::Function { params, .. } = m.types.get(*fn_ty).clone() {
                    for (a, p) in args.iter().zip(params) {
                        if let TypeData::TypedPtr { pointee, .. } = m.types.get(p) {
                            needs.push((*a, *pointee));
                        }
                    }
                }
            }
            let mut replace: Vec<(Value, Value)> = Vec::new();
            for (ptr, want) in needs {
                let want = tm.generic(&mut m.types, want);
                let have = pointee_of(m, pointees, &f_snapshot, ptr);
                if have == Some(want) {
                    continue;
                }
                let addrspace = m
                    .type_of(Some(&f_snapshot), ptr)
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
                        let cast = body.make_inst(
                            to,
                            InstKind::Cast {
                                op: CastOp::BitCast,
                                flags: WrapFlags::default(),
                                val: ptr,
                            },
                        );
                        body.blocks[b].insts.insert(k, cast);
                        k += 1;
                        Value::Inst(cast)
                    }
                };
                replace.push((ptr, new));
            }
            if !replace.is_empty() {
                let InstData { kind, .. } = &mut body.insts[i];
                kind.map_operands(|v| {
                    replace
                        .iter()
                        .find(|(from, _)| *from == v)
                        .map_or(v, |(_, to)| *to)
                });
            }
            k += 1;
        }
    }
    m.functions[fid].body = Some(body);
    Ok(())
}

/// The pointee of pointer value `v`, if known.
fn pointee_of(
    m: &Module,
    pointees: &HashMap<Value, Type>,
    f: &dxil_ir::Function,
    v: Value,
) -> Option<Type> {
    if let Some(&p) = pointees.get(&v) {
        return Some(p);
    }
    let t = m.type_of(Some(f), v)?;
    match m.types.get(t) {
        TypeData::TypedPtr { pointee, .. } => Some(*pointee),
        _ => None,
    }
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
