//! Errors of the analyses: a module they cannot read as DXIL or clang's IR describes it.

use dxil_ir::Site;

/// Why an analysis could not read a module, with the site it stopped at when known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    /// A construct the analyses do not handle yet.
    #[error("{what} is not supported yet")]
    Unsupported {
        /// What it is.
        what: String,
        /// Where it is.
        site: Option<Site>,
    },
    /// A module that breaks a rule the analysis relies on.
    #[error("{msg}")]
    Invalid {
        /// What is wrong.
        msg: String,
        /// Where.
        site: Option<Site>,
    },
}

impl AnalysisError {
    /// An [`AnalysisError::Invalid`] without a site.
    pub fn invalid(msg: impl Into<String>) -> Self {
        AnalysisError::Invalid {
            msg: msg.into(),
            site: None,
        }
    }
}

impl From<dxil_model::ModelError> for AnalysisError {
    fn from(e: dxil_model::ModelError) -> Self {
        AnalysisError::invalid(e.0)
    }
}
