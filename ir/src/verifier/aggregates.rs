//! Aggregate and vector element instructions: `extractvalue` / `insertvalue` index
//! paths, `extractelement` / `insertelement`, and `shufflevector` masks.

use super::body::FnCx;
use super::env::Env;
use super::instructions::{expect, Check};
use super::Rule;
use crate::instruction::InstKind;
use crate::types::{Type, TypeData};
use crate::value::Value;

/// Checks an aggregate or vector instruction of type `ty`; returns the rule and outcome.
pub(crate) fn check(cx: &FnCx<'_>, kind: &InstKind, ty: Type) -> (Rule, Check) {
    let env = cx.env;
    let t = |v: Value| cx.ty(v).unwrap_or(ty);
    match kind {
        InstKind::ExtractValue { agg, indices } => (
            Rule::Aggregate,
            walk(env, t(*agg), indices).and_then(|m| expect(env, "the result", m, ty)),
        ),
        InstKind::InsertValue { agg, val, indices } => (
            Rule::Aggregate,
            walk(env, t(*agg), indices)
                .and_then(|m| expect(env, "the inserted value", m, t(*val)))
                .and_then(|()| expect(env, "the result", t(*agg), ty)),
        ),
        InstKind::ExtractElement { vec, index } => (
            Rule::VectorElement,
            extract_element(env, t(*vec), t(*index), ty),
        ),
        InstKind::InsertElement { vec, val, index } => (
            Rule::VectorElement,
            insert_element(env, t(*vec), t(*val), t(*index), ty),
        ),
        InstKind::ShuffleVector { a, b, mask } => {
            (Rule::ShuffleMask, shuffle(env, t(*a), t(*b), mask, ty))
        }
        _ => (Rule::ResultType, Ok(())),
    }
}

/// The member of struct/array `agg` at path `indices` (non-empty).
fn walk(env: &Env<'_>, agg: Type, indices: &[u32]) -> Result<Type, String> {
    if indices.is_empty() {
        return Err("needs at least one index".into());
    }
    let mut cur = agg;
    for (k, &i) in indices.iter().enumerate() {
        cur = env.member(cur, u64::from(i)).ok_or_else(|| {
            format!(
                "index {k} ({i}) is not a field or element of {}",
                env.show(cur)
            )
        })?;
    }
    Ok(cur)
}

/// The vector's element type, if `vec` is a vector.
fn element(env: &Env<'_>, vec: Type) -> Result<Type, String> {
    match env.td(vec) {
        TypeData::Vector { elem, .. } => Ok(*elem),
        _ => Err(format!(
            "the operand has type {}, not a vector",
            env.show(vec)
        )),
    }
}

fn int_index(env: &Env<'_>, index: Type) -> Check {
    if env.int_bits(index).is_some() {
        Ok(())
    } else {
        Err(format!(
            "the index has type {}, not an integer",
            env.show(index)
        ))
    }
}

/// `extractelement`: a vector, an integer index, the element type as result.
pub(crate) fn extract_element(env: &Env<'_>, vec: Type, index: Type, ty: Type) -> Check {
    let elem = element(env, vec)?;
    int_index(env, index)?;
    expect(env, "the result", elem, ty)
}

/// `insertelement`: a vector, an element, an integer index, the vector type as result.
pub(crate) fn insert_element(env: &Env<'_>, vec: Type, val: Type, index: Type, ty: Type) -> Check {
    let elem = element(env, vec)?;
    expect(env, "the inserted element", elem, val)?;
    int_index(env, index)?;
    expect(env, "the result", vec, ty)
}

/// `shufflevector`: two vectors of one type; the result has the mask's length; each
/// lane is undefined (-1) or picks one of the `2 N` input lanes.
pub(crate) fn shuffle(env: &Env<'_>, a: Type, b: Type, mask: &[i32], ty: Type) -> Check {
    let elem = element(env, a)?;
    expect(env, "the second vector", a, b)?;
    let Some((n, scalable)) = env.vec_len(a) else {
        return Err("the operands are not vectors".into());
    };
    let fits = match env.td(ty) {
        TypeData::Vector {
            len,
            elem: e,
            scalable: s,
        } => *e == elem && *s == scalable && usize::try_from(*len).ok() == Some(mask.len()),
        _ => false,
    };
    if !fits {
        return Err(format!(
            "the result has type {}, not {} lanes of {}",
            env.show(ty),
            mask.len(),
            env.show(elem)
        ));
    }
    let limit = 2 * i64::from(n);
    if let Some((k, m)) = mask
        .iter()
        .enumerate()
        .find(|(_, &m)| m < -1 || (!scalable && i64::from(m) >= limit))
    {
        return Err(format!("mask lane {k} is {m}, outside -1..{limit}"));
    }
    Ok(())
}
