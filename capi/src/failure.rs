//! Why an entry point failed: the status it returns and the message it gives.

use crate::status::DxilEmitStatus;

/// A failed call: its status (never `DXIL_EMIT_OK`) and a message for the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Failure {
    /// The status returned.
    pub status: DxilEmitStatus,
    /// What went wrong, in words.
    pub message: String,
}

impl Failure {
    /// A wrong argument (NULL, not UTF-8, a bad option value).
    pub fn invalid_argument(message: impl Into<String>) -> Self {
        Self::new(DxilEmitStatus::DXIL_EMIT_ERROR_INVALID_ARGUMENT, message)
    }

    /// A bug in dxil-emit.
    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(DxilEmitStatus::DXIL_EMIT_ERROR_INTERNAL, message)
    }

    /// The failure `e` is, its message given as `message` (rendered against the source
    /// where there is one): wrong options are a wrong argument, lowering that broke a
    /// valid module a bug, anything else wrong input.
    pub fn of_error(e: &dxil_emit::Error, message: String) -> Self {
        let status = match e {
            dxil_emit::Error::Options(_) => DxilEmitStatus::DXIL_EMIT_ERROR_INVALID_ARGUMENT,
            dxil_emit::Error::Invalid {
                after_lowering: true,
                ..
            } => DxilEmitStatus::DXIL_EMIT_ERROR_INTERNAL,
            _ => DxilEmitStatus::DXIL_EMIT_ERROR_INPUT,
        };
        Self::new(status, message)
    }

    fn new(status: DxilEmitStatus, message: impl Into<String>) -> Self {
        Self {
            status,
            message: message.into(),
        }
    }
}
