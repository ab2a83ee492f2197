//! `OpBitFieldInsert`, `OpBitFieldSExtract`, `OpBitFieldUExtract` as shifts and masks
//! (HLSL has no bit-field intrinsics; DXIL's `Ibfe`/`Ubfe`/`Bfi` come from the same
//! arithmetic in DXC). A count of 0 gives 0 (extract) or the base (insert).

use super::{Emitter, Frame, Translator, R};
use crate::function_code::Inst;
use dxil_ir::{BinOp, IntPredicate, Type, Value};
use rspirv::spirv::Op;

impl Translator<'_, '_> {
    /// Operand `k` (an offset or count of any integer type) as a value of `ty`.
    fn field_operand(&mut self, frame: &Frame, i: &Inst, k: usize, ty: Type) -> R<Value> {
        let v = self.operand(frame, i, k)?;
        let from = self.emit(|fb| fb.type_of(v));
        let scalar = Emitter::scalar_of(self, ty);
        let v = self.resize(v, from, scalar);
        Ok(Emitter::splat(self, ty, v))
    }

    /// A bit-field instruction.
    pub(super) fn bit_field(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let ty = self.result_ir_type(i)?;
        let scalar = Emitter::scalar_of(self, ty);
        let width = match *self.b.module().types.get(scalar) {
            dxil_ir::TypeData::Int(bits) => i128::from(bits),
            _ => return Err(self.invalid("a bit field of a non-integer".into(), i)),
        };
        let base = self.operand(frame, i, 0)?;
        let insert = op_is(i, Op::BitFieldInsert);
        let (off_k, count_k) = if insert { (2, 3) } else { (1, 2) };
        let off = self.field_operand(frame, i, off_k, ty)?;
        let count = self.field_operand(frame, i, count_k, ty)?;
        let w = self.int(ty, width);
        let zero = self.int(ty, 0);
        let ones = self.int(ty, -1);
        let empty = self.emit(|fb| fb.icmp(IntPredicate::Eq, count, zero));
        let spare = self.bin(BinOp::Sub, w, count);
        let low = self.bin(BinOp::LShr, ones, spare);
        let mask = self.select(empty, zero, low);
        let r = match i.class.opcode {
            Op::BitFieldInsert => {
                let ins = self.operand(frame, i, 1)?;
                let m = self.bin(BinOp::Shl, mask, off);
                let keep = self.bin(BinOp::Xor, m, ones);
                let kept = self.bin(BinOp::And, base, keep);
                let moved = self.bin(BinOp::Shl, ins, off);
                let moved = self.bin(BinOp::And, moved, m);
                self.bin(BinOp::Or, kept, moved)
            }
            Op::BitFieldUExtract => {
                let s = self.bin(BinOp::LShr, base, off);
                self.bin(BinOp::And, s, mask)
            }
            _ => {
                let above = self.bin(BinOp::Sub, spare, off);
                let top = self.bin(BinOp::Shl, base, above);
                let x = self.bin(BinOp::AShr, top, spare);
                self.select(empty, zero, x)
            }
        };
        self.set(frame, i, r);
        Ok(())
    }
}

/// Whether `i` is `op`.
fn op_is(i: &Inst, op: Op) -> bool {
    i.class.opcode == op
}

impl Translator<'_, '_> {
    /// A bitcast between an integer and a vector of narrower integers that fill it
    /// (`i32` and `<4 x i8>`, in either direction) as shifts, lane 0 in the low bits:
    /// DXIL has no bitcasts of vectors. `None` for other bitcasts.
    pub(super) fn repack_bitcast(&mut self, v: Value, from: Type, to: Type) -> Option<Value> {
        let shape = |t: &Self, ty: Type| match *t.b.module().types.get(ty) {
            dxil_ir::TypeData::Vector { len, elem, .. } => match *t.b.module().types.get(elem) {
                dxil_ir::TypeData::Int(w) => Some((len, elem, w)),
                _ => None,
            },
            dxil_ir::TypeData::Int(w) => Some((1, ty, w)),
            _ => None,
        };
        let (fl, _, fw) = shape(self, from)?;
        let (tl, te, tw) = shape(self, to)?;
        if fl * fw != tl * tw || fl == tl || (fl != 1 && tl != 1) {
            return None;
        }
        if fl == 1 {
            let mut out = self.b.undef(to);
            for k in 0..tl {
                let sh = self.int(from, i128::from(k * tw));
                let s = self.bin(BinOp::LShr, v, sh);
                let x = self.emit(|fb| fb.cast(dxil_ir::CastOp::Trunc, s, te));
                let idx = self.i32_const(i128::from(k));
                out = self.emit(|fb| fb.insert_element(out, x, idx));
            }
            return Some(out);
        }
        let mut word = self.int(to, 0);
        for k in 0..fl {
            let x = self.lane(v, k);
            let x = self.emit(|fb| fb.cast(dxil_ir::CastOp::ZExt, x, to));
            let sh = self.int(to, i128::from(k * fw));
            let x = self.bin(BinOp::Shl, x, sh);
            word = self.bin(BinOp::Or, word, x);
        }
        Some(word)
    }
}
