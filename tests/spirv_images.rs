//! SPIR-V images as Direct3D textures (`tests/spirv-fixtures/images/`, GLSL and HLSL
//! through glslang): every module compiles to a container dxv accepts, and Direct3D's
//! reflection of it (`dxreflect`) shows each image as the texture or UAV kind, binding
//! and array size its type asks for; for the HLSL shaders, the same as DXC's
//! container compiled from the HLSL itself. Samples of every kind (implicit or
//! explicit level, bias, gradients, projection, depth comparison) and gathers bind
//! their samplers, a comparison's as `SamplerComparisonState`; the sampling not
//! translated yet gives a located error, not a container. The CPU interpreter models
//! no textures, so nothing here is run.

use crate::common;

use serde_json::Value;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/spirv-fixtures/images")
        .join(name)
}

/// The container of fixture `name`.spv, which dxv must accept.
fn compile(name: &str) -> Vec<u8> {
    let bytes = std::fs::read(fixture(&format!("{name}.spv"))).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let container = compiled.container().unwrap().to_vec();
    if let Some(why) = common::dxv_rejection(&container) {
        panic!("{name}: dxv: {why}");
    }
    container
}

/// A resource as reflection shows it: name, input type, dimension, register, count,
/// space.
type Reflected = (String, i64, i64, i64, i64, i64);

/// Each resource of `container` as Direct3D's reflection gives it; `None` without
/// dxreflect.
fn reflected(container: &[u8]) -> Option<Vec<Reflected>> {
    let dxreflect = common::shared().and_then(|s| common::dxreflect(&s))?;
    let r = common::direct3d_reflection(&dxreflect, container);
    let field = |x: &Value, k: &str| x[k].as_i64().unwrap_or(-99);
    Some(
        r["resources"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| {
                (
                    x["name"].as_str().unwrap_or("").to_string(),
                    field(x, "type"),
                    field(x, "dimension"),
                    field(x, "bindPoint"),
                    field(x, "bindCount"),
                    field(x, "space"),
                )
            })
            .collect(),
    )
}

// D3D_SHADER_INPUT_TYPE.
const CBUFFER: i64 = 0;
const TEXTURE: i64 = 2;
const SAMPLER: i64 = 3;
const UAV_TYPED: i64 = 4;
const UAV_STRUCTURED: i64 = 6;
// D3D_SRV_DIMENSION.
const BUFFER: i64 = 1;
const TEX1D: i64 = 2;
const TEX1DARRAY: i64 = 3;
const TEX2D: i64 = 4;
const TEX2DARRAY: i64 = 5;
const TEX2DMS: i64 = 6;
const TEX2DMSARRAY: i64 = 7;
const TEX3D: i64 = 8;
const TEXCUBE: i64 = 9;
const TEXCUBEARRAY: i64 = 10;

/// Checks that fixture `name` reflects as `want`: (name, type, dimension, register,
/// count, space).
fn check(name: &str, want: &[(&str, i64, i64, i64, i64, i64)]) {
    let container = compile(name);
    let Some(got) = reflected(&container) else {
        return;
    };
    let want: Vec<Reflected> = want
        .iter()
        .map(|&(n, t, d, r, c, s)| (n.to_string(), t, d, r, c, s))
        .collect();
    assert_eq!(got, want, "{name}");
}

#[test]
fn texel_fetches_read_every_sampled_shape() {
    check(
        "texel_fetch",
        &[
            ("tex1d", TEXTURE, TEX1D, 0, 1, 0),
            ("tex2d", TEXTURE, TEX2D, 1, 1, 0),
            ("tex3d", TEXTURE, TEX3D, 2, 1, 0),
            ("tex2darray", TEXTURE, TEX2DARRAY, 3, 1, 0),
            ("tex2dms", TEXTURE, TEX2DMS, 4, 1, 0),
            ("tex1darray", TEXTURE, TEX1DARRAY, 5, 1, 0),
            ("tex2dmsarray", TEXTURE, TEX2DMSARRAY, 6, 1, 0),
            ("outs", UAV_STRUCTURED, BUFFER, 7, 1, 0),
        ],
    );
}

#[test]
fn storage_images_are_typed_uavs_and_a_cube_is_an_array_of_faces() {
    check(
        "storage_images",
        &[
            ("img2d", UAV_TYPED, TEX2D, 0, 1, 0),
            ("img3d", UAV_TYPED, TEX3D, 1, 1, 0),
            ("img2darray", UAV_TYPED, TEX2DARRAY, 2, 1, 0),
            ("img1d", UAV_TYPED, TEX1D, 3, 1, 0),
            ("img1darray", UAV_TYPED, TEX1DARRAY, 4, 1, 0),
            ("imgcube", UAV_TYPED, TEX2DARRAY, 5, 1, 0),
            ("src", UAV_TYPED, TEX2D, 6, 1, 0),
            ("dst", UAV_TYPED, BUFFER, 7, 1, 0),
        ],
    );
}

#[test]
fn size_level_and_sample_queries_measure_every_shape() {
    check(
        "image_queries",
        &[
            ("tex1d", TEXTURE, TEX1D, 0, 1, 0),
            ("tex2d", TEXTURE, TEX2D, 1, 1, 0),
            ("tex3d", TEXTURE, TEX3D, 2, 1, 0),
            ("texcube", TEXTURE, TEXCUBE, 3, 1, 0),
            ("tex2darray", TEXTURE, TEX2DARRAY, 4, 1, 0),
            ("texcubearray", TEXTURE, TEXCUBEARRAY, 5, 1, 0),
            ("tex2dms", TEXTURE, TEX2DMS, 6, 1, 0),
            ("tex2dmsarray", TEXTURE, TEX2DMSARRAY, 7, 1, 0),
            ("texbuf", TEXTURE, BUFFER, 11, 1, 0),
            ("img2d", UAV_TYPED, TEX2D, 8, 1, 0),
            ("img3d", UAV_TYPED, TEX3D, 9, 1, 0),
            ("imgcubearray", UAV_TYPED, TEX2DARRAY, 10, 1, 0),
            ("outs", UAV_STRUCTURED, BUFFER, 12, 1, 0),
        ],
    );
}

#[test]
fn arrays_of_images_bind_their_whole_range() {
    check(
        "texture_arrays",
        &[
            ("params", CBUFFER, 0, 0, 1, 1),
            ("combined", SAMPLER, 0, 7, 2, 0),
            ("textures", TEXTURE, TEX2D, 0, 4, 0),
            ("combined", TEXTURE, TEX2D, 7, 2, 0),
            ("images", UAV_TYPED, TEX2D, 4, 3, 0),
        ],
    );
}

#[test]
fn explicit_level_samples_and_gathers_bind_textures_and_samplers() {
    check(
        "sample_level",
        &[
            ("tex2d", SAMPLER, 0, 0, 1, 0),
            ("cube", SAMPLER, 0, 1, 1, 0),
            ("layers", SAMPLER, 0, 2, 1, 0),
            ("volume", SAMPLER, 0, 3, 1, 0),
            ("clamped", SAMPLER, 0, 5, 1, 0),
            ("counts", SAMPLER, 0, 7, 1, 0),
            ("tex2d", TEXTURE, TEX2D, 0, 1, 0),
            ("cube", TEXTURE, TEXCUBE, 1, 1, 0),
            ("layers", TEXTURE, TEX2DARRAY, 2, 1, 0),
            ("volume", TEXTURE, TEX3D, 3, 1, 0),
            ("plain", TEXTURE, TEX2D, 4, 1, 0),
            ("counts", TEXTURE, TEX2D, 7, 1, 0),
            ("outs", UAV_STRUCTURED, BUFFER, 6, 1, 0),
        ],
    );
}

/// A runtime array binds an unbounded range (reflection's count 0).
#[test]
fn runtime_arrays_of_images_are_unbounded() {
    check(
        "unbounded",
        &[
            ("textures", TEXTURE, TEX2D, 0, 0, 0),
            ("outs", UAV_TYPED, TEX2D, 0, 1, 1),
        ],
    );
}

/// naga's SPIR-V of WGSL textures (no names: naga writes none for globals): sampled,
/// storage, depth and cube textures and a sampler, as naga's own HLSL of the same
/// WGSL compiles with DXC (kinds and registers; its samplers go to a heap there).
#[test]
fn naga_textures_keep_their_kinds_and_registers() {
    check(
        "naga_images",
        &[
            ("resource21", SAMPLER, 0, 2, 1, 0),
            ("resource17", TEXTURE, TEX2D, 0, 1, 0),
            ("resource23", TEXTURE, TEX2DARRAY, 3, 1, 0),
            ("resource25", TEXTURE, TEXCUBE, 4, 1, 0),
            ("resource29", TEXTURE, TEX2D, 6, 1, 0),
            ("resource19", UAV_TYPED, TEX2D, 1, 1, 0),
            ("resource27", UAV_TYPED, TEX3D, 5, 1, 0),
        ],
    );
}

/// glslang's SPIR-V of an HLSL compute shader reflects as DXC's container of the
/// same HLSL (names, kinds, shapes, registers, counts).
fn reflects_as_dxc_compiles(name: &str, resources: usize) {
    let ours = compile(name);
    let Some(shared) = common::shared() else {
        return;
    };
    let dxc = shared.join("tools/dxc/bin/dxc");
    let Some(got) = reflected(&ours) else {
        return;
    };
    let out = tempfile::NamedTempFile::new().unwrap();
    let status = std::process::Command::new(&dxc)
        .args(["-T", "cs_6_6", "-E", "main"])
        .arg(fixture(&format!("{name}.hlsl")))
        .arg("-Fo")
        .arg(out.path())
        .output()
        .expect("dxc runs");
    assert!(status.status.success(), "{status:?}");
    let want = reflected(&std::fs::read(out.path()).unwrap()).unwrap();
    assert_eq!(got, want, "{name}");
    assert_eq!(got.len(), resources, "{name}: {got:?}");
}

#[test]
fn hlsl_textures_reflect_as_dxc_compiles_them() {
    reflects_as_dxc_compiles("hlsl_textures", 8);
}

#[test]
fn hlsl_samples_reflect_as_dxc_compiles_them() {
    reflects_as_dxc_compiles("hlsl_sample_level", 6);
}

/// A storage image written with fewer components than its format has (glslang's
/// `Rgba32f` for HLSL's `RWTexture2D<float3>`) is declared with the components written,
/// as DXC declares it, so that every store writes the whole element.
#[test]
fn storage_images_are_as_wide_as_their_writes() {
    reflects_as_dxc_compiles("hlsl_rw_float3", 3);
    let text = dxil_text("hlsl_rw_float3");
    assert!(text.contains("RWTexture2D<float3>"), "{text}");
    assert!(text.contains("RWTexture2D<float2>"), "{text}");
}

/// Compute shaders take derivatives and sample at implicit levels (shader model 6.6)
/// where SPIR-V's quads are Direct3D's: 2x2 quads in an 8x8 group, 4 in a row in a
/// group of one row; 4 in a row in an 8x8 group (where Direct3D's quads are 2x2) is a
/// located error.
#[test]
fn compute_derivatives_where_the_quads_agree() {
    for name in ["compute_quads", "compute_linear"] {
        let text = dxil_text(name);
        for op in ["@dx.op.sample.f32(i32 60", "@dx.op.unary.f32(i32 83"] {
            assert!(text.contains(op), "{name}: {op} missing:\n{text}");
        }
    }
    let bytes = std::fs::read(fixture("compute_linear_2d.spv")).unwrap();
    let err = match dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()) {
        Ok(_) => panic!("linear quads in a 2D group are refused"),
        Err(e) => e.to_string(),
    };
    assert!(err.contains("DerivativeGroupLinear"), "{err}");
    assert!(err.contains("thread group 8x8x1"), "{err}");
    assert!(err.contains("word "), "{err}");
}

/// DXIL text of fixture `name` (compiled, dxv-clean).
fn dxil_text(name: &str) -> String {
    dxil_emit::disassemble(&compile(name)).unwrap()
}

/// A depth comparison at level 0 is `sampleCmpLevelZero` with a comparison sampler,
/// and its coordinates are the image's two, not the three SPIR-V passes.
#[test]
fn a_depth_comparison_at_level_zero_uses_a_comparison_sampler() {
    let text = dxil_text("sample_compare");
    assert!(text.contains("%SamplerComparisonState"), "{text}");
    let call = text
        .lines()
        .find(|l| l.contains("call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        call.contains("float 5.000000e-01, float 5.000000e-01, float undef"),
        "{call}"
    );
}

/// A pixel shader's samples: implicit level, bias, projection (coordinates divided by
/// q), a depth comparison, derivatives and a discard.
#[test]
fn a_pixel_shader_samples_with_implicit_levels() {
    let text = dxil_text("sample_fragment");
    for op in [
        "@dx.op.sample.f32(i32 60",
        "@dx.op.sampleBias.f32(i32 61",
        "@dx.op.sampleCmp.f32(i32 64",
        "@dx.op.unary.f32(i32 83,",
        "@dx.op.unary.f32(i32 84,",
        "@dx.op.discard(i32 82, i1 true)",
    ] {
        assert!(text.contains(op), "{op}: {text}");
    }
    assert!(
        text.contains("fdiv fast float") || text.contains("fdiv float"),
        "{text}"
    );
}

/// Depth comparisons with a bias or gradients are shader model 6.8's `SampleCmpBias`
/// and `SampleCmpGrad` (the comparison value first, gradients in three lanes, an array
/// texture's offsets), one at a level 6.7's `SampleCmpLevel` (at the constant level 0
/// still `SampleCmpLevelZero`): the module is translated for 6.8, with DXC's shader
/// flags (advanced texture ops, bit 34; comparisons with a gradient or bias, bit 37).
#[test]
fn comparisons_with_levels_biases_and_gradients_raise_the_shader_model() {
    let bytes = std::fs::read(fixture("compare_levels.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let container = compiled.container().unwrap();
    if let Some(why) = common::dxv_rejection(container) {
        panic!("compare_levels: dxv: {why}");
    }
    let text = dxil_emit::disassemble(container).unwrap();
    for (op, n) in [
        ("@dx.op.sampleCmpBias.f32(i32 255,", 1),
        ("@dx.op.sampleCmpLevel.f32(i32 224,", 1),
        ("@dx.op.sampleCmpGrad.f32(i32 254,", 2),
        ("@dx.op.sampleCmpLevelZero.f32(i32 65,", 1),
        ("i32 1, i32 -1, i32 undef, float 2.500000e-01", 1),
    ] {
        assert_eq!(text.matches(op).count(), n, "{op}:\n{text}");
    }
    assert!(text.contains("!{!\"ps\", i32 6, i32 8}"), "{text}");
    let flags = dxil_model::read_dxil_info(compiled.module())
        .unwrap()
        .entry
        .shader_flags;
    assert_eq!(flags & (1 << 34 | 1 << 37), 1 << 34 | 1 << 37, "{flags:#x}");
}

/// Each atomic operation of a container's code: the DXIL opcode, the `AtomicBinOpCode`
/// (none for a compare-exchange) and how many coordinates are not `undef`.
fn atomics(compiled: &dxil_emit::Compiled) -> Vec<(u32, Option<i128>, usize)> {
    let m = compiled.module();
    let defined = |a: &[dxil_ir::Value]| a.iter().filter(|v| !m.is_undef_or_poison(**v)).count();
    common::op_calls(m)
        .into_iter()
        .filter_map(|(name, args)| {
            if name.starts_with("dx.op.atomicBinOp") {
                Some((78, m.const_int(args[2]), defined(&args[3..6])))
            } else if name.starts_with("dx.op.atomicCompareExchange") {
                Some((79, None, defined(&args[2..5])))
            } else {
                None
            }
        })
        .collect()
}

#[test]
fn image_atomics_address_their_texels_by_every_coordinate() {
    compile("image_atomics");
    let bytes = std::fs::read(fixture("image_atomics.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    // Add on a 2D image (x, y), signed max on a 2D array (x, y, slice), compare and
    // swap (x, y), or on a buffer image (the index), exchange on a 3D image (x, y, z),
    // signed min on the array (x, y, a run-time slice).
    assert_eq!(
        atomics(&compiled),
        [
            (78, Some(0), 2),
            (78, Some(5), 3),
            (79, None, 2),
            (78, Some(2), 1),
            (78, Some(8), 3),
            (78, Some(4), 3)
        ]
    );
}

#[test]
fn subpass_inputs_are_textures_read_at_the_pixel() {
    check(
        "subpass_inputs",
        &[
            ("color", TEXTURE, TEX2D, 0, 1, 0),
            ("samples", TEXTURE, TEX2DMS, 1, 1, 0),
        ],
    );
    // Each read at int2(SV_Position.xy): the input the shader did not declare.
    let bytes = std::fs::read(fixture("subpass_inputs.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let info = dxil_model::read_dxil_info(compiled.module()).unwrap();
    let inputs: Vec<&str> = info
        .entry
        .inputs
        .iter()
        .map(|e| e.semantic_name.as_str())
        .collect();
    assert_eq!(inputs, ["SV_Position"]);
}

#[test]
fn level_of_detail_queries_are_calculate_lod_clamped_and_not() {
    compile("query_lod");
    let bytes = std::fs::read(fixture("query_lod.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let m = compiled.module();
    // (clamped, the coordinates given): two per query, x and y only.
    let got: Vec<(Option<i128>, usize)> = common::op_calls(m)
        .into_iter()
        .filter(|(name, _)| name.starts_with("dx.op.calculateLOD"))
        .map(|(_, args)| {
            let given = args[3..6]
                .iter()
                .filter(|v| !m.is_undef_or_poison(**v))
                .count();
            (m.const_int(args[6]), given)
        })
        .collect();
    assert_eq!(
        got,
        [(Some(-1), 2), (Some(0), 2), (Some(-1), 2), (Some(0), 2)]
    );
}

#[test]
fn min_lod_is_the_sample_ops_clamp() {
    compile("min_lod");
    let bytes = std::fs::read(fixture("min_lod.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let m = compiled.module();
    let clamps: Vec<(String, f32)> = common::op_calls(m)
        .into_iter()
        .filter(|(name, _)| name.starts_with("dx.op.sample"))
        .filter_map(|(name, args)| match args.last() {
            Some(dxil_ir::Value::Const(k)) => match m.consts.get(*k) {
                dxil_ir::ConstData::Float { bits, .. } => Some((
                    name.split('.').nth(2).unwrap().to_string(),
                    f32::from_bits(*bits as u32),
                )),
                _ => None,
            },
            _ => None,
        })
        .collect();
    let want: Vec<(String, f32)> = [
        ("sample", 1.5),
        ("sampleBias", 2.0),
        ("sampleGrad", 3.0),
        ("sampleCmp", 1.0),
    ]
    .iter()
    .map(|(n, v)| (n.to_string(), *v))
    .collect();
    assert_eq!(clamps, want);
    // A clamp needs tiled resources (shader flag 12), as DXC declares it.
    let info = dxil_model::read_dxil_info(m).unwrap();
    assert_ne!(info.entry.shader_flags & (1 << 12), 0);
}

#[test]
fn a_projective_comparison_divides_its_reference_by_q() {
    compile("proj_dref");
    let bytes = std::fs::read(fixture("proj_dref.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let m = compiled.module();
    let body = m
        .functions
        .iter()
        .find_map(|(_, f)| f.body.as_ref())
        .unwrap();
    // SampleCmp's and SampleCmpLevelZero's coordinates (operands 3, 4) and comparison
    // value (10) are each a quotient.
    let divided = |v: &dxil_ir::Value| {
        matches!(v, dxil_ir::Value::Inst(i) if matches!(
            body.insts[*i].kind,
            dxil_ir::InstKind::Binary { op: dxil_ir::BinOp::FDiv, .. }
        ))
    };
    let compares: Vec<bool> = common::op_calls(m)
        .iter()
        .filter(|(name, _)| name.starts_with("dx.op.sampleCmp"))
        .map(|(_, args)| divided(&args[3]) && divided(&args[4]) && divided(&args[10]))
        .collect();
    assert_eq!(compares, [true, true]);
}

#[test]
fn sparse_reads_check_their_status() {
    compile("sparse");
    let bytes = std::fs::read(fixture("sparse.spv")).unwrap();
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    let m = compiled.module();
    // Each of the six reads (sample, level, fetch, gather, storage load, comparison)
    // has its status checked; reading it means tiled resources (shader flag 12).
    let checks = common::op_calls(m)
        .iter()
        .filter(|(name, _)| name.starts_with("dx.op.checkAccessFullyMapped"))
        .count();
    assert_eq!(checks, 6);
    let info = dxil_model::read_dxil_info(m).unwrap();
    assert_ne!(info.entry.shader_flags & (1 << 12), 0);
}
