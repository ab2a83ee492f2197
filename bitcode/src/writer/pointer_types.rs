//! Pointee types for opaque-pointer modules.

use super::error::{Result, WriteModuleError};
use dxil_ir::Module;

/// Rewrites an opaque-pointer module to typed pointers.
pub(crate) fn make_typed(_m: &mut Module) -> Result<()> {
    Err(WriteModuleError::unsupported(
        "an opaque-pointer module",
        "pointer type inference is not implemented yet",
    ))
}
