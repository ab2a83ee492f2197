//! The SPIR-V front end's errors: each names where in the module it stopped.

use thiserror::Error;

/// Where in a SPIR-V module an error is: the instruction's word offset, its opcode and
/// result id, and the debug name (`OpName`) of that id or of the function it is in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpirvLocation {
    /// Word offset of the instruction in the module (the header is words 0-4).
    pub word: Option<usize>,
    /// The instruction's opcode name (`OpImageSampleImplicitLod`).
    pub opcode: Option<String>,
    /// The instruction's result id.
    pub result: Option<u32>,
    /// `OpName` of the result id, or of the enclosing function.
    pub name: Option<String>,
}

impl std::fmt::Display for SpirvLocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut parts = Vec::new();
        if let Some(w) = self.word {
            parts.push(format!("word {w}"));
        }
        match (&self.opcode, self.result) {
            (Some(op), Some(id)) => parts.push(format!("%{id} = {op}")),
            (Some(op), None) => parts.push(op.clone()),
            (None, Some(id)) => parts.push(format!("%{id}")),
            (None, None) => {}
        }
        if let Some(n) = &self.name {
            parts.push(format!("'{n}'"));
        }
        write!(f, "{}", parts.join(", "))
    }
}

/// Why a SPIR-V module could not be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum SpirvError {
    /// Not a SPIR-V binary (size or magic number), or not decodable.
    #[error("not a valid SPIR-V binary: {0}")]
    Binary(String),
    /// The module breaks a rule of SPIR-V itself (an unknown id, a wrong type).
    #[error("{at}: invalid SPIR-V: {msg}")]
    Invalid {
        /// What is wrong.
        msg: String,
        /// Where.
        at: SpirvLocation,
    },
    /// Something valid SPIR-V has that this front end does not translate (yet), or that
    /// DXIL cannot express.
    #[error("{at}: {what} is not supported")]
    Unsupported {
        /// The construct.
        what: String,
        /// Where.
        at: SpirvLocation,
    },
    /// No entry point matches the one asked for.
    #[error("{0}")]
    Entry(String),
}
