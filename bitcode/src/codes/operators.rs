//! Operator-level enumerations used inside instruction and constant records:
//! cast and binary opcodes, compare predicates, flags, atomics.

code_table! {
    /// Cast opcodes (`bitc::CastOpcodes`), in INST_CAST and CE_CAST.
    pub enum CastOpcode: u32 {
        /// `trunc`.
        Trunc = 0 => "trunc",
        /// `zext`.
        ZExt = 1 => "zext",
        /// `sext`.
        SExt = 2 => "sext",
        /// `fptoui`.
        FpToUi = 3 => "fptoui",
        /// `fptosi`.
        FpToSi = 4 => "fptosi",
        /// `uitofp`.
        UiToFp = 5 => "uitofp",
        /// `sitofp`.
        SiToFp = 6 => "sitofp",
        /// `fptrunc`.
        FpTrunc = 7 => "fptrunc",
        /// `fpext`.
        FpExt = 8 => "fpext",
        /// `ptrtoint`.
        PtrToInt = 9 => "ptrtoint",
        /// `inttoptr`.
        IntToPtr = 10 => "inttoptr",
        /// `bitcast`.
        BitCast = 11 => "bitcast",
        /// `addrspacecast`.
        AddrSpaceCast = 12 => "addrspacecast",
    }
}

code_table! {
    /// Binary opcodes (`bitc::BinaryOpcodes`), in INST_BINOP and CE_BINOP; the
    /// integer and floating-point forms share a number (`fadd` is ADD on FP types).
    pub enum BinaryOpcode: u32 {
        /// `add` / `fadd`.
        Add = 0 => "add",
        /// `sub` / `fsub`.
        Sub = 1 => "sub",
        /// `mul` / `fmul`.
        Mul = 2 => "mul",
        /// `udiv`.
        UDiv = 3 => "udiv",
        /// `sdiv` / `fdiv`.
        SDiv = 4 => "sdiv",
        /// `urem`.
        URem = 5 => "urem",
        /// `srem` / `frem`.
        SRem = 6 => "srem",
        /// `shl`.
        Shl = 7 => "shl",
        /// `lshr`.
        LShr = 8 => "lshr",
        /// `ashr`.
        AShr = 9 => "ashr",
        /// `and`.
        And = 10 => "and",
        /// `or`.
        Or = 11 => "or",
        /// `xor`.
        Xor = 12 => "xor",
    }
}

code_table! {
    /// Bit numbers of the optional flags operand of add/sub/mul/shl
    /// (`bitc::OverflowingBinaryOperatorOptionalFlags`): the operand is `1 << bit`.
    pub enum OverflowFlag: u32 {
        /// `nuw`.
        NoUnsignedWrap = 0 => "nuw",
        /// `nsw`.
        NoSignedWrap = 1 => "nsw",
    }
}

/// Bit number of `exact` in the flags operand of udiv/sdiv/lshr/ashr (`bitc::PEO_EXACT`).
pub const EXACT_FLAG: u32 = 0;

code_table! {
    /// Fast-math flag bits of FP binops and compares (LLVM 3.7 `FastMathFlags`, written
    /// as the value itself, not a bit number).
    pub enum FastMathFlag: u32 {
        /// `fast` (unsafe algebra); DXC prints `fast` when all five are set.
        UnsafeAlgebra = 1 => "unsafe-algebra",
        /// `nnan`.
        NoNaNs = 2 => "nnan",
        /// `ninf`.
        NoInfs = 4 => "ninf",
        /// `nsz`.
        NoSignedZeros = 8 => "nsz",
        /// `arcp`.
        AllowReciprocal = 16 => "arcp",
    }
}

code_table! {
    /// Compare predicates, written raw from `CmpInst::Predicate` in INST_CMP2 and CE_CMP.
    pub enum CmpPredicate: u32 {
        /// `fcmp false`.
        FcmpFalse = 0 => "false",
        /// `fcmp oeq`.
        FcmpOeq = 1 => "oeq",
        /// `fcmp ogt`.
        FcmpOgt = 2 => "ogt",
        /// `fcmp oge`.
        FcmpOge = 3 => "oge",
        /// `fcmp olt`.
        FcmpOlt = 4 => "olt",
        /// `fcmp ole`.
        FcmpOle = 5 => "ole",
        /// `fcmp one`.
        FcmpOne = 6 => "one",
        /// `fcmp ord`.
        FcmpOrd = 7 => "ord",
        /// `fcmp uno`.
        FcmpUno = 8 => "uno",
        /// `fcmp ueq`.
        FcmpUeq = 9 => "ueq",
        /// `fcmp ugt`.
        FcmpUgt = 10 => "ugt",
        /// `fcmp uge`.
        FcmpUge = 11 => "uge",
        /// `fcmp ult`.
        FcmpUlt = 12 => "ult",
        /// `fcmp ule`.
        FcmpUle = 13 => "ule",
        /// `fcmp une`.
        FcmpUne = 14 => "une",
        /// `fcmp true`.
        FcmpTrue = 15 => "true",
        /// `icmp eq`.
        IcmpEq = 32 => "eq",
        /// `icmp ne`.
        IcmpNe = 33 => "ne",
        /// `icmp ugt`.
        IcmpUgt = 34 => "icmp-ugt",
        /// `icmp uge`.
        IcmpUge = 35 => "icmp-uge",
        /// `icmp ult`.
        IcmpUlt = 36 => "icmp-ult",
        /// `icmp ule`.
        IcmpUle = 37 => "icmp-ule",
        /// `icmp sgt`.
        IcmpSgt = 38 => "sgt",
        /// `icmp sge`.
        IcmpSge = 39 => "sge",
        /// `icmp slt`.
        IcmpSlt = 40 => "slt",
        /// `icmp sle`.
        IcmpSle = 41 => "sle",
    }
}

code_table! {
    /// atomicrmw operations (`bitc::RMWOperations`).
    pub enum RmwOperation: u32 {
        /// `xchg`.
        Xchg = 0 => "xchg",
        /// `add`.
        Add = 1 => "add",
        /// `sub`.
        Sub = 2 => "sub",
        /// `and`.
        And = 3 => "and",
        /// `nand`.
        Nand = 4 => "nand",
        /// `or`.
        Or = 5 => "or",
        /// `xor`.
        Xor = 6 => "xor",
        /// `max`.
        Max = 7 => "max",
        /// `min`.
        Min = 8 => "min",
        /// `umax`.
        UMax = 9 => "umax",
        /// `umin`.
        UMin = 10 => "umin",
    }
}

code_table! {
    /// Atomic orderings (`bitc::AtomicOrderingCodes`).
    pub enum AtomicOrdering: u32 {
        /// Not atomic.
        NotAtomic = 0 => "notatomic",
        /// `unordered`.
        Unordered = 1 => "unordered",
        /// `monotonic`.
        Monotonic = 2 => "monotonic",
        /// `acquire`.
        Acquire = 3 => "acquire",
        /// `release`.
        Release = 4 => "release",
        /// `acq_rel`.
        AcqRel = 5 => "acq_rel",
        /// `seq_cst`.
        SeqCst = 6 => "seq_cst",
    }
}

code_table! {
    /// Synchronization scopes (`bitc::AtomicSynchScopeCodes`; 3.7 has only these two).
    pub enum SyncScope: u32 {
        /// `singlethread`.
        SingleThread = 0 => "singlethread",
        /// The default, system-wide scope.
        CrossThread = 1 => "crossthread",
    }
}
