//! What can stop a module from being written as LLVM 3.7 bitcode.

use crate::error::WriteError;

/// Why [`super::write_module`] could not write a module.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WriteModuleError {
    /// The module uses something LLVM 3.7 bitcode (and so DXIL) cannot say.
    #[error("{construct} cannot be written as LLVM 3.7 bitcode: {why}")]
    Unsupported {
        /// The construct, e.g. `instruction freeze in @main` or `type target("dx.RawBuffer")`.
        construct: String,
        /// Why not.
        why: &'static str,
    },
    /// The module is inconsistent: a handle from elsewhere, an operand of the wrong type.
    #[error("malformed module: {0}")]
    Malformed(String),
    /// The bitstream writer refused a record (a writer bug, reported rather than hidden).
    #[error("bitstream: {0}")]
    Bitstream(#[from] WriteError),
}

impl WriteModuleError {
    /// An [`WriteModuleError::Unsupported`] error.
    pub(crate) fn unsupported(construct: impl Into<String>, why: &'static str) -> Self {
        WriteModuleError::Unsupported {
            construct: construct.into(),
            why,
        }
    }

    /// A [`WriteModuleError::Malformed`] error.
    pub(crate) fn malformed(what: impl Into<String>) -> Self {
        WriteModuleError::Malformed(what.into())
    }
}

/// Results of the module writer.
pub(crate) type Result<T> = std::result::Result<T, WriteModuleError>;
