//! The guard around every entry point: a panic becomes `DXIL_EMIT_ERROR_INTERNAL` with
//! its message instead of unwinding into C.

use crate::failure::Failure;
use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Runs `body`, turning a panic into an internal failure that quotes it.
///
/// What `body` touched may be left half-changed by a panic (hence `AssertUnwindSafe`):
/// the entry points hand back only a fresh result, or an options object whose fields
/// each stay valid values. The process's panic hook still runs (by default it prints
/// the panic to stderr); the library must be built with `panic = "unwind"`, as Cargo's
/// profiles are by default.
pub(crate) fn catch<T>(body: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failure> {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or_else(|payload| {
        Err(Failure::internal(format!(
            "internal error: dxil-emit panicked: {}",
            panic_message(payload.as_ref())
        )))
    })
}

/// The text a panic was raised with (`panic!` gives a `&str` or a `String`).
fn panic_message(payload: &(dyn Any + Send)) -> &str {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(a panic without a message)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::status::DxilEmitStatus;

    #[test]
    fn a_panic_is_an_internal_failure_with_its_message() {
        let r: Result<(), _> = catch(|| panic!("boom {}", 42));
        let f = r.unwrap_err();
        assert_eq!(f.status, DxilEmitStatus::DXIL_EMIT_ERROR_INTERNAL);
        assert_eq!(f.message, "internal error: dxil-emit panicked: boom 42");
        let r: Result<(), _> = catch(|| panic!("plain"));
        assert!(r.unwrap_err().message.ends_with(": plain"));
    }

    #[test]
    fn a_result_passes_through() {
        assert_eq!(catch(|| Ok(7)), Ok(7));
        let f = Failure::invalid_argument("bad");
        assert_eq!(catch::<()>(|| Err(f.clone())), Err(f));
    }
}
