//! Intrinsic names as LLVM spells them: the mangling of an overloaded type
//! (`tdx.TypedBuffer_v4f32_0_0_0t`), a base name with its overload suffixes
//! (`llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_0_0_0t`), and the
//! name LLVM gives a declaration of an overloaded `llvm.dx.*` intrinsic from its type.

mod dx_overloads;

pub use dx_overloads::{OverloadSlot, OverloadedIntrinsic, DX_OVERLOADED};

use crate::types::{FloatKind, Type, TypeData, Types};

/// LLVM's mangled spelling of an overloaded type in an intrinsic name.
pub fn mangle_type(types: &Types, t: Type) -> String {
    let mut s = String::new();
    mangle_into(types, t, &mut s);
    s
}

/// Appends [`mangle_type`]'s spelling of `t` to `out` (names are built per call site
/// during lowering: one buffer, not a string per nested type).
pub fn mangle_into(types: &Types, t: Type, out: &mut String) {
    use std::fmt::Write;
    // `write!` to a `String` cannot fail: its results are ignored below.
    match types.get(t) {
        TypeData::Void => out.push_str("isVoid"),
        TypeData::Label => out.push_str("label"),
        TypeData::Metadata => out.push_str("Metadata"),
        TypeData::Token => out.push_str("token"),
        TypeData::Int(b) => {
            let _ = write!(out, "i{b}");
        }
        TypeData::Float(k) => out.push_str(match k {
            FloatKind::Half => "f16",
            FloatKind::BFloat => "bf16",
            FloatKind::Float => "f32",
            FloatKind::Double => "f64",
            FloatKind::X86Fp80 => "f80",
            FloatKind::Fp128 => "f128",
            FloatKind::PpcFp128 => "ppcf128",
        }),
        TypeData::Ptr { addrspace } => {
            let _ = write!(out, "p{addrspace}");
        }
        TypeData::TypedPtr { pointee, addrspace } => {
            let _ = write!(out, "p{addrspace}");
            mangle_into(types, *pointee, out);
        }
        TypeData::Vector {
            len,
            elem,
            scalable,
        } => {
            let _ = write!(out, "{}v{len}", if *scalable { "nx" } else { "" });
            mangle_into(types, *elem, out);
        }
        TypeData::Array { len, elem } => {
            let _ = write!(out, "a{len}");
            mangle_into(types, *elem, out);
        }
        TypeData::Struct { fields, .. } => {
            out.push_str("sl_");
            for f in fields {
                mangle_into(types, *f, out);
            }
            out.push('s');
        }
        TypeData::Named(name) => {
            let _ = write!(out, "s_{name}s");
        }
        TypeData::Function {
            ret,
            params,
            varargs,
        } => {
            out.push_str("f_");
            mangle_into(types, *ret, out);
            for p in params {
                mangle_into(types, *p, out);
            }
            if *varargs {
                out.push_str("vararg");
            }
            out.push('f');
        }
        TypeData::TargetExt {
            name,
            types: params,
            ints,
        } => {
            let _ = write!(out, "t{name}");
            for p in params {
                out.push('_');
                mangle_into(types, *p, out);
            }
            for i in ints {
                let _ = write!(out, "_{i}");
            }
            out.push('t');
        }
    }
}

/// `base` followed by `.` and the mangling of each overloaded type.
pub fn overloaded_name(types: &Types, base: &str, overloads: &[Type]) -> String {
    let mut s = String::with_capacity(base.len() + 32 * overloads.len());
    s.push_str(base);
    for t in overloads {
        s.push('.');
        mangle_into(types, *t, &mut s);
    }
    s
}

/// Whether `name` is the intrinsic `base` itself or one of its overloads (`base.*`).
pub fn is_intrinsic(name: &str, base: &str) -> bool {
    name == base
        || name
            .strip_prefix(base)
            .is_some_and(|rest| rest.starts_with('.'))
}

/// The overloaded `llvm.dx.*` intrinsic that `name` names, with or without (or with
/// wrong) overload suffixes; the longest base wins, as in LLVM
/// (`llvm.dx.resource.sample.clamp` over `llvm.dx.resource.sample`).
pub fn dx_overloaded(name: &str) -> Option<&'static OverloadedIntrinsic> {
    if !name.starts_with("llvm.dx.") {
        return None;
    }
    DX_OVERLOADED
        .iter()
        .filter(|e| is_intrinsic(name, e.base))
        .max_by_key(|e| e.base.len())
}

/// The name LLVM gives a declaration named `name` of function type `fn_ty`: for an
/// overloaded `llvm.dx.*` intrinsic, its base followed by the mangling of the types in
/// its overloaded slots; `None` for any other function, or when `fn_ty` lacks one of
/// those slots (LLVM then leaves the name alone too).
pub fn intrinsic_name(types: &Types, name: &str, fn_ty: Type) -> Option<String> {
    let entry = dx_overloaded(name)?;
    let TypeData::Function { ret, params, .. } = types.get(fn_ty) else {
        return None;
    };
    let overloads = entry
        .slots
        .iter()
        .map(|slot| match *slot {
            OverloadSlot::Ret => Some(*ret),
            OverloadSlot::RetField(n) => match types.get(*ret) {
                TypeData::Struct { fields, .. } => fields.get(usize::from(n)).copied(),
                _ => None,
            },
            OverloadSlot::Param(n) => params.get(usize::from(n)).copied(),
        })
        .collect::<Option<Vec<Type>>>()?;
    Some(overloaded_name(types, entry.base, &overloads))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_types_mangle_like_llvm() {
        let mut t = Types::new();
        let f = t.float(FloatKind::Float);
        let v4 = t.vector(f, 4);
        let tb = t.intern(TypeData::TargetExt {
            name: "dx.TypedBuffer".into(),
            types: vec![v4],
            ints: vec![0, 0, 0],
        });
        assert_eq!(mangle_type(&t, tb), "tdx.TypedBuffer_v4f32_0_0_0t");
        let i = t.int(32);
        let s = t.structure(vec![v4, i], false);
        let v4i = t.vector(i, 4);
        let s2 = t.structure(vec![v4, v4i], false);
        let rb = t.intern(TypeData::TargetExt {
            name: "dx.RawBuffer".into(),
            types: vec![s2],
            ints: vec![0, 0],
        });
        assert_eq!(mangle_type(&t, rb), "tdx.RawBuffer_sl_v4f32v4i32s_0_0t");
        assert_eq!(mangle_type(&t, s), "sl_v4f32i32s");
        let named = t.named("MyConstants");
        let cb = t.intern(TypeData::TargetExt {
            name: "dx.CBuffer".into(),
            types: vec![named],
            ints: vec![],
        });
        assert_eq!(mangle_type(&t, cb), "tdx.CBuffer_s_MyConstantsst");
        let p = t.ptr(0);
        assert_eq!(
            overloaded_name(&t, "llvm.dx.resource.getpointer", &[p, tb]),
            "llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t"
        );
    }

    #[test]
    fn overloads_are_named_by_base_and_dot() {
        assert!(is_intrinsic(
            "llvm.dx.resource.getpointer.p0",
            "llvm.dx.resource.getpointer"
        ));
        assert!(is_intrinsic(
            "llvm.dx.resource.getpointer",
            "llvm.dx.resource.getpointer"
        ));
        assert!(!is_intrinsic(
            "llvm.dx.resource.getpointerx",
            "llvm.dx.resource.getpointer"
        ));
        let base = |n: &str| dx_overloaded(n).map(|e| e.base);
        assert_eq!(
            base("llvm.dx.resource.sample.clamp.v4f32"),
            Some("llvm.dx.resource.sample.clamp")
        );
        assert_eq!(
            base("llvm.dx.resource.sample.v4f32"),
            Some("llvm.dx.resource.sample")
        );
        assert_eq!(base("llvm.dx.thread.id"), None);
        assert_eq!(base("llvm.sqrt.f32"), None);
        assert_eq!(base("llvm.dx.wave.read.lane.at"), None);
    }

    /// The names of LLVM's own DirectX tests, built from the declarations' types.
    #[test]
    fn declarations_get_llvms_names() {
        let mut t = Types::new();
        let f32t = t.float(FloatKind::Float);
        let i1 = t.int(1);
        let i8t = t.int(8);
        let i32t = t.int(32);
        let i64t = t.int(64);
        let v4 = t.vector(f32t, 4);
        let v2i32 = t.vector(i32t, 2);
        let p0 = t.ptr(0);
        let p2 = t.ptr(2);
        let void = t.void();
        let ext = |t: &mut Types, name: &str, ty: Vec<Type>, ints: Vec<u32>| {
            t.intern(TypeData::TargetExt {
                name: name.into(),
                types: ty,
                ints,
            })
        };
        let tb_f32 = ext(&mut t, "dx.TypedBuffer", vec![f32t], vec![1, 0, 0]);
        let tb_v4 = ext(&mut t, "dx.TypedBuffer", vec![v4], vec![1, 0, 0]);
        let rb_f32 = ext(&mut t, "dx.RawBuffer", vec![f32t], vec![0, 0, 0]);
        let rb_i64 = ext(&mut t, "dx.RawBuffer", vec![i64t], vec![1, 0]);
        let rb_i32 = ext(&mut t, "dx.RawBuffer", vec![i32t], vec![1, 0]);
        let named = t.named("MyConstants");
        let cb = ext(&mut t, "dx.CBuffer", vec![named], vec![]);
        let check = |t: &mut Types, name: &str, ret: Type, params: Vec<Type>, want: &str| {
            let fn_ty = t.function(ret, params, false);
            assert_eq!(intrinsic_name(t, name, fn_ty).as_deref(), Some(want));
        };
        check(
            &mut t,
            "llvm.dx.resource.getpointer",
            p0,
            vec![tb_f32, i32t],
            "llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t",
        );
        let ld = t.structure(vec![v4, i1], false);
        check(
            &mut t,
            "llvm.dx.resource.load.typedbuffer",
            ld,
            vec![tb_v4, i32t],
            "llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t",
        );
        check(
            &mut t,
            "llvm.dx.resource.store.typedbuffer",
            void,
            vec![tb_v4, i32t, v4],
            "llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32",
        );
        let ldr = t.structure(vec![f32t, i1], false);
        check(
            &mut t,
            "llvm.dx.resource.load.rawbuffer",
            ldr,
            vec![rb_f32, i32t, i32t],
            "llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_f32_0_0_0t",
        );
        check(
            &mut t,
            "llvm.dx.resource.store.rawbuffer",
            void,
            vec![rb_i64, i32t, i32t, v2i32],
            "llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i64_1_0t.v2i32",
        );
        check(
            &mut t,
            "llvm.dx.resource.getbasepointer",
            p2,
            vec![cb],
            "llvm.dx.resource.getbasepointer.p2.tdx.CBuffer_s_MyConstantsst",
        );
        check(
            &mut t,
            "llvm.dx.resource.updatecounter",
            i32t,
            vec![rb_i32, i8t],
            "llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t",
        );
        check(
            &mut t,
            "llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0",
            tb_v4,
            vec![i32t, i32t, i32t, i32t, p0],
            "llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t",
        );
        check(
            &mut t,
            "llvm.dx.resource.handlefromimplicitbinding",
            rb_i32,
            vec![i32t, i32t, i32t, i32t, p0],
            "llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i32_1_0t",
        );
        // clang 22's signature elements: the value is the sixth operand.
        check(
            &mut t,
            "llvm.dx.store.output",
            void,
            vec![i32t, i32t, i32t, i8t, i32t, v4],
            "llvm.dx.store.output.v4f32",
        );
        check(
            &mut t,
            "llvm.dx.load.input.x",
            v4,
            vec![i32t, i32t, i32t, i8t, i32t],
            "llvm.dx.load.input.v4f32",
        );
        let row = t.structure(vec![f32t; 4], false);
        check(
            &mut t,
            "llvm.dx.resource.load.cbufferrow.4",
            row,
            vec![cb, i32t],
            "llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s_MyConstantsst",
        );
    }

    #[test]
    fn other_functions_and_misfitting_types_have_no_llvm_name() {
        let mut t = Types::new();
        let i32t = t.int(32);
        let f = t.function(i32t, vec![], false);
        assert_eq!(intrinsic_name(&t, "main", f), None);
        assert_eq!(intrinsic_name(&t, "llvm.dx.thread.id", f), None);
        // The handle is missing, and the result is not a struct.
        assert_eq!(
            intrinsic_name(&t, "llvm.dx.resource.updatecounter", f),
            None
        );
        assert_eq!(
            intrinsic_name(&t, "llvm.dx.resource.load.rawbuffer", f),
            None
        );
    }
}
