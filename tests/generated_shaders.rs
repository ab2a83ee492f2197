//! The generated shaders the benchmarks time (benches/common/gen.rs: a chain of N float
//! instructions between a buffer load and store) compile to containers Microsoft's
//! validator accepts, at 1k and 100k instructions.

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
