//! Errors of the lowering stage.

use dxil_ir::Site;

/// Why lowering (or reading a lowered module's DXIL metadata) failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LowerError {
    /// A construct the lowering does not handle yet.
    #[error("{what} is not supported yet")]
    Unsupported {
        /// The construct, e.g. "call to @llvm.dx.wave.prefix.sum".
        what: String,
        /// Where it is, if known.
        site: Option<Site>,
    },
    /// The module is wrong: bad metadata, bad operands, an overlap of bindings.
    #[error("{msg}")]
    Invalid {
        /// What is wrong.
        msg: String,
        /// Where, if known.
        site: Option<Site>,
    },
    /// A pass name that no pass has.
    #[error("unknown pass '{0}'")]
    UnknownPass(String),
}

impl LowerError {
    /// An [`LowerError::Invalid`] error with no site.
    pub fn invalid(msg: impl Into<String>) -> Self {
        LowerError::Invalid {
            msg: msg.into(),
            site: None,
        }
    }

    /// The site the error names, if any.
    pub fn site(&self) -> Option<Site> {
        match self {
            LowerError::Unsupported { site, .. } | LowerError::Invalid { site, .. } => *site,
            LowerError::UnknownPass(_) => None,
        }
    }
}
