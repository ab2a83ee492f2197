//! An instruction's operands in LLVM's `User::operands()` order, which is what the value
//! enumerator walks (it fixes the order of types and function-local constants): a call's
//! callee comes after its arguments, a conditional branch lists its false target before
//! its true one, and operands the IR leaves implicit (an alloca's size, a shuffle mask,
//! the `-0.0` of `fneg`) are present.

use super::const_table::Val;
use super::error::{Result, WriteModuleError};
use super::prepare::Prepared;
use dxil_ir::{Block, FuncId, Inst, InstData, InstKind, Value};

/// One operand: a value or a basic block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Op {
    /// A value (constant, global, argument, instruction or metadata).
    V(Val),
    /// A basic block (a branch or switch target).
    Block(Block),
}

/// The operands of instruction `i` of function `f`, in LLVM's order, into `out`
/// (cleared first: one buffer serves every instruction).
pub(crate) fn llvm_operands(
    p: &Prepared,
    f: FuncId,
    i: Inst,
    data: &InstData,
    out: &mut Vec<Op>,
) -> Result<()> {
    use InstKind::*;
    out.clear();
    let v = |x: &Value| p.consts.value(*x).map(Op::V);
    let implicit = || {
        p.implicit
            .get(f, i)
            .map(|c| Op::V(Val::Const(c)))
            .ok_or_else(|| {
                WriteModuleError::malformed(format!("implicit operand of {i:?} missing"))
            })
    };
    match &data.kind {
        Binary { lhs, rhs, .. } | ICmp { lhs, rhs, .. } | FCmp { lhs, rhs, .. } => {
            out.extend([v(lhs)?, v(rhs)?])
        }
        FNeg { val } => out.extend([implicit()?, v(val)?]),
        Select {
            cond,
            then_val,
            else_val,
        } => out.extend([v(cond)?, v(then_val)?, v(else_val)?]),
        Phi { incoming } => {
            for (x, _) in incoming {
                out.push(v(x)?);
            }
        }
        Br { dest } => out.push(Op::Block(*dest)),
        CondBr {
            cond,
            then_dest,
            else_dest,
        } => out.extend([v(cond)?, Op::Block(*else_dest), Op::Block(*then_dest)]),
        Switch {
            val,
            default,
            cases,
        } => {
            out.extend([v(val)?, Op::Block(*default)]);
            for (c, b) in cases {
                out.extend([v(c)?, Op::Block(*b)]);
            }
        }
        Ret { val } => {
            if let Some(x) = val {
                out.push(v(x)?);
            }
        }
        Unreachable | Fence { .. } => {}
        Alloca { count, .. } => out.push(match count {
            Some(c) => v(c)?,
            None => implicit()?,
        }),
        Load { ptr, .. } => out.push(v(ptr)?),
        Store { val, ptr, .. } => out.extend([v(val)?, v(ptr)?]),
        Gep { base, indices, .. } => {
            out.push(v(base)?);
            for x in indices {
                out.push(v(x)?);
            }
        }
        ExtractValue { agg, .. } => out.push(v(agg)?),
        InsertValue { agg, val, .. } => out.extend([v(agg)?, v(val)?]),
        ExtractElement { vec, index } => out.extend([v(vec)?, v(index)?]),
        InsertElement { vec, val, index } => out.extend([v(vec)?, v(val)?, v(index)?]),
        ShuffleVector { a, b, .. } => out.extend([v(a)?, v(b)?, implicit()?]),
        Cast { val, .. } => out.push(v(val)?),
        Call {
            callee,
            args,
            bundles,
            ..
        } => {
            if let Some(b) = bundles.first() {
                return Err(WriteModuleError::unsupported(
                    format!("operand bundle \"{}\" on a call", b.tag),
                    "LLVM 3.7 has no operand bundles",
                ));
            }
            for a in args {
                out.push(v(a)?);
            }
            out.push(v(callee)?);
        }
        AtomicRmw { ptr, val, .. } => out.extend([v(ptr)?, v(val)?]),
        CmpXchg {
            ptr, expected, new, ..
        } => out.extend([v(ptr)?, v(expected)?, v(new)?]),
        Freeze { .. } => {
            return Err(WriteModuleError::unsupported(
                "instruction freeze",
                "LLVM 3.7 has no freeze",
            ))
        }
    }
    Ok(())
}
