//! The generated shaders the benchmarks time (benches/common/gen.rs: a chain of N float
//! instructions between a buffer load and store) compile to containers Microsoft's
//! validator accepts, at 1k and 100k instructions, from clang's IR and from SPIR-V; the
//! SPIR-V twin computes what the chain means.

#[path = "../benches/common/gen.rs"]
mod gen;

#[test]
fn generated_shaders_pass_dxv() {
    for n in [1_000, 100_000] {
        let text = gen::compute_shader(n);
        let out = dxil_emit::compile(&text, &dxil_emit::Options::default())
            .unwrap_or_else(|e| panic!("generated-{n}: {e}"));
        dxil_test_support::assert_dxv_accepts(
            out.container().expect("a container"),
            &format!("generated-{n}"),
        );
    }
}

#[test]
fn generated_spirv_shaders_pass_dxv_and_compute_the_chain() {
    for n in [1_000, 100_000] {
        let words = gen::compute_shader_spirv(n);
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let out = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default())
            .unwrap_or_else(|e| panic!("generated-spirv-{n}: {e}"));
        dxil_test_support::assert_dxv_accepts(
            out.container().expect("a container"),
            &format!("generated-spirv-{n}"),
        );
    }
    // 7 instructions on 64 threads, run on the CPU: x + 0.5, * 1.5, - 2.5, + 3.5, * 4.5,
    // - 5.5, + 6.5.
    let words = gen::compute_shader_spirv(7);
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let out = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let expected: Vec<String> = (0..64)
        .map(|x| {
            let v = ((((x as f32 + 0.5) * 1.5 - 2.5) + 3.5) * 4.5 - 5.5) + 6.5;
            format!("{v:?}")
        })
        .collect();
    let input: Vec<String> = (0..64).map(|x| format!("{x}.0")).collect();
    let pipeline = format!(
        "---\nShaders:\n  - Stage: Compute\n    Entry: main\nBuffers:\n  - Name: Buf\n    Format: Float32\n    Data: [ {} ]\n  - Name: Expected\n    Format: Float32\n    Data: [ {} ]\nResults:\n  - Result: Buf\n    Rule: BufferFloatULP\n    ULPT: 1\n    Actual: Buf\n    Expected: Expected\nDescriptorSets:\n  - Resources:\n    - Name: Buf\n      Kind: RWBuffer\n      DirectXBinding:\n        Register: 0\n        Space: 0\n...\n",
        input.join(", "),
        expected.join(", ")
    );
    let outcome =
        dxil_emit::exec::run_test(&pipeline, out.container().unwrap(), &Default::default());
    dxil_emit::exec::offload_test::judge(&pipeline, &["DirectX"], &outcome).unwrap();
}
