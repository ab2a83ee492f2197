//! Compiling LLVM IR text or SPIR-V to a DXIL container.

use crate::args;
use crate::failure::Failure;
use crate::options::DxilEmitOptions;
use crate::result::{deliver, DxilEmitResult};
use crate::status::DxilEmitStatus;
use std::ffi::c_char;

/// Compiles the `ir_len` bytes of LLVM IR text at `ir` (UTF-8, no NUL needed) as
/// `options` say, and stores a new result in `*out` (free it with
/// `dxil_emit_result_free`): on success its data is the DXIL container; on failure its
/// message is the error rendered as `NAME:line:col: error: message`, the source line
/// and a caret (NAME as `dxil_emit_options_set_source_name` set it). Returns the
/// result's status: `DXIL_EMIT_ERROR_INPUT` for IR that does not compile,
/// `DXIL_EMIT_ERROR_INVALID_ARGUMENT` for a NULL pointer, text that is not UTF-8 or
/// options the module contradicts (a NULL `out` gets no result). Many threads may
/// compile with the same `options` at once.
///
/// # Safety
/// `options` is NULL or a live options object no setter changes during the call; `ir`
/// is NULL or points to `ir_len` readable bytes; `out` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_compile(
    options: *const DxilEmitOptions,
    ir: *const c_char,
    ir_len: usize,
    out: *mut *mut DxilEmitResult,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        deliver(out, || {
            let options = args::reference(options, "options")?;
            let text = args::text(ir, ir_len, "ir")?;
            let render = |e: &dxil_emit::Error| {
                let message = dxil_emit::diagnostic::render_error(&options.source_name, text, e);
                Failure::of_error(e, message)
            };
            let compiled = dxil_emit::compile(text, &options.options).map_err(|e| render(&e))?;
            container_of(&compiled)
        })
    }
}

/// Compiles the `spirv_len` bytes of the SPIR-V module at `spirv` (a compute entry:
/// the one `dxil_emit_options_set_entry` names, else the module's only one) as
/// `options` say, its resources bound by `dxil_emit_options_set_spirv_binding_map`'s
/// map (by default set s, binding b at space s, register b), and stores a new result in
/// `*out` (free it with `dxil_emit_result_free`): on success its data is the DXIL
/// container; on failure its message is `NAME: error: message` (NAME as
/// `dxil_emit_options_set_source_name` set it), located in the module where it can be.
/// Returns the result's status: `DXIL_EMIT_ERROR_INPUT` for a module that is not
/// SPIR-V or does not compile, `DXIL_EMIT_ERROR_INVALID_ARGUMENT` for a NULL pointer or
/// options the module contradicts (a NULL `out` gets no result). Many threads may
/// compile with the same `options` at once.
///
/// # Safety
/// `options` is NULL or a live options object no setter changes during the call;
/// `spirv` is NULL or points to `spirv_len` readable bytes; `out` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_compile_spirv(
    options: *const DxilEmitOptions,
    spirv: *const u8,
    spirv_len: usize,
    out: *mut *mut DxilEmitResult,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        deliver(out, || {
            let options = args::reference(options, "options")?;
            let bytes = args::bytes(spirv, spirv_len, "spirv")?;
            let compiled = dxil_emit::compile_spirv(bytes, &options.options).map_err(|e| {
                Failure::of_error(&e, format!("{}: error: {e}", options.source_name))
            })?;
            container_of(&compiled)
        })
    }
}

/// The container `compiled` holds, as a successful result.
fn container_of(compiled: &dxil_emit::Compiled) -> Result<DxilEmitResult, Failure> {
    let container = compiled
        .container()
        .ok_or_else(|| Failure::internal("internal error: no container was written"))?;
    Ok(DxilEmitResult::ok(container.to_vec()))
}
