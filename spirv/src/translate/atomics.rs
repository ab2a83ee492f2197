//! SPIR-V's atomic instructions as the `atomicrmw` / `cmpxchg` clang writes for HLSL's
//! interlocked functions (the lowering turns those on buffer memory into
//! `llvm.dx.resource.atomic.*`). HLSL has no atomic load or store: `OpAtomicLoad` is a
//! plain load and `OpAtomicStore` an exchange whose old value is dropped (as
//! `InterlockedExchange`); subtraction, increment and decrement are additions (DXIL's
//! atomic operations have no subtraction).

use super::Emitter;
use super::{Frame, Translator, Val, R};
use crate::function_code::Inst;
use crate::module_info::SpvType;
use dxil_ir::{AtomicOrdering, InstKind, RmwOp, SyncScope};
use rspirv::dr::Operand;
use rspirv::spirv::{Decoration, Op, StorageClass, Word};
use rustc_hash::FxHashMap;

/// The `atomicrmw` operation of each read-modify-write opcode that has one as it is.
const RMW_OPS: &[(Op, RmwOp)] = &[
    (Op::AtomicIAdd, RmwOp::Add),
    (Op::AtomicAnd, RmwOp::And),
    (Op::AtomicOr, RmwOp::Or),
    (Op::AtomicXor, RmwOp::Xor),
    (Op::AtomicSMin, RmwOp::Min),
    (Op::AtomicUMin, RmwOp::UMin),
    (Op::AtomicSMax, RmwOp::Max),
    (Op::AtomicUMax, RmwOp::UMax),
    (Op::AtomicExchange, RmwOp::Xchg),
    (Op::AtomicStore, RmwOp::Xchg),
];

impl Translator<'_, '_> {
    /// An `OpAtomic*` instruction on a pointer into memory the IR addresses.
    pub(super) fn atomic(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let p = self.id(i, 0)?;
        if let Some(Val::CounterPtr(r)) = self.val(frame, p) {
            return self.counter_update(frame, r, i);
        }
        let Some(Val::Ptr(ptr, _)) = self.val(frame, p) else {
            return Err(self.unsupported("an atomic on this pointer".into(), i));
        };
        let op = i.class.opcode;
        let r = match op {
            Op::AtomicLoad => {
                let ty = self.result_ir_type(i)?;
                self.emit(|fb| fb.load(ty, ptr, None))
            }
            Op::AtomicCompareExchange => {
                let new = self.operand(frame, i, 4)?;
                let expected = self.operand(frame, i, 5)?;
                let ty = self.result_ir_type(i)?;
                let i1 = self.b.int_type(1);
                let pair = self.b.struct_type(&[ty, i1], false);
                let kind = InstKind::CmpXchg {
                    ptr,
                    expected,
                    new,
                    success: AtomicOrdering::SeqCst,
                    failure: AtomicOrdering::SeqCst,
                    scope: SyncScope::System,
                    weak: false,
                    volatile: false,
                    align: None,
                };
                let x = self.emit(|fb| fb.push(pair, kind));
                self.emit(|fb| fb.extract_value(x, &[0]))
            }
            Op::AtomicIIncrement | Op::AtomicIDecrement | Op::AtomicISub => {
                let ty = self.result_ir_type(i)?;
                let v = match op {
                    Op::AtomicIIncrement => self.b.const_int(ty, 1),
                    Op::AtomicIDecrement => self.b.const_int(ty, -1),
                    _ => {
                        let v = self.operand(frame, i, 3)?;
                        let zero = self.b.const_int(ty, 0);
                        self.bin(dxil_ir::BinOp::Sub, zero, v)
                    }
                };
                self.emit(|fb| fb.atomic_rmw(RmwOp::Add, ptr, v))
            }
            _ => {
                let Some(&(_, rmw)) = RMW_OPS.iter().find(|(o, _)| *o == op) else {
                    return Err(self.unsupported(format!("the atomic {op:?}"), i));
                };
                let v = self.operand(frame, i, 3)?;
                self.emit(|fb| fb.atomic_rmw(rmw, ptr, v))
            }
        };
        if op != Op::AtomicStore {
            self.set(frame, i, r);
        }
        Ok(())
    }
}

impl Translator<'_, '_> {
    /// Each UAV counter block variable and the variable it counts for: the
    /// `CounterBuffer` of a `DecorateId` (glslang's `-fhlsl_functionality1`), else by
    /// glslang's names, a block variable `<name>@count` of one 32-bit integer beside
    /// one buffer variable `<name>` (glslang names them so without the decoration).
    pub(super) fn counter_owners(&self) -> FxHashMap<Word, Word> {
        let mut owners: FxHashMap<Word, Word> = self
            .info
            .module
            .annotations
            .iter()
            .filter(|a| a.class.opcode == Op::DecorateId)
            .filter_map(|a| match a.operands.as_slice() {
                [Operand::IdRef(owner), Operand::Decoration(Decoration::CounterBuffer), Operand::IdRef(counter)] => {
                    Some((*counter, *owner))
                }
                _ => None,
            })
            .collect();
        let buffers =
            |sc: StorageClass| matches!(sc, StorageClass::Uniform | StorageClass::StorageBuffer);
        let named = |name: &str| {
            let mut found = self.info.globals.iter().filter(|(id, _, sc)| {
                buffers(*sc) && self.info.names.get(id).map(String::as_str) == Some(name)
            });
            match (found.next(), found.next()) {
                (Some(one), None) => Some(one.0),
                _ => None,
            }
        };
        for (id, ptr, sc) in &self.info.globals {
            let Some(owner) = self
                .info
                .names
                .get(id)
                .and_then(|n| n.strip_suffix("@count"))
            else {
                continue;
            };
            let one_int = match self.info.ty(*ptr) {
                Ok(SpvType::Pointer(_, block)) => match self.info.ty(*block) {
                    Ok(SpvType::Struct(members)) => {
                        matches!(members.as_slice(), [m] if matches!(self.info.ty(*m), Ok(SpvType::Int(32, _))))
                    }
                    _ => false,
                },
                _ => false,
            };
            if !buffers(*sc) || !one_int || owners.contains_key(id) {
                continue;
            }
            if let Some(owner) = named(owner).filter(|o| !owners.values().any(|v| v == o)) {
                owners.insert(*id, owner);
            }
        }
        owners
    }

    /// An atomic add of +1 or -1 on a UAV counter: `llvm.dx.resource.updatecounter` of
    /// the structured buffer's handle, as clang writes `IncrementCounter` /
    /// `DecrementCounter`. SPIR-V's atomic returns the value before; DXIL's decrement
    /// returns the value after, so 1 is added back to it.
    fn counter_update(&mut self, frame: &mut Frame, r: usize, i: &Inst) -> R<()> {
        let ty = self.result_ir_type(i)?;
        let step: i64 = match i.class.opcode {
            Op::AtomicIIncrement => 1,
            Op::AtomicIDecrement => -1,
            Op::AtomicIAdd | Op::AtomicISub => {
                let id = self.id(i, 3)?;
                let v = self.info.const_u64(id).map(|v| v as u32 as i32);
                match (i.class.opcode, v) {
                    (Op::AtomicIAdd, Some(1)) | (Op::AtomicISub, Some(-1)) => 1,
                    (Op::AtomicIAdd, Some(-1)) | (Op::AtomicISub, Some(1)) => -1,
                    _ => 0,
                }
            }
            _ => 0,
        };
        if step == 0 {
            return Err(self.unsupported(
                "a UAV counter access other than an increment or decrement by 1".into(),
                i,
            ));
        }
        let res = self.resources[r].clone();
        let i8t = self.b.int_type(8);
        let s = self.b.const_int(i8t, i128::from(step));
        let v = self.call(
            "llvm.dx.resource.updatecounter",
            &[res.handle_ty],
            ty,
            &[res.handle, s],
        );
        let v = if step < 0 {
            let one = self.b.const_int(ty, 1);
            self.bin(dxil_ir::BinOp::Add, v, one)
        } else {
            v
        };
        self.set(frame, i, v);
        Ok(())
    }
}
