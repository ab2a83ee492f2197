//! SPIR-V built-ins that are Direct3D system values needing a feature
//! (`tests/spirv-fixtures`, glslang's output): `BaryCoordKHR` and
//! `BaryCoordNoPerspKHR` are `SV_Barycentrics` 0 and 1 (linear, no perspective; not
//! packed), `ShadingRateKHR` a pixel shader's `SV_ShadingRate` input,
//! `PrimitiveShadingRateKHR` a vertex shader's output; each container is dxv-clean
//! and declares the shader flag its signature implies (barycentrics, bit 22; shading
//! rate, bit 24), as DXC does. `BaseVertex` and `BaseInstance` are the bases
//! `VertexIndex` and `InstanceIndex` leave out (0), no signature elements;
//! `PointCoord` the user input `POINTCOORD`.

use crate::common;

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
    let info = dxil_model::read_dxil_info(compiled.module()).unwrap();
    let list = |els: &[dxil_model::metadata::SignatureElement]| {
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

/// `PointCoord` is the user input POINTCOORD (two floats, linear), which the stage
/// that expands points into quads writes: Direct3D's points have no coordinate.
#[test]
fn point_coordinates_are_an_input_the_point_expanding_stage_writes() {
    let (inputs, _, _) = signatures("point_coord");
    assert_eq!(
        inputs,
        [
            ("TEXCOORD".to_string(), 0, 2),
            ("POINTCOORD".to_string(), 0, 2)
        ]
    );
}

/// `gl_VertexIndex - gl_BaseVertex` (how slang and DXC write SV_VertexID) reads
/// SV_VertexID; the bases are no inputs of the signature.
#[test]
fn draw_parameter_bases_are_the_ones_the_indices_leave_out() {
    let (inputs, _, _) = signatures("draw_parameters");
    let names: Vec<&str> = inputs.iter().map(|(n, _, _)| n.as_str()).collect();
    assert_eq!(names, ["SV_VertexID", "SV_InstanceID"]);
}

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
    let Some((_, args)) = common::op_calls(module).into_iter().find(|(name, args)| {
        let is = |k: usize, v: i128| module.const_int(args[k]) == Some(v);
        (name.starts_with("dx.op.storeOutput") || name.starts_with("dx.op.storeVertexOutput"))
            && is(1, 0)
            && is(3, 1)
    }) else {
        return false;
    };
    // The value, an instruction of the entry (the only function with a body).
    let Some(body) = module.functions.iter().find_map(|(_, f)| f.body.as_ref()) else {
        return false;
    };
    match args[4] {
        dxil_ir::Value::Inst(v) => match body.insts[v].kind {
            dxil_ir::InstKind::Binary {
                op: dxil_ir::BinOp::FSub,
                lhs: dxil_ir::Value::Const(c),
                ..
            } => matches!(module.consts.get(c), dxil_ir::ConstData::Float { .. }),
            dxil_ir::InstKind::FNeg { .. } => true,
            _ => false,
        },
        _ => false,
    }
}

#[test]
fn flip_y_negates_the_output_position_of_the_last_stage_before_the_rasterizer() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in [
        "tests/spirv-fixtures/vertex_index.spv",
        "tests/spirv/stages/lines.mesh.spv",
    ] {
        let bytes = std::fs::read(dir.join(file)).unwrap();
        // Unoptimized, so that a constant Y's negation stays an instruction.
        let unfolded = dxil_emit::Options {
            opt_level: dxil_emit::OptLevel::O0,
            ..Default::default()
        };
        let plain = dxil_emit::compile_spirv(&bytes, &unfolded).unwrap();
        assert!(!stores_negated_y(plain.module()), "{file}");
        let opts = dxil_emit::Options {
            spirv_flip_y: true,
            ..unfolded
        };
        let flipped = dxil_emit::compile_spirv(&bytes, &opts).unwrap();
        dxil_test_support::assert_dxv_accepts(flipped.container().unwrap(), file);
        assert!(stores_negated_y(flipped.module()), "{file}");
    }
}

/// GLSL.std.450's interpolation functions are DXIL's evaluations of the input element:
/// `EvalCentroid`, `EvalSampleIndex` (the sample), `EvalSnapped` (a constant offset in
/// sixteenths of a pixel: (0.25, -0.125) is (4, -2); (-0.5, 0.4375) is (-8, 7)).
#[test]
fn interpolation_functions_are_evaluations() {
    let bytes = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv-fixtures/interpolate_at.spv"),
    )
    .unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &Default::default()).unwrap();
    let container = compiled.container().unwrap();
    dxil_test_support::assert_dxv_accepts(container, "interpolate_at");
    let text = dxil_emit::disassemble(container).unwrap();
    for (call, n) in [
        ("@dx.op.evalCentroid.f32(i32 89, i32 0, i32 0, i8 ", 4),
        ("@dx.op.evalSampleIndex.f32(i32 88, i32 0, i32 0, i8 ", 4),
        ("i32 4, i32 -2)", 4),
        (
            "@dx.op.evalSnapped.f32(i32 87, i32 1, i32 0, i8 0, i32 -8, i32 7)",
            1,
        ),
    ] {
        assert_eq!(text.matches(call).count(), n, "{call}\n{text}");
    }
}
