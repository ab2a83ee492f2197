//! What a module is compiled for where the module itself may not say: the shader model
//! and validator version a caller chose.

use dxil_model::ShaderModel;

/// The shader model and validator version given from outside the module (options,
/// `-T`, `-mtriple`); `None` falls back to the module's triple and `!dx.valver`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Target {
    /// The shader model to read the module for.
    pub shader_model: Option<ShaderModel>,
    /// The validator version (major, minor).
    pub validator_version: Option<(u32, u32)>,
}
