//! Calls: the arguments and result against the call's function type, and the callee
//! against that type (a direct callee must be declared with it).

use super::body::FnCx;
use super::instructions::Check;
use super::{intrinsics, Rule, Sink};
use crate::function::Inst;
use crate::instruction::InstKind;
use crate::types::{Type, TypeData};
use crate::value::Value;

/// Checks call `inst` of type `ty`.
pub(crate) fn check(cx: &FnCx<'_>, inst: Inst, kind: &InstKind, ty: Type, sink: &mut Sink) {
    let InstKind::Call {
        callee,
        fn_ty,
        args,
        ..
    } = kind
    else {
        return;
    };
    if let Err(msg) = signature(cx, *fn_ty, args, ty) {
        cx.report(sink, Rule::CallSignature, inst, format!("call: {msg}"));
        return;
    }
    if let Err((rule, msg)) = callee_fits(cx, *callee, *fn_ty) {
        cx.report(sink, rule, inst, format!("call: {msg}"));
    }
}

/// The arguments and result against function type `fn_ty`.
fn signature(cx: &FnCx<'_>, fn_ty: Type, args: &[Value], ty: Type) -> Check {
    let env = cx.env;
    let TypeData::Function {
        ret,
        params,
        varargs,
    } = env.td(fn_ty)
    else {
        return Err(format!("{} is not a function type", env.show(fn_ty)));
    };
    let count_ok = if *varargs {
        args.len() >= params.len()
    } else {
        args.len() == params.len()
    };
    if !count_ok {
        return Err(format!(
            "{} arguments to a function of type {}",
            args.len(),
            env.show(fn_ty)
        ));
    }
    for (k, &a) in args.iter().enumerate() {
        let Some(at) = cx.ty(a) else { continue };
        match params.get(k) {
            Some(&p) if p != at => {
                return Err(format!(
                    "argument {k} has type {}, the parameter {}",
                    env.show(at),
                    env.show(p)
                ))
            }
            None if !env.is_value_type(at) => {
                return Err(format!("variadic argument {k} has type {}", env.show(at)))
            }
            _ => {}
        }
    }
    if *ret != ty {
        return Err(format!(
            "the result has type {}, the function returns {}",
            env.show(ty),
            env.show(*ret)
        ));
    }
    Ok(())
}

/// The callee must be a pointer (to `fn_ty` with typed pointers); a function called
/// directly must have type `fn_ty`, but for an intrinsic, where another type is another
/// overload (which must have a valid signature).
fn callee_fits(cx: &FnCx<'_>, callee: Value, fn_ty: Type) -> Result<(), (Rule, String)> {
    let env = cx.env;
    if let Value::Function(f) = callee {
        if let Some(fd) = env.m.functions.get(f) {
            if fd.ty != fn_ty && fd.name.starts_with("llvm.") {
                return match intrinsics::check_type(env, &fd.name, fn_ty) {
                    Some(why) => Err((
                        Rule::Intrinsic,
                        format!("@{} called as {}: {why}", fd.name, env.show(fn_ty)),
                    )),
                    None => Ok(()),
                };
            }
            if fd.ty != fn_ty {
                return Err((
                    Rule::CalleeType,
                    format!(
                        "@{} has type {} but is called as {}",
                        fd.name,
                        env.show(fd.ty),
                        env.show(fn_ty)
                    ),
                ));
            }
            return Ok(());
        }
    }
    let Some(ct) = cx.ty(callee) else {
        return Ok(());
    };
    if !env.is_ptr(ct) || env.pointee(ct).is_some_and(|p| p != fn_ty) {
        return Err((
            Rule::CalleeType,
            format!(
                "the callee has type {}, not a pointer to {}",
                env.show(ct),
                env.show(fn_ty)
            ),
        ));
    }
    Ok(())
}
