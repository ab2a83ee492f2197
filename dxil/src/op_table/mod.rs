//! The DXIL operation table, kept as data in `ops.txt` and turned into Rust by
//! `build.rs`: every opcode with its name, `dx.op.<class>` function, overloads,
//! signature, function attribute, minimum shader model and allowed stages.
//!
//! Lowering code names operations with the generated constants (`OpCode::BUFFER_LOAD`)
//! or by name ([`op_by_name`]), reads their facts with [`op_info`], and declares the
//! functions it calls with [`declare_op`].

mod declare;
mod error;
mod overload;
mod requirements;
mod signature;

pub use declare::{
    check_op_allowed, declare_op, declare_op_with, op_function_name, DeclOptions, OpDeclarations,
};
pub use error::OpError;
pub(crate) use overload::type_text;
pub use overload::{overload_kind, overload_suffix, OverloadKind, OverloadMask, OverloadSet};
pub use requirements::{SmVersion, StageMask};
pub use signature::{FnAttr, SigTy, Signature};

use rustc_hash::FxHashMap;
use std::fmt;
use std::sync::OnceLock;

/// A DXIL opcode: the `i32` first argument of every `dx.op.*` call.
///
/// The associated constants (`OpCode::THREAD_ID`, `OpCode::BUFFER_LOAD`, ...) are
/// generated from the table, one per operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpCode(pub u32);

/// Everything the table says about one operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// The opcode.
    pub opcode: OpCode,
    /// The name DXIL.rst gives it (`BufferLoad`).
    pub name: &'static str,
    /// The `dx.op.<class>` function name (`bufferLoad`), when known.
    pub class: Option<&'static str>,
    /// Accepted overload types, one set per overload dimension (one for most ops).
    pub overloads: &'static [OverloadSet],
    /// The function attribute DXC puts on the declaration besides `nounwind`, when known.
    pub attr: Option<FnAttr>,
    /// The minimum shader model, when known.
    pub min_sm: Option<SmVersion>,
    /// The minimum shader model when the linker may translate the op (e.g.
    /// `CreateHandleFromBinding` down to 6.0), if lower than `min_sm`.
    pub translated_sm: Option<SmVersion>,
    /// The shader kinds the op is allowed in, when known.
    pub stages: Option<StageMask>,
    /// Return and parameter shapes (without the leading `i32` opcode), when known.
    pub signature: Option<Signature>,
    /// Overloads that need a newer shader model than the op (64-bit atomics need 6.6).
    pub overload_sm: &'static [(OverloadKind, SmVersion)],
}

impl OpInfo {
    /// Whether the op takes no overload type (its function name has no suffix).
    pub fn is_void_overload(&self) -> bool {
        self.overloads.len() == 1
            && self.overloads[0].vector_elements.is_empty()
            && self.overloads[0].scalar == OverloadMask::of(&[OverloadKind::Void])
    }

    /// Whether the slot is reserved (no operation behind it yet).
    pub fn is_reserved(&self) -> bool {
        self.class == Some("reserved")
    }
}

include!(concat!(env!("OUT_DIR"), "/op_table.rs"));

/// The opcode of the first experimental operation (`ExperimentalNop`).
pub const EXPERIMENTAL_BASE: u32 = 0x8000_0000;

impl OpCode {
    /// The table entry of this opcode, if it names an operation.
    pub fn info(self) -> Option<&'static OpInfo> {
        let n = self.0;
        if n >= EXPERIMENTAL_BASE {
            EXPERIMENTAL_OPS.get((n - EXPERIMENTAL_BASE) as usize)
        } else {
            CORE_OPS.get(n as usize)
        }
    }

    /// The DXIL.rst name (`BufferLoad`), if the opcode names an operation.
    pub fn name(self) -> Option<&'static str> {
        self.info().map(|i| i.name)
    }

    /// The opcode as the `i32` call argument holds it (experimental ones are negative).
    pub fn as_i32(self) -> i32 {
        self.0 as i32
    }

    /// The opcode an `i32` call argument holds.
    pub fn from_i32(v: i32) -> Self {
        OpCode(v as u32)
    }
}

impl fmt::Display for OpCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(n) => write!(f, "{n} ({})", self.0),
            None => write!(f, "opcode {}", self.0),
        }
    }
}

/// The opcode and the arguments after it, when `kind` calls a `dx.op.*` function with
/// a constant opcode.
pub fn dx_op_call<'a>(
    m: &dxil_ir::Module,
    kind: &'a dxil_ir::InstKind,
) -> Option<(OpCode, &'a [dxil_ir::Value])> {
    let dxil_ir::InstKind::Call {
        callee: dxil_ir::Value::Function(f),
        args,
        ..
    } = kind
    else {
        return None;
    };
    if !m.functions[*f].name.starts_with("dx.op.") {
        return None;
    }
    let (first, rest) = args.split_first()?;
    // Experimental opcodes (from 0x8000_0000) are negative as the `i32` argument.
    let raw = m.const_int(*first)?;
    let opcode = i32::try_from(raw)
        .map(|n| n as u32)
        .or_else(|_| u32::try_from(raw))
        .ok()?;
    Some((OpCode(opcode), rest))
}

/// The table entry of `opcode`, or [`OpError::UnknownOpcode`].
pub fn op_info(opcode: OpCode) -> Result<&'static OpInfo, OpError> {
    opcode.info().ok_or(OpError::UnknownOpcode(opcode.0))
}

/// The opcode of the operation DXIL.rst calls `name` (`"BufferLoad"`).
pub fn op_by_name(name: &str) -> Option<OpCode> {
    static BY_NAME: OnceLock<FxHashMap<&'static str, OpCode>> = OnceLock::new();
    BY_NAME
        .get_or_init(|| all_ops().map(|i| (i.name, i.opcode)).collect())
        .get(name)
        .copied()
}

/// Every operation of the table: the core ones by opcode, then the experimental ones.
pub fn all_ops() -> impl Iterator<Item = &'static OpInfo> {
    CORE_OPS.iter().chain(EXPERIMENTAL_OPS.iter())
}

/// The operations whose `dx.op.<class>` function is `class` (`"unary"` → FAbs, Cos, ...).
pub fn ops_of_class(class: &str) -> impl Iterator<Item = &'static OpInfo> + '_ {
    all_ops().filter(move |i| i.class == Some(class))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_name_their_ops() {
        assert_eq!(OpCode::BUFFER_LOAD, OpCode(68));
        assert_eq!(OpCode::THREAD_ID.name(), Some("ThreadId"));
        assert_eq!(op_by_name("CreateHandleFromBinding"), Some(OpCode(217)));
        assert_eq!(op_by_name("NoSuchOp"), None);
        assert!(op_info(OpCode(5000)).is_err());
        let exp = OpCode::from_i32(-2147483647);
        assert_eq!(exp.name(), Some("GetGroupWaveIndex"));
        assert_eq!(exp.as_i32(), -2147483647);
    }

    #[test]
    fn op_declarations_declare_each_overload_once() {
        let mut m = dxil_ir::Module::default();
        let f32 = m.types.float(dxil_ir::FloatKind::Float);
        let i32 = m.types.int(32);
        let mut ops = OpDeclarations::default();
        let a = ops.declare(&mut m, OpCode::BUFFER_LOAD, Some(f32)).unwrap();
        let b = ops.declare(&mut m, OpCode::BUFFER_LOAD, Some(f32)).unwrap();
        let c = ops.declare(&mut m, OpCode::BUFFER_LOAD, Some(i32)).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(m.functions[a].name.as_ref(), "dx.op.bufferLoad.f32");
        assert_eq!(m.functions.iter().count(), 2);
        // The same as declaring without the record.
        assert_eq!(
            declare_op(&mut m, OpCode::BUFFER_LOAD, Some(f32)).unwrap(),
            a
        );
    }

    #[test]
    fn core_table_is_dense_and_void_overloads_are_known() {
        for (i, info) in CORE_OPS.iter().enumerate() {
            assert_eq!(info.opcode.0 as usize, i);
        }
        assert!(op_info(OpCode::CREATE_HANDLE_FROM_BINDING)
            .unwrap()
            .is_void_overload());
        assert!(!op_info(OpCode::BUFFER_LOAD).unwrap().is_void_overload());
        assert!(op_info(OpCode::RESERVED0).unwrap().is_reserved());
    }
}
