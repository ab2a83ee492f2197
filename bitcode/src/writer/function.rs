//! FUNCTION blocks (`WriteFunction`, `WriteInstruction`): DECLAREBLOCKS, the function's
//! constants and local metadata, instruction records with relative value ids (a type
//! operand follows a forward reference), the symbol table and attachments.

use super::abbrevs::{
    emit, INST_BINOP, INST_BINOP_FLAGS, INST_CAST, INST_GEP, INST_LOAD, INST_RET_VAL,
    INST_RET_VOID, INST_UNREACHABLE,
};
use super::const_table::Val;
use super::constants::write_constants;
use super::debug_loc::DebugLocs;
use super::encoding::{
    align_code, binop_code, binop_flags, cast_code, fast_math_code, ordering_code, rmw_code,
    scope_code, signed_vbr,
};
use super::enumerator::{is_void, type_of, Enumerator};
use super::error::{Result, WriteModuleError};
use super::metadata::{write_attachments, write_local_metadata};
use super::prepare::Prepared;
use super::symtab::SymbolNames;
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{BlockId, FunctionCode as F};
use dxil_ir::{
    BinOp, Block, FuncId, Function, Inst, InstData, InstKind, Module, TailKind, TypeData, Value,
};

/// Writes the body of function `fid`; `input` is the module `p` was prepared from
/// (which holds the instruction names).
pub(crate) fn write_function(
    w: &mut BitstreamWriter,
    p: &Prepared,
    e: &mut Enumerator,
    input: &Module,
    fid: FuncId,
) -> Result<()> {
    let f = &p.m.functions[fid];
    let Some(body) = &f.body else { return Ok(()) };
    let named = input
        .functions
        .get(fid)
        .and_then(|f| f.body.as_ref())
        .ok_or_else(|| {
            WriteModuleError::malformed(format!("@{} has no body in the input", f.name))
        })?;
    w.enter_subblock(BlockId::Function.code(), 4)?;
    e.incorporate_function(p, fid)?;
    emit(
        w,
        F::DeclareBlocks.code(),
        &[body.layout.len() as u64],
        None,
    )?;
    write_constants(w, p, e, e.first_func_const, e.first_inst, false)?;
    write_local_metadata(w, p, e, fid)?;
    let mut block_index = vec![u32::MAX; body.blocks.len()];
    for (k, b) in body.layout.iter().enumerate() {
        block_index[b.index()] = k as u32;
    }
    let mut rec = InstWriter {
        p,
        e,
        f,
        fid,
        block_index: &block_index,
        inst: None,
        inst_id: e.first_inst as u64,
        ops: Vec::new(),
    };
    let mut debug_locs = DebugLocs::default();
    let mut names = SymbolNames::of_params(p, rec.e, f, body)?;
    let mut attached = false;
    for (index, &b) in body.layout.iter().enumerate() {
        let block = &body.blocks[b];
        names.add_block(block, index)?;
        for &i in &block.insts {
            let data = &body.insts[i];
            rec.inst = Some(i);
            rec.ops.clear();
            let (code, abbrev) = rec.record(data)?;
            emit(w, code.code(), &rec.ops, abbrev)?;
            debug_locs.after(w, p, rec.e, data)?;
            if !is_void(p, data.ty) {
                rec.inst_id += 1;
            }
            names.add_inst(p, rec.e, i, named)?;
            attached |= data.metadata.iter().any(|(k, _)| &**k != "dbg");
        }
    }
    names.write(w)?;
    write_attachments(w, p, e, fid, attached)?;
    e.purge_function();
    w.exit_block()?;
    Ok(())
}

/// Builds the record of one instruction.
struct InstWriter<'a> {
    p: &'a Prepared<'a>,
    e: &'a Enumerator,
    f: &'a Function,
    fid: FuncId,
    /// The position in the layout of each block, by handle (`u32::MAX` if not in it).
    block_index: &'a [u32],
    inst: Option<Inst>,
    inst_id: u64,
    ops: Vec<u64>,
}

/// Names an instruction in an error message (formatted only when an error is made).
struct InstWhat<'a> {
    data: &'a InstData,
    f: &'a Function,
}

impl std::fmt::Display for InstWhat<'_> {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            out,
            "instruction {} in @{}",
            self.data.kind.opcode_name(),
            self.f.name
        )
    }
}

impl<'a> InstWriter<'a> {
    fn val(&self, v: Value) -> Result<Val> {
        self.p.consts.value(v)
    }

    fn id(&self, v: Val) -> Result<u64> {
        self.e.value_id(self.p, v)
    }

    fn ty_id(&self, v: Val) -> Result<u64> {
        self.e.type_id(type_of(self.p, Some(self.f), v)?)
    }

    /// `PushValueAndType`: the relative id (32-bit wrapping, as LLVM's `unsigned`), and
    /// the type id too for a forward reference. Returns whether it was one.
    fn push_vt(&mut self, v: Value) -> Result<bool> {
        let v = self.val(v)?;
        self.push_vt_val(v)
    }

    fn push_vt_val(&mut self, v: Val) -> Result<bool> {
        let id = self.id(v)?;
        self.ops
            .push(u64::from((self.inst_id as u32).wrapping_sub(id as u32)));
        if id >= self.inst_id {
            let t = self.ty_id(v)?;
            self.ops.push(t);
            return Ok(true);
        }
        Ok(false)
    }

    /// `pushValue`: the relative id only.
    fn push_v(&mut self, v: Value) -> Result<()> {
        let v = self.val(v)?;
        self.push_v_val(v)
    }

    fn push_v_val(&mut self, v: Val) -> Result<()> {
        let id = self.id(v)?;
        self.ops
            .push(u64::from((self.inst_id as u32).wrapping_sub(id as u32)));
        Ok(())
    }

    fn block_id(&self, b: Block) -> Result<u64> {
        self.block_index
            .get(b.index())
            .filter(|&&k| k != u32::MAX)
            .map(|&k| u64::from(k))
            .ok_or_else(|| {
                WriteModuleError::malformed(format!(
                    "block {b:?} of @{} is not in its layout",
                    self.f.name
                ))
            })
    }

    fn type_id(&self, t: dxil_ir::Type) -> Result<u64> {
        self.e.type_id(t)
    }

    /// The constant operand LLVM 3.7 has but the IR leaves implicit.
    fn implicit(&self) -> Result<Val> {
        self.inst
            .and_then(|i| self.p.implicit.get(self.fid, i))
            .map(Val::Const)
            .ok_or_else(|| WriteModuleError::malformed("implicit operand missing"))
    }

    fn what<'d>(&self, data: &'d InstData) -> InstWhat<'d>
    where
        'a: 'd,
    {
        InstWhat { data, f: self.f }
    }

    /// Fills `ops`; returns the code and abbreviation.
    fn record(&mut self, data: &InstData) -> Result<(F, Option<u32>)> {
        use InstKind::*;
        Ok(match &data.kind {
            Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                let fwd = self.push_vt(*lhs)?;
                self.push_v(*rhs)?;
                self.ops.push(binop_code(*op));
                let mut abbrev = (!fwd).then_some(INST_BINOP);
                let fl = binop_flags(*op, *flags, data.fmf);
                if fl != 0 {
                    abbrev = abbrev.map(|_| INST_BINOP_FLAGS);
                    self.ops.push(fl);
                }
                (F::InstBinop, abbrev)
            }
            FNeg { val } => {
                let zero = self.implicit()?;
                let fwd = self.push_vt_val(zero)?;
                self.push_v(*val)?;
                self.ops.push(binop_code(BinOp::FSub));
                let mut abbrev = (!fwd).then_some(INST_BINOP);
                let fl = fast_math_code(data.fmf);
                if fl != 0 {
                    abbrev = abbrev.map(|_| INST_BINOP_FLAGS);
                    self.ops.push(fl);
                }
                (F::InstBinop, abbrev)
            }
            ICmp { pred, lhs, rhs, .. } => {
                self.push_vt(*lhs)?;
                self.push_v(*rhs)?;
                self.ops.push(u64::from(pred.code()));
                (F::InstCmp2, None)
            }
            FCmp { pred, lhs, rhs } => {
                self.push_vt(*lhs)?;
                self.push_v(*rhs)?;
                self.ops.push(u64::from(pred.code()));
                let fl = fast_math_code(data.fmf);
                if fl != 0 {
                    self.ops.push(fl);
                }
                (F::InstCmp2, None)
            }
            Select {
                cond,
                then_val,
                else_val,
            } => {
                self.push_vt(*then_val)?;
                self.push_v(*else_val)?;
                self.push_vt(*cond)?;
                (F::InstVSelect, None)
            }
            Phi { incoming } => {
                self.ops.push(self.type_id(data.ty)?);
                for (v, b) in incoming {
                    let id = self.id(self.val(*v)?)?;
                    let diff = i64::from((self.inst_id as i32).wrapping_sub(id as i32));
                    self.ops.push(signed_vbr(diff));
                    self.ops.push(self.block_id(*b)?);
                }
                (F::InstPhi, None)
            }
            Br { dest } => {
                self.ops.push(self.block_id(*dest)?);
                (F::InstBr, None)
            }
            CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                self.ops.push(self.block_id(*then_dest)?);
                self.ops.push(self.block_id(*else_dest)?);
                self.push_v(*cond)?;
                (F::InstBr, None)
            }
            Switch {
                val,
                default,
                cases,
            } => {
                let v = self.val(*val)?;
                self.ops.push(self.ty_id(v)?);
                self.push_v_val(v)?;
                self.ops.push(self.block_id(*default)?);
                for (c, b) in cases {
                    self.ops.push(self.id(self.val(*c)?)?);
                    self.ops.push(self.block_id(*b)?);
                }
                (F::InstSwitch, None)
            }
            Ret { val: None } => (F::InstRet, Some(INST_RET_VOID)),
            Ret { val: Some(v) } => {
                let fwd = self.push_vt(*v)?;
                (F::InstRet, (!fwd).then_some(INST_RET_VAL))
            }
            Unreachable => (F::InstUnreachable, Some(INST_UNREACHABLE)),
            Alloca {
                allocated,
                count,
                align,
                addrspace,
            } => {
                if *addrspace != 0 {
                    return Err(WriteModuleError::unsupported(
                        self.what(data).to_string(),
                        "LLVM 3.7 allocas are in address space 0",
                    ));
                }
                let size = match count {
                    Some(c) => self.val(*c)?,
                    None => self.implicit()?,
                };
                self.ops.push(self.type_id(*allocated)?);
                self.ops.push(self.ty_id(size)?);
                self.ops.push(self.id(size)?);
                self.ops
                    .push(align_code(*align, &self.what(data))? | (1 << 6));
                (F::InstAlloca, None)
            }
            Load {
                ptr,
                align,
                volatile,
                atomic,
            } => {
                let fwd = self.push_vt(*ptr)?;
                self.ops.push(self.type_id(data.ty)?);
                self.ops.push(align_code(*align, &self.what(data))?);
                self.ops.push(u64::from(*volatile));
                match atomic {
                    Some(a) => {
                        self.ops.push(ordering_code(a.ordering));
                        self.ops.push(scope_code(&a.scope, &self.what(data))?);
                        (F::InstLoadAtomic, None)
                    }
                    None => (F::InstLoad, (!fwd).then_some(INST_LOAD)),
                }
            }
            Store {
                val,
                ptr,
                align,
                volatile,
                atomic,
            } => {
                self.push_vt(*ptr)?;
                self.push_vt(*val)?;
                self.ops.push(align_code(*align, &self.what(data))?);
                self.ops.push(u64::from(*volatile));
                match atomic {
                    Some(a) => {
                        self.ops.push(ordering_code(a.ordering));
                        self.ops.push(scope_code(&a.scope, &self.what(data))?);
                        (F::InstStoreAtomic, None)
                    }
                    None => (F::InstStore, None),
                }
            }
            Gep {
                source,
                flags,
                base,
                indices,
            } => {
                self.ops.push(u64::from(flags.inbounds));
                self.ops.push(self.type_id(*source)?);
                self.push_vt(*base)?;
                for i in indices {
                    self.push_vt(*i)?;
                }
                (F::InstGep, Some(INST_GEP))
            }
            ExtractValue { agg, indices } => {
                self.push_vt(*agg)?;
                self.ops.extend(indices.iter().map(|&i| u64::from(i)));
                (F::InstExtractVal, None)
            }
            InsertValue { agg, val, indices } => {
                self.push_vt(*agg)?;
                self.push_vt(*val)?;
                self.ops.extend(indices.iter().map(|&i| u64::from(i)));
                (F::InstInsertVal, None)
            }
            ExtractElement { vec, index } => {
                self.push_vt(*vec)?;
                self.push_vt(*index)?;
                (F::InstExtractElt, None)
            }
            InsertElement { vec, val, index } => {
                self.push_vt(*vec)?;
                self.push_v(*val)?;
                self.push_vt(*index)?;
                (F::InstInsertElt, None)
            }
            ShuffleVector { a, b, .. } => {
                self.push_vt(*a)?;
                self.push_v(*b)?;
                let mask = self.implicit()?;
                self.push_v_val(mask)?;
                (F::InstShuffleVec, None)
            }
            Cast { op, val, .. } => {
                let fwd = self.push_vt(*val)?;
                self.ops.push(self.type_id(data.ty)?);
                self.ops.push(cast_code(*op));
                (F::InstCast, (!fwd).then_some(INST_CAST))
            }
            Call {
                callee,
                fn_ty,
                args,
                tail,
                cc,
                attrs,
                ..
            } => {
                let what = self.what(data);
                self.ops.push(self.e.attr_list_id(attrs, &what)?);
                let tail_bits = match tail {
                    TailKind::Tail => 1,
                    TailKind::MustTail => 1 | (1 << 14),
                    TailKind::None | TailKind::NoTail => 0,
                };
                self.ops.push((u64::from(*cc) << 1) | tail_bits | (1 << 15));
                self.ops.push(self.type_id(*fn_ty)?);
                self.push_vt(*callee)?;
                let prepared: &'a Prepared<'a> = self.p;
                let (params, varargs) = match prepared.m.types.get(*fn_ty) {
                    TypeData::Function {
                        params, varargs, ..
                    } => (params, *varargs),
                    _ => {
                        return Err(WriteModuleError::malformed(format!(
                            "{what}: callee type is not a function type"
                        )))
                    }
                };
                if args.len() < params.len() || (!varargs && args.len() != params.len()) {
                    return Err(WriteModuleError::malformed(format!(
                        "{what}: {} arguments for {} parameters",
                        args.len(),
                        params.len()
                    )));
                }
                for (i, a) in args.iter().enumerate() {
                    match params.get(i) {
                        Some(&t) if matches!(self.p.m.types.get(t), TypeData::Label) => {
                            let id = self.id(self.val(*a)?)?;
                            self.ops.push(id);
                        }
                        Some(_) => self.push_v(*a)?,
                        None => {
                            self.push_vt(*a)?;
                        }
                    }
                }
                (F::InstCall, None)
            }
            AtomicRmw {
                op,
                ptr,
                val,
                ordering,
                scope,
                volatile,
                ..
            } => {
                self.push_vt(*ptr)?;
                self.push_v(*val)?;
                self.ops.push(rmw_code(*op)?);
                self.ops.push(u64::from(*volatile));
                self.ops.push(ordering_code(*ordering));
                self.ops.push(scope_code(scope, &self.what(data))?);
                (F::InstAtomicRmw, None)
            }
            CmpXchg {
                ptr,
                expected,
                new,
                success,
                failure,
                scope,
                weak,
                volatile,
                ..
            } => {
                self.push_vt(*ptr)?;
                self.push_vt(*expected)?;
                self.push_v(*new)?;
                self.ops.push(u64::from(*volatile));
                self.ops.push(ordering_code(*success));
                self.ops.push(scope_code(scope, &self.what(data))?);
                self.ops.push(ordering_code(*failure));
                self.ops.push(u64::from(*weak));
                (F::InstCmpxchg, None)
            }
            Fence { ordering, scope } => {
                self.ops.push(ordering_code(*ordering));
                self.ops.push(scope_code(scope, &self.what(data))?);
                (F::InstFence, None)
            }
            Freeze { .. } => {
                return Err(WriteModuleError::unsupported(
                    self.what(data).to_string(),
                    "LLVM 3.7 has no freeze",
                ))
            }
        })
    }
}
