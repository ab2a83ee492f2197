//! What each decoded instruction does to the active lanes.

pub mod alu;
pub mod float;
mod ids;
mod math;
mod memory;
mod resources;
mod textures;
mod wave_ops;

use crate::error::ExecError;
use crate::program::{opcode, DxInst, Inst};
use crate::wave::{lanes, GroupCtx, LaneState};
use float::{get_f, put_f};

/// Executes a non-branch instruction for the lanes of `mask`.
pub fn exec(
    inst: &Inst,
    mask: u128,
    st: &mut LaneState<'_>,
    ctx: &mut GroupCtx<'_>,
    first_thread: u32,
) -> Result<(), ExecError> {
    let ftz = ctx.prog.fp32_ftz;
    match inst {
        Inst::IntBin {
            op,
            bits,
            dst,
            a,
            b,
        } => {
            let bits = u32::from(*bits);
            for l in lanes(mask) {
                let v = alu::int_bin(*op, bits, st.get(*a, l), st.get(*b, l));
                st.set(*dst, l, v);
            }
        }
        Inst::FloatBin { op, fk, dst, a, b } => {
            for l in lanes(mask) {
                let x = get_f(st.get(*a, l), *fk, ftz);
                let y = get_f(st.get(*b, l), *fk, ftz);
                st.set(*dst, l, put_f(float::float_bin(*op, x, y), *fk, ftz));
            }
        }
        Inst::FNeg { fk, dst, a } => {
            for l in lanes(mask) {
                let v = float::fneg(st.get(*a, l), *fk);
                st.set(*dst, l, v);
            }
        }
        Inst::ICmp {
            pred,
            bits,
            dst,
            a,
            b,
        } => {
            for l in lanes(mask) {
                let r = alu::icmp(*pred, u32::from(*bits), st.get(*a, l), st.get(*b, l));
                st.set(*dst, l, u64::from(r));
            }
        }
        Inst::FCmp {
            pred,
            fk,
            dst,
            a,
            b,
        } => {
            for l in lanes(mask) {
                let x = get_f(st.get(*a, l), *fk, ftz);
                let y = get_f(st.get(*b, l), *fk, ftz);
                st.set(*dst, l, u64::from(float::fcmp(*pred, x, y)));
            }
        }
        Inst::Select { dst, cond, a, b, n } => {
            for l in lanes(mask) {
                let src = if st.get(*cond, l) & 1 != 0 { *a } else { *b };
                for k in 0..*n {
                    let v = st.get(src + k, l);
                    st.set(dst + k, l, v);
                }
            }
        }
        Inst::Cast { kind, dst, a } => {
            for l in lanes(mask) {
                let v = alu::cast(*kind, st.get(*a, l), ftz);
                st.set(*dst, l, v);
            }
        }
        Inst::Copy { dst, src, n } => {
            for l in lanes(mask) {
                for k in 0..*n {
                    let v = st.get(src + k, l);
                    st.set(dst + k, l, v);
                }
            }
        }
        Inst::ExtractDyn {
            dst,
            vec,
            index,
            len,
            elem,
        } => {
            for l in lanes(mask) {
                let i = st.get(*index, l);
                for k in 0..*elem {
                    let v = if i < u64::from(*len) {
                        st.get(vec + i as u32 * elem + k, l)
                    } else {
                        0
                    };
                    st.set(dst + k, l, v);
                }
            }
        }
        Inst::InsertDyn {
            dst,
            vec,
            val,
            index,
            len,
            elem,
        } => {
            for l in lanes(mask) {
                let i = st.get(*index, l);
                for k in 0..len * elem {
                    let v = st.get(vec + k, l);
                    st.set(dst + k, l, v);
                }
                if i < u64::from(*len) {
                    for k in 0..*elem {
                        let v = st.get(val + k, l);
                        st.set(dst + i as u32 * elem + k, l, v);
                    }
                }
            }
        }
        Inst::Gep {
            dst,
            base,
            offset,
            terms,
        } => {
            for l in lanes(mask) {
                let mut p = st.get(*base, l).wrapping_add(*offset as u64);
                for (r, stride, bits) in terms.iter() {
                    let i = alu::sext(st.get(*r, l), u32::from(*bits));
                    p = p.wrapping_add(i.wrapping_mul(*stride) as u64);
                }
                st.set(*dst, l, p);
            }
        }
        Inst::Load { dst, ptr, n } => memory::load(st, ctx, mask, *dst, *ptr, *n),
        Inst::Store { val, ptr, n } => memory::store(st, ctx, mask, *val, *ptr, *n),
        Inst::AtomicRmw {
            op,
            kind,
            dst,
            ptr,
            val,
        } => memory::atomic_rmw(st, ctx, mask, *op, *kind, *dst, *ptr, *val)?,
        Inst::CmpXchg {
            kind,
            dst,
            ptr,
            cmp,
            new,
        } => memory::cmpxchg(st, ctx, mask, *kind, *dst, *ptr, *cmp, *new),
        Inst::Dx(dx) => exec_dx(dx, mask, st, ctx, first_thread)?,
        Inst::Br { .. }
        | Inst::CondBr { .. }
        | Inst::Switch { .. }
        | Inst::Ret
        | Inst::Unreachable => {
            return Err(ExecError::invalid("a terminator in the middle of a block"))
        }
    }
    Ok(())
}

fn exec_dx(
    dx: &DxInst,
    mask: u128,
    st: &mut LaneState<'_>,
    ctx: &mut GroupCtx<'_>,
    first_thread: u32,
) -> Result<(), ExecError> {
    use opcode::*;
    match dx.op {
        THREAD_ID..=FLATTENED_THREAD_ID_IN_GROUP => {
            ids::thread_ids(dx, mask, st, ctx, first_thread)
        }
        CREATE_HANDLE
        | CREATE_HANDLE_FROM_BINDING
        | CREATE_HANDLE_FROM_HEAP
        | ANNOTATE_HANDLE
        | CBUFFER_LOAD
        | CBUFFER_LOAD_LEGACY
        | BUFFER_LOAD..=GET_DIMENSIONS
        | ATOMIC_BIN_OP
        | ATOMIC_COMPARE_EXCHANGE
        | RAW_BUFFER_LOAD
        | RAW_BUFFER_STORE => resources::exec(dx, mask, st, ctx),
        SAMPLE_LEVEL | SAMPLE_GRAD | TEXTURE_LOAD | TEXTURE_STORE | TEXTURE_GATHER => {
            textures::exec(dx, mask, st, ctx)
        }
        WAVE_IS_FIRST_LANE..=QUAD_OP
        | WAVE_ALL_BIT_COUNT
        | WAVE_PREFIX_BIT_COUNT
        | WAVE_MATCH
        | DERIV_COARSE_X..=DERIV_FINE_Y => wave_ops::exec(dx, mask, st, ctx),
        BARRIER => Ok(()),
        _ => math::exec(dx, mask, st, ctx.prog.fp32_ftz),
    }
}
