//! Why a container could not be built from a module.

/// A module whose container cannot be built, by the kind of part at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PartsError {
    /// The module cannot be written as (or read back from) bitcode.
    #[error("{0}")]
    Bitcode(String),
    /// The root signature (`!dx.rootsignatures`) is malformed or does not bind what the
    /// shader uses.
    #[error("{0}")]
    RootSignature(String),
    /// Anything else about the container or its parts.
    #[error("{0}")]
    Container(String),
}
