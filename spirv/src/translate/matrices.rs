//! SPIR-V matrices: an `OpTypeMatrix` of C columns of R-vectors is the IR array
//! `[C x <R x T>]` of its columns (its memory layout when the columns are packed,
//! column-major, as naga and glslang lay out function and private matrices), and the
//! matrix instructions are column-wise vector arithmetic, as HLSL's `mul` expands.

use super::{Emitter, Frame, Translator, R};
use crate::error::SpirvError;
use crate::module_info::SpvType;
use dxil_ir::{BinOp, Value};
use rspirv::dr::Instruction;
use rspirv::dr::Operand;
use rspirv::spirv::{Decoration, Op, Word};

impl Translator<'_, '_> {
    /// The columns of matrix value `m` of SPIR-V type `ty`.
    fn columns(&mut self, m: Value, ty: Word, i: &Instruction) -> R<Vec<Value>> {
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
    fn matrix_of(&mut self, ty: Word, cols: &[Value]) -> R<Value> {
        let t = self.ir_type(ty)?;
        let mut m = self.b.undef(t);
        for (c, &col) in cols.iter().enumerate() {
            m = self.emit(|fb| fb.insert_value(m, col, &[c as u32]));
        }
        Ok(m)
    }

    /// `OpMatrixTimesScalar`, `OpMatrixTimesVector`, `OpVectorTimesMatrix`,
    /// `OpMatrixTimesMatrix`, `OpOuterProduct`, `OpTranspose`.
    pub(super) fn matrix_op(&mut self, frame: &mut Frame, i: &Instruction) -> R<()> {
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
    /// A matrix member `k` (of type `ty`, or arrays of it) of struct `id` must be laid
    /// out as its IR array of columns: column-major, each column right after the one
    /// before. A `RowMajor` or padded (`MatrixStride`) matrix is an error naming it (its
    /// loads would need the rows gathered into columns, not done yet).
    pub(super) fn check_matrix_layout(&mut self, id: Word, k: u32, ty: Word) -> R<()> {
        let mut t = ty;
        while let SpvType::Array(e, _) | SpvType::RuntimeArray(e) = self.info.ty(t)?.clone() {
            t = e;
        }
        let SpvType::Matrix(col, _) = self.info.ty(t)?.clone() else {
            return Ok(());
        };
        let col_ir = self.ir_type(col)?;
        let size = crate::layout::size_of(&self.b.module().types, col_ir);
        let stride = self
            .info
            .member_decorations
            .get(&(id, k))
            .and_then(|ds| ds.iter().find(|(d, _)| *d == Decoration::MatrixStride))
            .and_then(|(_, ops)| match ops.first() {
                Some(Operand::LiteralBit32(v)) => Some(u64::from(*v)),
                _ => None,
            });
        let SpvType::Matrix(_, n) = self.info.ty(t)?.clone() else {
            return Ok(());
        };
        let elem = match self.info.ty(col)?.clone() {
            SpvType::Vector(_, r) => size / u64::from(r.max(1)),
            _ => size,
        };
        let (kind, packed) = if self.info.member_has(id, k, Decoration::RowMajor) {
            ("row", elem * u64::from(n))
        } else {
            ("column", size)
        };
        let why = stride
            .filter(|s| *s != packed)
            .map(|s| format!("a matrix of {kind} stride {s} whose {kind}s take {packed} bytes"));
        match why {
            Some(what) => Err(SpirvError::Unsupported {
                what: format!("{what} (member {k})"),
                at: self.info.location(Some(id), Some("OpTypeStruct")),
            }),
            None => Ok(()),
        }
    }
}

impl Translator<'_, '_> {
    /// The rows of row-major matrix type `ty` as memory holds them: `[R x <C x T>]`.
    pub(super) fn matrix_rows_type(&mut self, ty: Word) -> R<dxil_ir::Type> {
        let (col, n) = match self.info.ty(ty)?.clone() {
            SpvType::Matrix(col, n) => (col, n),
            _ => (ty, 1),
        };
        let (e, r) = match self.info.ty(col)?.clone() {
            SpvType::Vector(e, r) => (e, r),
            _ => (col, 1),
        };
        let e = self.ir_type(e)?;
        let row = self.b.vector_type(e, n);
        Ok(self.b.array_type(row, u64::from(r)))
    }

    /// Loads the row-major matrix at `ptr`: its rows, gathered into columns.
    pub(super) fn load_row_major(&mut self, ptr: Value, ty: Word) -> R<Value> {
        let rows_ty = self.matrix_rows_type(ty)?;
        let rows = self.row_pointers(ptr, rows_ty)?;
        let rows: Vec<Value> = rows
            .into_iter()
            .map(|(p, t)| self.emit(|fb| fb.load(t, p, None)))
            .collect();
        let cols = self.transpose_vectors(&rows, ty)?;
        self.matrix_of(ty, &cols)
    }

    /// Stores matrix `v` at row-major `ptr`: its columns, scattered into rows.
    pub(super) fn store_row_major(&mut self, v: Value, ptr: Value, ty: Word) -> R<()> {
        let rows_ty = self.matrix_rows_type(ty)?;
        let SpvType::Matrix(_, n) = self.info.ty(ty)?.clone() else {
            return Ok(());
        };
        let cols: Vec<Value> = (0..n)
            .map(|c| self.emit(|fb| fb.extract_value(v, &[c])))
            .collect();
        let ptrs = self.row_pointers(ptr, rows_ty)?;
        for (r, (p, row_ty)) in ptrs.into_iter().enumerate() {
            let mut row = self.b.undef(row_ty);
            for (c, &col) in cols.iter().enumerate() {
                let x = self.lane(col, r as u32);
                let idx = self.i32_const(c as i128);
                row = self.emit(|fb| fb.insert_element(row, x, idx));
            }
            self.emit(|fb| fb.store(row, p, None));
        }
        Ok(())
    }

    /// A pointer to each row (and the row's type) of the `[R x <C x T>]` at `ptr`.
    fn row_pointers(
        &mut self,
        ptr: Value,
        rows_ty: dxil_ir::Type,
    ) -> R<Vec<(Value, dxil_ir::Type)>> {
        let (row_ty, r) = match *self.b.module().types.get(rows_ty) {
            dxil_ir::TypeData::Array { elem, len } => (elem, len),
            _ => (rows_ty, 1),
        };
        let zero = self.i32_const(0);
        Ok((0..r)
            .map(|k| {
                let idx = self.i32_const(i128::from(k));
                (
                    self.emit(|fb| fb.gep(rows_ty, ptr, &[zero, idx], true)),
                    row_ty,
                )
            })
            .collect())
    }

    /// The columns of matrix type `ty` from its rows (column `c` holds lane `c` of each
    /// row): also a transpose, the rows being the source's columns.
    fn transpose_vectors(&mut self, rows: &[Value], ty: Word) -> R<Vec<Value>> {
        let SpvType::Matrix(col, n) = self.info.ty(ty)?.clone() else {
            return Ok(rows.to_vec());
        };
        let ct = self.ir_type(col)?;
        let mut cols = Vec::new();
        for c in 0..n {
            let mut v = self.b.undef(ct);
            for (r, &row) in rows.iter().enumerate() {
                let x = self.lane(row, c);
                let idx = self.i32_const(r as i128);
                v = self.emit(|fb| fb.insert_element(v, x, idx));
            }
            cols.push(v);
        }
        Ok(cols)
    }

    /// Marks `part` (part `n` of the aggregate of SPIR-V type `ty` at `parent`) as
    /// row-major memory when it is: a struct member decorated `RowMajor`, or an element
    /// of row-major memory.
    pub(super) fn inherit_row_major(
        &mut self,
        parent: Value,
        ty: Word,
        n: u32,
        part: Value,
    ) -> R<()> {
        let row_major = match self.info.ty(ty)? {
            SpvType::Struct(_) => self.info.member_has(ty, n, Decoration::RowMajor),
            _ => self.row_major.contains(&parent),
        };
        if row_major {
            self.row_major.insert(part);
        }
        Ok(())
    }
}
