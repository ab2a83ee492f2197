//! Bytes → validator (container, bitcode, DXIL metadata, the parts the module implies,
//! the module rules): diagnostics, never a panic or a hang.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let v = dxil_emit::validate::validate(data);
    let _ = (v.to_text(), v.to_json());
});
