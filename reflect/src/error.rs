//! Why a container's reflection could not be read.

/// A container [`crate::reflect`] cannot read, by where it failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReflectError {
    /// The container, or its parts' metadata, does not read.
    #[error("{0}")]
    Container(String),
    /// The program part's bitcode does not read.
    #[error("{0}")]
    Bitcode(String),
}
