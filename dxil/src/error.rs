//! Errors of reading a module's DXIL metadata.

/// Why a module's DXIL metadata cannot be read: what is wrong, in words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ModelError(pub String);

impl ModelError {
    /// An error saying `msg`.
    pub fn invalid(msg: impl Into<String>) -> Self {
        ModelError(msg.into())
    }
}
