//! The type table (TYPE_BLOCK_ID_NEW), with the abbreviations `WriteTypeTable` defines.

use super::abbrevs::{abbrev, emit, emit_string};
use super::encoding::log2_ceil;
use super::enumerator::Enumerator;
use super::error::{Result, WriteModuleError};
use super::prepare::Prepared;
use crate::bitstream::abbrev::AbbrevOp;
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{BlockId, TypeCode};
use dxil_ir::{FloatKind, StructBody, TypeData};

/// Writes the TYPE block for the enumerated types.
pub(crate) fn write_types(w: &mut BitstreamWriter, p: &Prepared, e: &Enumerator) -> Result<()> {
    use AbbrevOp::*;
    let bits = log2_ceil(e.types.len() as u64 + 1);
    let lit = |c: TypeCode| Literal(u64::from(c.code()));
    w.enter_subblock(BlockId::Type.code(), 4)?;
    let ptr = w.define_abbrev(&abbrev(vec![
        lit(TypeCode::Pointer),
        Fixed(bits),
        Literal(0),
    ])?)?;
    let func = w.define_abbrev(&abbrev(vec![
        lit(TypeCode::Function),
        Fixed(1),
        Array,
        Fixed(bits),
    ])?)?;
    let anon = w.define_abbrev(&abbrev(vec![
        lit(TypeCode::StructAnon),
        Fixed(1),
        Array,
        Fixed(bits),
    ])?)?;
    let name = w.define_abbrev(&abbrev(vec![lit(TypeCode::StructName), Array, Char6])?)?;
    let named = w.define_abbrev(&abbrev(vec![
        lit(TypeCode::StructNamed),
        Fixed(1),
        Array,
        Fixed(bits),
    ])?)?;
    let array = w.define_abbrev(&abbrev(vec![lit(TypeCode::Array), Vbr(8), Fixed(bits)])?)?;
    emit(w, TypeCode::NumEntry.code(), &[e.types.len() as u64], None)?;

    for &t in &e.types {
        let id = |t| e.type_id(t);
        let (code, ops, ab): (TypeCode, Vec<u64>, Option<u32>) = match p.m.types.get(t) {
            TypeData::Void => (TypeCode::Void, vec![], None),
            TypeData::Label => (TypeCode::Label, vec![], None),
            TypeData::Metadata => (TypeCode::Metadata, vec![], None),
            TypeData::Int(n) => (TypeCode::Integer, vec![u64::from(*n)], None),
            TypeData::Float(k) => {
                let code = match k {
                    FloatKind::Half => TypeCode::Half,
                    FloatKind::Float => TypeCode::Float,
                    FloatKind::Double => TypeCode::Double,
                    FloatKind::X86Fp80 => TypeCode::X86Fp80,
                    FloatKind::Fp128 => TypeCode::Fp128,
                    FloatKind::PpcFp128 => TypeCode::PpcFp128,
                    FloatKind::BFloat => {
                        return Err(WriteModuleError::unsupported(
                            "type bfloat",
                            "LLVM 3.7 has no bfloat type",
                        ))
                    }
                };
                (code, vec![], None)
            }
            TypeData::TypedPtr { pointee, addrspace } => (
                TypeCode::Pointer,
                vec![id(*pointee)?, u64::from(*addrspace)],
                (*addrspace == 0).then_some(ptr),
            ),
            TypeData::Function {
                ret,
                params,
                varargs,
            } => {
                let mut ops = vec![u64::from(*varargs), id(*ret)?];
                for &q in params {
                    ops.push(id(q)?);
                }
                (TypeCode::Function, ops, Some(func))
            }
            TypeData::Struct { fields, packed } => {
                let mut ops = vec![u64::from(*packed)];
                for &f in fields {
                    ops.push(id(f)?);
                }
                (TypeCode::StructAnon, ops, Some(anon))
            }
            TypeData::Named(n) => {
                emit_string(w, TypeCode::StructName.code(), n.as_bytes(), Some(name))?;
                match p.m.types.named.get(n) {
                    Some(StructBody::Fields { fields, packed }) => {
                        let mut ops = vec![u64::from(*packed)];
                        for &f in fields {
                            ops.push(id(f)?);
                        }
                        (TypeCode::StructNamed, ops, Some(named))
                    }
                    _ => (TypeCode::Opaque, vec![0], None),
                }
            }
            TypeData::Array { len, elem } => (TypeCode::Array, vec![*len, id(*elem)?], Some(array)),
            TypeData::Vector {
                len,
                elem,
                scalable: false,
            } => (TypeCode::Vector, vec![u64::from(*len), id(*elem)?], None),
            other => {
                let why = match other {
                    TypeData::Ptr { .. } => "opaque pointers must be given pointee types first",
                    TypeData::Token => "LLVM 3.7 has no token type",
                    TypeData::TargetExt { .. } => {
                        "target extension types must be lowered (to dx.types.* structs) first"
                    }
                    _ => "LLVM 3.7 has no scalable vectors",
                };
                return Err(WriteModuleError::unsupported(
                    format!("type {other:?}"),
                    why,
                ));
            }
        };
        emit(w, code.code(), &ops, ab)?;
    }
    w.exit_block()?;
    Ok(())
}
