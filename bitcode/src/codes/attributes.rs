//! PARAMATTR and PARAMATTR_GROUP block record codes and attribute kinds.

code_table! {
    /// Records of the PARAMATTR (9) and PARAMATTR_GROUP (10) blocks (`bitc::AttributeCodes`).
    pub enum ParamAttrCode: u32 {
        /// Pre-3.3 `[paramidx, attrbits, ...]`: not written.
        EntryOld = 1 => "ENTRY_OLD",
        /// PARAMATTR: `[group id x N]`, one record per attribute list.
        Entry = 2 => "ENTRY",
        /// PARAMATTR_GROUP: `[group id, param index, (kind, key[, value]) x N]`.
        GroupEntry = 3 => "GRP_ENTRY",
    }
}

code_table! {
    /// How one attribute is spelled inside a PARAMATTR_GROUP entry.
    pub enum AttrGroupEntryKind: u32 {
        /// `[0, attr kind]`: an enum attribute.
        Enum = 0 => "enum",
        /// `[1, attr kind, value]`: an integer attribute (align, dereferenceable...).
        Int = 1 => "int",
        /// `[3, key chars, 0]`: a string attribute without value.
        String = 3 => "string",
        /// `[4, key chars, 0, value chars, 0]`: a string attribute with a value.
        StringWithValue = 4 => "string-value",
    }
}

code_table! {
    /// Attribute kind codes LLVM 3.7 knows (`bitc::AttributeKindCodes`; 0 unused).
    pub enum AttributeKind: u32 {
        /// `align`.
        Alignment = 1 => "align",
        /// `alwaysinline`.
        AlwaysInline = 2 => "alwaysinline",
        /// `byval`.
        ByVal = 3 => "byval",
        /// `inlinehint`.
        InlineHint = 4 => "inlinehint",
        /// `inreg`.
        InReg = 5 => "inreg",
        /// `minsize`.
        MinSize = 6 => "minsize",
        /// `naked`.
        Naked = 7 => "naked",
        /// `nest`.
        Nest = 8 => "nest",
        /// `noalias`.
        NoAlias = 9 => "noalias",
        /// `nobuiltin`.
        NoBuiltin = 10 => "nobuiltin",
        /// `nocapture`.
        NoCapture = 11 => "nocapture",
        /// `noduplicate`.
        NoDuplicate = 12 => "noduplicate",
        /// `noimplicitfloat`.
        NoImplicitFloat = 13 => "noimplicitfloat",
        /// `noinline`.
        NoInline = 14 => "noinline",
        /// `nonlazybind`.
        NonLazyBind = 15 => "nonlazybind",
        /// `noredzone`.
        NoRedZone = 16 => "noredzone",
        /// `noreturn`.
        NoReturn = 17 => "noreturn",
        /// `nounwind`.
        NoUnwind = 18 => "nounwind",
        /// `optsize`.
        OptimizeForSize = 19 => "optsize",
        /// `readnone`.
        ReadNone = 20 => "readnone",
        /// `readonly`.
        ReadOnly = 21 => "readonly",
        /// `returned`.
        Returned = 22 => "returned",
        /// `returns_twice`.
        ReturnsTwice = 23 => "returns_twice",
        /// `signext`.
        SExt = 24 => "signext",
        /// `alignstack`.
        StackAlignment = 25 => "alignstack",
        /// `ssp`.
        StackProtect = 26 => "ssp",
        /// `sspreq`.
        StackProtectReq = 27 => "sspreq",
        /// `sspstrong`.
        StackProtectStrong = 28 => "sspstrong",
        /// `sret`.
        StructRet = 29 => "sret",
        /// `sanitize_address`.
        SanitizeAddress = 30 => "sanitize_address",
        /// `sanitize_thread`.
        SanitizeThread = 31 => "sanitize_thread",
        /// `sanitize_memory`.
        SanitizeMemory = 32 => "sanitize_memory",
        /// `uwtable`.
        UwTable = 33 => "uwtable",
        /// `zeroext`.
        ZExt = 34 => "zeroext",
        /// `builtin`.
        Builtin = 35 => "builtin",
        /// `cold`.
        Cold = 36 => "cold",
        /// `optnone`.
        OptimizeNone = 37 => "optnone",
        /// `inalloca`.
        InAlloca = 38 => "inalloca",
        /// `nonnull`.
        NonNull = 39 => "nonnull",
        /// `jumptable`.
        JumpTable = 40 => "jumptable",
        /// `dereferenceable`.
        Dereferenceable = 41 => "dereferenceable",
        /// `dereferenceable_or_null`.
        DereferenceableOrNull = 42 => "dereferenceable_or_null",
        /// `convergent`.
        Convergent = 43 => "convergent",
        /// `safestack`.
        SafeStack = 44 => "safestack",
        /// `argmemonly`.
        ArgMemOnly = 45 => "argmemonly",
    }
}

impl AttributeKind {
    /// Whether the kind carries an integer (`align 4`, `dereferenceable 16`): written as
    /// an int attribute rather than an enum one.
    pub fn takes_int(self) -> bool {
        matches!(
            self,
            AttributeKind::Alignment
                | AttributeKind::StackAlignment
                | AttributeKind::Dereferenceable
                | AttributeKind::DereferenceableOrNull
        )
    }
}
