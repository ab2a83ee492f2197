//! `llvm.memcpy` out of cbuffer memory (clang copies a cbuffer array into a local
//! one this way): the copy becomes, element by element, a cbuffer load
//! ([`load_cbuffer_value`]) and a store to the destination. A cbuffer places each
//! array element on a new 16-byte row while the destination packs them by their
//! allocation size, so the two sides have different offsets; elements past the copied
//! length are left alone.

use crate::analysis::gep_offset::ByteOffset;
use crate::error::LowerError;
use crate::rewrite::FuncCursor;
use crate::transforms::cbuffer_rows::{load_cbuffer_value, ROW_BYTES};
use dxil_ir::{GepFlags, InstKind, Site, Type, TypeData, Value};
use dxil_model::layout::DataLayout;

/// One scalar or vector element of a copied value: its type, its byte offset in the
/// destination and its byte offset in the cbuffer (both from the start of the value).
struct Leaf {
    ty: Type,
    dst: u64,
    src: u64,
}

/// Inserts at the cursor the copy of the first `len` bytes of a `src_ty` value at
/// `src` (a byte offset of the cbuffer with handle `handle` of type `handle_ty`) to
/// the pointer `dst`.
#[allow(clippy::too_many_arguments)]
pub fn copy_from_cbuffer(
    c: &mut FuncCursor,
    dl: &DataLayout,
    handle: Value,
    handle_ty: Type,
    src_ty: Type,
    src: &ByteOffset,
    dst: Value,
    len: u64,
    site: Option<Site>,
) -> Result<(), LowerError> {
    let mut leaves = Vec::new();
    collect_leaves(c, dl, src_ty, 0, 0, &mut leaves, site)?;
    let i8t = c.m.types.int(8);
    let ptr = c.m.types.ptr(0);
    let void = c.m.types.void();
    for leaf in leaves.into_iter().filter(|l| l.dst < len) {
        let mut off = src.clone();
        off.bytes += leaf.src as i64;
        let v = load_cbuffer_value(c, dl, handle, handle_ty, leaf.ty, &off, site, None)?;
        let at = c.i32(leaf.dst as i64);
        let slot = c.insert(
            ptr,
            InstKind::Gep {
                source: i8t,
                flags: GepFlags {
                    inbounds: true,
                    ..Default::default()
                },
                base: dst,
                indices: vec![at],
            },
        );
        let align = Some(dl.align(&c.m.types, leaf.ty));
        c.insert(
            void,
            InstKind::Store {
                val: v,
                ptr: slot,
                align,
                volatile: false,
                atomic: None,
            },
        );
    }
    Ok(())
}

/// The scalar and vector elements of `ty` at destination offset `dst` and cbuffer
/// offset `src`, in order.
fn collect_leaves(
    c: &FuncCursor,
    dl: &DataLayout,
    ty: Type,
    dst: u64,
    src: u64,
    out: &mut Vec<Leaf>,
    site: Option<Site>,
) -> Result<(), LowerError> {
    match c.m.types.get(ty) {
        TypeData::Array { len, elem } => {
            let (len, elem) = (*len, *elem);
            let dst_stride = dl.alloc_size(&c.m.types, elem);
            let src_stride = cbuffer_size(c, dl, elem).next_multiple_of(ROW_BYTES as u64);
            for k in 0..len {
                collect_leaves(
                    c,
                    dl,
                    elem,
                    dst + k * dst_stride,
                    src + k * src_stride,
                    out,
                    site,
                )?;
            }
            Ok(())
        }
        TypeData::Int(_) | TypeData::Float(_) | TypeData::Vector { .. } => {
            out.push(Leaf { ty, dst, src });
            Ok(())
        }
        _ => Err(LowerError::Unsupported {
            what: "a memcpy of a cbuffer struct".into(),
            site,
        }),
    }
}

/// The bytes `ty` spans in a cbuffer: array elements but the last take whole rows.
fn cbuffer_size(c: &FuncCursor, dl: &DataLayout, ty: Type) -> u64 {
    match c.m.types.get(ty) {
        TypeData::Array { len, elem } if *len > 0 => {
            let (len, elem) = (*len, *elem);
            let one = cbuffer_size(c, dl, elem);
            (len - 1) * one.next_multiple_of(ROW_BYTES as u64) + one
        }
        _ => dl.store_size(&c.m.types, ty),
    }
}
