//! Bytes → LLVM 3.7 bitcode reader: must never panic, and stay within its memory budget.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = dxil_bitcode::read_module(data);
});
