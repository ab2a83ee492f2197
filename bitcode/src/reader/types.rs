//! The TYPE block: type records in id order, turned into interned IR types.
//!
//! Records may refer to later ids (a pointer to a struct defined further down), so the
//! records are gathered first and resolved afterwards, iteratively. Only named structs can
//! contain themselves; any other cycle is an error.

use super::blocks::RawBlock;
use super::error::{err, ModuleErrorKind, ReadModuleError, Result};
use super::ops::{string_of, Ops};
use super::toposort::post_order;
use crate::codes::TypeCode;
use dxil_ir::{FloatKind, StructBody, Type, TypeData, Types};

/// The module's type ids, each mapped to its IR type.
#[derive(Debug, Default)]
pub(crate) struct TypeTable {
    ids: Vec<Type>,
}

impl TypeTable {
    /// The type with id `id`; `at` is the offset of the record using it.
    pub fn get(&self, id: u64, at: u64) -> Result<Type> {
        usize::try_from(id)
            .ok()
            .and_then(|i| self.ids.get(i))
            .copied()
            .map_or_else(|| err(ModuleErrorKind::BadTypeId(id), at), Ok)
    }
}

/// A type record before its operands are resolved.
#[derive(Debug)]
enum RawType {
    /// A type with no type operands, or a named struct (already interned).
    Done(Type),
    Pointer(u64, u32),
    Array(u64, u64),
    Vector(u32, u64),
    Struct(bool, Vec<u64>),
    Function(bool, u64, Vec<u64>),
}

impl RawType {
    fn deps(&self) -> &[u64] {
        match self {
            RawType::Done(_) => &[],
            RawType::Pointer(t, _) | RawType::Array(_, t) | RawType::Vector(_, t) => {
                std::slice::from_ref(t)
            }
            RawType::Struct(_, f) => f,
            RawType::Function(_, _, p) => p,
        }
    }
}

/// A named struct whose body is resolved after every id is.
struct NamedBody {
    name: Box<str>,
    packed: bool,
    fields: Vec<u64>,
    at: u64,
}

/// Reads the TYPE block into `types`.
pub(crate) fn read_types(block: &RawBlock, types: &mut Types) -> Result<TypeTable> {
    let mut raw: Vec<(RawType, u64)> = Vec::new();
    let mut bodies = Vec::new();
    let mut pending_name: Option<Box<str>> = None;
    let mut unnamed = 0usize;
    for rec in block.records() {
        let Some(code) = TypeCode::from_code(u64::from(rec.rec.code)) else {
            return super::error::unsupported(format!("type record {}", rec.rec.code), rec.at);
        };
        let mut ops = Ops::new(rec, code.name());
        let ty = match code {
            TypeCode::NumEntry => continue,
            TypeCode::StructName => {
                pending_name = Some(string_of(ops.rest(), "STRUCT_NAME", rec.at)?);
                continue;
            }
            TypeCode::Void => RawType::Done(types.void()),
            TypeCode::Half => RawType::Done(types.float(FloatKind::Half)),
            TypeCode::Float => RawType::Done(types.float(FloatKind::Float)),
            TypeCode::Double => RawType::Done(types.float(FloatKind::Double)),
            TypeCode::X86Fp80 => RawType::Done(types.float(FloatKind::X86Fp80)),
            TypeCode::Fp128 => RawType::Done(types.float(FloatKind::Fp128)),
            TypeCode::PpcFp128 => RawType::Done(types.float(FloatKind::PpcFp128)),
            TypeCode::Label => RawType::Done(types.label()),
            TypeCode::Metadata => RawType::Done(types.metadata()),
            TypeCode::X86Mmx => return ops.unsupported("the x86_mmx type"),
            TypeCode::Integer => {
                let w = ops.next_u32()?;
                if !(1..=(1 << 23) - 1).contains(&w) {
                    return ops.invalid(format!("integer width {w}"));
                }
                RawType::Done(types.int(w))
            }
            TypeCode::Pointer => {
                let pointee = ops.next()?;
                let addrspace = match ops.opt() {
                    Some(a) => u32::try_from(a).or_else(|_| ops.invalid("address space"))?,
                    None => 0,
                };
                RawType::Pointer(pointee, addrspace)
            }
            TypeCode::Array => {
                let len = ops.next()?;
                RawType::Array(len, ops.next()?)
            }
            TypeCode::Vector => {
                let len = ops.next_u32()?;
                if len == 0 {
                    return ops.invalid("zero-length vector");
                }
                RawType::Vector(len, ops.next()?)
            }
            TypeCode::StructAnon => {
                let packed = ops.next_bool()?;
                RawType::Struct(packed, ops.rest().to_vec())
            }
            TypeCode::Function | TypeCode::FunctionOld => {
                let vararg = ops.next_bool()?;
                if code == TypeCode::FunctionOld {
                    ops.next()?; // the attribute id of the pre-3.0 form
                }
                let ret = ops.next()?;
                RawType::Function(vararg, ret, ops.rest().to_vec())
            }
            TypeCode::Opaque | TypeCode::StructNamed => {
                let name = unique_name(types, pending_name.take(), &mut unnamed);
                let t = types.named(&name);
                if code == TypeCode::StructNamed {
                    let packed = ops.next_bool()?;
                    bodies.push(NamedBody {
                        name,
                        packed,
                        fields: ops.rest().to_vec(),
                        at: rec.at,
                    });
                }
                RawType::Done(t)
            }
        };
        raw.push((ty, rec.at));
    }
    let ids = resolve(&raw, types)?;
    let table = TypeTable { ids };
    let bodies_at = bodies.first().map(|b| b.at);
    for b in bodies {
        let fields = b
            .fields
            .iter()
            .map(|&f| table.get(f, b.at).and_then(|t| check_field(types, t, b.at)))
            .collect::<Result<Vec<_>>>()?;
        types.define_named(
            &b.name,
            StructBody::Fields {
                fields,
                packed: b.packed,
            },
        );
    }
    if let Some(name) = types.struct_holding_itself() {
        let at = bodies_at.unwrap_or(0);
        return err(ModuleErrorKind::StructHoldsItself(name.to_string()), at);
    }
    Ok(table)
}

/// The name a named struct gets: its own, made unique with a `.N` suffix if another struct
/// already has it, or the next number for an unnamed one.
fn unique_name(types: &Types, name: Option<Box<str>>, unnamed: &mut usize) -> Box<str> {
    let base = name.unwrap_or_else(|| {
        *unnamed += 1;
        (*unnamed - 1).to_string().into()
    });
    if !types.named.contains_key(&base) {
        return base;
    }
    (0..)
        .map(|k| format!("{base}.{k}").into_boxed_str())
        .find(|n| !types.named.contains_key(n))
        .unwrap_or(base)
}

/// Resolves every raw type to an interned one, operands first.
fn resolve(raw: &[(RawType, u64)], types: &mut Types) -> Result<Vec<Type>> {
    let mut done: Vec<Option<Type>> = vec![None; raw.len()];
    post_order(
        raw.len(),
        |i| {
            let (ty, at) = &raw[i];
            ty.deps()
                .iter()
                .chain(function_ret(ty))
                .map(|&d| {
                    usize::try_from(d)
                        .ok()
                        .filter(|&d| d < raw.len())
                        .map_or_else(|| err(ModuleErrorKind::BadTypeId(d), *at), Ok)
                })
                .collect()
        },
        |i| {
            let (ty, at) = &raw[i];
            let t = build(ty, |d| done.get(d as usize).copied().flatten(), types, *at)?;
            done[i] = Some(t);
            Ok(())
        },
        |i, d| ReadModuleError::new(ModuleErrorKind::TypeRecursion(d as u64), raw[i].1),
    )?;
    done.into_iter()
        .enumerate()
        .map(|(i, t)| t.map_or_else(|| err(ModuleErrorKind::BadTypeId(i as u64), 0), Ok))
        .collect()
}

fn function_ret(ty: &RawType) -> &[u64] {
    match ty {
        RawType::Function(_, r, _) => std::slice::from_ref(r),
        _ => &[],
    }
}

/// Interns one type whose operands are all resolved.
fn build(
    ty: &RawType,
    get: impl Fn(u64) -> Option<Type>,
    types: &mut Types,
    at: u64,
) -> Result<Type> {
    let one = |id: u64| get(id).map_or_else(|| err(ModuleErrorKind::BadTypeId(id), at), Ok);
    Ok(match ty {
        RawType::Done(t) => *t,
        RawType::Pointer(p, addrspace) => {
            let pointee = one(*p)?;
            if matches!(
                types.get(pointee),
                TypeData::Void | TypeData::Label | TypeData::Metadata
            ) {
                return bad_type(types, "pointer to", pointee, at);
            }
            types.typed_ptr(pointee, *addrspace)
        }
        RawType::Array(len, e) => {
            let elem = check_field(types, one(*e)?, at)?;
            types.array(elem, *len)
        }
        RawType::Vector(len, e) => {
            let elem = one(*e)?;
            if !matches!(
                types.get(elem),
                TypeData::Int(_) | TypeData::Float(_) | TypeData::TypedPtr { .. }
            ) {
                return bad_type(types, "vector of", elem, at);
            }
            types.vector(elem, *len)
        }
        RawType::Struct(packed, f) => {
            let fields = f
                .iter()
                .map(|&i| one(i).and_then(|t| check_field(types, t, at)))
                .collect::<Result<Vec<_>>>()?;
            types.structure(fields, *packed)
        }
        RawType::Function(vararg, r, p) => {
            let ret = one(*r)?;
            if matches!(types.get(ret), TypeData::Function { .. } | TypeData::Label) {
                return bad_type(types, "function returning", ret, at);
            }
            let params = p
                .iter()
                .map(|&i| {
                    let t = one(i)?;
                    match types.get(t) {
                        TypeData::Void | TypeData::Function { .. } => {
                            bad_type(types, "parameter of type", t, at)
                        }
                        _ => Ok(t),
                    }
                })
                .collect::<Result<Vec<_>>>()?;
            types.function(ret, params, *vararg)
        }
    })
}

/// `t` if it can be an element of an array or struct.
fn check_field(types: &Types, t: Type, at: u64) -> Result<Type> {
    match types.get(t) {
        TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Function { .. } => {
            bad_type(types, "aggregate element of type", t, at)
        }
        _ => Ok(t),
    }
}

fn bad_type<T>(types: &Types, what: &str, t: Type, at: u64) -> Result<T> {
    err(
        ModuleErrorKind::BadType(format!("{what} {:?}", types.get(t))),
        at,
    )
}
