//! SPIR-V matrices in every memory layout producers write: the fixtures in
//! `tests/spirv/matrix_layouts/` (glslang's std140 and std430 buffers and uniform
//! blocks with column- and row-major matrices whose vectors are padded, double
//! matrices, arrays and structs of them, push constants; glslang's HLSL (`float3x4`,
//! `row_major`, cbuffer packing); naga's WGSL layouts; `OpCopyMemory` of structs holding
//! row-major matrices). Each `NAME.spv` (made from its `NAME.comp`, `.hlsl`, `.wgsl` or
//! `.spvasm`, commands in the source or below) must compile to a container Microsoft's
//! validator accepts and compute the buffers `NAME.yaml` expects, which its comments
//! derive by hand from the layout (each input float holds its own slot number).
//!
//! Made with: `glslangValidator -V NAME.comp -o NAME.spv`,
//! `naga --spirv-version 1.3 NAME.wgsl NAME.spv`, `spirv-as --target-env vulkan1.1
//! NAME.spvasm -o NAME.spv`; each passes `spirv-val`.

mod common;

use std::path::{Path, PathBuf};

/// The fixtures folder.
fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv/matrix_layouts")
}

/// The fixtures' names (each `NAME.spv` with its `NAME.yaml`).
fn fixture_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(fixtures())
        .expect("tests/spirv/matrix_layouts")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "spv").then(|| p.file_stem()?.to_str().map(str::to_string))?
        })
        .collect();
    names.sort();
    names
}

/// Compiles `NAME.spv`, validates the container and runs it against `NAME.yaml`.
fn compile_validate_and_run(name: &str) -> Result<(), String> {
    let dir = fixtures();
    let spv = std::fs::read(dir.join(format!("{name}.spv"))).map_err(|e| e.to_string())?;
    let pipeline =
        std::fs::read_to_string(dir.join(format!("{name}.yaml"))).map_err(|e| e.to_string())?;
    let compiled = dxil_emit::compile_spirv(&spv, &dxil_emit::Options::default())
        .map_err(|e| format!("compile: {e}"))?;
    let bytes = compiled.container().ok_or("no container")?.to_vec();
    if let Some(why) = common::dxv_rejection(&bytes) {
        return Err(format!("dxv: {why}"));
    }
    let outcome =
        dxil_emit::exec::run_test(&pipeline, &bytes, &dxil_emit::exec::RunOptions::default());
    dxil_emit::exec::offload_test::judge(&pipeline, &["DirectX"], &outcome)
}

#[test]
fn matrix_layout_fixtures_validate_and_compute_their_buffers() {
    let names = fixture_names();
    assert!(names.len() >= 6, "only {} fixtures", names.len());
    let mut failures = Vec::new();
    for name in &names {
        let dir = fixtures();
        let has_source = ["comp", "hlsl", "wgsl", "spvasm"]
            .iter()
            .any(|ext| dir.join(format!("{name}.{ext}")).exists());
        assert!(has_source, "{name}.spv has no source beside it");
        if let Err(why) = compile_validate_and_run(name) {
            failures.push(format!("{name}: {why}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `std430_storage.spv` with every `MatrixStride` made 4: smaller than a matrix's
/// vectors, which is a located error, not a panic or a container.
#[test]
fn a_matrix_stride_smaller_than_its_vectors_is_an_error() {
    let bytes = std::fs::read(fixtures().join("std430_storage.spv")).unwrap();
    let mut words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    const MEMBER_DECORATE: u32 = 72;
    const MATRIX_STRIDE: u32 = 7;
    let mut at = 5;
    let mut patched = 0;
    while at < words.len() {
        let (count, opcode) = ((words[at] >> 16) as usize, words[at] & 0xffff);
        if opcode == MEMBER_DECORATE && count == 5 && words[at + 3] == MATRIX_STRIDE {
            words[at + 4] = 4;
            patched += 1;
        }
        at += count.max(1);
    }
    assert!(patched > 0, "no MatrixStride decoration found");
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let err = match dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()) {
        Ok(_) => panic!("a stride of 4 is an error"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.contains("stride 4 whose") && err.contains("bytes"),
        "unexpected error: {err}"
    );
}
