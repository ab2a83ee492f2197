//! IR text and the HLSL source its semantics are read from (pixel and vertex shaders,
//! `--hlsl`), split at a line `;--- hlsl`: the HLSL readers (preprocessor, entry
//! signature, declarations) and the whole compile give a container or a located error,
//! never a panic or a hang. Seeded with DXC's pixel and vertex tests as clang 22 emits
//! them, each joined to its source.
#![no_main]
use libfuzzer_sys::fuzz_target;

/// The line between the IR and the HLSL source.
const SPLIT: &str = "\n;--- hlsl\n";

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Some((ir, hlsl)) = text.split_once(SPLIT) else {
        return;
    };
    let options = dxil_emit::Options {
        hlsl_source: Some(dxil_emit::hlsl_semantics::HlslSource {
            name: "fuzz.hlsl".into(),
            text: hlsl.into(),
        }),
        ..dxil_emit::Options::default()
    };
    if let Ok(compiled) = dxil_emit::compile(ir, &options) {
        let _ = compiled.container();
    }
});
