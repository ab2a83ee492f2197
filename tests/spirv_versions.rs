//! SPIR-V of the versions producers write: glslang's for Vulkan 1.3 is SPIR-V 1.6,
//! which gives the local size as `OpExecutionModeId LocalSizeId` (ids of constants);
//! rspirv 0.13 reads no `OpExecutionModeId`, so the front end reads it as the
//! `OpExecutionMode` it extends.

use std::path::Path;

#[test]
fn a_spirv_1_6_local_size_id_is_the_thread_group_size() {
    let spv = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv-fixtures/local_size_id.spv");
    let bytes = std::fs::read(&spv).unwrap();
    assert_eq!((bytes[6], bytes[5]), (1, 6), "the fixture is SPIR-V 1.6");
    let text_only = dxil_emit::Options {
        emit: dxil_emit::EmitKind::Text,
        ..Default::default()
    };
    let compiled = dxil_emit::compile_spirv(&bytes, &text_only).unwrap();
    let info = dxil_model::read_dxil_info(compiled.module()).unwrap();
    assert_eq!(info.entry.numthreads, Some([8, 4, 1]));
    let container = dxil_emit::compile_spirv(&bytes, &Default::default()).unwrap();
    dxil_test_support::assert_dxv_accepts(container.container().unwrap(), "local_size_id.spv");
}
