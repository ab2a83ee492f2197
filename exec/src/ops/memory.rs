//! Loads, stores and atomics through pointers: private (allocas, static globals),
//! group-shared and constant memory. Out-of-bounds loads read zero; out-of-bounds
//! and constant-memory stores are dropped.

use super::alu::{mask as mask_bits, sext};
use super::float::{get_f, put_f};
use crate::error::ExecError;
use crate::program::{space, Reg, Scalar, PTR_SPACE_SHIFT};
use crate::wave::{lanes, GroupCtx, LaneState};
use dxil_ir::RmwOp;

const INDEX_MASK: u64 = (1 << PTR_SPACE_SHIFT) - 1;

fn read(st: &LaneState<'_>, ctx: &GroupCtx<'_>, lane: usize, p: u64) -> u64 {
    let i = p & INDEX_MASK;
    let Ok(i) = usize::try_from(i) else { return 0 };
    match p >> PTR_SPACE_SHIFT {
        space::PRIVATE if i < st.private_size => st
            .private
            .get(lane * st.private_size + i)
            .copied()
            .unwrap_or(0),
        space::GROUP => ctx.group_mem.get(i).copied().unwrap_or(0),
        space::CONSTANT => ctx.prog.const_mem.get(i).copied().unwrap_or(0),
        _ => 0,
    }
}

fn write(st: &mut LaneState<'_>, ctx: &mut GroupCtx<'_>, lane: usize, p: u64, v: u64) {
    let i = p & INDEX_MASK;
    let Ok(i) = usize::try_from(i) else { return };
    let slot = match p >> PTR_SPACE_SHIFT {
        space::PRIVATE if i < st.private_size => st.private.get_mut(lane * st.private_size + i),
        space::GROUP => ctx.group_mem.get_mut(i),
        _ => None,
    };
    if let Some(s) = slot {
        *s = v;
    }
}

/// `load`.
pub fn load(st: &mut LaneState<'_>, ctx: &GroupCtx<'_>, mask: u128, dst: Reg, ptr: Reg, n: u32) {
    for l in lanes(mask) {
        let p = st.get(ptr, l);
        for k in 0..n {
            let v = read(st, ctx, l, p.wrapping_add(u64::from(k)));
            st.set(dst + k, l, v);
        }
    }
}

/// `store`.
pub fn store(
    st: &mut LaneState<'_>,
    ctx: &mut GroupCtx<'_>,
    mask: u128,
    val: Reg,
    ptr: Reg,
    n: u32,
) {
    for l in lanes(mask) {
        let p = st.get(ptr, l);
        for k in 0..n {
            let v = st.get(val + k, l);
            write(st, ctx, l, p.wrapping_add(u64::from(k)), v);
        }
    }
}

/// The new value of an atomic read-modify-write of `old` with `val`.
pub fn rmw_value(op: RmwOp, kind: Scalar, old: u64, val: u64) -> Result<u64, ExecError> {
    let bits = kind.bits();
    let float = |f: fn(f64, f64) -> f64| -> Result<u64, ExecError> {
        match kind {
            Scalar::Float(fk) => Ok(put_f(
                f(get_f(old, fk, false), get_f(val, fk, false)),
                fk,
                false,
            )),
            _ => Err(ExecError::invalid("a float atomic on a non-float")),
        }
    };
    let r = match op {
        RmwOp::Xchg => val,
        RmwOp::Add => old.wrapping_add(val),
        RmwOp::Sub => old.wrapping_sub(val),
        RmwOp::And => old & val,
        RmwOp::Nand => !(old & val),
        RmwOp::Or => old | val,
        RmwOp::Xor => old ^ val,
        RmwOp::Max => {
            if sext(val, bits) > sext(old, bits) {
                val
            } else {
                old
            }
        }
        RmwOp::Min => {
            if sext(val, bits) < sext(old, bits) {
                val
            } else {
                old
            }
        }
        RmwOp::UMax => old.max(val),
        RmwOp::UMin => old.min(val),
        RmwOp::FAdd => return float(|a, b| a + b),
        RmwOp::FSub => return float(|a, b| a - b),
        RmwOp::FMax => return float(f64::max),
        RmwOp::FMin => return float(f64::min),
        RmwOp::UIncWrap => {
            if old >= val {
                0
            } else {
                old + 1
            }
        }
        RmwOp::UDecWrap => {
            if old == 0 || old > val {
                val
            } else {
                old - 1
            }
        }
    };
    Ok(mask_bits(r, bits))
}

/// `atomicrmw`, lane by lane in lane order.
#[allow(clippy::too_many_arguments)]
pub fn atomic_rmw(
    st: &mut LaneState<'_>,
    ctx: &mut GroupCtx<'_>,
    mask: u128,
    op: RmwOp,
    kind: Scalar,
    dst: Reg,
    ptr: Reg,
    val: Reg,
) -> Result<(), ExecError> {
    for l in lanes(mask) {
        let p = st.get(ptr, l);
        let old = read(st, ctx, l, p);
        let new = rmw_value(op, kind, old, st.get(val, l))?;
        write(st, ctx, l, p, new);
        st.set(dst, l, old);
    }
    Ok(())
}

/// `cmpxchg`, lane by lane in lane order; the result is `{old, success}`.
#[allow(clippy::too_many_arguments)]
pub fn cmpxchg(
    st: &mut LaneState<'_>,
    ctx: &mut GroupCtx<'_>,
    mask: u128,
    kind: Scalar,
    dst: Reg,
    ptr: Reg,
    cmp: Reg,
    new: Reg,
) {
    let bits = kind.bits();
    for l in lanes(mask) {
        let p = st.get(ptr, l);
        let old = read(st, ctx, l, p);
        let ok = mask_bits(old, bits) == mask_bits(st.get(cmp, l), bits);
        if ok {
            let v = st.get(new, l);
            write(st, ctx, l, p, v);
        }
        st.set(dst, l, old);
        st.set(dst + 1, l, u64::from(ok));
    }
}
