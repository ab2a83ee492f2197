//! Remarks of a compile that succeeded: what it left out of the input, and what in the
//! input it doubts (a warning), each a sentence for the user to read.

use std::fmt;

/// How much a remark matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// Something the compile did that the user may not expect (a dropped entry).
    Note,
    /// Something in the input that likely computes what its author did not mean.
    Warning,
}

/// One remark: its severity and its sentence.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Remark {
    /// Note or warning.
    pub severity: Severity,
    /// What happened, naming the function, member or value concerned.
    pub message: String,
}

impl Remark {
    /// A note.
    pub fn note(message: impl Into<String>) -> Remark {
        Remark {
            severity: Severity::Note,
            message: message.into(),
        }
    }

    /// A warning.
    pub fn warning(message: impl Into<String>) -> Remark {
        Remark {
            severity: Severity::Warning,
            message: message.into(),
        }
    }
}

impl fmt::Display for Remark {
    /// `note: MESSAGE` or `warning: MESSAGE`, as clang prints them after the file name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = match self.severity {
            Severity::Note => "note",
            Severity::Warning => "warning",
        };
        write!(f, "{word}: {}", self.message)
    }
}
