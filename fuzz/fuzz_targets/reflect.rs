//! Bytes → reflection (container, STAT/DXIL bitcode, DXIL metadata, type annotations,
//! RDAT) and its JSON and text: must never panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(r) = dxil_emit::reflect::reflect(data) {
        let _ = r.to_json();
        let _ = r.to_text();
    }
});
