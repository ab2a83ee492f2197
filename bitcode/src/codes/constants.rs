//! CONSTANTS block record codes.

code_table! {
    /// CONSTANTS block record codes (`bitc::ConstantsCodes`). Each record after SETTYPE
    /// defines the next value id, with the type of the last SETTYPE.
    pub enum ConstantsCode: u32 {
        /// `[typeid]`: the type of the following constants.
        SetType = 1 => "SETTYPE",
        /// Null / zeroinitializer.
        Null = 2 => "NULL",
        /// `undef`.
        Undef = 3 => "UNDEF",
        /// `[signed-rotated value]`: sign in bit 0, magnitude above.
        Integer = 4 => "INTEGER",
        /// `[n x signed-rotated words]`: integers wider than 64 bits.
        WideInteger = 5 => "WIDE_INTEGER",
        /// `[bits]`: half/float/double as their bit pattern.
        Float = 6 => "FLOAT",
        /// `[n x value id]` (absolute ids): array, struct or vector.
        Aggregate = 7 => "AGGREGATE",
        /// `[n x byte]`: `c"..."` not ending in a NUL.
        String = 8 => "STRING",
        /// `[n x byte]`: `c"...\00"`, the NUL left out.
        CString = 9 => "CSTRING",
        /// `[opcode, lhs, rhs, (flags)]`.
        CeBinop = 10 => "CE_BINOP",
        /// `[opcode, opty, opval]`.
        CeCast = 11 => "CE_CAST",
        /// `[pointee type, (opty, opval) x N]` (3.7 writes the source element type first).
        CeGep = 12 => "CE_GEP",
        /// `[opval, opval, opval]`.
        CeSelect = 13 => "CE_SELECT",
        /// `[opty, opval, idxty, idxval]`.
        CeExtractElt = 14 => "CE_EXTRACTELT",
        /// `[opval, opval, idxty, idxval]`.
        CeInsertElt = 15 => "CE_INSERTELT",
        /// `[opval, opval, opval]`.
        CeShuffleVec = 16 => "CE_SHUFFLEVEC",
        /// `[opty, opval, opval, pred]`.
        CeCmp = 17 => "CE_CMP",
        /// Obsolete inline asm.
        InlineAsmOld = 18 => "INLINEASM_OLD",
        /// `[opty, opval, opval, opval]`: shuffle with a different result width.
        CeShufVecEx = 19 => "CE_SHUFVEC_EX",
        /// `[pointee type, (opty, opval) x N]`: `getelementptr inbounds`.
        CeInboundsGep = 20 => "CE_INBOUNDS_GEP",
        /// `[fnty, fnval, bb#]`.
        BlockAddress = 21 => "BLOCKADDRESS",
        /// `[n x element]`: ConstantDataArray/Vector of integers or FP bit patterns.
        Data = 22 => "DATA",
        /// `[flags, asmstr size, chars, constraint size, chars]`.
        InlineAsm = 23 => "INLINEASM",
    }
}
