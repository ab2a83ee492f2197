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

/// The operands of instruction `i` of function `f`, in LLVM's order.
pub(crate) fn llvm_operands(p: &Prepared, f: FuncId, i: Inst, data: &InstData) -> Result<Vec<Op>> {
    use InstKind::*;
    let v = |x: &Value| p.consts.value(*x).map(Op::V);
    let implicit = || {
        p.implicit
            .get(&(f, i))
            .map(|&c| Op::V(Val::Const(c)))
            .ok_or_else(|| {
                WriteModuleError::malformed(format!("implicit operand of {i:?} missing"))
            })
    };
    Ok(match &data.kind {
        Binary { lhs, rhs, .. } | ICmp { lhs, rhs, .. } | FCmp { lhs, rhs, .. } => {
            vec![v(lhs)?, v(rhs)?]
        }
        FNeg { val } => vec![implicit()?, v(val)?],
        Select {
            cond,
            then_val,
            else_val,
        } => vec![v(cond)?, v(then_val)?, v(else_val)?],
        Phi { incoming } => incoming.iter().map(|(x, _)| v(x)).collect::<Result<_>>()?,
        Br { dest } => vec![Op::Block(*dest)],
        CondBr {
            cond,
            then_dest,
            else_dest,
        } => vec![v(cond)?, Op::Block(*else_dest), Op::Block(*then_dest)],
        Switch {
            val,
            default,
            cases,
        } => {
            let mut ops = vec![v(val)?, Op::Block(*default)];
            for (c, b) in cases {
                ops.push(v(c)?);
                ops.push(Op::Block(*b));
            }
            ops
        }
        Ret { val } => val.iter().map(v).collect::<Result<_>>()?,
        Unreachable | Fence { .. } => Vec::new(),
        Alloca { count, .. } => vec![match count {
            Some(c) => v(c)?,
            None => implicit()?,
        }],
        Load { ptr, .. } => vec![v(ptr)?],
        Store { val, ptr, .. } => vec![v(val)?, v(ptr)?],
        Gep { base, indices, .. } => std::iter::once(base)
            .chain(indices)
            .map(v)
            .collect::<Result<_>>()?,
        ExtractValue { agg, .. } => vec![v(agg)?],
        InsertValue { agg, val, .. } => vec![v(agg)?, v(val)?],
        ExtractElement { vec, index } => vec![v(vec)?, v(index)?],
        InsertElement { vec, val, index } => vec![v(vec)?, v(val)?, v(index)?],
        ShuffleVector { a, b, .. } => vec![v(a)?, v(b)?, implicit()?],
        Cast { val, .. } => vec![v(val)?],
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
            let mut ops = args.iter().map(v).collect::<Result<Vec<_>>>()?;
            ops.push(v(callee)?);
            ops
        }
        AtomicRmw { ptr, val, .. } => vec![v(ptr)?, v(val)?],
        CmpXchg {
            ptr, expected, new, ..
        } => vec![v(ptr)?, v(expected)?, v(new)?],
        Freeze { .. } => {
            return Err(WriteModuleError::unsupported(
                "instruction freeze",
                "LLVM 3.7 has no freeze",
            ))
        }
    })
}
