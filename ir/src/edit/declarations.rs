//! Functions a pass calls or declares: callee names, definitions, declarations made on
//! demand, signatures, every call of a module.

use crate::{
    AttrList, FuncId, Function, Inst, InstKind, Module, SymbolProps, Type, TypeData, Value,
};

/// The name of the function a call instruction calls directly.
pub fn callee_name<'a>(m: &'a Module, kind: &InstKind) -> Option<&'a str> {
    match kind {
        InstKind::Call {
            callee: Value::Function(f),
            ..
        } => Some(&m.functions[*f].name),
        _ => None,
    }
}

/// The functions of `m` that have a body, in module order.
pub fn defined_functions(m: &Module) -> Vec<FuncId> {
    m.functions
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(id, _)| id)
        .collect()
}

/// The function named `name`, declared with type `fn_ty` if it does not exist.
pub fn get_or_declare(m: &mut Module, name: &str, fn_ty: Type) -> FuncId {
    if let Some(f) = m.function_by_name(name) {
        return f;
    }
    let n_params = match m.types.get(fn_ty) {
        TypeData::Function { params, .. } => params.len(),
        _ => 0,
    };
    let f = m.functions.alloc(Function {
        name: name.into(),
        ty: fn_ty,
        cc: 0,
        props: SymbolProps::default(),
        addrspace: 0,
        attrs: AttrList::default(),
        param_names: vec![None; n_params],
        body: None,
    });
    m.pointer_to(fn_ty, 0);
    f
}

/// The function type's return and parameter types.
pub fn signature(m: &Module, fn_ty: Type) -> Option<(Type, Vec<Type>)> {
    match m.types.get(fn_ty) {
        TypeData::Function { ret, params, .. } => Some((*ret, params.clone())),
        _ => None,
    }
}

/// Every placed call instruction of every definition, with the callee's name, as
/// (function, instruction, callee name).
pub fn calls_in_module(m: &Module) -> Vec<(FuncId, Inst, String)> {
    let mut out = Vec::new();
    for (fid, f) in m.functions.iter() {
        if let Some(body) = &f.body {
            for (_, i) in body.placed_insts() {
                if let Some(n) = callee_name(m, &body.insts[i].kind) {
                    out.push((fid, i, n.to_string()));
                }
            }
        }
    }
    out
}
