//! Reading the C caller's arguments: each pointer checked for NULL, each length for
//! range, each text for UTF-8, an error naming the argument otherwise.

use crate::failure::Failure;
use std::ffi::{c_char, CStr};

/// `ptr` as a reference; NULL is an invalid argument named `what`.
///
/// # Safety
/// `ptr` is NULL or points to a live `T` that nothing mutates during the call.
pub(crate) unsafe fn reference<'a, T>(ptr: *const T, what: &str) -> Result<&'a T, Failure> {
    // SAFETY: the caller's promise, NULL excluded by `as_ref`.
    unsafe { ptr.as_ref() }.ok_or_else(|| null(what))
}

/// `ptr` as a mutable reference; NULL is an invalid argument named `what`.
///
/// # Safety
/// `ptr` is NULL or points to a live `T` that nothing else uses during the call.
pub(crate) unsafe fn exclusive<'a, T>(ptr: *mut T, what: &str) -> Result<&'a mut T, Failure> {
    // SAFETY: the caller's promise, NULL excluded by `as_mut`.
    unsafe { ptr.as_mut() }.ok_or_else(|| null(what))
}

/// The NUL-terminated UTF-8 string at `ptr`.
///
/// # Safety
/// `ptr` is NULL or points to a NUL-terminated string that lives and stays unchanged
/// during the call.
pub(crate) unsafe fn c_str<'a>(ptr: *const c_char, what: &str) -> Result<&'a str, Failure> {
    if ptr.is_null() {
        return Err(null(what));
    }
    // SAFETY: not NULL, and NUL-terminated by the caller's promise.
    let s = unsafe { CStr::from_ptr(ptr) };
    s.to_str().map_err(|e| not_utf8(what, e))
}

/// The `len` bytes at `ptr`.
///
/// # Safety
/// `ptr` is NULL or points to `len` readable bytes that stay unchanged during the call.
pub(crate) unsafe fn bytes<'a>(
    ptr: *const u8,
    len: usize,
    what: &str,
) -> Result<&'a [u8], Failure> {
    if ptr.is_null() {
        return Err(null(what));
    }
    if len > isize::MAX as usize {
        return Err(Failure::invalid_argument(format!(
            "{what}: length {len} is larger than any object"
        )));
    }
    // SAFETY: not NULL, `len` bytes readable by the caller's promise, `len` in range.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// The `len` bytes at `ptr` as UTF-8 text (no NUL needed).
///
/// # Safety
/// As for [`bytes`].
pub(crate) unsafe fn text<'a>(
    ptr: *const c_char,
    len: usize,
    what: &str,
) -> Result<&'a str, Failure> {
    // SAFETY: the caller's promise, passed on.
    let b = unsafe { bytes(ptr.cast(), len, what) }?;
    std::str::from_utf8(b).map_err(|e| not_utf8(what, e))
}

fn null(what: &str) -> Failure {
    Failure::invalid_argument(format!("{what} is NULL"))
}

fn not_utf8(what: &str, e: impl std::fmt::Display) -> Failure {
    Failure::invalid_argument(format!("{what} is not UTF-8: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::status::DxilEmitStatus::DXIL_EMIT_ERROR_INVALID_ARGUMENT;

    #[test]
    fn null_pointers_are_invalid_arguments() {
        let f = unsafe { c_str(std::ptr::null(), "entry") }.unwrap_err();
        assert_eq!(f.status, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
        assert_eq!(f.message, "entry is NULL");
        assert!(unsafe { bytes(std::ptr::null(), 0, "bytes") }.is_err());
        assert!(unsafe { text(std::ptr::null(), 3, "ir") }.is_err());
        assert!(unsafe { reference::<u32>(std::ptr::null(), "options") }.is_err());
        assert!(unsafe { exclusive::<u32>(std::ptr::null_mut(), "options") }.is_err());
    }

    #[test]
    fn bad_utf8_is_an_invalid_argument() {
        let bad = b"ab\xffcd\0";
        let f = unsafe { c_str(bad.as_ptr().cast(), "entry") }.unwrap_err();
        assert_eq!(f.status, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
        assert!(f.message.starts_with("entry is not UTF-8"), "{}", f.message);
        let f = unsafe { text(bad.as_ptr().cast(), 5, "ir") }.unwrap_err();
        assert!(f.message.starts_with("ir is not UTF-8"), "{}", f.message);
    }

    #[test]
    fn good_arguments_read_as_given() {
        let s = b"main\0";
        assert_eq!(unsafe { c_str(s.as_ptr().cast(), "entry") }, Ok("main"));
        assert_eq!(unsafe { text(s.as_ptr().cast(), 2, "ir") }, Ok("ma"));
        let too_long = unsafe { bytes(s.as_ptr(), usize::MAX, "bytes") }.unwrap_err();
        assert!(too_long.message.contains("larger than any object"));
    }
}
