//! Reading a DXIL container (ours or DXC's): its reflection, its validation, its
//! disassembly.

use crate::args;
use crate::failure::Failure;
use crate::result::{deliver, DxilEmitResult};
use crate::status::DxilEmitStatus;

/// Reads the `len` bytes of a container at `bytes` and stores in `*out` a new result
/// whose data is `read`'s output.
///
/// # Safety
/// `bytes` is NULL or points to `len` readable bytes; `out` is NULL or writable.
unsafe fn inspect(
    bytes: *const u8,
    len: usize,
    out: *mut *mut DxilEmitResult,
    read: impl FnOnce(&[u8]) -> Result<DxilEmitResult, Failure>,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe { deliver(out, || read(args::bytes(bytes, len, "container")?)) }
}

/// A container that cannot be read is wrong input; the message says why.
fn unreadable(e: dxil_emit::Error) -> Failure {
    let message = format!("error: {e}");
    Failure::of_error(&e, message)
}

/// Reflects the container of `len` bytes at `bytes`: what an engine binds (stage,
/// resources, signatures, cbuffer variables, thread group size, ...). The result's data
/// is the reflection as JSON text. A container that cannot be read is
/// `DXIL_EMIT_ERROR_INPUT`, with the reason as the message.
///
/// # Safety
/// `bytes` is NULL or points to `len` readable bytes; `out` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_reflect(
    bytes: *const u8,
    len: usize,
    out: *mut *mut DxilEmitResult,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        inspect(bytes, len, out, |c| {
            let r = dxil_emit::reflect::reflect(c).map_err(|e| unreadable(e.into()))?;
            Ok(DxilEmitResult::ok(r.to_json().into_bytes()))
        })
    }
}

/// Validates the container of `len` bytes at `bytes` against DXIL's rules. The result's
/// data is the diagnostics as JSON text (`{"diagnostics": [...]}`, empty when valid).
/// `DXIL_EMIT_OK` when valid; else `DXIL_EMIT_ERROR_INPUT`, the message one line per
/// broken rule (`RULE: message (location)`).
///
/// # Safety
/// `bytes` is NULL or points to `len` readable bytes; `out` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_validate(
    bytes: *const u8,
    len: usize,
    out: *mut *mut DxilEmitResult,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        inspect(bytes, len, out, |c| {
            let v = dxil_emit::validate::validate(c);
            let status = if v.is_valid() {
                DxilEmitStatus::DXIL_EMIT_OK
            } else {
                DxilEmitStatus::DXIL_EMIT_ERROR_INPUT
            };
            Ok(DxilEmitResult::new(
                status,
                v.to_json().into_bytes(),
                &v.to_text(),
            ))
        })
    }
}

/// Disassembles the container (or bare DXIL bitcode) of `len` bytes at `bytes`: its
/// parts and its module as text, the result's data. Bytes that cannot be read are
/// `DXIL_EMIT_ERROR_INPUT`, with the reason as the message.
///
/// # Safety
/// `bytes` is NULL or points to `len` readable bytes; `out` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_disassemble(
    bytes: *const u8,
    len: usize,
    out: *mut *mut DxilEmitResult,
) -> DxilEmitStatus {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        inspect(bytes, len, out, |c| {
            let text = dxil_emit::disassemble(c).map_err(unreadable)?;
            Ok(DxilEmitResult::ok(text.into_bytes()))
        })
    }
}
