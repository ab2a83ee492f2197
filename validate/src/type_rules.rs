//! Type rules (`TYPES.*`) on the program's module.
//!
//! - `TYPES.NOVECTOR`: no instruction, parameter, return or global of vector type
//!   (but in libraries, whose functions may pass vectors, and from DXIL 1.9 on).
//! - `TYPES.INTWIDTH`: integers are 1, 8, 16, 32 or 64 bits wide.
//! - `TYPES.NOMULTIDIM`: no global or `alloca` of an array of arrays.
//! - `TYPES.I8`: no instruction makes an `i8` value (`i8` is for immediate operands and
//!   `i8*` for lifetime markers).
//! - `TYPES.NOPTRTOPTR`: no global, `alloca` or instruction of a pointer to a pointer,
//!   or of a struct holding a pointer (DXIL's own `%dx.types.*` handles aside).

use super::{function_location, Validation};
use dxil_ir::{InstKind, Module, Type, TypeData};

/// Checks `m`'s type rules into `v`; `vectors_allowed` for a library (whose functions
/// may pass vectors) or DXIL 1.9 (native vectors).
pub(super) fn check_types(
    m: &Module,
    vectors_allowed: bool,
    is_live: &dyn Fn(dxil_ir::FuncId) -> bool,
    v: &mut Validation,
) {
    let bad_vector = |what: String, v: &mut Validation| {
        if vectors_allowed {
            return;
        }
        v.push(
            "TYPES.NOVECTOR",
            format!("{what} has a vector type"),
            "module".into(),
        );
    };
    for (_, g) in m.globals.iter() {
        if has_vector(m, g.value_ty) {
            bad_vector(format!("global @{}", g.name), v);
        }
        // LLVM's own tables (`llvm.global_ctors`, `llvm.used`) hold function pointers.
        if !g.name.starts_with("llvm.") && pointer_to_pointer(m, g.value_ty) {
            v.push(
                "TYPES.NOPTRTOPTR",
                format!("global @{} holds a pointer", g.name),
                "module".into(),
            );
        }
        if multidim(m, g.value_ty) {
            v.push(
                "TYPES.NOMULTIDIM",
                format!("global @{} is an array of arrays", g.name),
                "module".into(),
            );
        }
    }
    for (fid, f) in m.functions.iter() {
        let signature = m.types.get(f.ty);
        if let (true, TypeData::Function { ret, params, .. }) = (is_live(fid), signature) {
            if std::iter::once(ret)
                .chain(params)
                .any(|&t| has_vector(m, t))
            {
                bad_vector(format!("the signature of @{}", f.name), v);
            }
        }
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let inst = &body.insts[i];
            let ty = inst.ty;
            if is_vector(m, ty) {
                bad_vector(
                    format!("a {} instruction in @{}", inst.kind.opcode_name(), f.name),
                    v,
                );
            }
            if let Some(w) = int_width(m, ty).filter(|w| ![1, 8, 16, 32, 64].contains(w)) {
                v.push(
                    "TYPES.INTWIDTH",
                    format!(
                        "a {} instruction in @{} makes an i{w}",
                        inst.kind.opcode_name(),
                        f.name
                    ),
                    function_location(f),
                );
            }
            if int_width(m, m.types.scalar_of(ty)) == Some(8)
                && !matches!(inst.kind, InstKind::Call { .. })
            {
                v.push(
                    "TYPES.I8",
                    format!(
                        "a {} instruction in @{} makes an i8 value",
                        inst.kind.opcode_name(),
                        f.name
                    ),
                    function_location(f),
                );
            }
            let allocated = match &inst.kind {
                InstKind::Alloca { allocated, .. } => Some(*allocated),
                _ => None,
            };
            if allocated
                .into_iter()
                .chain([ty])
                .any(|t| pointer_to_pointer(m, t))
            {
                v.push(
                    "TYPES.NOPTRTOPTR",
                    format!(
                        "a {} instruction in @{} has a pointer to a pointer or a pointer in a \
                         structure",
                        inst.kind.opcode_name(),
                        f.name
                    ),
                    function_location(f),
                );
            }
            if let InstKind::Alloca { allocated, .. } = &inst.kind {
                if multidim(m, *allocated) {
                    v.push(
                        "TYPES.NOMULTIDIM",
                        format!("an alloca in @{} of an array of arrays", f.name),
                        function_location(f),
                    );
                }
            }
        }
    }
}

/// Whether `t` is a pointer to a pointer or to a struct holding a pointer, or such a
/// struct or array itself; DXIL's own `%dx.types.*` structs (handles) may hold `i8*`.
fn pointer_to_pointer(m: &Module, t: Type) -> bool {
    fn holds_pointer(m: &Module, t: Type, depth: u32) -> bool {
        if depth > 16 {
            return false;
        }
        match m.types.get(t) {
            TypeData::TypedPtr { .. } | TypeData::Ptr { .. } => true,
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                holds_pointer(m, *elem, depth + 1)
            }
            TypeData::Named(n) if n.starts_with(dxil_model::dx_types::PREFIX) => {
                // Only the structs DXIL defines may.
                let short = &n[dxil_model::dx_types::PREFIX.len()..];
                dxil_model::dx_types::DxStruct::from_short_name(short).is_none()
                    && !short.starts_with("LinAlgMatrix")
                    && struct_holds_pointer(m, t, depth)
            }
            TypeData::Named(_) | TypeData::Struct { .. } => struct_holds_pointer(m, t, depth),
            _ => false,
        }
    }
    fn struct_holds_pointer(m: &Module, t: Type, depth: u32) -> bool {
        m.types
            .struct_fields(t)
            .is_some_and(|(fields, _)| fields.iter().any(|&f| holds_pointer(m, f, depth + 1)))
    }
    match m.types.get(t) {
        TypeData::TypedPtr { pointee, .. } => holds_pointer(m, *pointee, 0),
        TypeData::Named(_) | TypeData::Struct { .. } | TypeData::Array { .. } => {
            holds_pointer(m, t, 0) && !matches!(m.types.get(t), TypeData::TypedPtr { .. })
        }
        _ => false,
    }
}

fn is_vector(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::Vector { .. })
}

/// A vector, or an array of vectors (a value or memory of vector type).
fn has_vector(m: &Module, t: Type) -> bool {
    match m.types.get(t) {
        TypeData::Vector { .. } => true,
        TypeData::Array { elem, .. } => has_vector(m, *elem),
        _ => false,
    }
}

fn int_width(m: &Module, t: Type) -> Option<u32> {
    m.types.int_bits(t)
}

fn multidim(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::Array { elem, .. } if matches!(m.types.get(*elem), TypeData::Array { .. }))
}
