//! Why an operation cannot be declared or used.

/// Why [`super::declare_op`] or [`super::check_op_allowed`] refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpError {
    /// No operation has this opcode.
    #[error("no DXIL operation has opcode {0}")]
    UnknownOpcode(u32),
    /// The table does not know enough about the op (experimental ops) to declare it.
    #[error("the DXIL operation table does not specify {what} of {op}")]
    Unspecified {
        /// The operation.
        op: &'static str,
        /// What is missing ("the signature").
        what: &'static str,
    },
    /// The op takes no overload type but one was given, or needs one and none was.
    #[error("{op} {expected}")]
    OverloadArity {
        /// The operation.
        op: &'static str,
        /// What it expects.
        expected: &'static str,
    },
    /// The op does not accept this overload type.
    #[error("{op} does not accept overload type {ty}")]
    BadOverload {
        /// The operation.
        op: &'static str,
        /// The type given.
        ty: String,
    },
    /// The overload type has no DXIL name (an opaque pointer UDT, an odd integer width).
    #[error("overload type {0} has no DXIL name")]
    UnnamedOverload(String),
    /// The op needs a newer shader model.
    #[error("{op} needs shader model {needed} or newer, not {sm}")]
    ShaderModelTooOld {
        /// The operation.
        op: &'static str,
        /// The minimum it needs.
        needed: String,
        /// The shader model in use.
        sm: String,
    },
    /// The op is not allowed in this kind of shader.
    #[error("{op} is not allowed in {stage} shaders")]
    StageNotAllowed {
        /// The operation.
        op: &'static str,
        /// The shader kind's stage name.
        stage: &'static str,
    },
    /// A function of the name exists with another type.
    #[error("@{name} already exists with a different type")]
    Conflict {
        /// The function name.
        name: String,
    },
}
