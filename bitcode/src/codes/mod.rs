//! Block ids, record codes and operand enumerations of LLVM 3.7 bitcode as DXC writes it.
//!
//! Numbers come from LLVM 3.7's `include/llvm/Bitcode/LLVMBitCodes.h` as kept in DXC's
//! tree (microsoft/DirectXShaderCompiler, same path) and from the encoders in DXC's
//! `lib/Bitcode/Writer/BitcodeWriter.cpp`. `NOTES.md` in this crate describes the
//! operand layouts of the records.

/// Declares a code table: a `#[repr]` enum with explicit discriminants plus
/// `ALL`, `from_code`, `code` and `name` (the upper-case name used in dumps).
macro_rules! code_table {
    (
        $(#[$meta:meta])*
        pub enum $name:ident : $repr:ty {
            $( $(#[$vmeta:meta])* $variant:ident = $value:literal => $text:literal, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr($repr)]
        pub enum $name {
            $( $(#[$vmeta])* $variant = $value, )*
        }

        impl $name {
            /// Every entry, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The entry with this number, if the table has one.
            pub fn from_code(code: u64) -> Option<Self> {
                match code {
                    $( $value => Some($name::$variant), )*
                    _ => None,
                }
            }

            /// The number written in bitcode.
            pub fn code(self) -> $repr {
                self as $repr
            }

            /// The upper-case name used in dumps.
            pub fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )*
                }
            }
        }

        impl TryFrom<u64> for $name {
            type Error = u64;

            fn try_from(code: u64) -> Result<Self, u64> {
                Self::from_code(code).ok_or(code)
            }
        }
    };
}

pub mod attributes;
pub mod constants;
pub mod debug_records;
pub mod dwarf;
pub mod function;
pub mod metadata;
pub mod module;
pub mod operators;
pub mod symtab;
pub mod types;

pub use attributes::{AttrGroupEntryKind, AttributeKind, ParamAttrCode};
pub use constants::ConstantsCode;
pub use function::FunctionCode;
pub use metadata::MetadataCode;
pub use module::{
    ComdatSelectionKind, DllStorageClass, Linkage, ModuleCode, ThreadLocalMode, Visibility,
};
pub use operators::{
    AtomicOrdering, BinaryOpcode, CastOpcode, CmpPredicate, FastMathFlag, OverflowFlag,
    RmwOperation, SyncScope, EXACT_FLAG,
};
pub use symtab::{UseListCode, ValueSymtabCode};
pub use types::TypeCode;

code_table! {
    /// Block ids (`bitc::BlockIDs`; 0..=7 are reserved for the bitstream itself).
    ///
    /// LLVM 3.7 has no IDENTIFICATION block: 13 is `UNUSED_ID1` there (3.8 made it
    /// IDENTIFICATION_BLOCK_ID), and DXC writes none.
    pub enum BlockId: u32 {
        /// BLOCKINFO: abbreviations shared by all blocks of a given id.
        BlockInfo = 0 => "BLOCKINFO_BLOCK",
        /// MODULE_BLOCK_ID: the one top-level block.
        Module = 8 => "MODULE_BLOCK",
        /// PARAMATTR_BLOCK_ID: attribute lists as lists of group ids.
        ParamAttr = 9 => "PARAMATTR_BLOCK",
        /// PARAMATTR_GROUP_BLOCK_ID: attribute groups.
        ParamAttrGroup = 10 => "PARAMATTR_GROUP_BLOCK",
        /// CONSTANTS_BLOCK_ID: module-level or function-local constants.
        Constants = 11 => "CONSTANTS_BLOCK",
        /// FUNCTION_BLOCK_ID: one function body.
        Function = 12 => "FUNCTION_BLOCK",
        /// VALUE_SYMTAB_BLOCK_ID: value names.
        ValueSymtab = 14 => "VALUE_SYMTAB_BLOCK",
        /// METADATA_BLOCK_ID: metadata nodes, strings, names, kinds.
        Metadata = 15 => "METADATA_BLOCK",
        /// METADATA_ATTACHMENT_ID: instruction/function metadata attachments.
        MetadataAttachment = 16 => "METADATA_ATTACHMENT_BLOCK",
        /// TYPE_BLOCK_ID_NEW: the type table.
        Type = 17 => "TYPE_BLOCK",
        /// USELIST_BLOCK_ID: use-list orders (DXC does not preserve them).
        UseList = 18 => "USELIST_BLOCK",
    }
}

/// The dump name of a block id, if known.
pub fn block_name(block_id: u32) -> Option<&'static str> {
    BlockId::from_code(u64::from(block_id)).map(BlockId::name)
}

/// The dump name of record `code` in a block of `block_id`, if known.
pub fn record_name(block_id: u32, code: u32) -> Option<&'static str> {
    let code = u64::from(code);
    match BlockId::from_code(u64::from(block_id))? {
        BlockId::BlockInfo => match code {
            1 => Some("SETBID"),
            2 => Some("BLOCKNAME"),
            3 => Some("SETRECORDNAME"),
            _ => None,
        },
        BlockId::Module => ModuleCode::from_code(code).map(ModuleCode::name),
        BlockId::ParamAttr | BlockId::ParamAttrGroup => {
            ParamAttrCode::from_code(code).map(ParamAttrCode::name)
        }
        BlockId::Constants => ConstantsCode::from_code(code).map(ConstantsCode::name),
        BlockId::Function => FunctionCode::from_code(code).map(FunctionCode::name),
        BlockId::ValueSymtab => ValueSymtabCode::from_code(code).map(ValueSymtabCode::name),
        BlockId::Metadata | BlockId::MetadataAttachment => {
            MetadataCode::from_code(code).map(MetadataCode::name)
        }
        BlockId::Type => TypeCode::from_code(code).map(TypeCode::name),
        BlockId::UseList => UseListCode::from_code(code).map(UseListCode::name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_round_trip_and_names_are_unique() {
        fn check<T: Copy + PartialEq + std::fmt::Debug>(
            all: &[T],
            code: impl Fn(T) -> u64,
            from: impl Fn(u64) -> Option<T>,
            name: impl Fn(T) -> &'static str,
        ) {
            let mut names = rustc_hash::FxHashSet::default();
            let mut codes = rustc_hash::FxHashSet::default();
            for &v in all {
                assert_eq!(from(code(v)), Some(v));
                assert!(names.insert(name(v)), "duplicate name {}", name(v));
                assert!(codes.insert(code(v)), "duplicate code {}", code(v));
            }
        }
        check(
            BlockId::ALL,
            |v| v.code().into(),
            BlockId::from_code,
            BlockId::name,
        );
        check(
            ModuleCode::ALL,
            |v| v.code().into(),
            ModuleCode::from_code,
            ModuleCode::name,
        );
        check(
            TypeCode::ALL,
            |v| v.code().into(),
            TypeCode::from_code,
            TypeCode::name,
        );
        check(
            ConstantsCode::ALL,
            |v| v.code().into(),
            ConstantsCode::from_code,
            ConstantsCode::name,
        );
        check(
            FunctionCode::ALL,
            |v| v.code().into(),
            FunctionCode::from_code,
            FunctionCode::name,
        );
        check(
            MetadataCode::ALL,
            |v| v.code().into(),
            MetadataCode::from_code,
            MetadataCode::name,
        );
        check(
            AttributeKind::ALL,
            |v| v.code().into(),
            AttributeKind::from_code,
            AttributeKind::name,
        );
        check(
            CastOpcode::ALL,
            |v| v.code().into(),
            CastOpcode::from_code,
            CastOpcode::name,
        );
        check(
            BinaryOpcode::ALL,
            |v| v.code().into(),
            BinaryOpcode::from_code,
            BinaryOpcode::name,
        );
        check(
            CmpPredicate::ALL,
            |v| v.code().into(),
            CmpPredicate::from_code,
            CmpPredicate::name,
        );
        check(
            RmwOperation::ALL,
            |v| v.code().into(),
            RmwOperation::from_code,
            RmwOperation::name,
        );
        check(
            AtomicOrdering::ALL,
            |v| v.code().into(),
            AtomicOrdering::from_code,
            AtomicOrdering::name,
        );
        check(
            Linkage::ALL,
            |v| v.code().into(),
            Linkage::from_code,
            Linkage::name,
        );
    }

    #[test]
    fn spot_check_numbers_against_llvm_3_7() {
        assert_eq!(BlockId::Module.code(), 8);
        assert_eq!(BlockId::Type.code(), 17);
        assert_eq!(BlockId::from_code(13), None);
        assert_eq!(ModuleCode::GlobalVar.code(), 7);
        assert_eq!(ModuleCode::Function.code(), 8);
        assert_eq!(TypeCode::Pointer.code(), 8);
        assert_eq!(TypeCode::Function.code(), 21);
        assert_eq!(TypeCode::StructNamed.code(), 20);
        assert_eq!(ConstantsCode::CeInboundsGep.code(), 20);
        assert_eq!(ConstantsCode::Data.code(), 22);
        assert_eq!(FunctionCode::InstGep.code(), 43);
        assert_eq!(FunctionCode::InstStore.code(), 44);
        assert_eq!(FunctionCode::InstCall.code(), 34);
        assert_eq!(FunctionCode::InstCmp2.code(), 28);
        assert_eq!(FunctionCode::InstCmpxchg.code(), 46);
        assert_eq!(FunctionCode::from_code(14), None);
        assert_eq!(MetadataCode::String.code(), 1);
        assert_eq!(MetadataCode::Name.code(), 4);
        assert_eq!(MetadataCode::Kind.code(), 6);
        assert_eq!(MetadataCode::NamedNode.code(), 10);
        assert_eq!(MetadataCode::Attachment.code(), 11);
        assert_eq!(AttributeKind::ArgMemOnly.code(), 45);
        assert_eq!(AttributeKind::from_code(46), None);
        assert_eq!(CmpPredicate::IcmpSle.code(), 41);
        assert_eq!(record_name(17, 21), Some("FUNCTION"));
        assert_eq!(record_name(12, 34), Some("INST_CALL"));
        assert_eq!(record_name(99, 1), None);
        assert_eq!(block_name(15), Some("METADATA_BLOCK"));
    }
}
