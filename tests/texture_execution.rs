//! Textures and samplers on the CPU interpreter, judged on a compiler's output other
//! than ours: DXC's container of `tests/spirv/programs/texture_sampling/
//! dxc_equivalent.hlsl` (the same shader as that program's GLSL) computes the
//! program's expected buffer, values worked out by hand from the texture's data
//! (texel fetches, point and linear samples at a level and with gradients, clamp and
//! wrap addressing, two mip levels, a gather, size queries, a storage image). Our
//! own container of the GLSL is run by tests/spirv_programs.rs.

use crate::common;

use std::path::Path;

#[test]
fn dxcs_container_of_the_texture_program_computes_its_expected_buffer() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dxc = shared.join("tools/dxc/bin/dxc");
    if !dxc.exists() {
        eprintln!("note: no dxc in ../shared/tools/dxc/bin: not run");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv/programs/texture_sampling");
    let out = tempfile::NamedTempFile::new().unwrap();
    let status = std::process::Command::new(&dxc)
        .args(["-T", "cs_6_0", "-E", "main"])
        .arg(dir.join("dxc_equivalent.hlsl"))
        .arg("-Fo")
        .arg(out.path())
        .output()
        .expect("dxc runs");
    assert!(status.status.success(), "{status:?}");
    let container = std::fs::read(out.path()).unwrap();
    let pipeline = std::fs::read_to_string(dir.join("pipeline.yaml")).unwrap();
    let outcome = dxil_emit::exec::run_test(
        &pipeline,
        &container,
        &dxil_emit::exec::RunOptions::default(),
    );
    dxil_emit::exec::offload_test::judge(&pipeline, &["DirectX"], &outcome).unwrap();
}
