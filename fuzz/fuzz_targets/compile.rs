//! IR text → the whole compile (parse, verify, lowering, bitcode, container parts, the
//! validator that checks what is written): a container or a located error, never a
//! panic or a hang. Seeded with clang 22's shaders, mutated text mostly reaches the
//! lowering as modules that verify but are not what clang writes.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(compiled) = dxil_emit::compile(text, &dxil_emit::Options::default()) {
        let _ = compiled.container();
    }
});
