//! Why a container could not be built from a module.

/// A module whose container cannot be built, by the kind of part at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PartsError {
    /// Bitcode that does not read, with the bit offset where reading stopped.
    #[error(transparent)]
    BitcodeRead(#[from] dxil_bitcode::ReadModuleError),
    /// A module the bitcode writer cannot write.
    #[error(transparent)]
    BitcodeWrite(#[from] dxil_bitcode::WriteModuleError),
    /// A container (or part) that does not read, with the byte offset.
    #[error(transparent)]
    ContainerRead(#[from] dxil_container::ReadError),
    /// A container too large for its format.
    #[error(transparent)]
    ContainerWrite(#[from] dxil_container::WriteError),
    /// The root signature (`!dx.rootsignatures`) is malformed or does not bind what the
    /// shader uses.
    #[error("{0}")]
    RootSignature(String),
    /// Anything else about the container or its parts.
    #[error("{0}")]
    Container(String),
}
