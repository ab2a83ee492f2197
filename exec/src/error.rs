//! Errors of loading, binding and running a shader.

use thiserror::Error;

/// Anything that stops a pipeline from loading, a shader from decoding or a dispatch
/// from finishing.
#[derive(Debug, Error)]
pub enum ExecError {
    /// The pipeline description is not valid YAML or lacks something required.
    #[error("pipeline: {0}")]
    Pipeline(String),
    /// The container could not be read.
    #[error("container: {0}")]
    Container(String),
    /// The module's bitcode could not be read.
    #[error("bitcode: {0}")]
    Bitcode(String),
    /// The module's DXIL metadata is missing or malformed.
    #[error("metadata: {0}")]
    Metadata(String),
    /// The module uses something the interpreter does not model.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// The module is malformed in a way the interpreter noticed while decoding.
    #[error("invalid module: {0}")]
    Invalid(String),
    /// A resource the shader uses has no buffer bound to it.
    #[error("{0}")]
    Binding(String),
    /// The dispatch size is out of the range D3D allows.
    #[error("dispatch: {0}")]
    Dispatch(String),
    /// The shader ran longer than the step limit.
    #[error("step limit of {0} wave instructions reached (endless loop?)")]
    StepLimit(u64),
    /// The shader did something with undefined behaviour that the interpreter refuses.
    #[error("runtime: {0}")]
    Runtime(String),
}

impl ExecError {
    /// An [`ExecError::Unsupported`] with `msg`.
    pub fn unsupported(msg: impl Into<String>) -> Self {
        ExecError::Unsupported(msg.into())
    }

    /// An [`ExecError::Invalid`] with `msg`.
    pub fn invalid(msg: impl Into<String>) -> Self {
        ExecError::Invalid(msg.into())
    }

    /// An [`ExecError::Pipeline`] with `msg`.
    pub fn pipeline(msg: impl Into<String>) -> Self {
        ExecError::Pipeline(msg.into())
    }

    /// An [`ExecError::Runtime`] with `msg`.
    pub fn runtime(msg: impl Into<String>) -> Self {
        ExecError::Runtime(msg.into())
    }
}
