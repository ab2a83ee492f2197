//! Decoding a DXIL module's compute entry point into a [`Program`].

use super::cfg::immediate_post_dominators;
use super::consts::{gep_walk, ConstPool, GepIndex};
use super::dxop;
use super::layout::Layout;
use super::{
    space, CastKind, Edge, FloatOp, Inst, IntOp, Program, Reg, ResourceRecord, Scalar, EXIT_PC,
    PTR_SPACE_SHIFT,
};
use crate::error::ExecError;
use dxil_ir::{BinOp, Block, CastOp, Function, InstData, InstKind, Module, Type, TypeData, Value};
use dxil_model::metadata::{read_dxil_info, DxilInfo};
use dxil_model::ShaderKind;
use rustc_hash::FxHashMap;

/// Choices made while decoding.
#[derive(Clone, Debug, Default)]
pub struct DecodeOptions {
    /// The entry point to run; the module's own entry when `None`.
    pub entry: Option<String>,
}

/// Decodes the compute entry point of a DXIL module.
pub fn decode(module: &Module, opts: &DecodeOptions) -> Result<Program, ExecError> {
    let info = read_dxil_info(module).map_err(|e| ExecError::Metadata(e.to_string()))?;
    if info.shader_model.kind != ShaderKind::Compute {
        return Err(ExecError::unsupported(format!(
            "{:?} shaders (only compute shaders run)",
            info.shader_model.kind
        )));
    }
    if let Some(want) = &opts.entry {
        if *want != info.entry.name {
            return Err(ExecError::Metadata(format!(
                "the pipeline asks for entry '{want}' but the module's entry is '{}'",
                info.entry.name
            )));
        }
    }
    let func_id = info
        .entry
        .function
        .ok_or_else(|| ExecError::Metadata("the entry point has no function".into()))?;
    let func = module
        .functions
        .get(func_id)
        .ok_or_else(|| ExecError::Metadata("the entry function does not exist".into()))?;
    let numthreads = info
        .entry
        .numthreads
        .ok_or_else(|| ExecError::Metadata("the entry has no numthreads".into()))?;
    let ftz = func.attrs.func.string("fp32-denorm-mode") != Some("preserve");
    Decoder::new(module, &info, func)?.run(numthreads, ftz, &info)
}

struct Decoder<'m> {
    module: &'m Module,
    func: &'m Function,
    layout: Layout<'m>,
    pool: ConstPool<'m>,
    slots: FxHashMap<dxil_ir::Inst, Reg>,
    num_regs: u32,
    private_init: Vec<u64>,
    group_leaves: u32,
    const_mem: Vec<u64>,
    insts: Vec<Inst>,
    edges: Vec<Edge>,
    /// Target block of each edge, patched into `edges` at the end.
    edge_blocks: Vec<usize>,
    block_index: FxHashMap<Block, usize>,
    resources: Vec<ResourceRecord>,
}

/// Most register slots per thread (each wave holds up to 128 lanes of them).
pub const MAX_REGS: u32 = 1 << 18;
/// Most private-memory leaves per thread.
pub const MAX_PRIVATE: u64 = 1 << 18;
/// Most group-shared leaves (D3D allows 32 KiB).
pub const MAX_GROUP: u64 = 1 << 20;

fn ptr(space: u64, leaf: u64) -> u64 {
    (space << PTR_SPACE_SHIFT) | leaf
}

impl<'m> Decoder<'m> {
    fn new(module: &'m Module, info: &DxilInfo, func: &'m Function) -> Result<Self, ExecError> {
        let layout = Layout::new(&module.types);
        // Addresses of globals first, so that initializers may name them.
        let mut global_addr = FxHashMap::default();
        let (mut priv_n, mut group_n, mut const_n) = (0u64, 0u64, 0u64);
        for (g, gv) in module.globals.iter() {
            let n = u64::from(layout.leaves(gv.value_ty)?);
            let counter = match (gv.addrspace, gv.is_constant) {
                (3, _) => (&mut group_n, space::GROUP),
                (_, true) => (&mut const_n, space::CONSTANT),
                _ => (&mut priv_n, space::PRIVATE),
            };
            global_addr.insert(g, ptr(counter.1, *counter.0));
            *counter.0 += n;
            let limit = match counter.1 {
                space::PRIVATE => MAX_PRIVATE,
                space::GROUP => MAX_GROUP,
                _ => super::layout::MAX_LEAVES,
            };
            if *counter.0 > limit {
                return Err(ExecError::unsupported("globals too large"));
            }
        }
        let pool = ConstPool::new(module, global_addr);
        let mut private_init = vec![0u64; priv_n as usize];
        let mut const_mem = vec![0u64; const_n as usize];
        for (g, gv) in module.globals.iter() {
            let (Some(init), Some(addr)) = (gv.init, pool.global_addr.get(&g)) else {
                continue;
            };
            let target = match addr >> PTR_SPACE_SHIFT {
                space::PRIVATE => &mut private_init,
                space::CONSTANT => &mut const_mem,
                _ => continue,
            };
            let mut leaves = Vec::new();
            pool.leaves(init, &mut leaves, 0)?;
            let at = (addr & ((1 << PTR_SPACE_SHIFT) - 1)) as usize;
            for (i, v) in leaves.into_iter().enumerate() {
                if let Some(slot) = target.get_mut(at + i) {
                    *slot = v;
                }
            }
        }
        let resources = info
            .resources
            .iter()
            .map(|r| ResourceRecord {
                class: r.class,
                id: r.id,
                space: r.space,
                lower_bound: r.lower_bound,
                range_size: r.range_size,
                shape: r.shape,
                stride: r.stride,
                cbuffer_size: (r.class == dxil_model::metadata::ResourceClass::Cbv)
                    .then_some(r.shape),
            })
            .collect();
        Ok(Decoder {
            module,
            func,
            layout,
            pool,
            slots: FxHashMap::default(),
            num_regs: 0,
            private_init,
            group_leaves: group_n as u32,
            const_mem,
            insts: Vec::new(),
            edges: Vec::new(),
            edge_blocks: Vec::new(),
            block_index: FxHashMap::default(),
            resources,
        })
    }

    fn run(
        mut self,
        numthreads: [u32; 3],
        ftz: bool,
        info: &DxilInfo,
    ) -> Result<Program, ExecError> {
        let body = self
            .func
            .body
            .as_ref()
            .ok_or_else(|| ExecError::invalid("the entry function has no body"))?;
        for (i, &b) in body.layout.iter().enumerate() {
            self.block_index.insert(b, i);
        }
        // Register slots for every value-producing instruction.
        for (_, i) in body.placed_insts() {
            let data = self.inst_data(i)?;
            let n = self.layout.leaves(data.ty)?;
            if n > 0 {
                self.slots.insert(i, self.num_regs);
                self.num_regs = self
                    .num_regs
                    .checked_add(n)
                    .filter(|&r| r <= MAX_REGS)
                    .ok_or_else(|| ExecError::unsupported("too many values"))?;
            }
        }
        // Successors and reconvergence points.
        let mut succs = Vec::with_capacity(body.layout.len());
        for &b in &body.layout {
            let term = body
                .terminator(b)
                .ok_or_else(|| ExecError::invalid("a block has no terminator"))?;
            let targets = self.inst_data(term)?.kind.successors();
            let mut s = Vec::new();
            for t in targets {
                s.push(self.block_of(t)?);
            }
            succs.push(s);
        }
        let ipdom = immediate_post_dominators(&succs);
        let mut block_start = vec![0u32; body.layout.len()];
        let mut reconv_fixups: Vec<(usize, Option<usize>)> = Vec::new();
        for (bi, &b) in body.layout.iter().enumerate() {
            block_start[bi] = self.pc()?;
            let block = body
                .blocks
                .get(b)
                .ok_or_else(|| ExecError::invalid("unknown block"))?;
            for &i in &block.insts {
                let data = self.inst_data(i)?;
                if matches!(data.kind, InstKind::Phi { .. }) {
                    continue;
                }
                if matches!(data.kind, InstKind::CondBr { .. } | InstKind::Switch { .. }) {
                    reconv_fixups.push((self.insts.len(), ipdom[bi]));
                }
                self.inst(b, i, data)?;
            }
        }
        for (e, &blk) in self.edge_blocks.iter().enumerate() {
            self.edges[e].target = block_start[blk];
        }
        for (at, target) in reconv_fixups {
            let pc = target.map_or(EXIT_PC, |t| block_start[t]);
            match &mut self.insts[at] {
                Inst::CondBr { reconverge, .. } | Inst::Switch { reconverge, .. } => {
                    *reconverge = pc
                }
                _ => return Err(ExecError::invalid("internal: branch fixup")),
            }
        }
        let wave = info.entry.wave_size.map(|w| (w.min, w.max, w.preferred));
        Ok(Program {
            entry_name: info.entry.name.clone(),
            numthreads,
            wave_size_range: wave,
            fp32_ftz: ftz,
            insts: self.insts,
            edges: self.edges,
            entry_pc: block_start.first().copied().unwrap_or(0),
            num_regs: self.num_regs,
            consts: self.pool.pool,
            private_init: self.private_init,
            group_leaves: self.group_leaves,
            const_mem: self.const_mem,
            resources: self.resources,
        })
    }

    fn pc(&self) -> Result<u32, ExecError> {
        u32::try_from(self.insts.len())
            .ok()
            .filter(|&p| p < EXIT_PC)
            .ok_or_else(|| ExecError::unsupported("too many instructions"))
    }

    fn inst_data(&self, i: dxil_ir::Inst) -> Result<&'m InstData, ExecError> {
        self.func
            .body
            .as_ref()
            .and_then(|b| b.insts.get(i))
            .ok_or_else(|| ExecError::invalid("unknown instruction"))
    }

    fn block_of(&self, b: Block) -> Result<usize, ExecError> {
        self.block_index
            .get(&b)
            .copied()
            .ok_or_else(|| ExecError::invalid("branch to a block not in the function"))
    }

    /// The register of operand `v`.
    fn reg(&mut self, v: Value) -> Result<Reg, ExecError> {
        match v {
            Value::Inst(i) => self
                .slots
                .get(&i)
                .copied()
                .ok_or_else(|| ExecError::invalid("use of a value-less instruction")),
            Value::Arg(_) => Err(ExecError::unsupported("entry functions with parameters")),
            Value::Metadata(_) => self.pool.zero(),
            other => self.pool.operand(other),
        }
    }

    fn type_of(&self, v: Value) -> Result<Type, ExecError> {
        self.module
            .type_of(Some(self.func), v)
            .ok_or_else(|| ExecError::invalid(format!("no type for {v:?}")))
    }

    fn dst(&self, i: dxil_ir::Inst) -> Result<Reg, ExecError> {
        self.slots
            .get(&i)
            .copied()
            .ok_or_else(|| ExecError::invalid("an instruction that needs a result has none"))
    }

    fn push(&mut self, inst: Inst) {
        self.insts.push(inst);
    }

    /// The scalar element type and count of `t`: (t, 1) for scalars.
    fn elements(&self, t: Type) -> Result<(Scalar, u32), ExecError> {
        match self.layout.vector(t) {
            Some((elem, len)) => Ok((self.layout.scalar(elem)?, len)),
            None => Ok((self.layout.scalar(t)?, 1)),
        }
    }

    fn edge(&mut self, from: Block, to: Block) -> Result<u32, ExecError> {
        let body = self
            .func
            .body
            .as_ref()
            .ok_or_else(|| ExecError::invalid("no body"))?;
        let target = body
            .blocks
            .get(to)
            .ok_or_else(|| ExecError::invalid("unknown block"))?;
        let mut copies = Vec::new();
        for &i in &target.insts {
            let data = self.inst_data(i)?;
            let InstKind::Phi { incoming } = &data.kind else {
                continue;
            };
            let Some((v, _)) = incoming.iter().find(|(_, b)| *b == from) else {
                return Err(ExecError::invalid("a phi lacks a value for a predecessor"));
            };
            let dst = self.dst(i)?;
            let src = self.reg(*v)?;
            for k in 0..self.layout.leaves(data.ty)? {
                copies.push((dst + k, src + k));
            }
        }
        let e = u32::try_from(self.edges.len()).map_err(|_| ExecError::unsupported("edges"))?;
        self.edges.push(Edge {
            target: 0,
            copies: copies.into(),
        });
        let blk = self.block_of(to)?;
        self.edge_blocks.push(blk);
        Ok(e)
    }

    fn inst(
        &mut self,
        block: Block,
        i: dxil_ir::Inst,
        data: &'m InstData,
    ) -> Result<(), ExecError> {
        match &data.kind {
            InstKind::Binary { op, lhs, rhs, .. } => {
                let (elem, len) = self.elements(data.ty)?;
                let (dst, a, b) = (self.dst(i)?, self.reg(*lhs)?, self.reg(*rhs)?);
                for k in 0..len {
                    let inst = binary(*op, elem, dst + k, a + k, b + k)?;
                    self.push(inst);
                }
            }
            InstKind::FNeg { val } => {
                let (elem, len) = self.elements(data.ty)?;
                let Scalar::Float(fk) = elem else {
                    return Err(ExecError::invalid("fneg of a non-float"));
                };
                let (dst, a) = (self.dst(i)?, self.reg(*val)?);
                for k in 0..len {
                    self.push(Inst::FNeg {
                        fk,
                        dst: dst + k,
                        a: a + k,
                    });
                }
            }
            InstKind::ICmp { pred, lhs, rhs, .. } => {
                let (elem, len) = self.elements(self.type_of(*lhs)?)?;
                let bits = match elem {
                    Scalar::Int(b) => b,
                    _ => 64,
                };
                let (dst, a, b) = (self.dst(i)?, self.reg(*lhs)?, self.reg(*rhs)?);
                for k in 0..len {
                    self.push(Inst::ICmp {
                        pred: *pred,
                        bits,
                        dst: dst + k,
                        a: a + k,
                        b: b + k,
                    });
                }
            }
            InstKind::FCmp { pred, lhs, rhs } => {
                let (elem, len) = self.elements(self.type_of(*lhs)?)?;
                let Scalar::Float(fk) = elem else {
                    return Err(ExecError::invalid("fcmp of a non-float"));
                };
                let (dst, a, b) = (self.dst(i)?, self.reg(*lhs)?, self.reg(*rhs)?);
                for k in 0..len {
                    self.push(Inst::FCmp {
                        pred: *pred,
                        fk,
                        dst: dst + k,
                        a: a + k,
                        b: b + k,
                    });
                }
            }
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => {
                let dst = self.dst(i)?;
                let (c, a, b) = (self.reg(*cond)?, self.reg(*then_val)?, self.reg(*else_val)?);
                if let Some((_, len)) = self.layout.vector(self.type_of(*cond)?) {
                    for k in 0..len {
                        self.push(Inst::Select {
                            dst: dst + k,
                            cond: c + k,
                            a: a + k,
                            b: b + k,
                            n: 1,
                        });
                    }
                } else {
                    let n = self.layout.leaves(data.ty)?;
                    self.push(Inst::Select {
                        dst,
                        cond: c,
                        a,
                        b,
                        n,
                    });
                }
            }
            InstKind::Phi { .. } => {}
            InstKind::Br { dest } => {
                let edge = self.edge(block, *dest)?;
                self.push(Inst::Br { edge });
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                let cond = self.reg(*cond)?;
                let then_edge = self.edge(block, *then_dest)?;
                let else_edge = self.edge(block, *else_dest)?;
                self.push(Inst::CondBr {
                    cond,
                    then_edge,
                    else_edge,
                    reconverge: EXIT_PC,
                });
            }
            InstKind::Switch {
                val,
                default,
                cases,
            } => {
                let v = self.reg(*val)?;
                let default = self.edge(block, *default)?;
                let mut out = Vec::with_capacity(cases.len());
                for (c, b) in cases {
                    let value = self
                        .pool
                        .int(*c)
                        .ok_or_else(|| ExecError::invalid("a switch case is not an integer"))?;
                    let bits = self
                        .layout
                        .types()
                        .int_bits(self.type_of(*c)?)
                        .unwrap_or(64);
                    let e = self.edge(block, *b)?;
                    out.push((crate::ops::alu::mask(value as u64, bits), e));
                }
                self.push(Inst::Switch {
                    val: v,
                    cases: out.into(),
                    default,
                    reconverge: EXIT_PC,
                });
            }
            InstKind::Ret { .. } => self.push(Inst::Ret),
            InstKind::Unreachable => self.push(Inst::Unreachable),
            InstKind::Alloca {
                allocated, count, ..
            } => {
                let per = u64::from(self.layout.leaves(*allocated)?);
                let count = match count {
                    Some(c) => u64::try_from(self.pool.int(*c).unwrap_or(1)).unwrap_or(1),
                    None => 1,
                };
                let n = per.saturating_mul(count);
                let at = self.private_init.len() as u64;
                if at + n > MAX_PRIVATE {
                    return Err(ExecError::unsupported("private memory too large"));
                }
                self.private_init.extend(std::iter::repeat_n(0, n as usize));
                let src = self.pool.push(&[ptr(space::PRIVATE, at)])?;
                let dst = self.dst(i)?;
                self.push(Inst::Copy { dst, src, n: 1 });
            }
            InstKind::Load { ptr, .. } => {
                let n = self.layout.leaves(data.ty)?;
                let (dst, p) = (self.dst(i)?, self.reg(*ptr)?);
                self.push(Inst::Load { dst, ptr: p, n });
            }
            InstKind::Store { val, ptr, .. } => {
                let n = self.layout.leaves(self.type_of(*val)?)?;
                let (v, p) = (self.reg(*val)?, self.reg(*ptr)?);
                self.push(Inst::Store { val: v, ptr: p, n });
            }
            InstKind::Gep {
                source,
                base,
                indices,
                ..
            } => {
                let mut idx = Vec::with_capacity(indices.len());
                for v in indices {
                    idx.push(match self.pool.int(*v) {
                        Some(c) => GepIndex::Const(c as i64),
                        None => {
                            let bits = self
                                .layout
                                .types()
                                .int_bits(self.type_of(*v)?)
                                .unwrap_or(32);
                            GepIndex::Dyn(self.reg(*v)?, bits as u8)
                        }
                    });
                }
                let (offset, terms, _) = gep_walk(&self.layout, *source, &idx)?;
                let (dst, b) = (self.dst(i)?, self.reg(*base)?);
                self.push(Inst::Gep {
                    dst,
                    base: b,
                    offset,
                    terms: terms.into(),
                });
            }
            InstKind::ExtractValue { agg, indices } => {
                let mut t = self.type_of(*agg)?;
                let mut off = 0;
                for &k in indices {
                    let (o, next) = self.layout.member(t, u64::from(k))?;
                    off += o;
                    t = next;
                }
                let n = self.layout.leaves(data.ty)?;
                let (dst, src) = (self.dst(i)?, self.reg(*agg)?);
                self.push(Inst::Copy {
                    dst,
                    src: src + off,
                    n,
                });
            }
            InstKind::InsertValue { agg, val, indices } => {
                let mut t = self.type_of(*agg)?;
                let mut off = 0;
                for &k in indices {
                    let (o, next) = self.layout.member(t, u64::from(k))?;
                    off += o;
                    t = next;
                }
                let total = self.layout.leaves(data.ty)?;
                let n = self.layout.leaves(t)?;
                let (dst, a, v) = (self.dst(i)?, self.reg(*agg)?, self.reg(*val)?);
                self.push(Inst::Copy {
                    dst,
                    src: a,
                    n: total,
                });
                self.push(Inst::Copy {
                    dst: dst + off,
                    src: v,
                    n,
                });
            }
            InstKind::ExtractElement { vec, index } => {
                let (elem_ty, len) = self
                    .layout
                    .vector(self.type_of(*vec)?)
                    .ok_or_else(|| ExecError::invalid("extractelement of a non-vector"))?;
                let elem = self.layout.leaves(elem_ty)?;
                let (dst, v) = (self.dst(i)?, self.reg(*vec)?);
                match self.pool.int(*index) {
                    Some(k) if (0..i128::from(len)).contains(&k) => self.push(Inst::Copy {
                        dst,
                        src: v + k as u32 * elem,
                        n: elem,
                    }),
                    _ => {
                        let index = self.reg(*index)?;
                        self.push(Inst::ExtractDyn {
                            dst,
                            vec: v,
                            index,
                            len,
                            elem,
                        })
                    }
                }
            }
            InstKind::InsertElement { vec, val, index } => {
                let (elem_ty, len) = self
                    .layout
                    .vector(data.ty)
                    .ok_or_else(|| ExecError::invalid("insertelement into a non-vector"))?;
                let elem = self.layout.leaves(elem_ty)?;
                let (dst, v, x) = (self.dst(i)?, self.reg(*vec)?, self.reg(*val)?);
                match self.pool.int(*index) {
                    Some(k) if (0..i128::from(len)).contains(&k) => {
                        self.push(Inst::Copy {
                            dst,
                            src: v,
                            n: len * elem,
                        });
                        self.push(Inst::Copy {
                            dst: dst + k as u32 * elem,
                            src: x,
                            n: elem,
                        });
                    }
                    _ => {
                        let index = self.reg(*index)?;
                        self.push(Inst::InsertDyn {
                            dst,
                            vec: v,
                            val: x,
                            index,
                            len,
                            elem,
                        })
                    }
                }
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let (elem_ty, len_a) = self
                    .layout
                    .vector(self.type_of(*a)?)
                    .ok_or_else(|| ExecError::invalid("shufflevector of a non-vector"))?;
                let elem = self.layout.leaves(elem_ty)?;
                let (dst, ra, rb) = (self.dst(i)?, self.reg(*a)?, self.reg(*b)?);
                for (k, &m) in mask.iter().enumerate() {
                    let d = dst + k as u32 * elem;
                    let src = if m < 0 {
                        self.pool.push(&vec![0; elem as usize])?
                    } else if (m as u32) < len_a {
                        ra + m as u32 * elem
                    } else {
                        rb + (m as u32 - len_a) * elem
                    };
                    self.push(Inst::Copy {
                        dst: d,
                        src,
                        n: elem,
                    });
                }
            }
            InstKind::Cast { op, val, .. } => self.cast(*op, *val, i, data)?,
            InstKind::Call { callee, args, .. } => {
                let Value::Function(f) = callee else {
                    return Err(ExecError::unsupported("indirect calls"));
                };
                let name = self
                    .module
                    .functions
                    .get(*f)
                    .map(|f| &*f.name)
                    .ok_or_else(|| ExecError::invalid("call of an unknown function"))?;
                if name.starts_with("dx.op.") {
                    let dst = self.slots.get(&i).copied();
                    let mut regs = Vec::with_capacity(args.len());
                    let mut types = Vec::with_capacity(args.len());
                    for a in args {
                        regs.push(self.reg(*a)?);
                        types.push(self.type_of(*a).ok());
                    }
                    let inst = dxop::decode_call(self, args, &regs, &types, data.ty, dst)?;
                    self.push(inst);
                } else if !(name.starts_with("llvm.lifetime.") || name.starts_with("llvm.dbg.")) {
                    return Err(ExecError::unsupported(format!("call to @{name}")));
                }
            }
            InstKind::AtomicRmw { op, ptr, val, .. } => {
                let kind = self.layout.scalar(data.ty)?;
                let (dst, p, v) = (self.dst(i)?, self.reg(*ptr)?, self.reg(*val)?);
                self.push(Inst::AtomicRmw {
                    op: *op,
                    kind,
                    dst,
                    ptr: p,
                    val: v,
                });
            }
            InstKind::CmpXchg {
                ptr, expected, new, ..
            } => {
                let kind = self.layout.scalar(self.type_of(*expected)?)?;
                let dst = self.dst(i)?;
                let (p, c, n) = (self.reg(*ptr)?, self.reg(*expected)?, self.reg(*new)?);
                self.push(Inst::CmpXchg {
                    kind,
                    dst,
                    ptr: p,
                    cmp: c,
                    new: n,
                });
            }
            InstKind::Fence { .. } => {}
            InstKind::Freeze { val } => {
                let n = self.layout.leaves(data.ty)?;
                let (dst, src) = (self.dst(i)?, self.reg(*val)?);
                self.push(Inst::Copy { dst, src, n });
            }
        }
        Ok(())
    }

    fn cast(
        &mut self,
        op: CastOp,
        val: Value,
        i: dxil_ir::Inst,
        data: &InstData,
    ) -> Result<(), ExecError> {
        let from_ty = self.type_of(val)?;
        let (dst, a) = (self.dst(i)?, self.reg(val)?);
        let copy = matches!(
            op,
            CastOp::BitCast
                | CastOp::AddrSpaceCast
                | CastOp::PtrToInt
                | CastOp::IntToPtr
                | CastOp::ZExt
        );
        if copy {
            let n = self.layout.leaves(data.ty)?;
            if n != self.layout.leaves(from_ty)? {
                return Err(ExecError::unsupported(
                    "bitcast between differently shaped values",
                ));
            }
            self.push(Inst::Copy { dst, src: a, n });
            return Ok(());
        }
        let (from, len) = self.elements(from_ty)?;
        let (to, _) = self.elements(data.ty)?;
        let kind = match (op, from, to) {
            (CastOp::Trunc, _, Scalar::Int(t)) => CastKind::Trunc(t),
            (CastOp::SExt, Scalar::Int(f), Scalar::Int(t)) => CastKind::SExt(f, t),
            (CastOp::FPToUI, Scalar::Float(f), Scalar::Int(t)) => CastKind::FpToUi(f, t),
            (CastOp::FPToSI, Scalar::Float(f), Scalar::Int(t)) => CastKind::FpToSi(f, t),
            (CastOp::UIToFP, Scalar::Int(f), Scalar::Float(t)) => CastKind::UiToFp(f, t),
            (CastOp::SIToFP, Scalar::Int(f), Scalar::Float(t)) => CastKind::SiToFp(f, t),
            (CastOp::FPTrunc | CastOp::FPExt, Scalar::Float(f), Scalar::Float(t)) => {
                CastKind::FpConvert(f, t)
            }
            _ => {
                return Err(ExecError::invalid(format!(
                    "{} from {from:?} to {to:?}",
                    op.keyword()
                )))
            }
        };
        for k in 0..len {
            self.push(Inst::Cast {
                kind,
                dst: dst + k,
                a: a + k,
            });
        }
        Ok(())
    }
}

/// The decoded form of an LLVM binary operator on `elem` values.
fn binary(op: BinOp, elem: Scalar, dst: Reg, a: Reg, b: Reg) -> Result<Inst, ExecError> {
    Ok(match elem {
        Scalar::Float(fk) => {
            let op = match op {
                BinOp::FAdd => FloatOp::Add,
                BinOp::FSub => FloatOp::Sub,
                BinOp::FMul => FloatOp::Mul,
                BinOp::FDiv => FloatOp::Div,
                BinOp::FRem => FloatOp::Rem,
                other => return Err(ExecError::invalid(format!("{} on floats", other.keyword()))),
            };
            Inst::FloatBin { op, fk, dst, a, b }
        }
        Scalar::Int(bits) => {
            let op = match op {
                BinOp::Add => IntOp::Add,
                BinOp::Sub => IntOp::Sub,
                BinOp::Mul => IntOp::Mul,
                BinOp::UDiv => IntOp::UDiv,
                BinOp::SDiv => IntOp::SDiv,
                BinOp::URem => IntOp::URem,
                BinOp::SRem => IntOp::SRem,
                BinOp::Shl => IntOp::Shl,
                BinOp::LShr => IntOp::LShr,
                BinOp::AShr => IntOp::AShr,
                BinOp::And => IntOp::And,
                BinOp::Or => IntOp::Or,
                BinOp::Xor => IntOp::Xor,
                other => {
                    return Err(ExecError::invalid(format!(
                        "{} on integers",
                        other.keyword()
                    )))
                }
            };
            Inst::IntBin {
                op,
                bits,
                dst,
                a,
                b,
            }
        }
        Scalar::Ptr => return Err(ExecError::invalid("arithmetic on pointers")),
    })
}

/// What the dx.op decoder needs from the function decoder.
pub(super) trait DecodeCtx {
    /// The integer value of a constant operand.
    fn const_int(&self, v: Value) -> Option<i128>;
    /// The module's types laid out.
    fn layout(&self) -> &Layout<'_>;
    /// The resource records.
    fn records(&self) -> &[ResourceRecord];
    /// The leaves of a constant operand.
    fn const_leaves(&self, v: Value) -> Result<Vec<u64>, ExecError>;
    /// Type data.
    fn type_data(&self, t: Type) -> &TypeData;
}

impl DecodeCtx for Decoder<'_> {
    fn const_int(&self, v: Value) -> Option<i128> {
        self.pool.int(v)
    }
    fn layout(&self) -> &Layout<'_> {
        &self.layout
    }
    fn records(&self) -> &[ResourceRecord] {
        &self.resources
    }
    fn const_leaves(&self, v: Value) -> Result<Vec<u64>, ExecError> {
        let mut out = Vec::new();
        self.pool.leaves(v, &mut out, 0)?;
        Ok(out)
    }
    fn type_data(&self, t: Type) -> &TypeData {
        self.module.types.get(t)
    }
}
