//! The shape of an operation's function type and its function attribute, as the table
//! writes them; [`super::declare_op`] turns them into real types for one overload.

/// One return or parameter type of an operation, possibly in terms of the overload.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SigTy {
    /// `void`.
    Void,
    /// `i1`.
    I1,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `half`.
    F16,
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// A pointer to `float` (MinPrecXReg ops).
    F32Ptr,
    /// The overload type itself.
    Overload,
    /// One dimension of an extended (multi-type) overload.
    OverloadDim(u8),
    /// The element type of a vector overload (the overload itself for a scalar).
    Element,
    /// `i1`, or `<N x i1>` when the overload is `<N x T>`.
    ShapedI1,
    /// `i32`, or `<N x i32>` when the overload is `<N x T>`.
    ShapedI32,
    /// `%dx.types.ResRet.<overload>`.
    ResRet,
    /// `%dx.types.CBufRet.<overload>`.
    CBufRet,
    /// `%dx.types.fouri32` or `%dx.types.fouri16`, by overload.
    FourOf,
    /// The named struct `%dx.types.<name>` (see [`crate::dx_types::DxStruct`]).
    Named(&'static str),
}

/// Return and parameter types of an operation, without the leading `i32` opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    /// The return type.
    pub ret: SigTy,
    /// The parameters after the opcode.
    pub params: &'static [SigTy],
}

/// The memory attribute DXC gives an operation's declaration (always with `nounwind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FnAttr {
    /// `readnone`: touches no memory.
    ReadNone,
    /// `readonly`: only reads memory.
    ReadOnly,
    /// Nothing besides `nounwind`.
    None,
    /// `noduplicate` (barriers).
    NoDuplicate,
    /// `noreturn` (IgnoreHit, AcceptHitAndEndSearch).
    NoReturn,
    /// `argmemonly` (HitObject_Attributes).
    ArgMemOnly,
}

impl FnAttr {
    /// The attribute keywords of the declaration as DXC writes them (LLVM 3.7, sorted
    /// by attribute kind: `noduplicate nounwind`, `nounwind readnone`).
    pub fn keywords(self) -> &'static [&'static str] {
        match self {
            FnAttr::ReadNone => &["nounwind", "readnone"],
            FnAttr::ReadOnly => &["nounwind", "readonly"],
            FnAttr::None => &["nounwind"],
            FnAttr::NoDuplicate => &["noduplicate", "nounwind"],
            FnAttr::NoReturn => &["noreturn", "nounwind"],
            FnAttr::ArgMemOnly => &["nounwind", "argmemonly"],
        }
    }

    /// The attributes as LLVM 22 spells them before `dxil-prepare` (memory effects
    /// as `memory(...)`: `nounwind memory(none)`); `dxil-prepare` turns them into
    /// [`Self::keywords`].
    pub fn attributes(self) -> Vec<dxil_ir::Attribute> {
        use dxil_ir::Attribute::{Flag, Raw};
        let memory = |effect: &str| Raw("memory".into(), effect.into());
        match self {
            FnAttr::ReadNone => vec![Flag("nounwind".into()), memory("none")],
            FnAttr::ReadOnly => vec![Flag("nounwind".into()), memory("read")],
            FnAttr::ArgMemOnly => vec![Flag("nounwind".into()), memory("argmem: readwrite")],
            other => other.keywords().iter().map(|k| Flag((*k).into())).collect(),
        }
    }
}
