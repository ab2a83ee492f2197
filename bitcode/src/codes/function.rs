//! FUNCTION block record codes (instructions and debug locations).
//!
//! Value operands are relative: `InstID - ValID` (see `NOTES.md`); "(ty)" marks a type
//! id present only when the value is a forward reference.

code_table! {
    /// FUNCTION block record codes (`bitc::FunctionCodes`); 14, 17, 18, 21, 22, 25 and 32
    /// are unused.
    pub enum FunctionCode: u32 {
        /// `[n]`: number of basic blocks.
        DeclareBlocks = 1 => "DECLAREBLOCKS",
        /// `[opval, (ty), opval, opcode, (flags)]`.
        InstBinop = 2 => "INST_BINOP",
        /// `[opval, (ty), destty, castopc]`.
        InstCast = 3 => "INST_CAST",
        /// Pre-3.7 GEP without explicit type: not written.
        InstGepOld = 4 => "INST_GEP_OLD",
        /// Old select: not written (3.7 writes VSELECT).
        InstSelect = 5 => "INST_SELECT",
        /// `[opval, (ty), idxval, (ty)]`.
        InstExtractElt = 6 => "INST_EXTRACTELT",
        /// `[opval, (ty), eltval, idxval, (ty)]`.
        InstInsertElt = 7 => "INST_INSERTELT",
        /// `[opval, (ty), opval, maskval]`.
        InstShuffleVec = 8 => "INST_SHUFFLEVEC",
        /// Old compare: not written (3.7 writes CMP2).
        InstCmp = 9 => "INST_CMP",
        /// `[]` or `[opval, (ty)]` (or several for multiple returns).
        InstRet = 10 => "INST_RET",
        /// `[bb#]` or `[truebb#, falsebb#, condval]` (block numbers absolute).
        InstBr = 11 => "INST_BR",
        /// `[opty, condval, defaultbb#, (caseval id, bb#) x N]` (case values absolute).
        InstSwitch = 12 => "INST_SWITCH",
        /// `[attrs, cc|1<<13, normalbb#, unwindbb#, fnty, callee, (ty), args...]`.
        InstInvoke = 13 => "INST_INVOKE",
        /// `[]`.
        InstUnreachable = 15 => "INST_UNREACHABLE",
        /// `[ty, (signed-vbr relative val, bb#) x N]`.
        InstPhi = 16 => "INST_PHI",
        /// `[allocated ty, size ty, size val (absolute), align|inalloca<<5|explicit<<6]`.
        InstAlloca = 19 => "INST_ALLOCA",
        /// `[ptr, (ty), loaded ty, log2(align)+1, volatile]`.
        InstLoad = 20 => "INST_LOAD",
        /// `[valistty, valist, resty]`.
        InstVaArg = 23 => "INST_VAARG",
        /// Pre-3.7 store: not written.
        InstStoreOld = 24 => "INST_STORE_OLD",
        /// `[aggval, (ty), idx x N]`.
        InstExtractVal = 26 => "INST_EXTRACTVAL",
        /// `[aggval, (ty), val, (ty), idx x N]`.
        InstInsertVal = 27 => "INST_INSERTVAL",
        /// `[lhs, (ty), rhs, predicate, (fast-math flags)]`.
        InstCmp2 = 28 => "INST_CMP2",
        /// `[trueval, (ty), falseval, cond, (ty)]`.
        InstVSelect = 29 => "INST_VSELECT",
        /// Pre-3.7 inbounds GEP: not written.
        InstInboundsGepOld = 30 => "INST_INBOUNDS_GEP_OLD",
        /// `[opty, addr, bb# x N]`.
        InstIndirectBr = 31 => "INST_INDIRECTBR",
        /// `[]`: same debug location as the previous instruction.
        DebugLocAgain = 33 => "DEBUG_LOC_AGAIN",
        /// `[attrs, cc<<1|tail|musttail<<14|1<<15, fnty, callee, (ty), args...]`.
        InstCall = 34 => "INST_CALL",
        /// `[line, col, scope md id+1, inlinedAt md id+1]`.
        DebugLoc = 35 => "DEBUG_LOC",
        /// `[ordering, synchscope]`.
        InstFence = 36 => "INST_FENCE",
        /// Pre-3.7 cmpxchg: not written.
        InstCmpxchgOld = 37 => "INST_CMPXCHG_OLD",
        /// `[ptr, (ty), val, op, volatile, ordering, synchscope]`.
        InstAtomicRmw = 38 => "INST_ATOMICRMW",
        /// `[opval, (ty)]`.
        InstResume = 39 => "INST_RESUME",
        /// Pre-3.7 landingpad: not written.
        InstLandingPadOld = 40 => "INST_LANDINGPAD_OLD",
        /// `[ptr, (ty), ty, align, volatile, ordering, synchscope]`.
        InstLoadAtomic = 41 => "INST_LOADATOMIC",
        /// Pre-3.7 atomic store: not written.
        InstStoreAtomicOld = 42 => "INST_STOREATOMIC_OLD",
        /// `[inbounds, source elt ty, (val, (ty)) x N]`: pointer then indices.
        InstGep = 43 => "INST_GEP",
        /// `[ptr, (ty), val, (ty), log2(align)+1, volatile]`.
        InstStore = 44 => "INST_STORE",
        /// `[ptr, (ty), val, (ty), align, volatile, ordering, synchscope]`.
        InstStoreAtomic = 45 => "INST_STOREATOMIC",
        /// `[ptr, (ty), cmp, (ty), new, volatile, success ord, scope, failure ord, weak]`.
        InstCmpxchg = 46 => "INST_CMPXCHG",
        /// `[ty, iscleanup, nclauses, (catch/filter, val, (ty)) x N]`.
        InstLandingPad = 47 => "INST_LANDINGPAD",
    }
}
