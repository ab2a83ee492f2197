//! Uniform blocks as clang's cbuffers: a `target("dx.CBuffer", %__cblayout_NAME)`
//! handle stored in `@NAME.cb`, each member an `addrspace(2)` global listed in
//! `!hlsl.cbs`, and the layout type a packed struct whose `target("dx.Padding", N)`
//! fields put each member at its SPIR-V `Offset` (an array whose `ArrayStride` exceeds
//! its element takes clang's form `<{ [N-1 x <{ T, padding }>], T }>`). Reads go
//! through GEPs on the member globals, which `dxil-cbuffer-access` turns into row loads.

use crate::layout::size_of;
use crate::module_info::SpvType;
use dxil_ir::{Type, Value};
use rspirv::spirv::{Decoration, Word};
use rustc_hash::FxHashMap as HashMap;

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
}

impl CbLayout {
    /// The layout type.
    pub fn ty(&self) -> Type {
        match self {
            CbLayout::Leaf(t) | CbLayout::Array { ty: t, .. } | CbLayout::Struct { ty: t, .. } => {
                *t
            }
        }
    }
}

/// One uniform block: each member's global and SPIR-V type.
#[derive(Clone, Debug)]
pub struct CBuffer {
    /// Member globals, in member order, with their SPIR-V types.
    pub members: Vec<(Value, Word)>,
}

/// The cbuffer layouts computed so far, by SPIR-V type.
#[derive(Default)]
pub struct CbLayouts {
    /// By SPIR-V type id.
    pub by_type: HashMap<Word, CbLayout>,
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
    /// A literal member decoration (`MatrixStride`).
    fn member_literal(&self, id: Word, k: u32, d: Decoration) -> Option<u32>;
    /// Whether member `k` of struct `id` has decoration `d` (`RowMajor`).
    fn member_flag(&self, id: Word, k: u32, d: Decoration) -> bool;
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
    /// The cbuffer layout of SPIR-V type `id` (`name` names a struct's layout type).
    pub(crate) fn layout(
        &mut self,
        b: &mut impl LayoutBuilder,
        id: Word,
        name: Option<&str>,
    ) -> Result<CbLayout, String> {
        if let Some(l) = self.by_type.get(&id) {
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
                let e = self.layout(b, elem, None)?.ty();
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
                    let mut inner = *m;
                    while let Some(SpvType::Array(e, _)) = b.spv_type(inner) {
                        inner = e;
                    }
                    if let Some(SpvType::Matrix(col, n)) = b.spv_type(inner) {
                        self.matrix(b, (id, k as u32), inner, col, n)?;
                    }
                    let t = self.layout(b, *m, None)?.ty();
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
            other => return Err(format!("a {other:?} in a uniform block")),
        };
        self.by_type.insert(id, l.clone());
        Ok(l)
    }
}

/// The size of `t` in a cbuffer (padding types count their bytes).
impl CbLayouts {
    /// Matrix member `k` of struct `id` (type `ty`, `n` columns of type `col`): its
    /// columns as an array of stride `MatrixStride` (each column a cbuffer row, as
    /// HLSL lays out a column-major matrix). A row-major one is an error naming it.
    fn matrix(
        &mut self,
        b: &mut impl LayoutBuilder,
        (id, k): (Word, u32),
        ty: Word,
        col: Word,
        n: u32,
    ) -> Result<(), String> {
        if b.member_flag(id, k, Decoration::RowMajor) {
            return Err(format!(
                "a row-major matrix (member {k}) in a uniform block"
            ));
        }
        let e = self.layout(b, col, None)?.ty();
        let esize = b.size(e);
        let stride = b
            .member_literal(id, k, Decoration::MatrixStride)
            .map_or(esize, u64::from);
        if stride < esize {
            return Err(format!(
                "a matrix of column stride {stride} whose columns take {esize} bytes"
            ));
        }
        let l = strided(b, e, col, u64::from(n), stride);
        self.by_type.insert(ty, l);
        Ok(())
    }
}

/// `n` elements of IR type `e` (SPIR-V `elem`) `stride` bytes apart: an array, or where
/// the stride pads them, `n - 1` padded elements then the last one (clang's layout: the
/// last element takes no padding).
fn strided(b: &mut impl LayoutBuilder, e: Type, elem: Word, n: u64, stride: u64) -> CbLayout {
    let esize = b.size(e);
    if stride == esize || n < 2 {
        CbLayout::Array {
            ty: b.array(e, n),
            elem,
            padded: None,
        }
    } else {
        let pad = b.padding(stride - esize);
        let padded = b.packed(None, &[e, pad]);
        let head = b.array(padded, n - 1);
        CbLayout::Array {
            ty: b.packed(None, &[head, e]),
            elem,
            padded: Some(padded),
        }
    }
}

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
