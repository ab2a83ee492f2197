//! SPIR-V's atomic instructions as the `atomicrmw` / `cmpxchg` clang writes for HLSL's
//! interlocked functions (the lowering turns those on buffer memory into
//! `llvm.dx.resource.atomic.*`). HLSL has no atomic load or store: `OpAtomicLoad` is a
//! plain load and `OpAtomicStore` an exchange whose old value is dropped (as
//! `InterlockedExchange`); subtraction, increment and decrement are additions (DXIL's
//! atomic operations have no subtraction).

use super::Emitter;
use super::{Frame, Translator, Val, R};
use dxil_ir::{AtomicOrdering, InstKind, RmwOp, SyncScope};
use rspirv::dr::Instruction;
use rspirv::spirv::Op;

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
    pub(super) fn atomic(&mut self, frame: &mut Frame, i: &Instruction) -> R<()> {
        let p = self.id(i, 0)?;
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
