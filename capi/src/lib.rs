//! `dxil-emit-capi`: the C API of `dxil-emit` (issue 19, "Embedding"), built as a shared
//! and a static library, with its header in `include/dxil_emit.h` (cbindgen writes it
//! from these sources; `tests/header.rs` checks it).
//!
//! Every entry point returns a [`DxilEmitStatus`] and hands its output back in a
//! [`DxilEmitResult`] (bytes or text, and a message); none keeps global state, so any
//! of them may run on many threads at once, and none unwinds into C: a NULL pointer or
//! bad UTF-8 is `DXIL_EMIT_ERROR_INVALID_ARGUMENT`, a panic `DXIL_EMIT_ERROR_INTERNAL`
//! with the panic's message.
#![warn(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

mod args;
mod compile;
mod failure;
mod guard;
mod inspect;
mod options;
mod result;
mod status;
mod version;

pub use compile::{dxil_emit_compile, dxil_emit_compile_spirv};
pub use inspect::{dxil_emit_disassemble, dxil_emit_reflect, dxil_emit_validate};
pub use options::*;
pub use result::{
    dxil_emit_result_data, dxil_emit_result_free, dxil_emit_result_message,
    dxil_emit_result_status, DxilEmitResult,
};
pub use status::DxilEmitStatus;
pub use version::dxil_emit_version;
