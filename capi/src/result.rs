//! The result an entry point hands back: its status, its output (container bytes or
//! text) and its message, owned by the caller until `dxil_emit_result_free`.

use crate::failure::Failure;
use crate::guard;
use crate::status::DxilEmitStatus;
use std::ffi::{c_char, CString};

/// What a call produced: its status, output bytes and message (opaque to C).
#[derive(Debug)]
pub struct DxilEmitResult {
    status: DxilEmitStatus,
    /// The output followed by one NUL byte, so that text output reads as a C string;
    /// the NUL is not counted as data.
    data: Vec<u8>,
    message: CString,
}

impl DxilEmitResult {
    /// A result of `status` with `data` and `message`.
    pub(crate) fn new(status: DxilEmitStatus, mut data: Vec<u8>, message: &str) -> Self {
        data.push(0);
        Self {
            status,
            data,
            message: c_text(message),
        }
    }

    /// A successful result with `data` and no message.
    pub(crate) fn ok(data: Vec<u8>) -> Self {
        Self::new(DxilEmitStatus::DXIL_EMIT_OK, data, "")
    }

    /// The output, without the NUL that follows it.
    fn data(&self) -> &[u8] {
        &self.data[..self.data.len() - 1]
    }
}

/// `s` as a C string, a NUL inside it (which would end it early) shown as U+FFFD.
pub(crate) fn c_text(s: &str) -> CString {
    CString::new(s.replace('\0', "\u{fffd}")).unwrap_or_default()
}

impl From<Failure> for DxilEmitResult {
    fn from(f: Failure) -> Self {
        Self::new(f.status, Vec::new(), &f.message)
    }
}

/// Runs an entry point's `body` under [`guard::catch`] and hands its result (or its
/// failure's) to the caller through `out`, returning the result's status. A NULL `out`
/// is `DXIL_EMIT_ERROR_INVALID_ARGUMENT`, with nowhere to put a message.
///
/// # Safety
/// `out` is NULL or points to writable storage for one pointer.
pub(crate) unsafe fn deliver(
    out: *mut *mut DxilEmitResult,
    body: impl FnOnce() -> Result<DxilEmitResult, Failure>,
) -> DxilEmitStatus {
    if out.is_null() {
        return DxilEmitStatus::DXIL_EMIT_ERROR_INVALID_ARGUMENT;
    }
    let result = guard::catch(body).unwrap_or_else(DxilEmitResult::from);
    let status = result.status;
    // SAFETY: `out` is not NULL and writable by the caller's promise.
    unsafe { out.write(Box::into_raw(Box::new(result))) };
    status
}

/// Reads `result` with `read`, or gives `fallback` for a NULL result (or a panic).
///
/// # Safety
/// `result` is NULL or a live result from this library.
unsafe fn read<T>(
    result: *const DxilEmitResult,
    fallback: T,
    read: impl FnOnce(&DxilEmitResult) -> T,
) -> T {
    // SAFETY: the caller's promise, passed on.
    guard::catch(|| unsafe { crate::args::reference(result, "result") }.map(read))
        .unwrap_or(fallback)
}

/// The status of the call that produced `result` (`DXIL_EMIT_ERROR_INVALID_ARGUMENT`
/// for a NULL `result`).
///
/// # Safety
/// `result` is NULL or a live result from this library.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_result_status(result: *const DxilEmitResult) -> DxilEmitStatus {
    // SAFETY: the caller's promise, passed on.
    unsafe {
        read(
            result,
            DxilEmitStatus::DXIL_EMIT_ERROR_INVALID_ARGUMENT,
            |r| r.status,
        )
    }
}

/// The output of the call that produced `result`: the container of
/// `dxil_emit_compile`, the text of the others. Its length in bytes is stored in
/// `*len` (unless `len` is NULL); a NUL byte follows it (not counted), so text output
/// reads as a C string. A failed call has no output (length 0). NULL for a NULL
/// `result`. The bytes live as long as `result`.
///
/// # Safety
/// `result` is NULL or a live result from this library; `len` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_result_data(
    result: *const DxilEmitResult,
    len: *mut usize,
) -> *const u8 {
    // SAFETY: the caller's promise, passed on.
    let (ptr, n) = unsafe {
        read(result, (std::ptr::null(), 0), |r| {
            (r.data.as_ptr(), r.data().len())
        })
    };
    if !len.is_null() {
        // SAFETY: `len` is not NULL and writable by the caller's promise.
        unsafe { len.write(n) };
    }
    ptr
}

/// The message of the call that produced `result`, NUL-terminated: empty on success;
/// on failure what went wrong (for `dxil_emit_compile`, rendered as
/// `file:line:col: error: message` with the source line and a caret; for
/// `dxil_emit_validate`, one line per broken rule). NULL for a NULL `result`. The text
/// lives as long as `result`.
///
/// # Safety
/// `result` is NULL or a live result from this library.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_result_message(result: *const DxilEmitResult) -> *const c_char {
    // SAFETY: the caller's promise, passed on.
    unsafe { read(result, std::ptr::null(), |r| r.message.as_ptr()) }
}

/// Frees `result` and its output and message. NULL is ignored.
///
/// # Safety
/// `result` is NULL or a result from this library not freed before; nothing uses it
/// (or pointers read from it) afterwards.
#[no_mangle]
pub unsafe extern "C" fn dxil_emit_result_free(result: *mut DxilEmitResult) {
    if !result.is_null() {
        // SAFETY: made by `Box::into_raw` in `deliver`, freed once by the caller's promise.
        let owned = unsafe { Box::from_raw(result) };
        let _ = guard::catch(|| {
            drop(owned);
            Ok(())
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;
    use DxilEmitStatus::*;

    /// Delivers `body`'s result and reads it back: status, data, message.
    fn delivered(
        body: impl FnOnce() -> Result<DxilEmitResult, Failure>,
    ) -> (DxilEmitStatus, Vec<u8>, String) {
        let mut out = std::ptr::null_mut();
        let status = unsafe { deliver(&mut out, body) };
        assert!(!out.is_null());
        let mut len = usize::MAX;
        let data = unsafe { dxil_emit_result_data(out, &mut len) };
        let data = unsafe { std::slice::from_raw_parts(data, len + 1) }.to_vec();
        assert_eq!(data.last(), Some(&0), "output is followed by a NUL");
        let message = unsafe { CStr::from_ptr(dxil_emit_result_message(out)) };
        let message = message.to_str().unwrap().to_string();
        assert_eq!(unsafe { dxil_emit_result_status(out) }, status);
        unsafe { dxil_emit_result_free(out) };
        (status, data[..len].to_vec(), message)
    }

    #[test]
    fn output_and_message_read_back() {
        assert_eq!(
            delivered(|| Ok(DxilEmitResult::ok(b"DXBC".to_vec()))),
            (DXIL_EMIT_OK, b"DXBC".to_vec(), String::new())
        );
        assert_eq!(
            delivered(|| Err(Failure::invalid_argument("options is NULL"))),
            (
                DXIL_EMIT_ERROR_INVALID_ARGUMENT,
                Vec::new(),
                "options is NULL".into()
            )
        );
        let invalid = || DxilEmitResult::new(DXIL_EMIT_ERROR_INPUT, b"{}".to_vec(), "RULE: x");
        assert_eq!(
            delivered(|| Ok(invalid())),
            (DXIL_EMIT_ERROR_INPUT, b"{}".to_vec(), "RULE: x".into())
        );
    }

    #[test]
    fn a_panic_is_delivered_as_an_internal_error() {
        let (status, data, message) = delivered(|| panic!("lowering exploded"));
        assert_eq!(status, DXIL_EMIT_ERROR_INTERNAL);
        assert!(data.is_empty());
        assert!(message.contains("lowering exploded"), "{message}");
    }

    #[test]
    fn a_message_with_a_nul_stays_whole() {
        let (_, _, message) = delivered(|| Err(Failure::invalid_argument("a\0b")));
        assert_eq!(message, "a\u{fffd}b");
    }

    #[test]
    fn null_pointers_are_refused_not_followed() {
        let status = unsafe { deliver(std::ptr::null_mut(), || Ok(DxilEmitResult::ok(vec![]))) };
        assert_eq!(status, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
        let mut len = 5;
        assert!(unsafe { dxil_emit_result_data(std::ptr::null(), &mut len) }.is_null());
        assert_eq!(len, 0);
        assert!(unsafe { dxil_emit_result_message(std::ptr::null()) }.is_null());
        assert_eq!(
            unsafe { dxil_emit_result_status(std::ptr::null()) },
            DXIL_EMIT_ERROR_INVALID_ARGUMENT
        );
        unsafe { dxil_emit_result_free(std::ptr::null_mut()) };
    }
}
