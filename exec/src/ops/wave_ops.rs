//! Wave operations: each sees exactly the lanes active at the call.

use super::alu::{mask as mask_bits, sext};
use super::float::{get_f, put_f};
use crate::error::ExecError;
use crate::program::{opcode::*, DxInst, Scalar};
use crate::wave::{lanes, GroupCtx, LaneState};

fn arg(dx: &DxInst, i: usize) -> Result<u32, ExecError> {
    dx.args
        .get(i)
        .copied()
        .ok_or_else(|| ExecError::invalid(format!("dx.op {} lacks operand {i}", dx.op)))
}

/// `acc op v` for WaveActiveOp / WavePrefixOp codes (0 sum, 1 product, 2 min, 3 max),
/// signed when `sop` is 0.
fn combine(kind: Scalar, op: u32, signed: bool, acc: u64, v: u64, ftz: bool) -> u64 {
    match kind {
        Scalar::Float(fk) => {
            let (a, b) = (get_f(acc, fk, ftz), get_f(v, fk, ftz));
            let r = match op {
                0 => a + b,
                1 => a * b,
                2 => a.min(b),
                _ => a.max(b),
            };
            put_f(r, fk, ftz)
        }
        _ => {
            let bits = kind.bits();
            let r = match (op, signed) {
                (0, _) => acc.wrapping_add(v),
                (1, _) => acc.wrapping_mul(v),
                (2, true) => sext(acc, bits).min(sext(v, bits)) as u64,
                (3, true) => sext(acc, bits).max(sext(v, bits)) as u64,
                (2, false) => mask_bits(acc, bits).min(mask_bits(v, bits)),
                _ => mask_bits(acc, bits).max(mask_bits(v, bits)),
            };
            mask_bits(r, bits)
        }
    }
}

/// The identity of a product (sums start from the first value, min/max too).
fn one(kind: Scalar) -> u64 {
    match kind {
        Scalar::Float(fk) => put_f(1.0, fk, false),
        _ => 1,
    }
}

/// Executes a wave operation over the lanes of `mask`.
pub fn exec(
    dx: &DxInst,
    mask: u128,
    st: &mut LaneState<'_>,
    ctx: &GroupCtx<'_>,
) -> Result<(), ExecError> {
    let width = ctx.wave_size as usize;
    let ftz = ctx.prog.fp32_ftz;
    let first = mask.trailing_zeros() as usize;
    let k = dx.kind;
    let bool_mask = |st: &LaneState<'_>, r: u32| -> u128 {
        lanes(mask)
            .filter(|&l| st.get(r, l) & 1 != 0)
            .fold(0, |m, l| m | 1 << l)
    };
    match dx.op {
        WAVE_IS_FIRST_LANE => {
            for l in lanes(mask) {
                st.set(dx.dst, l, u64::from(l == first));
            }
        }
        WAVE_GET_LANE_INDEX => {
            for l in lanes(mask) {
                st.set(dx.dst, l, l as u64);
            }
        }
        WAVE_GET_LANE_COUNT => {
            for l in lanes(mask) {
                st.set(dx.dst, l, width as u64);
            }
        }
        WAVE_ANY_TRUE | WAVE_ALL_TRUE => {
            let t = bool_mask(st, arg(dx, 0)?);
            let r = if dx.op == WAVE_ANY_TRUE {
                t != 0
            } else {
                t == mask
            };
            for l in lanes(mask) {
                st.set(dx.dst, l, u64::from(r));
            }
        }
        WAVE_ACTIVE_BALLOT => {
            let t = bool_mask(st, arg(dx, 0)?);
            for l in lanes(mask) {
                for i in 0..4u32 {
                    st.set(dx.dst + i, l, ((t >> (32 * i)) as u64) & 0xffff_ffff);
                }
            }
        }
        WAVE_ALL_BIT_COUNT | WAVE_PREFIX_BIT_COUNT => {
            let t = bool_mask(st, arg(dx, 0)?);
            for l in lanes(mask) {
                let m = if dx.op == WAVE_ALL_BIT_COUNT {
                    t
                } else {
                    t & ((1u128 << l) - 1)
                };
                st.set(dx.dst, l, u64::from(m.count_ones()));
            }
        }
        WAVE_ACTIVE_ALL_EQUAL => {
            let v = arg(dx, 0)?;
            let x = st.get(v, first);
            let eq = lanes(mask).all(|l| st.get(v, l) == x);
            for l in lanes(mask) {
                st.set(dx.dst, l, u64::from(eq));
            }
        }
        WAVE_READ_LANE_AT | WAVE_READ_LANE_FIRST | QUAD_READ_LANE_AT | QUAD_OP => {
            let v = arg(dx, 0)?;
            let src = if dx.op == WAVE_READ_LANE_FIRST {
                None
            } else {
                Some(arg(dx, 1)?)
            };
            let picked: Vec<(usize, u64)> = lanes(mask)
                .map(|l| {
                    let from = match dx.op {
                        WAVE_READ_LANE_FIRST => first,
                        WAVE_READ_LANE_AT => src.map_or(l, |s| st.get(s, l) as usize % width),
                        QUAD_READ_LANE_AT => {
                            (l & !3) | (src.map_or(0, |s| st.get(s, l)) as usize & 3)
                        }
                        // QuadOp: 0 across x, 1 across y, 2 across the diagonal.
                        _ => l ^ [1, 2, 3][src.map_or(0, |s| st.get(s, l) as usize).min(2)],
                    };
                    (l, st.get(v, from))
                })
                .collect();
            for (l, x) in picked {
                st.set(dx.dst, l, x);
            }
        }
        DERIV_COARSE_X..=DERIV_FINE_Y => {
            // Lanes 4q..4q+3 are a quad: top-left, top-right, bottom-left,
            // bottom-right. Coarse derivatives use the top-left pixel's row and
            // column, fine ones the lane's own.
            let Scalar::Float(fk) = k else {
                return Err(ExecError::invalid("a derivative of a non-float value"));
            };
            let v = arg(dx, 0)?;
            let out: Vec<(usize, u64)> = lanes(mask)
                .map(|l| {
                    let q = l & !3;
                    let (from, to) = match dx.op {
                        DERIV_COARSE_X => (q, q + 1),
                        DERIV_COARSE_Y => (q, q + 2),
                        DERIV_FINE_X => (q + (l & 2), q + (l & 2) + 1),
                        _ => (q + (l & 1), q + (l & 1) + 2),
                    };
                    let d = get_f(st.get(v, to), fk, ftz) - get_f(st.get(v, from), fk, ftz);
                    (l, put_f(d, fk, ftz))
                })
                .collect();
            for (l, x) in out {
                st.set(dx.dst, l, x);
            }
        }
        WAVE_ACTIVE_OP | WAVE_ACTIVE_BIT => {
            let v = arg(dx, 0)?;
            let (op, signed) = (dx.aux[0], dx.aux[1] == 0);
            let mut it = lanes(mask);
            let mut acc = it.next().map_or(0, |l| st.get(v, l));
            for l in it {
                let x = st.get(v, l);
                acc = if dx.op == WAVE_ACTIVE_OP {
                    combine(k, op, signed, acc, x, ftz)
                } else {
                    match op {
                        0 => acc & x,
                        1 => acc | x,
                        _ => acc ^ x,
                    }
                };
            }
            for l in lanes(mask) {
                st.set(dx.dst, l, acc);
            }
        }
        WAVE_PREFIX_OP => {
            let v = arg(dx, 0)?;
            let (op, signed) = (dx.aux[0], dx.aux[1] == 0);
            let mut acc = if op == 1 { one(k) } else { 0 };
            let values: Vec<(usize, u64)> = lanes(mask).map(|l| (l, st.get(v, l))).collect();
            for (l, x) in values {
                st.set(dx.dst, l, acc);
                acc = combine(k, op, signed, acc, x, ftz);
            }
        }
        WAVE_MATCH => {
            let v = arg(dx, 0)?;
            let values: Vec<(usize, u64)> = lanes(mask).map(|l| (l, st.get(v, l))).collect();
            for &(l, x) in &values {
                let m = values
                    .iter()
                    .filter(|(_, y)| *y == x)
                    .fold(0u128, |m, (j, _)| m | 1 << j);
                for i in 0..4u32 {
                    st.set(dx.dst + i, l, ((m >> (32 * i)) as u64) & 0xffff_ffff);
                }
            }
        }
        other => return Err(ExecError::unsupported(format!("dx.op opcode {other}"))),
    }
    Ok(())
}
