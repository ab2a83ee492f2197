//! SPIR-V matrices in the memory layouts producers write. The programs
//! `tests/spirv/programs/matrix_*/` (run by `tests/spirv_programs.rs`: dxv-clean, and
//! computing the buffers their `pipeline.yaml` derives by hand from the layout) cover
//! glslang's std140 and std430 buffers, uniform blocks and push constants with column-
//! and row-major matrices whose vectors are padded, double matrices, arrays and structs
//! of them, glslang's HLSL (`float3x4`, `row_major`), naga's WGSL layouts and
//! `OpCopyMemory` of structs holding row-major matrices. Here: what is not a layout.

use std::path::Path;

/// `matrix_std430_storage`'s module with every `MatrixStride` made 4: smaller than a matrix's
/// vectors, which is a located error, not a panic or a container.
#[test]
fn a_matrix_stride_smaller_than_its_vectors_is_an_error() {
    let bytes = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/spirv/programs/matrix_std430_storage/shader.spv"),
    )
    .unwrap();
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
