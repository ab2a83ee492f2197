//! Intrinsic names: LLVM's overload-suffix mangling
//! (`llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_0_0_0t`),
//! recognising which intrinsic a call instruction calls, and walking the calls of the
//! intrinsics a pass rewrites.

use crate::error::LowerError;
use crate::rewrite::FuncCursor;
use dxil_ir::{Body, FuncId, Inst, InstKind, Module, Type, TypeData, Types, Value};

/// LLVM's mangled spelling of an overloaded type in an intrinsic name.
pub fn mangle_type(types: &Types, t: Type) -> String {
    match types.get(t) {
        TypeData::Void => "isVoid".into(),
        TypeData::Label => "label".into(),
        TypeData::Metadata => "Metadata".into(),
        TypeData::Token => "token".into(),
        TypeData::Int(b) => format!("i{b}"),
        TypeData::Float(k) => match k {
            dxil_ir::FloatKind::Half => "f16".into(),
            dxil_ir::FloatKind::BFloat => "bf16".into(),
            dxil_ir::FloatKind::Float => "f32".into(),
            dxil_ir::FloatKind::Double => "f64".into(),
            dxil_ir::FloatKind::X86Fp80 => "f80".into(),
            dxil_ir::FloatKind::Fp128 => "f128".into(),
            dxil_ir::FloatKind::PpcFp128 => "ppcf128".into(),
        },
        TypeData::Ptr { addrspace } => format!("p{addrspace}"),
        TypeData::TypedPtr { pointee, addrspace } => {
            format!("p{addrspace}{}", mangle_type(types, *pointee))
        }
        TypeData::Vector {
            len,
            elem,
            scalable,
        } => format!(
            "{}v{len}{}",
            if *scalable { "nx" } else { "" },
            mangle_type(types, *elem)
        ),
        TypeData::Array { len, elem } => format!("a{len}{}", mangle_type(types, *elem)),
        TypeData::Struct { fields, .. } => {
            let inner: String = fields.iter().map(|f| mangle_type(types, *f)).collect();
            format!("sl_{inner}s")
        }
        TypeData::Named(name) => format!("s_{name}s"),
        TypeData::Function {
            ret,
            params,
            varargs,
        } => {
            let mut s = format!("f_{}", mangle_type(types, *ret));
            for p in params {
                s.push_str(&mangle_type(types, *p));
            }
            if *varargs {
                s.push_str("vararg");
            }
            s.push('f');
            s
        }
        TypeData::TargetExt {
            name,
            types: params,
            ints,
        } => {
            let mut s = format!("t{name}");
            for p in params {
                s.push('_');
                s.push_str(&mangle_type(types, *p));
            }
            for i in ints {
                s.push('_');
                s.push_str(&i.to_string());
            }
            s.push('t');
            s
        }
    }
}

/// `base` followed by `.` and the mangling of each overloaded type.
pub fn overloaded_name(types: &Types, base: &str, overloads: &[Type]) -> String {
    let mut s = base.to_string();
    for t in overloads {
        s.push('.');
        s.push_str(&mangle_type(types, *t));
    }
    s
}

/// If `inst` calls a function directly, that function's name and the arguments.
pub fn called<'a>(m: &'a Module, body: &'a Body, inst: Inst) -> Option<(&'a str, &'a [Value])> {
    match &body.insts.get(inst)?.kind {
        InstKind::Call {
            callee: Value::Function(f),
            args,
            ..
        } => Some((&m.functions.get(*f)?.name, args)),
        _ => None,
    }
}

/// Whether `name` is the intrinsic `base` itself or one of its overloads (`base.*`).
pub fn is_intrinsic(name: &str, base: &str) -> bool {
    name == base
        || name
            .strip_prefix(base)
            .is_some_and(|rest| rest.starts_with('.'))
}

/// The entry of `table` whose intrinsic base (`base_of`) `name` is, or is an overload
/// of, preferring the longest base (`llvm.dx.group.memory.barrier.with.group.sync`
/// over `llvm.dx.group.memory.barrier`).
pub fn longest_base<'t, T>(
    name: &str,
    table: &'t [T],
    base_of: impl Fn(&T) -> &str,
) -> Option<&'t T> {
    table
        .iter()
        .filter(|e| is_intrinsic(name, base_of(e)))
        .max_by_key(|e| base_of(e).len())
}

/// Rewrites every call, in every definition of `m`, whose callee's name `select`
/// maps to a key: `rewrite` gets a cursor on the function, the call and the key. The
/// first error stops the walk (the function's body is put back first).
pub fn rewrite_calls<K>(
    m: &mut Module,
    select: impl Fn(&str) -> Option<K>,
    mut rewrite: impl FnMut(&mut FuncCursor, Inst, K) -> Result<(), LowerError>,
) -> Result<(), LowerError> {
    let funcs: Vec<FuncId> = m.functions.handles().collect();
    for f in funcs {
        let calls: Vec<(Inst, K)> = match &m.functions[f].body {
            Some(body) => body
                .placed_insts()
                .filter_map(|(_, i)| {
                    called(m, body, i)
                        .and_then(|(n, _)| select(n))
                        .map(|k| (i, k))
                })
                .collect(),
            None => continue,
        };
        if calls.is_empty() {
            continue;
        }
        let Some(mut cur) = FuncCursor::open(m, f) else {
            continue;
        };
        cur.defer_replacements();
        let result = calls
            .into_iter()
            .try_for_each(|(inst, key)| rewrite(&mut cur, inst, key));
        cur.finish();
        result?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxil_ir::FloatKind;

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
        let s = t.structure(vec![v4, t.lookup(&TypeData::Int(32)).unwrap_or(i)], false);
        let v4i = t.vector(i, 4);
        let s2 = t.structure(vec![v4, v4i], false);
        let rb = t.intern(TypeData::TargetExt {
            name: "dx.RawBuffer".into(),
            types: vec![s2],
            ints: vec![0, 0],
        });
        assert_eq!(mangle_type(&t, rb), "tdx.RawBuffer_sl_v4f32v4i32s_0_0t");
        assert_eq!(mangle_type(&t, s), "sl_v4f32i32s");
        let p = t.ptr(0);
        assert_eq!(
            overloaded_name(&t, "llvm.dx.resource.getpointer", &[p, tb]),
            "llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t"
        );
        assert!(is_intrinsic(
            "llvm.dx.resource.getpointer.p0",
            "llvm.dx.resource.getpointer"
        ));
        assert!(!is_intrinsic(
            "llvm.dx.resource.getpointerx",
            "llvm.dx.resource.getpointer"
        ));
    }
}
