//! Bytes → parser → verifier: must never panic or hang; a module that parses is
//! verified (the verifier must not panic on anything the parser accepts).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(parsed) = dxil_parser::parse_bytes(data) {
        let _ = dxil_ir::verify(&parsed.module);
    }
});
