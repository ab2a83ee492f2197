//! SPIR-V matrices: an `OpTypeMatrix` of C columns of R-vectors is the IR array
//! `[C x <R x T>]` of its columns (also its memory layout when the columns are packed,
//! column-major, as in function and private memory; other layouts are in
//! `matrix_memory.rs`), and the matrix instructions are column-wise vector arithmetic,
//! as HLSL's `mul` expands.

use super::{Emitter, Frame, Translator, R};
use crate::function_code::Inst;
use crate::module_info::SpvType;
use dxil_ir::{BinOp, Value};
use rspirv::spirv::{Op, Word};

impl Translator<'_, '_> {
    /// The columns of matrix value `m` of SPIR-V type `ty`.
    pub(super) fn columns(&mut self, m: Value, ty: Word, i: &Inst) -> R<Vec<Value>> {
        let SpvType::Matrix(_, n) = self.info.ty(ty)?.clone() else {
            return Err(self.invalid(format!("%{ty} is not a matrix type"), i));
        };
        Ok((0..n)
            .map(|c| self.emit(|fb| fb.extract_value(m, &[c])))
            .collect())
    }

    /// Lane `k` of vector `v`.
    pub(super) fn lane(&mut self, v: Value, k: u32) -> Value {
        let idx = self.i32_const(i128::from(k));
        self.emit(|fb| fb.extract_element(v, idx))
    }

    /// The number of lanes of vector type `ty` (1 for a scalar).
    fn lanes(&mut self, v: Value) -> u32 {
        let t = self.emit(|fb| fb.type_of(v));
        match *self.b.module().types.get(t) {
            dxil_ir::TypeData::Vector { len, .. } => len,
            _ => 1,
        }
    }

    /// `sum_k col[k] * splat(v[k])`: a matrix (as columns) times a vector.
    fn columns_times_vector(&mut self, cols: &[Value], v: Value) -> Value {
        let mut acc: Option<Value> = None;
        for (k, &col) in cols.iter().enumerate() {
            let t = self.emit(|fb| fb.type_of(col));
            let s = self.lane(v, k as u32);
            let s = Emitter::splat(self, t, s);
            let p = self.bin(BinOp::FMul, col, s);
            acc = Some(match acc {
                Some(a) => self.bin(BinOp::FAdd, a, p),
                None => p,
            });
        }
        acc.unwrap_or(v)
    }

    /// The IR array of matrix type `ty` holding `cols`.
    pub(super) fn matrix_of(&mut self, ty: Word, cols: &[Value]) -> R<Value> {
        let t = self.ir_type(ty)?;
        let mut m = self.b.undef(t);
        for (c, &col) in cols.iter().enumerate() {
            m = self.emit(|fb| fb.insert_value(m, col, &[c as u32]));
        }
        Ok(m)
    }

    /// `OpMatrixTimesScalar`, `OpMatrixTimesVector`, `OpVectorTimesMatrix`,
    /// `OpMatrixTimesMatrix`, `OpOuterProduct`, `OpTranspose`.
    pub(super) fn matrix_op(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let ret = i.result_type.unwrap_or(0);
        let a_id = self.id(i, 0)?;
        let a_ty = self.composite_type(frame, a_id, i)?;
        let a = self.operand(frame, i, 0)?;
        let r = match i.class.opcode {
            Op::MatrixTimesScalar => {
                let s = self.operand(frame, i, 1)?;
                let cols = self.columns(a, a_ty, i)?;
                let scaled: Vec<Value> = cols
                    .into_iter()
                    .map(|col| {
                        let t = self.emit(|fb| fb.type_of(col));
                        let s = Emitter::splat(self, t, s);
                        self.bin(BinOp::FMul, col, s)
                    })
                    .collect();
                self.matrix_of(ret, &scaled)?
            }
            Op::MatrixTimesVector => {
                let v = self.operand(frame, i, 1)?;
                let cols = self.columns(a, a_ty, i)?;
                self.columns_times_vector(&cols, v)
            }
            Op::VectorTimesMatrix => {
                let m_id = self.id(i, 1)?;
                let m_ty = self.composite_type(frame, m_id, i)?;
                let m = self.operand(frame, i, 1)?;
                let cols = self.columns(m, m_ty, i)?;
                let t = self.ir_type(ret)?;
                let mut out = self.b.undef(t);
                for (c, col) in cols.into_iter().enumerate() {
                    let d = self.dot(a, col);
                    let idx = self.i32_const(c as i128);
                    out = self.emit(|fb| fb.insert_element(out, d, idx));
                }
                out
            }
            Op::MatrixTimesMatrix => {
                let b_id = self.id(i, 1)?;
                let b_ty = self.composite_type(frame, b_id, i)?;
                let b = self.operand(frame, i, 1)?;
                let a_cols = self.columns(a, a_ty, i)?;
                let b_cols = self.columns(b, b_ty, i)?;
                let cols: Vec<Value> = b_cols
                    .into_iter()
                    .map(|bc| self.columns_times_vector(&a_cols, bc))
                    .collect();
                self.matrix_of(ret, &cols)?
            }
            Op::OuterProduct => {
                let v = self.operand(frame, i, 1)?;
                let n = self.lanes(v);
                let t = self.emit(|fb| fb.type_of(a));
                let cols: Vec<Value> = (0..n)
                    .map(|k| {
                        let s = self.lane(v, k);
                        let s = Emitter::splat(self, t, s);
                        self.bin(BinOp::FMul, a, s)
                    })
                    .collect();
                self.matrix_of(ret, &cols)?
            }
            Op::Transpose => {
                let cols = self.columns(a, a_ty, i)?;
                let out = self.transpose_vectors(&cols, ret)?;
                self.matrix_of(ret, &out)?
            }
            other => return Err(self.unsupported(format!("the matrix instruction {other:?}"), i)),
        };
        self.set(frame, i, r);
        Ok(())
    }

    /// The dot product of two float vectors, as multiplies and adds.
    fn dot(&mut self, a: Value, b: Value) -> Value {
        let n = self.lanes(a);
        let mut acc: Option<Value> = None;
        for k in 0..n {
            let x = self.lane(a, k);
            let y = self.lane(b, k);
            let p = self.bin(BinOp::FMul, x, y);
            acc = Some(match acc {
                Some(s) => self.bin(BinOp::FAdd, s, p),
                None => p,
            });
        }
        acc.unwrap_or(a)
    }
}

impl Translator<'_, '_> {
    /// The vectors `vectors` transposed: vector `j` of the result holds lane `j` of
    /// each, `n` vectors of type `out` (the columns of a matrix from its rows, or back).
    pub(super) fn transpose(
        &mut self,
        vectors: &[Value],
        out: dxil_ir::Type,
        n: u32,
    ) -> Vec<Value> {
        (0..n)
            .map(|j| {
                let mut v = self.b.undef(out);
                for (k, &x) in vectors.iter().enumerate() {
                    let lane = self.lane(x, j);
                    let idx = self.i32_const(k as i128);
                    v = self.emit(|fb| fb.insert_element(v, lane, idx));
                }
                v
            })
            .collect()
    }

    /// The columns of matrix type `ty` from its rows (column `c` holds lane `c` of each
    /// row): also a transpose, the rows being the source's columns.
    pub(super) fn transpose_vectors(&mut self, rows: &[Value], ty: Word) -> R<Vec<Value>> {
        let SpvType::Matrix(col, n) = self.info.ty(ty)?.clone() else {
            return Ok(rows.to_vec());
        };
        let ct = self.ir_type(col)?;
        Ok(self.transpose(rows, ct, n))
    }
}
