//! INST_* records: each decoded into an IR instruction, its result type and fast-math
//! flags. Operands are placeholders (see [`super::values::raw`]) until the body is read.

use super::constants::{binary_op, cast_op, predicate, shuffle_mask, Predicate};
use super::error::Result;
use super::operands::Decoder;
use super::ops::Ops;
use crate::codes::FunctionCode;
use dxil_ir::{
    Atomic, AtomicOrdering, Block, ConstData, FastMathFlags, GepFlags, InstKind, RmwOp, SyncScope,
    TailKind, Type, TypeData, Value,
};

/// A decoded instruction: what it does, its result type and its fast-math flags.
pub(crate) struct Decoded {
    /// The instruction.
    pub kind: InstKind,
    /// Its result type (`void` if none).
    pub ty: Type,
    /// Fast-math flags.
    pub fmf: FastMathFlags,
}

/// 3.7's fast-math bits (unsafe-algebra 1, nnan 2, ninf 4, nsz 8, arcp 16) as IR flags;
/// unsafe-algebra is what `fast` means.
pub(crate) fn fast_math(bits: u64) -> FastMathFlags {
    if bits & 1 != 0 {
        FastMathFlags(FastMathFlags::FAST)
    } else {
        FastMathFlags((bits & 0x1e) as u8)
    }
}

/// An alignment field: `log2(align) + 1`, 0 for none.
fn alignment(field: u64, ops: &Ops<'_>) -> Result<Option<u64>> {
    match field {
        0 => Ok(None),
        1..=33 => Ok(Some(1u64 << (field - 1))),
        _ => ops.invalid(format!("alignment field {field}")),
    }
}

fn ordering(code: u64, ops: &Ops<'_>) -> Result<AtomicOrdering> {
    match code {
        1..=6 => Ok(AtomicOrdering::ALL[code as usize - 1]),
        _ => ops.invalid(format!("atomic ordering {code}")),
    }
}

fn scope(code: u64) -> SyncScope {
    if code == 0 {
        SyncScope::SingleThread
    } else {
        SyncScope::System
    }
}

impl Decoder<'_, '_> {
    fn void(&mut self) -> Type {
        self.m.types.void()
    }

    fn done(&mut self, kind: InstKind, ty: Type) -> Decoded {
        Decoded {
            kind,
            ty,
            fmf: FastMathFlags::default(),
        }
    }

    fn pointee(&self, ptr: Type, ops: &Ops<'_>) -> Result<(Type, u32)> {
        match self.m.types.get(ptr) {
            TypeData::TypedPtr { pointee, addrspace } => Ok((*pointee, *addrspace)),
            _ => ops.invalid("operand is not a pointer"),
        }
    }

    fn bool_of(&mut self, ty: Type) -> Type {
        let i1 = self.m.types.int(1);
        match self.m.types.get(ty) {
            TypeData::Vector { len, .. } => {
                let len = *len;
                self.m.types.vector(i1, len)
            }
            _ => i1,
        }
    }

    fn block(&self, blocks: &[Block], id: u64, ops: &Ops<'_>) -> Result<Block> {
        usize::try_from(id)
            .ok()
            .and_then(|i| blocks.get(i))
            .copied()
            .map_or_else(
                || super::error::err(super::error::ModuleErrorKind::BadBlockId(id), ops.at()),
                Ok,
            )
    }

    /// Decodes one instruction record; `blocks` are the function's blocks by index.
    pub fn instruction(
        &mut self,
        code: FunctionCode,
        ops: &mut Ops<'_>,
        blocks: &[Block],
    ) -> Result<Decoded> {
        use FunctionCode as F;
        Ok(match code {
            F::InstBinop => {
                let (lhs, ty) = self.value_and_type(ops)?;
                let rhs = self.value(ops, ty)?;
                let opc = ops.next()?;
                let flags = ops.opt().unwrap_or(0);
                let scalar = self.m.types.scalar_of(ty);
                let Some((op, wrap)) = binary_op(&self.m.types, ty, opc, flags) else {
                    return ops.invalid(format!("binary opcode {opc} on this type"));
                };
                let int = matches!(self.m.types.get(scalar), TypeData::Int(_));
                if op.is_float() == int {
                    return ops.invalid("binary operator on a type it does not take");
                }
                Decoded {
                    kind: InstKind::Binary {
                        op,
                        flags: wrap,
                        lhs,
                        rhs,
                    },
                    ty,
                    fmf: if op.is_float() {
                        fast_math(flags)
                    } else {
                        FastMathFlags::default()
                    },
                }
            }
            F::InstCast => {
                let (val, _) = self.value_and_type(ops)?;
                let ty = self.table.get(ops.next()?, ops.at())?;
                let opc = ops.next()?;
                let op = cast_op(opc).map_or_else(|| ops.invalid(format!("cast {opc}")), Ok)?;
                let kind = InstKind::Cast {
                    op,
                    flags: Default::default(),
                    val,
                };
                self.done(kind, ty)
            }
            F::InstGep | F::InstGepOld | F::InstInboundsGepOld => {
                let (inbounds, source) = if code == F::InstGep {
                    let inbounds = ops.next_bool()?;
                    (inbounds, Some(self.table.get(ops.next()?, ops.at())?))
                } else {
                    (code == F::InstInboundsGepOld, None)
                };
                let (base, base_ty) = self.value_and_type(ops)?;
                let mut indices = Vec::new();
                let mut index_tys = Vec::new();
                while ops.remaining() > 0 {
                    let (v, t) = self.value_and_type(ops)?;
                    indices.push(v);
                    index_tys.push(t);
                }
                let ptr_ty = self.m.types.scalar_of(base_ty);
                let (pointee, addrspace) = self.pointee(ptr_ty, ops)?;
                let source = source.unwrap_or(pointee);
                let ty = self.gep_type(source, addrspace, base_ty, &indices, &index_tys, ops)?;
                let kind = InstKind::Gep {
                    source,
                    flags: GepFlags {
                        inbounds,
                        ..GepFlags::default()
                    },
                    base,
                    indices,
                };
                self.done(kind, ty)
            }
            F::InstExtractVal => {
                let (agg, mut ty) = self.value_and_type(ops)?;
                let indices = self.indices(ops)?;
                for &i in &indices {
                    ty = self.element(ty, u64::from(i), ops)?;
                }
                self.done(InstKind::ExtractValue { agg, indices }, ty)
            }
            F::InstInsertVal => {
                let (agg, ty) = self.value_and_type(ops)?;
                let (val, vty) = self.value_and_type(ops)?;
                let indices = self.indices(ops)?;
                let mut at = ty;
                for &i in &indices {
                    at = self.element(at, u64::from(i), ops)?;
                }
                if at != vty || indices.is_empty() {
                    return ops.invalid("inserted value does not match the indexed type");
                }
                self.done(InstKind::InsertValue { agg, val, indices }, ty)
            }
            F::InstVSelect | F::InstSelect => {
                let (then_val, ty) = self.value_and_type(ops)?;
                let else_val = self.value(ops, ty)?;
                let cond = if code == F::InstVSelect {
                    let (c, cty) = self.value_and_type(ops)?;
                    let i1 = self.m.types.int(1);
                    if self.m.types.scalar_of(cty) != i1 {
                        return ops.invalid("select condition is not i1");
                    }
                    c
                } else {
                    let i1 = self.m.types.int(1);
                    self.value(ops, i1)?
                };
                let kind = InstKind::Select {
                    cond,
                    then_val,
                    else_val,
                };
                self.done(kind, ty)
            }
            F::InstExtractElt => {
                let (vec, vty) = self.value_and_type(ops)?;
                let (index, _) = self.value_and_type(ops)?;
                let TypeData::Vector { elem, .. } = *self.m.types.get(vty) else {
                    return ops.invalid("extractelement of a non-vector");
                };
                self.done(InstKind::ExtractElement { vec, index }, elem)
            }
            F::InstInsertElt => {
                let (vec, vty) = self.value_and_type(ops)?;
                let TypeData::Vector { elem, .. } = *self.m.types.get(vty) else {
                    return ops.invalid("insertelement into a non-vector");
                };
                let val = self.value(ops, elem)?;
                let (index, _) = self.value_and_type(ops)?;
                self.done(InstKind::InsertElement { vec, val, index }, vty)
            }
            F::InstShuffleVec => {
                let (a, ty) = self.value_and_type(ops)?;
                let b = self.value(ops, ty)?;
                let (mask_v, _) = self.value_and_type(ops)?;
                let mask = self
                    .known(mask_v)
                    .and_then(|v| shuffle_mask(&self.m.types, &self.m.consts, v));
                let Some(mask) = mask else {
                    return ops.invalid("shuffle mask is not a constant vector");
                };
                let TypeData::Vector { elem, .. } = *self.m.types.get(ty) else {
                    return ops.invalid("shufflevector of a non-vector");
                };
                let len = u32::try_from(mask.len()).or_else(|_| ops.invalid("mask length"))?;
                let rty = self.m.types.vector(elem, len);
                self.done(InstKind::ShuffleVector { a, b, mask }, rty)
            }
            F::InstCmp | F::InstCmp2 => {
                let (lhs, ty) = self.value_and_type(ops)?;
                let rhs = self.value(ops, ty)?;
                let pred = ops.next()?;
                let fmf = fast_math(ops.opt().unwrap_or(0));
                let kind = match predicate(pred) {
                    Some(Predicate::Int(pred)) => InstKind::ICmp {
                        pred,
                        samesign: false,
                        lhs,
                        rhs,
                    },
                    Some(Predicate::Float(pred)) => InstKind::FCmp { pred, lhs, rhs },
                    None => return ops.invalid(format!("predicate {pred}")),
                };
                let rty = self.bool_of(ty);
                Decoded {
                    fmf: if matches!(kind, InstKind::FCmp { .. }) {
                        fmf
                    } else {
                        FastMathFlags::default()
                    },
                    kind,
                    ty: rty,
                }
            }
            F::InstRet => {
                let val = if ops.remaining() == 0 {
                    None
                } else {
                    Some(self.value_and_type(ops)?.0)
                };
                if ops.remaining() > 0 {
                    return ops.unsupported("returning several values");
                }
                let v = self.void();
                self.done(InstKind::Ret { val }, v)
            }
            F::InstBr => {
                let then_dest = self.block(blocks, ops.next()?, ops)?;
                let kind = if ops.remaining() == 0 {
                    InstKind::Br { dest: then_dest }
                } else {
                    let else_dest = self.block(blocks, ops.next()?, ops)?;
                    let i1 = self.m.types.int(1);
                    let cond = self.value(ops, i1)?;
                    InstKind::CondBr {
                        cond,
                        then_dest,
                        else_dest,
                    }
                };
                let v = self.void();
                self.done(kind, v)
            }
            F::InstSwitch => {
                let opty = ops.next()?;
                if opty >> 16 == 0x4B5 {
                    return ops.unsupported("switch with case ranges");
                }
                let ty = self.table.get(opty, ops.at())?;
                if self.m.types.int_bits(ty).is_none() {
                    return ops.invalid("switch on a non-integer");
                }
                let val = self.value(ops, ty)?;
                let default = self.block(blocks, ops.next()?, ops)?;
                let mut cases = Vec::new();
                while ops.remaining() > 0 {
                    let id = ops.next()?;
                    let c = self.typed(id, ty, ops.at())?;
                    if !matches!(self.known(c), Some(Value::Const(_))) {
                        return ops.invalid("switch case is not a constant");
                    }
                    cases.push((c, self.block(blocks, ops.next()?, ops)?));
                }
                let v = self.void();
                self.done(
                    InstKind::Switch {
                        val,
                        default,
                        cases,
                    },
                    v,
                )
            }
            F::InstUnreachable => {
                let v = self.void();
                self.done(InstKind::Unreachable, v)
            }
            F::InstPhi => {
                let ty = self.table.get(ops.next()?, ops.at())?;
                if !ops.remaining().is_multiple_of(2) {
                    return ops.invalid("odd number of PHI operands");
                }
                let mut incoming = Vec::new();
                while ops.remaining() > 0 {
                    let v = self.signed_value(ops, ty)?;
                    incoming.push((v, self.block(blocks, ops.next()?, ops)?));
                }
                self.done(InstKind::Phi { incoming }, ty)
            }
            F::InstAlloca => self.alloca(ops)?,
            F::InstLoad | F::InstLoadAtomic => {
                let (ptr, pty) = self.value_and_type(ops)?;
                let (pointee, _) = self.pointee(pty, ops)?;
                let fields = if code == F::InstLoad { 2 } else { 4 };
                let ty = if ops.remaining() > fields {
                    self.table.get(ops.next()?, ops.at())?
                } else {
                    pointee
                };
                if ty != pointee {
                    return ops.invalid("loaded type is not the pointee type");
                }
                let align = alignment(ops.next()?, ops)?;
                let volatile = ops.next_bool()?;
                let atomic = if code == F::InstLoadAtomic {
                    let ordering = ordering(ops.next()?, ops)?;
                    Some(Atomic {
                        ordering,
                        scope: scope(ops.next()?),
                    })
                } else {
                    None
                };
                let kind = InstKind::Load {
                    ptr,
                    align,
                    volatile,
                    atomic,
                };
                self.done(kind, ty)
            }
            F::InstStore | F::InstStoreOld | F::InstStoreAtomic | F::InstStoreAtomicOld => {
                let (ptr, pty) = self.value_and_type(ops)?;
                let (pointee, _) = self.pointee(pty, ops)?;
                let val = if matches!(code, F::InstStore | F::InstStoreAtomic) {
                    let (v, vty) = self.value_and_type(ops)?;
                    if vty != pointee {
                        return ops.invalid("stored type is not the pointee type");
                    }
                    v
                } else {
                    self.value(ops, pointee)?
                };
                let align = alignment(ops.next()?, ops)?;
                let volatile = ops.next_bool()?;
                let atomic = if matches!(code, F::InstStoreAtomic | F::InstStoreAtomicOld) {
                    let ordering = ordering(ops.next()?, ops)?;
                    Some(Atomic {
                        ordering,
                        scope: scope(ops.next()?),
                    })
                } else {
                    None
                };
                let v = self.void();
                let kind = InstKind::Store {
                    val,
                    ptr,
                    align,
                    volatile,
                    atomic,
                };
                self.done(kind, v)
            }
            F::InstCmpxchg | F::InstCmpxchgOld => {
                let (ptr, pty) = self.value_and_type(ops)?;
                let (pointee, _) = self.pointee(pty, ops)?;
                let expected = if code == F::InstCmpxchg {
                    let (v, t) = self.value_and_type(ops)?;
                    if t != pointee {
                        return ops.invalid("compared type is not the pointee type");
                    }
                    v
                } else {
                    self.value(ops, pointee)?
                };
                let new = self.value(ops, pointee)?;
                let volatile = ops.next_bool()?;
                let success = ordering(ops.next()?, ops)?;
                let scope = scope(ops.next()?);
                let failure = match ops.opt() {
                    Some(f) => ordering(f, ops)?,
                    None => match success {
                        AtomicOrdering::AcqRel => AtomicOrdering::Acquire,
                        AtomicOrdering::Release => AtomicOrdering::Monotonic,
                        o => o,
                    },
                };
                let weak = ops.opt().is_some_and(|w| w != 0);
                let i1 = self.m.types.int(1);
                let ty = self.m.types.structure(vec![pointee, i1], false);
                let kind = InstKind::CmpXchg {
                    ptr,
                    expected,
                    new,
                    success,
                    failure,
                    scope,
                    weak,
                    volatile,
                    align: None,
                };
                self.done(kind, ty)
            }
            F::InstAtomicRmw => {
                let (ptr, pty) = self.value_and_type(ops)?;
                let (pointee, _) = self.pointee(pty, ops)?;
                let val = self.value(ops, pointee)?;
                let opc = ops.next()?;
                let op = usize::try_from(opc)
                    .ok()
                    .filter(|&i| i <= 10)
                    .and_then(|i| RmwOp::ALL.get(i).copied())
                    .map_or_else(|| ops.invalid(format!("atomicrmw operation {opc}")), Ok)?;
                let volatile = ops.next_bool()?;
                let ordering = ordering(ops.next()?, ops)?;
                let scope = scope(ops.next()?);
                let kind = InstKind::AtomicRmw {
                    op,
                    ptr,
                    val,
                    ordering,
                    scope,
                    volatile,
                    align: None,
                };
                self.done(kind, pointee)
            }
            F::InstFence => {
                let ordering = ordering(ops.next()?, ops)?;
                let scope = scope(ops.next()?);
                let v = self.void();
                self.done(InstKind::Fence { ordering, scope }, v)
            }
            F::InstCall => self.call(ops)?,
            F::InstInvoke
            | F::InstVaArg
            | F::InstIndirectBr
            | F::InstResume
            | F::InstLandingPad
            | F::InstLandingPadOld => {
                return ops.unsupported(format!("the {} instruction", code.name()))
            }
            F::DeclareBlocks | F::DebugLoc | F::DebugLocAgain => {
                return ops.invalid("not an instruction")
            }
        })
    }

    fn indices(&self, ops: &mut Ops<'_>) -> Result<Vec<u32>> {
        let rest = ops.rest();
        rest.iter()
            .map(|&i| u32::try_from(i).or_else(|_| ops.invalid(format!("index {i}"))))
            .collect()
    }

    fn element(&self, ty: Type, i: u64, ops: &Ops<'_>) -> Result<Type> {
        match self.m.types.get(ty) {
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => self
                .m
                .types
                .aggregate_element(ty, i)
                .map_or_else(|| ops.invalid(format!("index {i} out of range")), Ok),
            _ => ops.invalid("index into a non-aggregate"),
        }
    }

    /// The result type of a GEP: a pointer (in the base's address space) to what the
    /// indices after the first reach in `source`; a vector of them if any operand is one.
    fn gep_type(
        &mut self,
        source: Type,
        addrspace: u32,
        base_ty: Type,
        indices: &[Value],
        index_tys: &[Type],
        ops: &Ops<'_>,
    ) -> Result<Type> {
        let mut cur = source;
        for &v in indices.iter().skip(1) {
            cur = match self.m.types.get(cur) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let idx = self.known(v).and_then(|v| self.m.const_int(v));
                    let Some(idx) = idx.and_then(|i| u64::try_from(i).ok()) else {
                        return ops.invalid("struct index is not a constant");
                    };
                    self.element(cur, idx, ops)?
                }
                _ => return ops.invalid("GEP index into a non-aggregate"),
            };
        }
        let ptr = self.m.types.typed_ptr(cur, addrspace);
        let lanes = std::iter::once(base_ty)
            .chain(index_tys.iter().copied())
            .find_map(|t| match self.m.types.get(t) {
                TypeData::Vector { len, .. } => Some(*len),
                _ => None,
            });
        Ok(match lanes {
            Some(n) => self.m.types.vector(ptr, n),
            None => ptr,
        })
    }

    fn alloca(&mut self, ops: &mut Ops<'_>) -> Result<Decoded> {
        let ty = self.table.get(ops.next()?, ops.at())?;
        let size_ty = self.table.get(ops.next()?, ops.at())?;
        let size_id = ops.next()?;
        let field = ops.next()?;
        let explicit = field & (1 << 6) != 0;
        let align = alignment(field & 31, ops)?;
        if field & (1 << 5) != 0 {
            return ops.unsupported("inalloca");
        }
        let allocated = if explicit {
            ty
        } else {
            self.pointee(ty, ops)?.0
        };
        if self.m.types.int_bits(size_ty).is_none() {
            return ops.invalid("alloca size is not an integer");
        }
        let size = self.typed(size_id, size_ty, ops.at())?;
        let count = match self.known(size) {
            Some(Value::Const(c)) => match self.m.consts.get(c) {
                ConstData::Int { bits: 1, .. } => None,
                _ => Some(size),
            },
            _ => Some(size),
        };
        let rty = self.m.types.typed_ptr(allocated, 0);
        let kind = InstKind::Alloca {
            allocated,
            count,
            align,
            addrspace: 0,
        };
        Ok(self.done(kind, rty))
    }

    fn call(&mut self, ops: &mut Ops<'_>) -> Result<Decoded> {
        let attr_id = ops.next()?;
        let cc_info = ops.next()?;
        if cc_info >> 16 != 0 {
            return ops.unsupported(format!("call flags {cc_info:#x}"));
        }
        let explicit = cc_info & (1 << 15) != 0;
        let fn_ty = if explicit {
            Some(self.table.get(ops.next()?, ops.at())?)
        } else {
            None
        };
        let (callee, callee_ty) = self.value_and_type(ops)?;
        let (pointee, _) = self.pointee(callee_ty, ops)?;
        let fn_ty = fn_ty.unwrap_or(pointee);
        if fn_ty != pointee {
            return ops.invalid("callee type is not the call's function type");
        }
        let TypeData::Function { params, .. } = self.m.types.get(fn_ty) else {
            return ops.invalid("callee is not a function");
        };
        if params.len() > ops.remaining() {
            return ops.invalid("fewer arguments than parameters");
        }
        let TypeData::Function {
            ret,
            params,
            varargs,
        } = self.m.types.get(fn_ty).clone()
        else {
            return ops.invalid("callee is not a function");
        };
        let mut args = Vec::with_capacity(params.len());
        for p in params {
            if matches!(self.m.types.get(p), TypeData::Label) {
                return ops.unsupported("label arguments");
            }
            args.push(self.value(ops, p)?);
        }
        if varargs {
            while ops.remaining() > 0 {
                args.push(self.value_and_type(ops)?.0);
            }
        } else if ops.remaining() > 0 {
            return ops.invalid("more arguments than parameters");
        }
        let tail = if cc_info & (1 << 14) != 0 {
            TailKind::MustTail
        } else if cc_info & 1 != 0 {
            TailKind::Tail
        } else {
            TailKind::None
        };
        let attrs = self.attrs.list(attr_id, args.len(), ops.at())?;
        let kind = InstKind::Call {
            callee,
            fn_ty,
            args,
            tail,
            cc: ((cc_info >> 1) & 0x1fff) as u32,
            attrs: attrs.into(),
            bundles: Default::default(),
        };
        Ok(self.done(kind, ret))
    }
}
