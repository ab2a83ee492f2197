//! Errors of the reader and the writer.

use std::borrow::Cow;

/// A malformed container or part: what is wrong and where (byte offset from the start of the
/// container, or of the part body when a part is decoded on its own).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message} (at offset {offset:#x})")]
pub struct ReadError {
    message: Cow<'static, str>,
    offset: usize,
}

impl ReadError {
    /// An error with `message` at byte `offset`.
    pub fn new(message: impl Into<Cow<'static, str>>, offset: usize) -> Self {
        ReadError {
            message: message.into(),
            offset,
        }
    }

    /// The byte offset the error refers to.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The message, without the offset.
    pub fn message(&self) -> &str {
        &self.message
    }
}

/// Something the writer cannot represent in the container format.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// The container would be larger than the 32-bit size field allows.
    #[error("container of {0} bytes does not fit the 32-bit size field")]
    TooLarge(usize),
}
