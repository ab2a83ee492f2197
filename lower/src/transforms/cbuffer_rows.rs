//! Reading a scalar or vector out of a cbuffer as DXIL does: in 16-byte rows, with
//! `llvm.dx.resource.load.cbufferrow.{8,4,2}` (16-, 32- and 64-bit elements), one call
//! per row the value touches, then `extractvalue`s of its components (and an
//! `insertelement` chain for a vector, after all the extracts, as LLVM builds it).
//!
//! Both ways clang's cbuffer accesses reach the back end use it: loads of the
//! `addrspace(2)` member globals (`dxil-cbuffer-access`) and loads through
//! `llvm.dx.resource.getpointer` of a cbuffer handle (`dxil-resource-access`).

use crate::analysis::gep_offset::ByteOffset;
use crate::error::LowerError;
use crate::rewrite::FuncCursor;
use dxil_analysis::intrinsics::overloaded_name;
use dxil_ir::edit::get_or_declare;
use dxil_ir::{BinOp, InstKind, Site, Type, TypeData, Value};
use dxil_model::layout::DataLayout;

/// The bytes of one cbuffer row.
pub const ROW_BYTES: i64 = 16;

/// Inserts at the cursor the loads of a value of `ty` at byte offset `off` of the
/// cbuffer whose handle is `handle` (of type `handle_ty`). Variable terms of `off` must
/// step by whole rows (arrays and structs in cbuffers start on a row). `site` locates
/// errors; the first row load is named `<name>.load` after the load it replaces, as
/// LLVM names it, when `value_name` is given.
#[allow(clippy::too_many_arguments)]
pub fn load_cbuffer_value(
    c: &mut FuncCursor,
    dl: &DataLayout,
    handle: Value,
    handle_ty: Type,
    ty: Type,
    off: &ByteOffset,
    site: Option<Site>,
    value_name: Option<&str>,
) -> Result<Value, LowerError> {
    let (scalar, n) = match c.m.types.get(ty) {
        TypeData::Vector { len, elem, .. } => (*elem, *len),
        TypeData::Int(_) | TypeData::Float(_) => (ty, 1),
        _ => {
            return Err(LowerError::Unsupported {
                what: "loading an aggregate from a cbuffer".into(),
                site,
            })
        }
    };
    let size = dl.store_size(&c.m.types, scalar) as i64;
    if !matches!(size, 2 | 4 | 8) {
        return Err(LowerError::Unsupported {
            what: format!("a cbuffer load of {size}-byte elements (only 16, 32 and 64 bits)"),
            site,
        });
    }
    let per_row = (ROW_BYTES / size) as u32;
    let row_ty = c.m.types.structure(vec![scalar; per_row as usize], false);
    let mut overloads = vec![scalar; per_row as usize];
    overloads.push(handle_ty);
    let name = overloaded_name(
        &c.m.types,
        &format!("llvm.dx.resource.load.cbufferrow.{per_row}"),
        &overloads,
    );
    let i32t = c.m.types.int(32);
    let fn_ty = c.m.types.function(row_ty, vec![handle_ty, i32t], false);
    let f = get_or_declare(c.m, &name, fn_ty);
    let mut rows: Vec<(i64, Value)> = Vec::new();
    let mut comps = Vec::with_capacity(n as usize);
    let row_steps = off.terms_divisible_by(ROW_BYTES);
    if !row_steps {
        // SPIR-V's tight arrays (std430 push constants) and run-time vector lanes: the
        // row and the component are only known at run time.
        let start = byte_offset(c, off);
        for k in 0..i64::from(n) {
            let step = c.i32(k * size);
            let byte = c.binary(BinOp::Add, start, step);
            comps.push(component_at(c, f, handle, byte, size, per_row));
        }
    }
    for k in (0..i64::from(n)).filter(|_| row_steps) {
        let byte = off.bytes + k * size;
        let (row, comp) = (
            byte.div_euclid(ROW_BYTES),
            byte.rem_euclid(ROW_BYTES) / size,
        );
        let row_val = match rows.iter().find(|(r, _)| *r == row) {
            Some((_, v)) => *v,
            None => {
                let index = row_index(c, row, off);
                let v = c.call(f, vec![handle, index]);
                if let (Value::Inst(call), Some(vn), true) = (v, value_name, rows.is_empty()) {
                    c.body.insts[call].name = Some(format!("{vn}.load").into());
                }
                rows.push((row, v));
                v
            }
        };
        comps.push(c.extract_value(row_val, comp as u32));
    }
    if ty == scalar {
        return Ok(comps[0]);
    }
    // LLVM numbers these lanes with `i32`s.
    let mut v = c.m.consts.poison(ty);
    for (k, e) in comps.into_iter().enumerate() {
        let index = c.i32(k as i64);
        v = c.insert(
            ty,
            InstKind::InsertElement {
                vec: v,
                val: e,
                index,
            },
        );
    }
    Ok(v)
}

/// The `i32` byte offset `bytes + Σ value * scale`.
fn byte_offset(c: &mut FuncCursor, off: &ByteOffset) -> Value {
    let mut acc = c.i32(off.bytes);
    for (v, scale) in off.terms.clone() {
        let k = c.i32(scale);
        let term = c.binary(BinOp::Mul, v, k);
        acc = c.binary(BinOp::Add, acc, term);
    }
    acc
}

/// The element of `size` bytes at run-time byte offset `byte`: its row loaded with
/// `row_load`, then the component picked by a chain of `select`s (`extractvalue` takes
/// constant indices only).
fn component_at(
    c: &mut FuncCursor,
    row_load: dxil_ir::FuncId,
    handle: Value,
    byte: Value,
    size: i64,
    per_row: u32,
) -> Value {
    let shift = c.i32(ROW_BYTES.trailing_zeros().into());
    let row = c.binary(BinOp::LShr, byte, shift);
    let loaded = c.call(row_load, vec![handle, row]);
    let mask = c.i32(ROW_BYTES - 1);
    let within = c.binary(BinOp::And, byte, mask);
    let mut picked = c.extract_value(loaded, 0);
    for j in 1..per_row {
        let at = c.i32(i64::from(j) * size);
        let here = c.icmp(dxil_ir::IntPredicate::Eq, within, at);
        let e = c.extract_value(loaded, j);
        picked = c.select(here, e, picked);
    }
    picked
}

/// The `i32` row number `row + Σ value * scale / 16`: the constant first, as LLVM adds
/// a dynamic index to the row it starts from (`add i32 10, %idx`).
fn row_index(c: &mut FuncCursor, row: i64, off: &ByteOffset) -> Value {
    let mut acc = (row != 0).then(|| c.i32(row));
    for (v, scale) in off.terms.clone() {
        let s = scale / ROW_BYTES;
        let term = if s == 1 {
            v
        } else {
            let k = c.i32(s);
            c.binary(BinOp::Mul, v, k)
        };
        acc = Some(match acc {
            None => term,
            Some(a) => c.binary(BinOp::Add, a, term),
        });
    }
    acc.unwrap_or_else(|| c.i32(0))
}
