//! TYPE block (TYPE_BLOCK_ID_NEW = 17) record codes.

code_table! {
    /// Type table record codes (`bitc::TypeCodes`). Type ids are the order of the
    /// type-defining records (NUMENTRY and STRUCT_NAME define none).
    pub enum TypeCode: u32 {
        /// `[numentries]`: how many types follow.
        NumEntry = 1 => "NUMENTRY",
        /// `void`.
        Void = 2 => "VOID",
        /// `float`.
        Float = 3 => "FLOAT",
        /// `double`.
        Double = 4 => "DOUBLE",
        /// `label`.
        Label = 5 => "LABEL",
        /// An opaque named struct (its name comes from a preceding STRUCT_NAME).
        Opaque = 6 => "OPAQUE",
        /// `[width]`: `iN`.
        Integer = 7 => "INTEGER",
        /// `[pointee type, address space]` (typed pointers).
        Pointer = 8 => "POINTER",
        /// `[vararg, attrid, retty, paramty x N]`: pre-3.0 form, not written.
        FunctionOld = 9 => "FUNCTION_OLD",
        /// `half`.
        Half = 10 => "HALF",
        /// `[numelts, eltty]`.
        Array = 11 => "ARRAY",
        /// `[numelts, eltty]`.
        Vector = 12 => "VECTOR",
        /// `x86_fp80`.
        X86Fp80 = 13 => "X86_FP80",
        /// `fp128`.
        Fp128 = 14 => "FP128",
        /// `ppc_fp128`.
        PpcFp128 = 15 => "PPC_FP128",
        /// `metadata`.
        Metadata = 16 => "METADATA",
        /// `x86_mmx`.
        X86Mmx = 17 => "X86_MMX",
        /// `[ispacked, eltty x N]`: literal struct.
        StructAnon = 18 => "STRUCT_ANON",
        /// `[char x N]`: the name of the next named struct (OPAQUE or STRUCT_NAMED).
        StructName = 19 => "STRUCT_NAME",
        /// `[ispacked, eltty x N]`: identified struct with a body.
        StructNamed = 20 => "STRUCT_NAMED",
        /// `[vararg, retty, paramty x N]`.
        Function = 21 => "FUNCTION",
    }
}
