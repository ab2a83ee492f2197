//! Thread, group and in-group ids.

use crate::error::ExecError;
use crate::program::{opcode, DxInst};
use crate::wave::{lanes, GroupCtx, LaneState};

/// `ThreadId`, `GroupId`, `ThreadIdInGroup` and `FlattenedThreadIdInGroup`.
pub fn thread_ids(
    dx: &DxInst,
    mask: u128,
    st: &mut LaneState<'_>,
    ctx: &GroupCtx<'_>,
    first_thread: u32,
) -> Result<(), ExecError> {
    let [nx, ny, nz] = ctx.prog.numthreads;
    for l in lanes(mask) {
        let flat = first_thread + l as u32;
        let tid = [
            flat % nx.max(1),
            (flat / nx.max(1)) % ny.max(1),
            flat / (nx * ny).max(1),
        ];
        let c = dx.args.first().map_or(0, |a| st.get(*a, l)) as usize;
        let comp = |v: [u32; 3]| v.get(c).copied().unwrap_or(0);
        let v = match dx.op {
            opcode::THREAD_ID => {
                let n = [nx, ny, nz];
                let g = ctx.group_id;
                comp([
                    g[0].wrapping_mul(n[0]).wrapping_add(tid[0]),
                    g[1].wrapping_mul(n[1]).wrapping_add(tid[1]),
                    g[2].wrapping_mul(n[2]).wrapping_add(tid[2]),
                ])
            }
            opcode::GROUP_ID => comp(ctx.group_id),
            opcode::THREAD_ID_IN_GROUP => comp(tid),
            _ => flat,
        };
        st.set(dx.dst, l, u64::from(v));
    }
    Ok(())
}
