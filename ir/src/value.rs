//! Values: what an operand can name.

use crate::constant::Const;
use crate::function::{FuncId, Inst};
use crate::global::GlobalId;
use crate::metadata::Md;

/// An operand: a constant, a global, a function, an argument or instruction of the
/// enclosing function, or metadata passed as a value (`metadata !0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    /// An interned constant.
    Const(Const),
    /// A global variable (its address).
    Global(GlobalId),
    /// A function (its address).
    Function(FuncId),
    /// The `n`-th parameter of the enclosing function.
    Arg(u32),
    /// The result of an instruction of the enclosing function.
    Inst(Inst),
    /// Metadata used as a call argument.
    Metadata(Md),
}

impl Value {
    /// Whether the value is a module-level constant, global or function (not local).
    pub fn is_module_level(self) -> bool {
        matches!(
            self,
            Value::Const(_) | Value::Global(_) | Value::Function(_)
        )
    }

    /// The instruction, if this is an instruction result.
    pub fn as_inst(self) -> Option<Inst> {
        match self {
            Value::Inst(i) => Some(i),
            _ => None,
        }
    }

    /// The constant, if this is one.
    pub fn as_const(self) -> Option<Const> {
        match self {
            Value::Const(c) => Some(c),
            _ => None,
        }
    }
}
