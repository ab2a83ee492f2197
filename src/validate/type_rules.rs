//! Type rules (`TYPES.*`) on the program's module.
//!
//! - `TYPES.NOVECTOR`: no instruction, parameter, return or global of vector type
//!   (but in libraries, whose functions may pass vectors, and from DXIL 1.9 on).
//! - `TYPES.INTWIDTH`: integers are 1, 8, 16, 32 or 64 bits wide.
//! - `TYPES.NOMULTIDIM`: no global or `alloca` of an array of arrays.

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
