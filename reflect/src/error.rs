//! Why a container's reflection could not be read.

/// A container [`crate::reflect`] cannot read, by where it failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReflectError {
    /// The container does not read, with the byte offset.
    #[error(transparent)]
    ContainerRead(#[from] dxil_container::ReadError),
    /// The program part's bitcode does not read, with the bit offset.
    #[error(transparent)]
    BitcodeRead(#[from] dxil_bitcode::ReadModuleError),
    /// The container has no program, or its DXIL metadata does not read.
    #[error("{0}")]
    Container(String),
}
