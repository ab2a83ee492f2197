//! How LLVM 3.7 bitcode numbers operators, flags, orderings, linkages and alignments
//! (DXC's `BitcodeWriter.cpp`: `GetEncodedCastOpcode`, `GetOptimizationFlags`, ...).

use super::error::{Result, WriteModuleError};
use crate::codes::{AtomicOrdering as Ord37, BinaryOpcode, CastOpcode, RmwOperation};
use dxil_ir::{
    AtomicOrdering, BinOp, CastOp, DllStorage, FastMathFlags, Linkage, RmwOp, SyncScope,
    Visibility, WrapFlags,
};

/// The bitcode number of a cast.
pub(crate) fn cast_code(op: CastOp) -> u64 {
    let code = match op {
        CastOp::Trunc => CastOpcode::Trunc,
        CastOp::ZExt => CastOpcode::ZExt,
        CastOp::SExt => CastOpcode::SExt,
        CastOp::FPToUI => CastOpcode::FpToUi,
        CastOp::FPToSI => CastOpcode::FpToSi,
        CastOp::UIToFP => CastOpcode::UiToFp,
        CastOp::SIToFP => CastOpcode::SiToFp,
        CastOp::FPTrunc => CastOpcode::FpTrunc,
        CastOp::FPExt => CastOpcode::FpExt,
        CastOp::PtrToInt => CastOpcode::PtrToInt,
        CastOp::IntToPtr => CastOpcode::IntToPtr,
        CastOp::BitCast => CastOpcode::BitCast,
        CastOp::AddrSpaceCast => CastOpcode::AddrSpaceCast,
    };
    u64::from(code.code())
}

/// The bitcode number of a binary operator (integer and float forms share numbers).
pub(crate) fn binop_code(op: BinOp) -> u64 {
    let code = match op {
        BinOp::Add | BinOp::FAdd => BinaryOpcode::Add,
        BinOp::Sub | BinOp::FSub => BinaryOpcode::Sub,
        BinOp::Mul | BinOp::FMul => BinaryOpcode::Mul,
        BinOp::UDiv => BinaryOpcode::UDiv,
        BinOp::SDiv | BinOp::FDiv => BinaryOpcode::SDiv,
        BinOp::URem => BinaryOpcode::URem,
        BinOp::SRem | BinOp::FRem => BinaryOpcode::SRem,
        BinOp::Shl => BinaryOpcode::Shl,
        BinOp::LShr => BinaryOpcode::LShr,
        BinOp::AShr => BinaryOpcode::AShr,
        BinOp::And => BinaryOpcode::And,
        BinOp::Or => BinaryOpcode::Or,
        BinOp::Xor => BinaryOpcode::Xor,
    };
    u64::from(code.code())
}

/// The optional-flags operand of a binary operator: nuw (bit 0) / nsw (bit 1) for
/// add, sub, mul and shl; exact (bit 0) for the divisions and right shifts; 3.7
/// fast-math bits for float operators. 0 means "no flags operand".
pub(crate) fn binop_flags(op: BinOp, wrap: WrapFlags, fmf: FastMathFlags) -> u64 {
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => {
            u64::from(wrap.nuw) | (u64::from(wrap.nsw) << 1)
        }
        BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => u64::from(wrap.exact),
        _ if op.is_float() => fast_math_code(fmf),
        _ => 0,
    }
}

/// Fast-math flags as LLVM 3.7 stores them: UnsafeAlgebra=1 (what `fast` sets, with
/// all the others), NoNaNs=2, NoInfs=4, NoSignedZeros=8, AllowReciprocal=16. The
/// later `contract` and `afn` have no 3.7 form and are dropped.
pub(crate) fn fast_math_code(fmf: FastMathFlags) -> u64 {
    let mut code = 0;
    if fmf.has(FastMathFlags::FAST) {
        code |= 1;
    }
    for (bit, value) in [
        (FastMathFlags::NNAN, 2),
        (FastMathFlags::NINF, 4),
        (FastMathFlags::NSZ, 8),
        (FastMathFlags::ARCP, 16),
    ] {
        if fmf.has(bit) {
            code |= value;
        }
    }
    code
}

/// The bitcode number of an atomic ordering.
pub(crate) fn ordering_code(o: AtomicOrdering) -> u64 {
    let code = match o {
        AtomicOrdering::Unordered => Ord37::Unordered,
        AtomicOrdering::Monotonic => Ord37::Monotonic,
        AtomicOrdering::Acquire => Ord37::Acquire,
        AtomicOrdering::Release => Ord37::Release,
        AtomicOrdering::AcqRel => Ord37::AcqRel,
        AtomicOrdering::SeqCst => Ord37::SeqCst,
    };
    u64::from(code.code())
}

/// The bitcode number of a synchronization scope: 0 single thread, 1 cross thread.
pub(crate) fn scope_code(s: &SyncScope, what: &dyn std::fmt::Display) -> Result<u64> {
    match s {
        SyncScope::SingleThread => Ok(0),
        SyncScope::System => Ok(1),
        SyncScope::Named(n) => Err(WriteModuleError::unsupported(
            format!("syncscope(\"{n}\") on {what}"),
            "LLVM 3.7 knows only singlethread and the default scope",
        )),
    }
}

/// The bitcode number of an `atomicrmw` operation (3.7 has xchg..umin only).
pub(crate) fn rmw_code(op: RmwOp) -> Result<u64> {
    let code = match op {
        RmwOp::Xchg => RmwOperation::Xchg,
        RmwOp::Add => RmwOperation::Add,
        RmwOp::Sub => RmwOperation::Sub,
        RmwOp::And => RmwOperation::And,
        RmwOp::Nand => RmwOperation::Nand,
        RmwOp::Or => RmwOperation::Or,
        RmwOp::Xor => RmwOperation::Xor,
        RmwOp::Max => RmwOperation::Max,
        RmwOp::Min => RmwOperation::Min,
        RmwOp::UMax => RmwOperation::UMax,
        RmwOp::UMin => RmwOperation::UMin,
        other => {
            return Err(WriteModuleError::unsupported(
                format!("atomicrmw {}", other.keyword()),
                "LLVM 3.7 has no such atomicrmw operation",
            ))
        }
    };
    Ok(u64::from(code.code()))
}

/// The bitcode number of a linkage (`getEncodedLinkage`).
pub(crate) fn linkage_code(l: Linkage) -> u64 {
    match l {
        Linkage::External => 0,
        Linkage::WeakOdr => 17,
        Linkage::Weak => 16,
        Linkage::Appending => 2,
        Linkage::Internal => 3,
        Linkage::LinkOnce => 18,
        Linkage::ExternWeak => 7,
        Linkage::Common => 8,
        Linkage::Private => 9,
        Linkage::LinkOnceOdr => 19,
        Linkage::AvailableExternally => 12,
    }
}

/// The bitcode number of a visibility.
pub(crate) fn visibility_code(v: Visibility) -> u64 {
    match v {
        Visibility::Default => 0,
        Visibility::Hidden => 1,
        Visibility::Protected => 2,
    }
}

/// The bitcode number of a DLL storage class.
pub(crate) fn dll_storage_code(d: DllStorage) -> u64 {
    match d {
        DllStorage::Default => 0,
        DllStorage::Import => 1,
        DllStorage::Export => 2,
    }
}

/// `Log2_32(align) + 1`, LLVM's alignment field (0 for no alignment). `what` names the
/// construct in an error (formatted only then).
pub(crate) fn align_code(align: Option<u64>, what: &dyn std::fmt::Display) -> Result<u64> {
    match align {
        None | Some(0) => Ok(0),
        Some(a) if a.is_power_of_two() && a <= 1 << 29 => Ok(u64::from(a.trailing_zeros()) + 1),
        Some(a) => Err(WriteModuleError::malformed(format!(
            "alignment {a} of {what} is not a power of two LLVM 3.7 allows"
        ))),
    }
}

/// `Log2_32_Ceil(n)`: the bits needed for values below `n` (0 for `n <= 1`).
pub(crate) fn log2_ceil(n: u64) -> u32 {
    if n <= 1 {
        0
    } else {
        64 - (n - 1).leading_zeros()
    }
}

/// A signed value as LLVM's `emitSignedInt64` stores it: magnitude shifted left, sign in
/// bit 0.
pub(crate) fn signed_vbr(v: i64) -> u64 {
    if v >= 0 {
        (v as u64) << 1
    } else {
        (v.unsigned_abs() << 1) | 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_match_llvm() {
        assert_eq!(signed_vbr(-2147483648), 4294967297);
        assert_eq!(signed_vbr(217), 434);
        assert_eq!(signed_vbr(-1), 3);
        assert_eq!(log2_ceil(34), 6);
        assert_eq!(log2_ceil(33), 6);
        assert_eq!(log2_ceil(32), 5);
        assert_eq!(log2_ceil(1), 0);
        assert_eq!(align_code(Some(4), &"x"), Ok(3));
        assert_eq!(align_code(None, &"x"), Ok(0));
        assert!(align_code(Some(3), &"x").is_err());
        assert_eq!(fast_math_code(FastMathFlags(FastMathFlags::FAST)), 31);
        assert_eq!(
            binop_flags(
                BinOp::Add,
                WrapFlags {
                    nsw: true,
                    ..WrapFlags::default()
                },
                FastMathFlags::default()
            ),
            2
        );
    }
}
