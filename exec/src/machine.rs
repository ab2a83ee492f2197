//! Dispatching thread groups: each group's waves run until they all finish, stopping
//! together at every group barrier.

use crate::buffers::Resources;
use crate::error::ExecError;
use crate::program::Program;
use crate::wave::{GroupCtx, Wave, WaveStatus, MAX_WAVE};

/// How to run a dispatch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOptions {
    /// Lanes per wave (a power of two from 4 to 128); when `None`, 32, or the size the
    /// shader requires.
    pub wave_size: Option<u32>,
    /// Most wave instructions a dispatch may execute before it is stopped.
    pub max_steps: u64,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            wave_size: None,
            max_steps: 1 << 32,
        }
    }
}

/// What a dispatch did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DispatchStats {
    /// Thread groups run.
    pub groups: u64,
    /// Threads run.
    pub threads: u64,
    /// Instructions executed, counted once per wave.
    pub wave_instructions: u64,
    /// Instructions executed, counted once per active lane.
    pub lane_instructions: u64,
}

/// Most thread groups per dimension D3D allows.
pub const MAX_GROUPS_PER_DIM: u32 = 65535;

/// A shader with its buffers, ready to dispatch.
pub struct Machine<'p> {
    prog: &'p Program,
    /// The buffers and their bindings.
    pub resources: Resources,
    wave_size: u32,
    max_steps: u64,
}

/// The wave size to run `prog` with.
pub fn choose_wave_size(prog: &Program, asked: Option<u32>) -> Result<u32, ExecError> {
    if let Some(w) = asked {
        if !(4..=MAX_WAVE).contains(&w) || !w.is_power_of_two() {
            return Err(ExecError::Dispatch(format!(
                "wave size {w} is not a power of two from 4 to {MAX_WAVE}"
            )));
        }
    }
    match prog.wave_size_range {
        None => Ok(asked.unwrap_or(32)),
        Some((min, max, preferred)) => {
            let max = if max == 0 { min } else { max };
            match asked {
                Some(w) if w < min || w > max => Err(ExecError::unsupported(format!(
                    "the shader requires a wave size from {min} to {max}, not {w}"
                ))),
                Some(w) => Ok(w),
                None if preferred != 0 => Ok(preferred),
                None if (min..=max).contains(&32) => Ok(32),
                None if (4..=MAX_WAVE).contains(&min) && min.is_power_of_two() => Ok(min),
                None => Err(ExecError::unsupported(format!(
                    "the shader requires a wave size from {min} to {max}"
                ))),
            }
        }
    }
}

impl<'p> Machine<'p> {
    /// A machine for `prog` with `resources` bound.
    pub fn new(
        prog: &'p Program,
        resources: Resources,
        opts: &RunOptions,
    ) -> Result<Self, ExecError> {
        let [x, y, z] = prog.numthreads;
        if x == 0 || y == 0 || z == 0 || x > 1024 || y > 1024 || z > 64 || x * y * z > 1024 {
            return Err(ExecError::Dispatch(format!(
                "numthreads ({x}, {y}, {z}) is out of D3D's limits"
            )));
        }
        Ok(Machine {
            prog,
            resources,
            wave_size: choose_wave_size(prog, opts.wave_size)?,
            max_steps: opts.max_steps,
        })
    }

    /// Lanes per wave.
    pub fn wave_size(&self) -> u32 {
        self.wave_size
    }

    /// The program.
    pub fn program(&self) -> &'p Program {
        self.prog
    }

    /// Runs `groups` thread groups.
    pub fn dispatch(&mut self, groups: [u32; 3]) -> Result<DispatchStats, ExecError> {
        if groups.iter().any(|&g| g > MAX_GROUPS_PER_DIM) {
            return Err(ExecError::Dispatch(format!(
                "group count {groups:?} is over D3D's {MAX_GROUPS_PER_DIM} per dimension"
            )));
        }
        let prog = self.prog;
        let threads = prog.numthreads.iter().product::<u32>();
        let w = self.wave_size;
        let nwaves = threads.div_ceil(w);
        let mut waves: Vec<Wave> = (0..nwaves).map(|_| Wave::default()).collect();
        let mut done = vec![false; nwaves as usize];
        let mut group_mem = vec![0u64; prog.group_leaves as usize];
        let mut stats = DispatchStats::default();
        for gz in 0..groups[2] {
            for gy in 0..groups[1] {
                for gx in 0..groups[0] {
                    group_mem.fill(0);
                    for (i, wave) in waves.iter_mut().enumerate() {
                        let first = i as u32 * w;
                        wave.reset(prog, w, first, (threads - first).min(w));
                    }
                    done.fill(false);
                    let mut ctx = GroupCtx {
                        prog,
                        resources: &mut self.resources,
                        group_mem: &mut group_mem,
                        group_id: [gx, gy, gz],
                        wave_size: w,
                        steps: &mut stats.wave_instructions,
                        lane_steps: &mut stats.lane_instructions,
                        max_steps: self.max_steps,
                    };
                    loop {
                        let mut waiting = false;
                        for (wave, d) in waves.iter_mut().zip(done.iter_mut()) {
                            if *d {
                                continue;
                            }
                            match wave.run(&mut ctx)? {
                                WaveStatus::Done => *d = true,
                                WaveStatus::Barrier => waiting = true,
                            }
                        }
                        if !waiting {
                            break;
                        }
                    }
                    stats.groups += 1;
                    stats.threads += u64::from(threads);
                }
            }
        }
        Ok(stats)
    }
}
