//! Types and declarations as LLVM IR text prints them, for tests that compare with
//! printed modules.

use dxil_ir::{FuncId, Module, Type, TypeData};

/// `t` as LLVM IR text prints it (named structs by name).
pub fn type_text(m: &Module, t: Type) -> String {
    match m.types.get(t) {
        TypeData::Void => "void".into(),
        TypeData::Int(n) => format!("i{n}"),
        TypeData::Float(k) => k.keyword().into(),
        TypeData::Ptr { addrspace: 0 } => "ptr".into(),
        TypeData::Ptr { addrspace } => format!("ptr addrspace({addrspace})"),
        TypeData::TypedPtr {
            pointee,
            addrspace: 0,
        } => format!("{}*", type_text(m, *pointee)),
        TypeData::TypedPtr { pointee, addrspace } => {
            format!("{} addrspace({addrspace})*", type_text(m, *pointee))
        }
        TypeData::Vector { len, elem, .. } => format!("<{len} x {}>", type_text(m, *elem)),
        TypeData::Array { len, elem } => format!("[{len} x {}]", type_text(m, *elem)),
        TypeData::Named(n) => format!("%{n}"),
        TypeData::Struct { fields, .. } => {
            let f: Vec<_> = fields.iter().map(|&x| type_text(m, x)).collect();
            format!("{{ {} }}", f.join(", "))
        }
        other => format!("{other:?}"),
    }
}

/// `declare RET @NAME(PARAMS)` of function `f`, without attributes.
pub fn declare_text(m: &Module, f: FuncId) -> String {
    let func = &m.functions[f];
    match m.types.get(func.ty) {
        TypeData::Function { ret, params, .. } => {
            let p: Vec<_> = params.iter().map(|&x| type_text(m, x)).collect();
            format!(
                "declare {} @{}({})",
                type_text(m, *ret),
                func.name,
                p.join(", ")
            )
        }
        _ => format!("declare <not a function> @{}", func.name),
    }
}

/// `type { ... }` of named struct `name` as printed (`{ i8* }`).
pub fn struct_body_text(m: &Module, name: &str) -> Option<String> {
    let t = m.types.lookup(&TypeData::Named(name.into()))?;
    let (fields, _) = m.types.struct_fields(t)?;
    let f: Vec<_> = fields.iter().map(|&x| type_text(m, x)).collect();
    Some(format!("{{ {} }}", f.join(", ")))
}
