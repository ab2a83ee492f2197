//! Type rules (`TYPES.*`) on the program's module.
//!
//! - `TYPES.NOVECTOR`: no instruction, parameter, return or global of vector type
//!   (but in libraries, whose functions may pass vectors, and from DXIL 1.9 on).
//! - `TYPES.INTWIDTH`: integers are 1, 8, 16, 32 or 64 bits wide.
//! - `TYPES.NOMULTIDIM`: no global or `alloca` of an array of arrays.
//! - `TYPES.I8`: no instruction but a call to a declaration (a DXIL operation's
//!   immediate) reads an `i8` or makes an `i8`, a pointer to one or an array of them
//!   (from shader model 6.6, but an `i8*` cast only lifetime markers use).
//! - `TYPES.DEFINED`: outside libraries, what an alloca allocates, a load reads, a
//!   store writes, a GEP points to and a static or groupshared variable holds is made
//!   of DXIL's primitives (integers, half, float, double, vectors, arrays, structs and
//!   one pointer): no function, label, `x86_fp80`, ...
//! - `TYPES.NOPTRTOPTR`: no global, `alloca` or instruction of a pointer to a pointer,
//!   or of a struct holding a pointer (DXIL's own `%dx.types.*` handles aside).

use super::value_origins::value_type;
use super::{function_location, Validation};
use dxil_ir::{InstKind, Module, Type, TypeData};

/// Checks `m`'s type rules into `v`; `vectors_allowed` for a library (whose functions
/// may pass vectors) or DXIL 1.9 (native vectors), `lifetimes_allowed` from shader
/// model 6.6 (lifetime markers take `i8*` casts); a `library` may hold any type.
pub(super) fn check_types(
    m: &Module,
    vectors_allowed: bool,
    lifetimes_allowed: bool,
    library: bool,
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
        // A static or groupshared variable's type (outside libraries).
        let own =
            (g.props.linkage == dxil_ir::Linkage::Internal && g.addrspace == 0) || g.addrspace == 3;
        if !library && own && !defined(m, g.value_ty, false) {
            v.push(
                "TYPES.DEFINED",
                format!(
                    "Type '{}' is not defined on DXIL primitives (global @{}).",
                    dxil_ir::printer::type_to_string(&m.types, g.value_ty),
                    g.name
                ),
                "module".into(),
            );
        }
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
        let mut used_elsewhere = None;
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
            if let Some(what) = i8_use(m, body, i, lifetimes_allowed, &mut used_elsewhere) {
                v.push(
                    "TYPES.I8",
                    format!(
                        "a {} instruction in @{} {what} an i8 value",
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
            // (DXC judges an alloca by what it allocates, not by the pointer it makes.)
            if allocated.map_or(pointer_to_pointer(m, ty), |t| pointer_to_pointer(m, t)) {
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
            if !library {
                if let Some(t) =
                    judged_type(m, body, &inst.kind, ty).filter(|&t| !defined(m, t, false))
                {
                    v.push(
                        "TYPES.DEFINED",
                        format!(
                            "Type '{}' is not defined on DXIL primitives (a {} instruction in @{}).",
                            dxil_ir::printer::type_to_string(&m.types, t),
                            inst.kind.opcode_name(),
                            f.name
                        ),
                        function_location(f),
                    );
                }
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

/// Whether instruction `i` of `body` reads or makes (through a pointer or arrays) an
/// `i8`, as DXC judges it: "reads" or "makes", or `None`. Calls to declarations (DXIL
/// operations' immediates) are left alone, and from shader model 6.6
/// (`lifetimes_allowed`) so is an `i8*` cast only lifetime markers use
/// (`used_elsewhere`: what other instructions of the body use, found on first need).
fn i8_use(
    m: &Module,
    body: &dxil_ir::Body,
    i: dxil_ir::Inst,
    lifetimes_allowed: bool,
    used_elsewhere: &mut Option<rustc_hash::FxHashSet<dxil_ir::Inst>>,
) -> Option<&'static str> {
    let inst = &body.insts[i];
    if let InstKind::Call {
        callee: dxil_ir::Value::Function(c),
        ..
    } = &inst.kind
    {
        if !m.functions[*c].is_definition() {
            return None;
        }
    }
    let is_i8 = |t: Type| matches!(m.types.get(t), TypeData::Int(8));
    let mut reads = false;
    inst.kind.for_each_operand(|o| {
        reads |= value_type(m, body, o).is_some_and(is_i8);
    });
    if reads {
        return Some("reads");
    }
    let t = match m.types.get(inst.ty) {
        TypeData::TypedPtr { pointee, .. } => *pointee,
        _ => inst.ty,
    };
    if !is_i8(m.types.innermost_element(t)) {
        return None;
    }
    let cast = matches!(
        inst.kind,
        InstKind::Cast {
            op: dxil_ir::CastOp::BitCast,
            ..
        }
    );
    if lifetimes_allowed && cast {
        let used = used_elsewhere.get_or_insert_with(|| used_beyond_lifetimes(m, body));
        if !used.contains(&i) {
            return None;
        }
    }
    Some("makes")
}

/// The instructions of `body` something other than a lifetime marker uses.
fn used_beyond_lifetimes(m: &Module, body: &dxil_ir::Body) -> rustc_hash::FxHashSet<dxil_ir::Inst> {
    let mut used = rustc_hash::FxHashSet::default();
    for (_, i) in body.placed_insts() {
        let kind = &body.insts[i].kind;
        let lifetime = matches!(kind, InstKind::Call { callee: dxil_ir::Value::Function(c), .. }
            if m.functions[*c].name.starts_with("llvm.lifetime."));
        if !lifetime {
            kind.for_each_operand(|o| {
                if let dxil_ir::Value::Inst(j) = o {
                    used.insert(j);
                }
            });
        }
    }
    used
}

/// The type DXC judges of instruction `kind` (result `ty`): what an alloca allocates,
/// a load reads, a store writes, a GEP points to.
fn judged_type(m: &Module, body: &dxil_ir::Body, kind: &InstKind, ty: Type) -> Option<Type> {
    match kind {
        InstKind::Alloca { allocated, .. } => Some(*allocated),
        InstKind::Load { .. } => Some(ty),
        InstKind::Store { val, .. } => value_type(m, body, *val),
        InstKind::Gep { .. } => match m.types.get(ty) {
            TypeData::TypedPtr { pointee, .. } => Some(*pointee),
            _ => None,
        },
        _ => None,
    }
}

/// Whether type `t` is made of DXIL's primitives, as DXC's `ValidateType` judges it
/// (`inner`: inside a struct). Pointers to pointers, vectors and `%dx.*` names have
/// rules of their own and pass here.
fn defined(m: &Module, t: Type, inner: bool) -> bool {
    let mut t = t;
    if let TypeData::TypedPtr { pointee, .. } = m.types.get(t) {
        if inner || matches!(m.types.get(*pointee), TypeData::TypedPtr { .. }) {
            return true;
        }
        t = *pointee;
    }
    let t = m.types.innermost_element(t);
    match m.types.get(t) {
        TypeData::Struct { .. } | TypeData::Named(_) => {
            if matches!(m.types.get(t), TypeData::Named(n) if n.starts_with("dx.")) {
                return true;
            }
            m.types
                .struct_fields(t)
                .is_none_or(|(fields, _)| fields.iter().all(|&e| defined(m, e, true)))
        }
        TypeData::Float(k) => matches!(
            k,
            dxil_ir::FloatKind::Half | dxil_ir::FloatKind::Float | dxil_ir::FloatKind::Double
        ),
        TypeData::Int(_) | TypeData::Vector { .. } | TypeData::Ptr { .. } => true,
        _ => false,
    }
}
