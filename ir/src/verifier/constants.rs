//! Constants against their types (integer widths, aggregate elements, constant
//! expression operands, which share the instruction rules) and global variables against
//! their initializers.

use super::env::Env;
use super::instructions::{self, Check};
use super::{aggregates, casts, memory, Rule, Sink};
use crate::constant::{ConstData, ConstExprOp};
use crate::source_map::Site;
use crate::types::{Type, TypeData};
use crate::value::Value;

/// Checks every constant of the module's table.
pub(crate) fn check_constants(env: &Env<'_>, sink: &mut Sink) {
    for (c, data) in env.m.consts.iter() {
        if let Err(msg) = constant(env, data) {
            sink.report(
                Rule::Constant,
                None,
                format!(
                    "constant #{} of type {}: {msg}",
                    c.index(),
                    env.show(data.ty())
                ),
            );
        }
    }
}

/// The type of a constant's operand (handles were checked when the [`Env`] was made).
fn op_ty(env: &Env<'_>, v: Value, fallback: Type) -> Type {
    env.value_ty(None, v).unwrap_or(fallback)
}

fn constant(env: &Env<'_>, data: &ConstData) -> Check {
    let ty = data.ty();
    let t = |v: Value| op_ty(env, v, ty);
    match data {
        ConstData::Int { bits, .. } => match env.int_bits(ty) {
            Some(w) if w >= 128 || *bits >> w == 0 => Ok(()),
            Some(w) => Err(format!("{bits:#x} does not fit in {w} bits")),
            None => Err("an integer constant of a non-integer type".into()),
        },
        ConstData::Float { .. } => match env.td(ty) {
            TypeData::Float(_) => Ok(()),
            _ => Err("a floating-point constant of another type".into()),
        },
        ConstData::Null(_) => match env.td(ty) {
            TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => Ok(()),
            _ => Err("null of a non-pointer type".into()),
        },
        ConstData::NoneToken(_) => match env.td(ty) {
            TypeData::Token => Ok(()),
            _ => Err("none of a non-token type".into()),
        },
        ConstData::Undef(_) | ConstData::Poison(_) | ConstData::Zero(_) => {
            if env.is_value_type(ty) {
                Ok(())
            } else {
                Err("not a type values can have".into())
            }
        }
        ConstData::Bytes { data, .. } => match env.td(ty) {
            TypeData::Array { len, elem }
                if env.int_bits(*elem) == Some(8)
                    && usize::try_from(*len).ok() == Some(data.len()) =>
            {
                Ok(())
            }
            _ => Err(format!("{} bytes", data.len())),
        },
        ConstData::Aggregate { elems, .. } => aggregate(env, ty, elems),
        ConstData::Expr { op, .. } => match op {
            ConstExprOp::Cast { op, val } => casts::cast(env, *op, t(*val), ty),
            ConstExprOp::Gep {
                source,
                base,
                indices,
                ..
            } => {
                let idx: Vec<(Value, Type)> = indices.iter().map(|&v| (v, t(v))).collect();
                memory::gep(env, *source, t(*base), &idx, ty)
            }
            ConstExprOp::Binary { op, lhs, rhs, .. } => {
                instructions::binary(env, *op, t(*lhs), t(*rhs), ty)
            }
            ConstExprOp::ICmp { lhs, rhs, .. } => instructions::icmp(env, t(*lhs), t(*rhs), ty),
            ConstExprOp::FCmp { lhs, rhs, .. } => instructions::fcmp(env, t(*lhs), t(*rhs), ty),
            ConstExprOp::Select {
                cond,
                then_val,
                else_val,
            } => instructions::select(env, t(*cond), t(*then_val), t(*else_val), ty),
            ConstExprOp::ExtractElement { vec, index } => {
                aggregates::extract_element(env, t(*vec), t(*index), ty)
            }
            ConstExprOp::InsertElement { vec, val, index } => {
                aggregates::insert_element(env, t(*vec), t(*val), t(*index), ty)
            }
            ConstExprOp::ShuffleVector { a, b, mask } => {
                aggregates::shuffle(env, t(*a), t(*b), mask, ty)
            }
        },
    }
}

/// A struct, array or vector constant: one element per member, each of its type.
fn aggregate(env: &Env<'_>, ty: Type, elems: &[Value]) -> Check {
    let (count, member): (u64, Box<dyn Fn(usize) -> Option<Type>>) = match env.td(ty) {
        TypeData::Array { len, elem } => (*len, Box::new(move |_| Some(*elem))),
        TypeData::Vector { len, elem, .. } => (u64::from(*len), Box::new(move |_| Some(*elem))),
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let fields = env.struct_fields(ty).unwrap_or(&[]);
            (
                fields.len() as u64,
                Box::new(move |k| fields.get(k).copied()),
            )
        }
        _ => return Err("an aggregate constant of a non-aggregate type".into()),
    };
    if elems.len() as u64 != count {
        return Err(format!("{} elements for {count} members", elems.len()));
    }
    for (k, &e) in elems.iter().enumerate() {
        let Some(want) = member(k) else { continue };
        let got = op_ty(env, e, want);
        if got != want {
            return Err(format!(
                "element {k} has type {}, expected {}",
                env.show(got),
                env.show(want)
            ));
        }
    }
    Ok(())
}

/// Checks each global's value type and initializer.
pub(crate) fn check_globals(env: &Env<'_>, sink: &mut Sink) {
    for (g, gv) in env.m.globals.iter() {
        let problem = match gv.init {
            _ if !env.is_value_type(gv.value_ty) => {
                Some("a global cannot hold this type".to_string())
            }
            None => None,
            Some(_) if !env.is_sized(gv.value_ty) => {
                Some("a global with an initializer must have a sized type".to_string())
            }
            Some(v) => match env.value_ty(None, v) {
                Some(t) if t == gv.value_ty => None,
                Some(t) => Some(format!("the initializer has type {}", env.show(t))),
                None => None,
            },
        };
        if let Some(why) = problem {
            sink.report(
                Rule::GlobalType,
                Some(Site::Global(g)),
                format!("@{} of type {}: {why}", gv.name, env.show(gv.value_ty)),
            );
        }
    }
}
