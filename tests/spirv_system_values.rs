//! SPIR-V built-ins that are Direct3D system values needing a feature
//! (`tests/spirv-fixtures`, glslang's output): `BaryCoordKHR` and
//! `BaryCoordNoPerspKHR` are `SV_Barycentrics` 0 and 1 (linear, no perspective; not
//! packed), `ShadingRateKHR` a pixel shader's `SV_ShadingRate` input,
//! `PrimitiveShadingRateKHR` a vertex shader's output; each container is dxv-clean
//! and declares the shader flag its signature implies (barycentrics, bit 22; shading
//! rate, bit 24), as DXC does.

use std::path::Path;

/// Signature elements as (name, index, interpolation).
type Elements = Vec<(String, u32, u8)>;

/// The input and output elements and the shader flags of fixture `name`.spv, whose
/// container dxv accepts.
fn signatures(name: &str) -> (Elements, Elements, u64) {
    let spv = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/spirv-fixtures")
        .join(format!("{name}.spv"));
    let bytes = std::fs::read(spv).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &Default::default()).unwrap();
    dxil_test_support::assert_dxv_accepts(compiled.container().unwrap(), name);
    let info = dxil_lower::read_dxil_info(compiled.module()).unwrap();
    let list = |els: &[dxil_lower::dxil_metadata::SignatureElement]| {
        els.iter()
            .map(|e| {
                (
                    e.semantic_name.clone(),
                    e.semantic_indices[0],
                    e.interpolation,
                )
            })
            .collect::<Vec<_>>()
    };
    (
        list(&info.entry.inputs),
        list(&info.entry.outputs),
        info.entry.shader_flags,
    )
}

const BARYCENTRICS_FLAG: u64 = 1 << 22;
const SHADING_RATE_FLAG: u64 = 1 << 24;

#[test]
fn barycentric_coordinates_are_sv_barycentrics() {
    let (inputs, _, flags) = signatures("barycentrics");
    assert_eq!(
        inputs,
        [
            ("SV_Barycentrics".to_string(), 0, 2),
            ("SV_Barycentrics".to_string(), 1, 4)
        ]
    );
    assert_ne!(flags & BARYCENTRICS_FLAG, 0);
}

#[test]
fn shading_rates_are_sv_shading_rate() {
    let (inputs, _, flags) = signatures("shading_rate_frag");
    assert!(
        inputs.iter().any(|(n, ..)| n == "SV_ShadingRate"),
        "{inputs:?}"
    );
    assert_ne!(flags & SHADING_RATE_FLAG, 0);
    let (_, outputs, flags) = signatures("shading_rate_vert");
    assert!(
        outputs.iter().any(|(n, ..)| n == "SV_ShadingRate"),
        "{outputs:?}"
    );
    assert_ne!(flags & SHADING_RATE_FLAG, 0);
}
