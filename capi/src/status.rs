//! The status every entry point returns.

/// What an entry point's call came to.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DxilEmitStatus {
    /// Success.
    DXIL_EMIT_OK = 0,
    /// The input is wrong: IR that does not parse or lower, a container that does not
    /// read or breaks DXIL's validation rules. The result's message says why and where.
    DXIL_EMIT_ERROR_INPUT = 1,
    /// An argument is wrong: a NULL pointer, text that is not UTF-8, an option value
    /// out of range.
    DXIL_EMIT_ERROR_INVALID_ARGUMENT = 2,
    /// A bug in dxil-emit (a caught panic, or lowering that broke the module); the
    /// message says what happened.
    DXIL_EMIT_ERROR_INTERNAL = 3,
}
