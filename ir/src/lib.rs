//! `dxil-ir`: the in-memory form of an LLVM IR module, both as clang writes it for HLSL
//! (opaque pointers, target extension types, `llvm.dx.*` intrinsics) and as DXIL
//! (LLVM 3.7: typed pointers, `dx.op.*` calls).
//!
//! Storage follows naga and cranelift: types and constants are interned in tables
//! ([`Types`], [`Constants`]); globals, functions, metadata, blocks and instructions live
//! in [`Arena`]s and are named by typed [`Handle`]s.
#![warn(missing_docs)]

#[cfg(feature = "proptest")]
pub mod arbitrary;
pub mod attribute;
pub mod builder;
pub mod canonical;
pub mod constant;
pub mod dominators;
pub mod edit;
pub mod entity;
pub mod function;
pub mod global;
pub mod instruction;
pub mod intrinsic_name;
pub mod metadata;
pub mod module;
pub mod printer;
pub mod small_floats;
pub mod source_map;
pub mod thin_list;
pub mod types;
pub mod value;
pub mod verifier;

pub use attribute::{AttrList, AttrSet, Attribute, CallAttrs};
pub use constant::{Const, ConstData, ConstExprOp, Constants};
pub use entity::{Arena, Handle, SecondaryMap};
pub use function::{Block, BlockData, Body, FuncId, Function, Inst, InstData};
pub use global::{
    DllStorage, GlobalId, GlobalVar, Linkage, SymbolProps, ThreadLocal, UnnamedAddr, Visibility,
};
pub use instruction::{
    Atomic, AtomicOrdering, BinOp, CastOp, FastMathFlags, FloatPredicate, GepFlags, InstKind,
    IntPredicate, OperandBundle, RmwOp, SyncScope, TailKind, WrapFlags,
};
pub use metadata::{Attachment, Attachments, Md, MdData, MdField};
pub use module::{Module, PointerMode};
pub use source_map::{Loc, Site, SourceMap};
pub use thin_list::{ThinList, ThinStr};
pub use types::{FloatKind, StructBody, Type, TypeData, Types};
pub use value::Value;
pub use verifier::{verify, Rule, VerifyError};
