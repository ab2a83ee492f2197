//! Matrices in memory, laid out as their struct member says ([`MatrixLayout`]): the IR
//! memory type of a value in memory, loads and stores of whole matrices (major vectors
//! gathered into columns, or scattered back), and pointers to a column of a row-major
//! matrix, whose elements are a row's length apart ([`MatrixColumn`]).
//!
//! An SSA value has its natural IR type ([`Translator::ir_type`]: a matrix is
//! `[C x <R x T>]`); memory has its memory type ([`Translator::memory_type`]): a matrix
//! is `[N x V]` of its major vectors `V`, or `[N x <{ V, [P x i8] }>]` where
//! `MatrixStride` pads them, and an array whose `ArrayStride` exceeds its element pads
//! its elements the same way. A pointer to memory whose matrices are not packed
//! column-major carries its layout in `Translator::matrix_layouts`.

use super::{Translator, Val, R};
use crate::error::SpirvError;
use crate::function_code::Inst;
use crate::layout::size_of;
use crate::matrix_layout::{major_vectors, MajorVectors, MatrixLayout};
use crate::module_info::SpvType;
use dxil_ir::{Type, TypeData, Value};
use rspirv::spirv::{Decoration, Word};

/// How to reach major vector `k` of a matrix from the pointer to its start.
#[derive(Clone, Copy, Debug)]
pub(super) enum VectorStep {
    /// `gep ty, base, 0, k`: the matrix's memory (or cbuffer layout) array.
    Indexed(Type),
    /// `gep ty, base, k`: clang's padded cbuffer element (the last vector unpadded).
    Padded(Type),
}

/// A pointer to column `col` of a row-major matrix: lane `r` is lane `col` of row `r`.
#[derive(Clone, Copy, Debug)]
pub(super) struct MatrixColumn {
    /// The pointer to the matrix.
    pub base: Value,
    /// How its rows are reached.
    pub step: VectorStep,
    /// The IR type of a row.
    pub row: Type,
    /// How many rows.
    pub rows: u32,
    /// The column's index.
    pub col: Value,
    /// The SPIR-V column vector type.
    pub ty: Word,
    /// Whether the matrix is in a cbuffer (its elements are cbuffer pointers).
    pub cbuffer: bool,
}

impl Translator<'_, '_> {
    /// The layout of the matrices at memory pointer `p`.
    pub(super) fn layout_at(&self, p: Value) -> MatrixLayout {
        self.matrix_layouts.get(&p).copied().unwrap_or_default()
    }

    /// Records that the matrices at `p` are laid out by `layout`.
    pub(super) fn set_layout(&mut self, p: Value, layout: MatrixLayout) {
        if layout != MatrixLayout::default() {
            self.matrix_layouts.insert(p, layout);
        }
    }

    /// The layout of the matrices in part `n` of aggregate type `ty` whose own matrices
    /// are laid out by `layout`: a struct member's decorations, else the same.
    pub(super) fn part_layout(&self, ty: Word, n: u32, layout: MatrixLayout) -> MatrixLayout {
        match self.info.types.get(&ty) {
            Some(SpvType::Struct(_)) => MatrixLayout::of_member(self.info, ty, n),
            _ => layout,
        }
    }

    /// The IR type of SPIR-V type `ty` in memory whose matrices are laid out by `layout`
    /// (see the module docs).
    pub(super) fn memory_type(&mut self, ty: Word, layout: MatrixLayout) -> R<Type> {
        if let Some(t) = self.memory_types.get(&(ty, layout)) {
            return Ok(*t);
        }
        let t = match self.info.ty(ty)?.clone() {
            SpvType::Matrix(..) => {
                let shape = self.shape(ty, layout)?;
                let v = self.major_vector_type(shape)?;
                let size = size_of(&self.b.module().types, v);
                let kind = if layout.row_major { "row" } else { "column" };
                let stride = layout.stride.map_or(size, u64::from);
                self.strided(v, u64::from(shape.count), stride, Some(ty), || {
                    format!("a matrix of {kind} stride {stride} whose {kind}s take {size} bytes")
                })?
            }
            SpvType::Array(e, len) => {
                let n = self.info.const_u64(len).unwrap_or(0);
                self.strided_array(ty, e, n, layout)?
            }
            SpvType::RuntimeArray(e) => self.strided_array(ty, e, 0, layout)?,
            SpvType::Struct(members) => self.struct_type(ty, &members, true)?,
            _ => self.ir_type(ty)?,
        };
        self.memory_types.insert((ty, layout), t);
        Ok(t)
    }

    /// Array type `ty` of `n` elements of type `e` in memory: its elements at its
    /// `ArrayStride`.
    fn strided_array(&mut self, ty: Word, e: Word, n: u64, layout: MatrixLayout) -> R<Type> {
        let elem = self.memory_type(e, layout)?;
        let size = size_of(&self.b.module().types, elem);
        let stride = self
            .info
            .decoration_literal(ty, Decoration::ArrayStride)
            .map_or(size, u64::from);
        self.strided(elem, n, stride, Some(ty), || {
            format!("an array of stride {stride} whose elements take {size} bytes")
        })
    }

    /// `[n x elem]`, each element padded to `stride` bytes when it takes fewer; a
    /// stride smaller than the element is an error (`what` says what, at type `id`).
    fn strided(
        &mut self,
        elem: Type,
        n: u64,
        stride: u64,
        id: Option<Word>,
        what: impl FnOnce() -> String,
    ) -> R<Type> {
        let size = size_of(&self.b.module().types, elem);
        if stride < size {
            return Err(SpirvError::Unsupported {
                what: what(),
                at: self.info.location(id, None),
            });
        }
        let e = if stride == size {
            elem
        } else {
            let i8t = self.b.int_type(8);
            let pad = self.b.array_type(i8t, stride - size);
            self.b.struct_type(&[elem, pad], true)
        };
        Ok(self.b.array_type(e, n))
    }

    /// The major vectors of matrix type `ty` under `layout`.
    fn shape(&self, ty: Word, layout: MatrixLayout) -> R<MajorVectors> {
        major_vectors(self.info, ty, layout).ok_or_else(|| self.type_error(ty))
    }

    /// The IR type of one major vector.
    pub(super) fn major_vector_type(&mut self, shape: MajorVectors) -> R<Type> {
        let e = self.ir_type(shape.component)?;
        Ok(self.b.vector_type(e, shape.len))
    }

    /// Loads matrix type `ty` from `ptr`, laid out by `layout`.
    pub(super) fn load_matrix(&mut self, ptr: Value, ty: Word, layout: MatrixLayout) -> R<Value> {
        let shape = self.shape(ty, layout)?;
        let step = VectorStep::Indexed(self.memory_type(ty, layout)?);
        self.load_major_vectors(ptr, step, ty, shape, layout.row_major)
    }

    /// Loads the `shape.count` major vectors at `ptr` (reached by `step`) as matrix
    /// type `ty`: transposed into columns when they are rows.
    pub(super) fn load_major_vectors(
        &mut self,
        ptr: Value,
        step: VectorStep,
        ty: Word,
        shape: MajorVectors,
        row_major: bool,
    ) -> R<Value> {
        let v = self.major_vector_type(shape)?;
        let vectors: Vec<Value> = (0..shape.count)
            .map(|k| {
                let k = self.i32_const(i128::from(k));
                let p = self.vector_ptr(ptr, step, k);
                self.emit(|fb| fb.load(v, p, None))
            })
            .collect();
        let columns = if row_major {
            self.transpose_vectors(&vectors, ty)?
        } else {
            vectors
        };
        let m = self.matrix_of(ty, &columns)?;
        self.parts.insert(m, columns);
        Ok(m)
    }

    /// Stores matrix `m` of type `ty` at `ptr`, laid out by `layout`.
    pub(super) fn store_matrix(
        &mut self,
        m: Value,
        ptr: Value,
        ty: Word,
        layout: MatrixLayout,
    ) -> R<()> {
        let shape = self.shape(ty, layout)?;
        let SpvType::Matrix(_, n) = self.info.ty(ty)?.clone() else {
            return Ok(());
        };
        let columns: Vec<Value> = (0..n).map(|c| self.extract_path(m, &[c])).collect();
        let vectors = if layout.row_major {
            let v = self.major_vector_type(shape)?;
            self.transpose(&columns, v, shape.count)
        } else {
            columns
        };
        let step = VectorStep::Indexed(self.memory_type(ty, layout)?);
        for (k, x) in vectors.into_iter().enumerate() {
            let k = self.i32_const(k as i128);
            let p = self.vector_ptr(ptr, step, k);
            self.emit(|fb| fb.store(x, p, None));
        }
        Ok(())
    }

    /// The pointer to major vector `k` of the matrix at `base`.
    pub(super) fn vector_ptr(&mut self, base: Value, step: VectorStep, k: Value) -> Value {
        match step {
            VectorStep::Indexed(t) => {
                let zero = self.i32_const(0);
                self.emit(|fb| fb.gep(t, base, &[zero, k], true))
            }
            VectorStep::Padded(t) => self.emit(|fb| fb.gep(t, base, &[k], true)),
        }
    }

    /// Column `col` of the row-major matrix type `ty` (laid out by `layout`) at `base`.
    pub(super) fn memory_column(
        &mut self,
        base: Value,
        ty: Word,
        layout: MatrixLayout,
        col: Value,
    ) -> R<MatrixColumn> {
        let shape = self.shape(ty, layout)?;
        let SpvType::Matrix(column, _) = self.info.ty(ty)?.clone() else {
            return Err(self.type_error(ty));
        };
        Ok(MatrixColumn {
            base,
            step: VectorStep::Indexed(self.memory_type(ty, layout)?),
            row: self.major_vector_type(shape)?,
            rows: shape.count,
            col,
            ty: column,
            cbuffer: false,
        })
    }

    /// The error for `ty` where a matrix of vectors is wanted.
    fn type_error(&self, ty: Word) -> SpirvError {
        SpirvError::Invalid {
            msg: format!("%{ty} is not a matrix of vectors"),
            at: self.info.location(Some(ty), None),
        }
    }

    /// The pointer to lane `r` of column `c`: lane `c.col` of row `r`.
    pub(super) fn column_element(&mut self, c: MatrixColumn, r: Value) -> Value {
        let row = self.vector_ptr(c.base, c.step, r);
        let zero = self.i32_const(0);
        self.emit(|fb| fb.gep(c.row, row, &[zero, c.col], true))
    }

    /// Loads column `c`: lane `c.col` of each row.
    pub(super) fn load_column(&mut self, c: MatrixColumn) -> R<Value> {
        let ct = self.ir_type(c.ty)?;
        let mut v = self.b.undef(ct);
        for r in 0..c.rows {
            let k = self.i32_const(i128::from(r));
            let p = self.vector_ptr(c.base, c.step, k);
            let row = self.emit(|fb| fb.load(c.row, p, None));
            let x = self.emit(|fb| fb.extract_element(row, c.col));
            v = self.emit(|fb| fb.insert_element(v, x, k));
        }
        Ok(v)
    }

    /// Stores vector `v` into column `c`, lane by lane.
    pub(super) fn store_column(&mut self, v: Value, c: MatrixColumn) {
        for r in 0..c.rows {
            let k = self.i32_const(i128::from(r));
            let x = self.emit(|fb| fb.extract_element(v, k));
            let p = self.column_element(c, k);
            self.emit(|fb| fb.store(x, p, None));
        }
    }

    /// An access chain from column `c`: one index, a lane.
    pub(super) fn column_chain(&mut self, c: MatrixColumn, index: Value, i: &Inst) -> R<Val> {
        let lane_ty = match self.info.ty(c.ty)?.clone() {
            SpvType::Vector(e, _) => e,
            _ => return Err(self.invalid(format!("%{} is not a vector type", c.ty), i)),
        };
        let p = self.column_element(c, index);
        Ok(if c.cbuffer {
            Val::CbPtr(p, lane_ty, MatrixLayout::default())
        } else {
            Val::Ptr(p, lane_ty)
        })
    }

    /// Whether an element of array type `t` (IR) is padded: it is not `elem`.
    pub(super) fn padded_element(&self, t: Type, elem: Type) -> bool {
        matches!(self.b.module().types.get(t), TypeData::Array { elem: e, .. } if *e != elem)
    }
}
