//! Uniform blocks as clang's cbuffers: a `target("dx.CBuffer", %__cblayout_NAME)`
//! handle stored in `@NAME.cb`, each member an `addrspace(2)` global listed in
//! `!hlsl.cbs`, and the layout type a packed struct whose `target("dx.Padding", N)`
//! fields put each member at its SPIR-V `Offset` (an array whose `ArrayStride` exceeds
//! its element takes clang's form `<{ [N-1 x <{ T, padding }>], T }>`; a matrix is its
//! major vectors, columns or rows, in the same form at its `MatrixStride`). Reads go
//! through GEPs on the member globals, which `dxil-cbuffer-access` turns into row loads.
//! A layout depends on the SPIR-V type and on the [`MatrixLayout`] its struct member
//! gives the matrices in it, so layouts are kept by both.

use crate::layout::size_of;
use crate::matrix_layout::{MajorVectors, MatrixLayout};
use crate::module_info::SpvType;
use dxil_ir::{Type, Value};
use rspirv::spirv::{Decoration, Word};
use rustc_hash::FxHashMap;

/// How a SPIR-V type is laid out in a cbuffer.
#[derive(Clone, Debug)]
pub enum CbLayout {
    /// A scalar or vector: its IR type.
    Leaf(Type),
    /// An array: the layout type, the element's SPIR-V type, and (when its stride
    /// exceeds the element) the padded element struct clang indexes it by.
    Array {
        ty: Type,
        elem: Word,
        padded: Option<Type>,
    },
    /// A struct: its layout type and each member's field index.
    Struct { ty: Type, fields: Vec<u32> },
    /// A matrix: the layout type of its major vectors (columns, or rows when
    /// `row_major`), the IR type of one, and (when `MatrixStride` exceeds it) the padded
    /// vector struct clang indexes them by.
    Matrix {
        ty: Type,
        vector: Type,
        padded: Option<Type>,
        row_major: bool,
    },
}

impl CbLayout {
    /// The layout type.
    pub fn ty(&self) -> Type {
        match self {
            CbLayout::Leaf(t)
            | CbLayout::Array { ty: t, .. }
            | CbLayout::Struct { ty: t, .. }
            | CbLayout::Matrix { ty: t, .. } => *t,
        }
    }
}

/// One uniform block: each member's global and SPIR-V type.
#[derive(Clone, Debug)]
pub struct CBuffer {
    /// Member globals, in member order, with their SPIR-V types and the layout of the
    /// matrices in them.
    pub members: Vec<(Value, Word, MatrixLayout)>,
}

/// The cbuffer layouts computed so far, by SPIR-V type.
#[derive(Default)]
pub struct CbLayouts {
    /// By SPIR-V type id and the layout of its matrices.
    pub by_type: FxHashMap<(Word, MatrixLayout), CbLayout>,
}

/// What cbuffer layout needs of the translator.
pub(crate) trait LayoutBuilder {
    /// The SPIR-V type `id`.
    fn spv_type(&self, id: Word) -> Option<SpvType>;
    /// The natural IR type of a scalar or vector SPIR-V type.
    fn leaf_type(&mut self, id: Word) -> Result<Type, String>;
    /// A decoration literal of `id`.
    fn literal(&self, id: Word, d: Decoration) -> Option<u32>;
    /// The `Offset` of member `k` of struct `id`.
    fn member_offset(&self, id: Word, k: u32) -> Option<u32>;
    /// The layout member `k` of struct `id` gives its matrices.
    fn member_matrix_layout(&self, id: Word, k: u32) -> MatrixLayout;
    /// The major vectors of matrix type `id` under `layout`.
    fn major_vectors(&self, id: Word, layout: MatrixLayout) -> Option<MajorVectors>;
    /// `<n x t>` of SPIR-V component type `t`.
    fn vector(&mut self, t: Word, n: u32) -> Result<Type, String>;
    /// The length of array type `len` (its constant).
    fn array_len(&self, len: Word) -> Option<u64>;
    /// `target("dx.Padding", n)`.
    fn padding(&mut self, n: u64) -> Type;
    /// A packed struct of `fields` (named `name` when given).
    fn packed(&mut self, name: Option<&str>, fields: &[Type]) -> Type;
    /// `[n x t]`.
    fn array(&mut self, t: Type, n: u64) -> Type;
    /// The size of IR type `t` in bytes.
    fn size(&self, t: Type) -> u64;
}

impl CbLayouts {
    /// The cbuffer layout of SPIR-V type `id` whose matrices are laid out by `matrices`
    /// (`name` names a struct's layout type).
    pub(crate) fn layout(
        &mut self,
        b: &mut impl LayoutBuilder,
        id: Word,
        matrices: MatrixLayout,
        name: Option<&str>,
    ) -> Result<CbLayout, String> {
        if let Some(l) = self.by_type.get(&(id, matrices)) {
            return Ok(l.clone());
        }
        let ty = b
            .spv_type(id)
            .ok_or_else(|| format!("%{id} is not a type"))?;
        let l = match ty {
            SpvType::Bool => return Err("a bool in a uniform block".into()),
            SpvType::Int(..) | SpvType::Float(_) | SpvType::Vector(..) => {
                CbLayout::Leaf(b.leaf_type(id)?)
            }
            SpvType::Array(elem, len) => {
                let n = b.array_len(len).ok_or("an array of unknown length")?;
                let e = self.layout(b, elem, matrices, None)?.ty();
                let esize = b.size(e);
                let stride = b
                    .literal(id, Decoration::ArrayStride)
                    .map_or(esize, u64::from);
                if stride < esize {
                    return Err(format!(
                        "an array of stride {stride} whose elements take {esize} bytes"
                    ));
                }
                strided(b, e, elem, n, stride)
            }
            SpvType::Struct(members) => {
                let mut fields = Vec::new();
                let mut map = Vec::new();
                let mut at = 0u64;
                for (k, m) in members.iter().enumerate() {
                    let inner = b.member_matrix_layout(id, k as u32);
                    let t = self.layout(b, *m, inner, None)?.ty();
                    let want = b.member_offset(id, k as u32).map_or(at, u64::from);
                    if want < at {
                        return Err(format!(
                            "member {k} at offset {want}, inside the member before it"
                        ));
                    }
                    if want > at {
                        fields.push(b.padding(want - at));
                    }
                    map.push(fields.len() as u32);
                    fields.push(t);
                    at = want + b.size(t);
                }
                CbLayout::Struct {
                    ty: b.packed(name, &fields),
                    fields: map,
                }
            }
            SpvType::Matrix(..) => self.matrix(b, id, matrices)?,
            other => return Err(format!("a {other:?} in a uniform block")),
        };
        self.by_type.insert((id, matrices), l.clone());
        Ok(l)
    }
}

impl CbLayouts {
    /// Matrix type `id` laid out by `matrices`: its major vectors (columns, or rows when
    /// row-major) `MatrixStride` bytes apart, each one cbuffer row as HLSL lays them out.
    fn matrix(
        &mut self,
        b: &mut impl LayoutBuilder,
        id: Word,
        matrices: MatrixLayout,
    ) -> Result<CbLayout, String> {
        let shape = b
            .major_vectors(id, matrices)
            .ok_or("a matrix whose columns are not vectors")?;
        let vector = b.vector(shape.component, shape.len)?;
        let vsize = b.size(vector);
        let stride = matrices.stride.map_or(vsize, u64::from);
        let kind = if matrices.row_major { "row" } else { "column" };
        if stride < vsize {
            return Err(format!(
                "a matrix of {kind} stride {stride} whose {kind}s take {vsize} bytes"
            ));
        }
        let (ty, padded) = strided_types(b, vector, u64::from(shape.count), stride);
        Ok(CbLayout::Matrix {
            ty,
            vector,
            padded,
            row_major: matrices.row_major,
        })
    }
}

/// `n` elements of IR type `e` (SPIR-V `elem`) `stride` bytes apart: an array, or where
/// the stride pads them, `n - 1` padded elements then the last one (clang's layout: the
/// last element takes no padding).
fn strided(b: &mut impl LayoutBuilder, e: Type, elem: Word, n: u64, stride: u64) -> CbLayout {
    let (ty, padded) = strided_types(b, e, n, stride);
    CbLayout::Array { ty, elem, padded }
}

/// The layout type of `n` elements of IR type `e` `stride` bytes apart, and the padded
/// element where there is one (see [`strided`]).
fn strided_types(b: &mut impl LayoutBuilder, e: Type, n: u64, stride: u64) -> (Type, Option<Type>) {
    let esize = b.size(e);
    if stride == esize || n < 2 {
        (b.array(e, n), None)
    } else {
        let pad = b.padding(stride - esize);
        let padded = b.packed(None, &[e, pad]);
        let head = b.array(padded, n - 1);
        (b.packed(None, &[head, e]), Some(padded))
    }
}

/// The size of `t` in a cbuffer (padding types count their bytes).
pub(crate) fn cb_size(types: &dxil_ir::Types, t: Type) -> u64 {
    match types.get(t) {
        dxil_ir::TypeData::TargetExt { name, ints, .. } if &**name == "dx.Padding" => {
            u64::from(ints.first().copied().unwrap_or(0))
        }
        dxil_ir::TypeData::Struct { fields, .. } => fields.iter().map(|f| cb_size(types, *f)).sum(),
        dxil_ir::TypeData::Array { elem, len } => cb_size(types, *elem) * len,
        _ => size_of(types, t),
    }
}
