//! `dxil-lower`: the DirectX passes that turn clang's HLSL IR into DXIL, and the
//! analyses that read a DXIL module's metadata.
#![warn(missing_docs)]

pub mod analysis;
pub mod error;
pub mod frontend;
pub mod pass_manager;
pub mod pass_registry;
pub mod passes;
pub mod pipeline;
pub mod printers;
pub mod rewrite;
pub mod transforms;

pub use error::{LowerError, Note};
