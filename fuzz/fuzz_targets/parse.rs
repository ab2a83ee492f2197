//! Bytes → parser (→ verifier, once the module parses): must never panic or hang.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = dxil_parser::parse(text);
    }
});
