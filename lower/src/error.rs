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
    /// A module LLVM's DirectX back end stops on with a fatal error, in LLVM's words,
    /// after notes naming the instructions involved.
    #[error("{msg}")]
    Fatal {
        /// LLVM's message.
        msg: String,
        /// Where, if known.
        site: Option<Site>,
        /// What is involved, in the order LLVM notes it.
        notes: Vec<Note>,
    },
    /// A pass name that no pass has.
    #[error("unknown pass '{0}'")]
    UnknownPass(String),
}

/// A note attached to an error: a heading and the instruction at `site` it introduces
/// (printed after the heading, as LLVM prints notes that quote an instruction).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The heading, e.g. "Uses resource handle:".
    pub heading: String,
    /// The instruction the note names, if known.
    pub site: Option<Site>,
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
            LowerError::Unsupported { site, .. }
            | LowerError::Invalid { site, .. }
            | LowerError::Fatal { site, .. } => *site,
            LowerError::UnknownPass(_) => None,
        }
    }

    /// The notes the error carries (only fatal errors have any).
    pub fn notes(&self) -> &[Note] {
        match self {
            LowerError::Fatal { notes, .. } => notes,
            _ => &[],
        }
    }
}

impl From<dxil_analysis::AnalysisError> for LowerError {
    fn from(e: dxil_analysis::AnalysisError) -> Self {
        match e {
            dxil_analysis::AnalysisError::Unsupported { what, site } => {
                LowerError::Unsupported { what, site }
            }
            dxil_analysis::AnalysisError::Invalid { msg, site } => {
                LowerError::Invalid { msg, site }
            }
        }
    }
}

impl From<dxil_model::ModelError> for LowerError {
    fn from(e: dxil_model::ModelError) -> Self {
        LowerError::invalid(e.0)
    }
}

impl From<dxil_model::op_table::OpError> for LowerError {
    fn from(e: dxil_model::op_table::OpError) -> Self {
        match e {
            dxil_model::op_table::OpError::Unspecified { .. } => LowerError::Unsupported {
                what: e.to_string(),
                site: None,
            },
            other => LowerError::invalid(other.to_string()),
        }
    }
}
