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
    /// The attribute keywords of the declaration, in the order LLVM 3.7 prints them
    /// (sorted by attribute kind: `noduplicate nounwind`, `nounwind readnone`).
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
}
