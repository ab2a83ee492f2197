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

/// Whether the value stored to column 1 (Y) of output element 0 (`SV_Position` in these
/// fixtures) is a negation (`fsub -0.0, y`, as the lowering writes `fneg`).
fn stores_negated_y(module: &dxil_ir::Module) -> bool {
    for (_, f) in module.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let dxil_ir::InstKind::Call {
                callee: dxil_ir::Value::Function(c),
                args,
                ..
            } = &body.insts[i].kind
            else {
                continue;
            };
            let name = &module.functions[*c].name;
            let is_y = |k: usize, v: i128| module.const_int(args[k]) == Some(v);
            let store_output = name.starts_with("dx.op.storeOutput") && is_y(1, 0) && is_y(3, 1);
            let store_vertex =
                name.starts_with("dx.op.storeVertexOutput") && is_y(1, 0) && is_y(3, 1);
            if !(store_output || store_vertex) {
                continue;
            }
            let value = args[4];
            return matches!(value, dxil_ir::Value::Inst(v) if matches!(
                body.insts[v].kind,
                dxil_ir::InstKind::Binary { op: dxil_ir::BinOp::FSub, lhs: dxil_ir::Value::Const(c), .. }
                    if matches!(module.consts.get(c), dxil_ir::ConstData::Float { .. })
            ) || matches!(body.insts[v].kind, dxil_ir::InstKind::FNeg { .. }));
        }
    }
    false
}

#[test]
fn flip_y_negates_the_output_position_of_the_last_stage_before_the_rasterizer() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in [
        "tests/spirv-fixtures/vertex_index.spv",
        "tests/spirv/stages/lines.mesh.spv",
    ] {
        let bytes = std::fs::read(dir.join(file)).unwrap();
        let plain = dxil_emit::compile_spirv(&bytes, &Default::default()).unwrap();
        assert!(!stores_negated_y(plain.module()), "{file}");
        let opts = dxil_emit::Options {
            spirv_flip_y: true,
            ..Default::default()
        };
        let flipped = dxil_emit::compile_spirv(&bytes, &opts).unwrap();
        dxil_test_support::assert_dxv_accepts(flipped.container().unwrap(), file);
        assert!(stores_negated_y(flipped.module()), "{file}");
    }
}
