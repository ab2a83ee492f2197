//! SPIR-V bytes → the whole compile (rspirv's reader, the translator into IR as clang
//! writes HLSL, lowering, bitcode, container, the validator): a container or a located
//! error, never a panic or a hang. Seeded with the offload tests' SPIR-V modules
//! (`../shared/spirv-tests/**/*.spv`).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(compiled) = dxil_emit::compile_spirv(data, &dxil_emit::Options::default()) {
        let _ = compiled.container();
    }
});
