//! Resource operations: creating handles, typed, structured and raw buffer loads and
//! stores, constant-buffer rows, dimensions, UAV counters and buffer atomics.
//! Out-of-bounds loads read zero; out-of-bounds stores are dropped.

use super::float::{get_f, put_f};
use super::memory::rmw_value;
use crate::buffers::{Resources, ViewKind};
use crate::error::ExecError;
use crate::formats::FloatFormat;
use crate::program::{opcode::*, DxInst, Scalar};
use crate::wave::{lanes, GroupCtx, LaneState};
use dxil_ir::RmwOp;
use dxil_model::metadata::ResourceClass;

fn class_of(code: u32) -> ResourceClass {
    match code {
        0 => ResourceClass::Srv,
        1 => ResourceClass::Uav,
        2 => ResourceClass::Cbv,
        _ => ResourceClass::Sampler,
    }
}

fn class_letter(c: ResourceClass) -> char {
    match c {
        ResourceClass::Srv => 't',
        ResourceClass::Uav => 'u',
        ResourceClass::Cbv => 'b',
        ResourceClass::Sampler => 's',
    }
}

/// The view a handle value names.
/// The view a handle names, and its kind.
pub(super) fn view_of(res: &Resources, handle: u64) -> Result<(u32, ViewKind), ExecError> {
    let id = handle
        .checked_sub(1)
        .and_then(|h| u32::try_from(h).ok())
        .ok_or_else(|| ExecError::runtime("use of an invalid resource handle"))?;
    let v = res
        .views
        .get(id as usize)
        .ok_or_else(|| ExecError::runtime("use of an invalid resource handle"))?;
    Ok((id, v.kind))
}

/// Where element `c0` (and byte offset `c1`) of a view starts, and how many bytes
/// from there belong to the element (`None`: unbounded, a raw buffer).
fn element_address(kind: ViewKind, c0: u64, c1: u64) -> (u64, Option<u64>) {
    match kind {
        ViewKind::Typed { format, channels } => {
            let size = (format.size() * channels as usize) as u64;
            (c0.wrapping_mul(size), Some(size))
        }
        ViewKind::Structured { stride } => {
            let stride = u64::from(stride);
            if c1 >= stride {
                (u64::MAX, Some(0))
            } else {
                (c0.wrapping_mul(stride).wrapping_add(c1), Some(stride - c1))
            }
        }
        ViewKind::Raw | ViewKind::Constant | ViewKind::Texture { .. } | ViewKind::Sampler(_) => {
            (c0, None)
        }
    }
}

/// How a component is stored in a buffer, beside the register value.
#[derive(Clone, Copy)]
enum Conv {
    /// The same bits.
    Raw,
    /// A float of this buffer format.
    Float(FloatFormat),
    /// A narrower integer, sign-extended into the register.
    Signed(u32),
}

/// Where component `i` (of register kind `k`) of element `(c0, c1)` of a view lives:
/// byte address, size in the buffer and conversion; `None` when out of the element.
fn component(kind: ViewKind, c0: u64, c1: u64, i: u64, k: Scalar) -> Option<(u64, usize, Conv)> {
    let (base, limit) = element_address(kind, c0, c1);
    let ks = k.byte_size() as u64;
    let (size, conv) = match kind {
        ViewKind::Typed { format, .. } => {
            let fs = format.size() as u64;
            match (format.float(), k) {
                (Some(ff), Scalar::Float(_)) if fs != ks => (fs, Conv::Float(ff)),
                (None, Scalar::Int(_)) if fs < ks && format.is_signed_int() => {
                    (fs, Conv::Signed(fs as u32 * 8))
                }
                (None, Scalar::Int(_)) if fs < ks => (fs, Conv::Raw),
                _ => (ks, Conv::Raw),
            }
        }
        _ => (ks, Conv::Raw),
    };
    let off = i * size;
    if limit.is_some_and(|l| off + size > l) {
        return None;
    }
    Some((base.wrapping_add(off), size as usize, conv))
}

/// Reads component `i` (of `k`) of the element at `(c0, c1)`; zero out of bounds.
fn load_component(
    res: &Resources,
    view: u32,
    kind: ViewKind,
    (c0, c1): (u64, u64),
    i: u64,
    k: Scalar,
) -> u64 {
    let Some((addr, size, conv)) = component(kind, c0, c1, i, k) else {
        return 0;
    };
    let Some(bits) = res.read(view, addr, size) else {
        return 0;
    };
    match (conv, k) {
        (Conv::Float(ff), Scalar::Float(fk)) => put_f(get_f(bits, ff, false), fk, false),
        (Conv::Signed(from), _) => super::alu::mask(super::alu::sext(bits, from) as u64, k.bits()),
        _ => bits,
    }
}

/// Whether component `i` (of `k`) of the element at `(c0, c1)` lies in mapped memory:
/// always, except past the mapped tiles of a reserved resource.
fn is_mapped(
    res: &Resources,
    view: u32,
    kind: ViewKind,
    (c0, c1): (u64, u64),
    i: u64,
    k: Scalar,
) -> bool {
    let Some(limit) = res.views.get(view as usize).and_then(|v| v.mapped_bytes) else {
        return true;
    };
    component(kind, c0, c1, i, k)
        .is_none_or(|(addr, size, _)| addr.saturating_add(size as u64) <= limit)
}

/// Writes component `i` (of `k`) of the element at `(c0, c1)`; dropped out of bounds.
fn store_component(
    res: &mut Resources,
    view: u32,
    kind: ViewKind,
    (c0, c1): (u64, u64),
    i: u64,
    k: Scalar,
    v: u64,
) {
    if kind == ViewKind::Constant {
        return;
    }
    let Some((addr, size, conv)) = component(kind, c0, c1, i, k) else {
        return;
    };
    let bits = match (conv, k) {
        (Conv::Float(ff), Scalar::Float(fk)) => put_f(get_f(v, fk, false), ff, false),
        _ => v,
    };
    res.write(view, addr, size, bits);
}

/// Operand `i` (after the opcode) of `dx`.
pub(super) fn arg(dx: &DxInst, i: usize) -> Result<u32, ExecError> {
    dx.args
        .get(i)
        .copied()
        .ok_or_else(|| ExecError::invalid(format!("dx.op {} lacks operand {i}", dx.op)))
}

/// Executes a resource operation.
pub fn exec(
    dx: &DxInst,
    mask: u128,
    st: &mut LaneState<'_>,
    ctx: &mut GroupCtx<'_>,
) -> Result<(), ExecError> {
    let res = &mut *ctx.resources;
    let k = dx.kind;
    match dx.op {
        CREATE_HANDLE | CREATE_HANDLE_FROM_BINDING => {
            let class = class_of(dx.aux[0]);
            let space = dx.aux[1];
            let index = arg(dx, if dx.op == CREATE_HANDLE { 2 } else { 1 })?;
            for l in lanes(mask) {
                let reg = st.get(index, l) as u32;
                let view = res.lookup(class, space, reg).ok_or_else(|| {
                    ExecError::Binding(format!(
                        "no buffer is bound at {}{reg}, space {space}",
                        class_letter(class)
                    ))
                })?;
                st.set(dx.dst, l, u64::from(view) + 1);
            }
        }
        CREATE_HANDLE_FROM_HEAP => {
            let index = arg(dx, 0)?;
            for l in lanes(mask) {
                let i = st.get(index, l);
                let view = usize::try_from(i)
                    .ok()
                    .and_then(|i| res.heap.get(i))
                    .ok_or_else(|| {
                        ExecError::Binding(format!("descriptor heap index {i} is empty"))
                    })?;
                st.set(dx.dst, l, u64::from(*view) + 1);
            }
        }
        ANNOTATE_HANDLE => {
            let h = arg(dx, 0)?;
            for l in lanes(mask) {
                let v = st.get(h, l);
                st.set(dx.dst, l, v);
            }
        }
        BUFFER_LOAD | RAW_BUFFER_LOAD => {
            let (h, c0, c1) = (arg(dx, 0)?, arg(dx, 1)?, arg(dx, 2)?);
            let comp_mask = if dx.op == BUFFER_LOAD { 0xf } else { dx.aux[0] };
            for l in lanes(mask) {
                let (view, kind) = view_of(res, st.get(h, l))?;
                let (a, b) = (st.get(c0, l), st.get(c1, l));
                let b = if matches!(kind, ViewKind::Structured { .. }) {
                    b
                } else {
                    0
                };
                // The status says whether every component read was in mapped memory
                // (reads of unmapped tiles give zero).
                let mut fully_mapped = true;
                for i in 0..4u32 {
                    let v = if comp_mask & (1 << i) == 0 {
                        0
                    } else if is_mapped(res, view, kind, (a, b), u64::from(i), k) {
                        load_component(res, view, kind, (a, b), u64::from(i), k)
                    } else {
                        fully_mapped = false;
                        0
                    };
                    st.set(dx.dst + i, l, v);
                }
                st.set(dx.dst + 4, l, u64::from(fully_mapped));
            }
        }
        BUFFER_STORE | RAW_BUFFER_STORE => {
            let (h, c0, c1) = (arg(dx, 0)?, arg(dx, 1)?, arg(dx, 2)?);
            let comp_mask = dx.aux[0];
            for l in lanes(mask) {
                let (view, kind) = view_of(res, st.get(h, l))?;
                let (a, b) = (st.get(c0, l), st.get(c1, l));
                let b = if matches!(kind, ViewKind::Structured { .. }) {
                    b
                } else {
                    0
                };
                for i in 0..4u32 {
                    if comp_mask & (1 << i) != 0 {
                        let v = st.get(arg(dx, 3 + i as usize)?, l);
                        store_component(res, view, kind, (a, b), u64::from(i), k, v);
                    }
                }
            }
        }
        CHECK_ACCESS_FULLY_MAPPED => {
            let s = arg(dx, 0)?;
            for l in lanes(mask) {
                let v = u64::from(st.get(s, l) != 0);
                st.set(dx.dst, l, v);
            }
        }
        CBUFFER_LOAD_LEGACY => {
            let (h, row) = (arg(dx, 0)?, arg(dx, 1)?);
            let size = k.byte_size() as u64;
            let n = (16 / size.max(1)) as u32;
            for l in lanes(mask) {
                let (view, _) = view_of(res, st.get(h, l))?;
                let base = st.get(row, l).wrapping_mul(16);
                for i in 0..n {
                    let v = res
                        .read(view, base.wrapping_add(u64::from(i) * size), size as usize)
                        .unwrap_or(0);
                    st.set(dx.dst + i, l, v);
                }
            }
        }
        CBUFFER_LOAD => {
            let (h, off) = (arg(dx, 0)?, arg(dx, 1)?);
            for l in lanes(mask) {
                let (view, _) = view_of(res, st.get(h, l))?;
                let v = res.read(view, st.get(off, l), k.byte_size()).unwrap_or(0);
                st.set(dx.dst, l, v);
            }
        }
        GET_DIMENSIONS => {
            let h = arg(dx, 0)?;
            for l in lanes(mask) {
                let (view, kind) = view_of(res, st.get(h, l))?;
                let level = dx.args.get(1).map_or(0, |&r| st.get(r, l) as u32);
                if let Some(dims) = super::textures::dimensions(kind, level) {
                    for (i, d) in dims.into_iter().enumerate() {
                        st.set(dx.dst + i as u32, l, d & 0xffff_ffff);
                    }
                    continue;
                }
                let len = res.storage_of(view).map_or(0, |s| s.bytes.len()) as u64;
                let width = match kind {
                    ViewKind::Typed { format, channels } => {
                        len / (format.size() as u64 * u64::from(channels)).max(1)
                    }
                    ViewKind::Structured { stride } => len / u64::from(stride).max(1),
                    ViewKind::Raw
                    | ViewKind::Constant
                    | ViewKind::Texture { .. }
                    | ViewKind::Sampler(_) => len,
                };
                st.set(dx.dst, l, width & 0xffff_ffff);
                for i in 1..4 {
                    st.set(dx.dst + i, l, 0);
                }
            }
        }
        BUFFER_UPDATE_COUNTER => {
            let h = arg(dx, 0)?;
            let inc = dx.aux[0] as i32 > 0;
            for l in lanes(mask) {
                let (view, _) = view_of(res, st.get(h, l))?;
                let storage = res
                    .views
                    .get(view as usize)
                    .map(|v| v.storage)
                    .and_then(|s| res.storages.get_mut(s))
                    .ok_or_else(|| ExecError::runtime("counter of a missing buffer"))?;
                let v = if inc {
                    let old = storage.counter;
                    storage.counter = old.wrapping_add(1);
                    old
                } else {
                    storage.counter = storage.counter.wrapping_sub(1);
                    storage.counter
                };
                st.set(dx.dst, l, u64::from(v));
            }
        }
        ATOMIC_BIN_OP | ATOMIC_COMPARE_EXCHANGE => {
            let h = arg(dx, 0)?;
            let (c0, c1) = if dx.op == ATOMIC_BIN_OP {
                (2, 3)
            } else {
                (1, 2)
            };
            let (c0, c1) = (arg(dx, c0)?, arg(dx, c1)?);
            let size = k.byte_size();
            let op = match dx.aux[0] {
                0 => RmwOp::Add,
                1 => RmwOp::And,
                2 => RmwOp::Or,
                3 => RmwOp::Xor,
                4 => RmwOp::Min,
                5 => RmwOp::Max,
                6 => RmwOp::UMin,
                7 => RmwOp::UMax,
                _ => RmwOp::Xchg,
            };
            let (value, cmp) = (arg(dx, 5)?, arg(dx, 4)?);
            for l in lanes(mask) {
                let (view, kind) = view_of(res, st.get(h, l))?;
                let (a, b) = (st.get(c0, l), st.get(c1, l));
                let b = if matches!(kind, ViewKind::Structured { .. }) {
                    b
                } else {
                    0
                };
                let (addr, limit) = element_address(kind, a, b);
                let in_bounds = limit.is_none_or(|lim| size as u64 <= lim);
                let old = if in_bounds {
                    res.read(view, addr, size)
                } else {
                    None
                };
                let Some(old) = old else {
                    st.set(dx.dst, l, 0);
                    continue;
                };
                let new = if dx.op == ATOMIC_BIN_OP {
                    Some(rmw_value(op, k, old, st.get(value, l))?)
                } else {
                    let expected = super::alu::mask(st.get(cmp, l), k.bits());
                    (old == expected).then(|| st.get(value, l))
                };
                if let Some(n) = new {
                    res.write(view, addr, size, n);
                }
                st.set(dx.dst, l, old);
            }
        }
        other => return Err(ExecError::unsupported(format!("dx.op opcode {other}"))),
    }
    Ok(())
}
