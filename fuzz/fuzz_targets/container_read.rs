//! Bytes → container reader and printer: must never panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(parsed) = dxil_container::read(data) {
        let _ = dxil_container::print(&parsed);
    }
});
