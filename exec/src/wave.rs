//! A wave: lanes running in lockstep under an active mask, diverging at branches and
//! reconverging at the branch's immediate post-dominator (a stack of masks, as SIMT
//! hardware does).

use crate::buffers::Resources;
use crate::error::ExecError;
use crate::ops;
use crate::program::{Edge, Inst, Program, Reg, CONST_BIT, EXIT_PC};

/// Most lanes a wave can have.
pub const MAX_WAVE: u32 = 128;

/// The lanes in `mask`, lowest first.
#[inline]
pub fn lanes(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let l = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(l)
        }
    })
}

/// The registers and private memory of a wave's lanes.
pub struct LaneState<'a> {
    /// Registers, slot-major: slot `r` of lane `l` is at `r * width + l`.
    pub regs: &'a mut [u64],
    /// The constant pool.
    pub consts: &'a [u64],
    /// Lanes per wave.
    pub width: usize,
    /// Private memory, lane-major.
    pub private: &'a mut [u64],
    /// Private leaves per lane.
    pub private_size: usize,
}

impl LaneState<'_> {
    /// The value of operand `r` in `lane`.
    #[inline(always)]
    pub fn get(&self, r: Reg, lane: usize) -> u64 {
        if r & CONST_BIT != 0 {
            self.consts
                .get((r & !CONST_BIT) as usize)
                .copied()
                .unwrap_or(0)
        } else {
            self.regs
                .get(r as usize * self.width + lane)
                .copied()
                .unwrap_or(0)
        }
    }

    /// Sets register `r` of `lane`.
    #[inline(always)]
    pub fn set(&mut self, r: Reg, lane: usize, v: u64) {
        if let Some(x) = self.regs.get_mut(r as usize * self.width + lane) {
            *x = v;
        }
    }
}

/// What the lanes of a group share while a wave runs.
pub struct GroupCtx<'a> {
    /// The program.
    pub prog: &'a Program,
    /// Buffers.
    pub resources: &'a mut Resources,
    /// Group-shared memory.
    pub group_mem: &'a mut [u64],
    /// This group's id.
    pub group_id: [u32; 3],
    /// Lanes per wave.
    pub wave_size: u32,
    /// Wave instructions executed so far.
    pub steps: &'a mut u64,
    /// Lane instructions executed so far.
    pub lane_steps: &'a mut u64,
    /// Limit on `steps`.
    pub max_steps: u64,
}

/// Why a wave stopped running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaveStatus {
    /// Every lane has returned.
    Done,
    /// The wave waits at a group barrier.
    Barrier,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    pc: u32,
    reconverge: u32,
    mask: u128,
}

/// One wave of a thread group.
#[derive(Default)]
pub struct Wave {
    regs: Vec<u64>,
    private: Vec<u64>,
    stack: Vec<Entry>,
    exited: u128,
    /// Flattened in-group index of lane 0.
    pub first_thread: u32,
    scratch: Vec<u64>,
}

impl Wave {
    /// Makes the wave ready to run lanes `0..lanes` (threads `first_thread..`) from
    /// the entry; reuses its memory.
    pub fn reset(&mut self, prog: &Program, width: u32, first_thread: u32, lanes: u32) {
        let w = width as usize;
        self.regs.clear();
        self.regs.resize(prog.num_regs as usize * w, 0);
        self.private.clear();
        for _ in 0..w {
            self.private.extend_from_slice(&prog.private_init);
        }
        let mask = if lanes >= 128 {
            u128::MAX
        } else {
            (1u128 << lanes) - 1
        };
        self.stack.clear();
        self.stack.push(Entry {
            pc: prog.entry_pc,
            reconverge: EXIT_PC,
            mask,
        });
        self.exited = 0;
        self.first_thread = first_thread;
    }

    /// Runs until every lane returns or the wave reaches a group barrier.
    pub fn run(&mut self, ctx: &mut GroupCtx<'_>) -> Result<WaveStatus, ExecError> {
        let prog = ctx.prog;
        let width = ctx.wave_size as usize;
        loop {
            let Some(top) = self.stack.last().copied() else {
                return Ok(WaveStatus::Done);
            };
            let mask = top.mask & !self.exited;
            if mask == 0 || top.pc == top.reconverge {
                self.stack.pop();
                continue;
            }
            let mut pc = top.pc as usize;
            loop {
                *ctx.steps += 1;
                *ctx.lane_steps += u64::from(mask.count_ones());
                if *ctx.steps > ctx.max_steps {
                    return Err(ExecError::StepLimit(ctx.max_steps));
                }
                let inst = prog
                    .insts
                    .get(pc)
                    .ok_or_else(|| ExecError::invalid("ran past the end of the program"))?;
                let mut lanes_state = LaneState {
                    regs: &mut self.regs,
                    consts: &prog.consts,
                    width,
                    private: &mut self.private,
                    private_size: prog.private_init.len(),
                };
                match inst {
                    Inst::Br { edge } => {
                        let target = self.take_edge(prog, *edge, mask, width)?;
                        self.goto(target);
                        break;
                    }
                    Inst::CondBr {
                        cond,
                        then_edge,
                        else_edge,
                        reconverge,
                    } => {
                        let mut t = 0u128;
                        for l in lanes(mask) {
                            if lanes_state.get(*cond, l) & 1 != 0 {
                                t |= 1 << l;
                            }
                        }
                        let f = mask & !t;
                        let mut targets = [(0u32, 0u128); 2];
                        let mut n = 0;
                        for (edge, m) in [(*else_edge, f), (*then_edge, t)] {
                            if m != 0 {
                                targets[n] = (self.take_edge(prog, edge, m, width)?, m);
                                n += 1;
                            }
                        }
                        self.branch(&targets[..n], *reconverge);
                        break;
                    }
                    Inst::Switch {
                        val,
                        cases,
                        default,
                        reconverge,
                    } => {
                        let mut groups: Vec<(u32, u128)> = Vec::new();
                        for l in lanes(mask) {
                            let v = lanes_state.get(*val, l);
                            let e = cases
                                .iter()
                                .find(|(c, _)| *c == v)
                                .map_or(*default, |(_, e)| *e);
                            match groups.iter_mut().find(|(g, _)| *g == e) {
                                Some((_, m)) => *m |= 1 << l,
                                None => groups.push((e, 1 << l)),
                            }
                        }
                        let mut targets = Vec::with_capacity(groups.len());
                        for (e, m) in groups.into_iter().rev() {
                            targets.push((self.take_edge(prog, e, m, width)?, m));
                        }
                        self.branch(&targets, *reconverge);
                        break;
                    }
                    Inst::Ret => {
                        self.exited |= mask;
                        self.stack.pop();
                        break;
                    }
                    Inst::Unreachable => {
                        return Err(ExecError::runtime("reached 'unreachable'"));
                    }
                    Inst::Dx(dx) if dx.op == crate::program::opcode::BARRIER => {
                        pc += 1;
                        if dx.aux[0] & 1 != 0 {
                            if let Some(top) = self.stack.last_mut() {
                                top.pc = pc as u32;
                            }
                            return Ok(WaveStatus::Barrier);
                        }
                    }
                    other => {
                        ops::exec(other, mask, &mut lanes_state, ctx, self.first_thread)?;
                        pc += 1;
                    }
                }
            }
        }
    }

    /// Does the phi copies of `edge` for the lanes of `mask`; returns the target pc.
    fn take_edge(
        &mut self,
        prog: &Program,
        edge: u32,
        mask: u128,
        width: usize,
    ) -> Result<u32, ExecError> {
        let e: &Edge = prog
            .edges
            .get(edge as usize)
            .ok_or_else(|| ExecError::invalid("unknown edge"))?;
        if !e.copies.is_empty() {
            let state = LaneState {
                regs: &mut self.regs,
                consts: &prog.consts,
                width,
                private: &mut self.private,
                private_size: 0,
            };
            for l in lanes(mask) {
                self.scratch.clear();
                self.scratch
                    .extend(e.copies.iter().map(|(_, src)| state.get(*src, l)));
                for ((dst, _), v) in e.copies.iter().zip(&self.scratch) {
                    if let Some(x) = state.regs.get_mut(*dst as usize * width + l) {
                        *x = *v;
                    }
                }
            }
        }
        Ok(e.target)
    }

    /// Moves the running lanes, all going one way, to `target`.
    fn goto(&mut self, target: u32) {
        if let Some(top) = self.stack.last_mut() {
            top.pc = target;
        }
    }

    /// Sends the lanes of the top entry to `targets` (pc, mask); if they split, they
    /// meet again at `reconverge`.
    fn branch(&mut self, targets: &[(u32, u128)], reconverge: u32) {
        match targets {
            [] => {
                self.stack.pop();
            }
            [(pc, _)] => self.goto(*pc),
            _ => {
                let Some(top) = self.stack.last_mut() else {
                    return;
                };
                if top.reconverge == reconverge {
                    // The lanes meet where this entry ends anyway: replace it.
                    self.stack.pop();
                } else {
                    top.pc = reconverge;
                }
                for &(pc, mask) in targets {
                    if pc != reconverge {
                        self.stack.push(Entry {
                            pc,
                            reconverge,
                            mask,
                        });
                    }
                }
            }
        }
    }
}
