//! The DXIL model: what DXIL is, apart from how a module gets there. Shader models and
//! stages ([`shader_model`]), the operation table as data ([`op_table`]), DXIL's named
//! struct types (`%dx.types.*`, [`dx_types`]), type sizes under a data layout
//! ([`layout`]), and reading a module's DXIL metadata
//! into plain data ([`metadata`]). Lowering, the CPU interpreter, the container builder
//! and the validator share it; it depends on the IR alone.

pub mod barrier;
pub mod cfg;
pub mod component_type;
pub mod dx_types;
mod error;
pub mod layout;
pub mod metadata;
pub mod op_table;
pub mod resource_kind;
pub mod semantic_interpretation;
pub mod shader_model;

pub use component_type::ComponentType;
pub use error::ModelError;
pub use metadata::{read_dxil_info, DxilInfo};
pub use resource_kind::ResourceKind;
pub use shader_model::{ShaderKind, ShaderModel};
