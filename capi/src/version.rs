//! The library's version.

use std::ffi::c_char;

/// The library's version, NUL-terminated (e.g. `"0.1.0"`); static, never freed.
#[no_mangle]
pub extern "C" fn dxil_emit_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_version_is_the_crate_s() {
        let v = unsafe { std::ffi::CStr::from_ptr(super::dxil_emit_version()) };
        assert_eq!(v.to_str(), Ok(env!("CARGO_PKG_VERSION")));
    }
}
