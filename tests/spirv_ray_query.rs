//! Inline ray tracing from SPIR-V: `tests/spirv-fixtures/ray_query.comp` (every
//! GL_EXT_ray_query function; `glslangValidator -V --target-env vulkan1.2 ray_query.comp
//! -o ray_query.spv`) compiles to a container dxv accepts, with the acceleration
//! structure an SRV of kind RTAccelerationStructure and the queries DXIL's RayQuery
//! operations: the same ones DXC writes for `ray_query.hlsl`, the shader in HLSL
//! (`dxc -T cs_6_5`), which uses `CandidateObjectToWorld3x4` (186) only where DXC's fast
//! math folds it away. The shader model is raised to 6.5 when a lower one is asked
//! for, and running the container is a clear error, not a panic.
//! `ray_query_variables.comp` (same command) puts queries in Private and Function
//! variables.

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;

fn fixture(name: &str) -> Vec<u8> {
    let spv = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/spirv-fixtures")
        .join(name);
    std::fs::read(spv).unwrap()
}

fn compile(shader_model: Option<(u32, u32)>) -> dxil_emit::Compiled {
    let options = dxil_emit::Options {
        shader_model,
        ..Default::default()
    };
    dxil_emit::compile_spirv(&fixture("ray_query.spv"), &options).unwrap()
}

/// The `dx.op` calls of `text` (DXIL as text): opcode and the operands after it.
fn op_calls(text: &str) -> Vec<(u32, String)> {
    text.lines()
        .filter_map(|l| {
            let at = l.find("@dx.op.")?;
            let args = &l[at..];
            let open = args.find("(i32 ")?;
            let rest = &args[open + 5..];
            let end = rest.find([',', ')'])?;
            let code = rest[..end].parse().ok()?;
            Some((code, rest[end..].to_string()))
        })
        .collect()
}

/// The ray query operations (AllocateRayQuery 178 to RayQuery_Committed
/// InstanceContributionToHitGroupIndex 215) DXC writes for `ray_query.hlsl`, and 186.
const EXPECTED_RAY_QUERY_OPS: &[u32] = &[
    178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196,
    197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 214, 215,
];

#[test]
fn ray_queries_become_dxil_ray_query_operations() {
    let compiled = compile(None);
    let calls = op_calls(&compiled.dxil_text());
    let used: BTreeSet<u32> = calls
        .iter()
        .map(|(c, _)| *c)
        .filter(|c| (178..=215).contains(c))
        .collect();
    let expected: BTreeSet<u32> = EXPECTED_RAY_QUERY_OPS.iter().copied().collect();
    assert_eq!(used, expected);
    // One query, allocated with constant flags 0; the ray's own flags (cull back
    // facing triangles, 0x10) and mask go to TraceRayInline.
    let allocations: Vec<_> = calls.iter().filter(|(c, _)| *c == 178).collect();
    assert_eq!(allocations.len(), 1, "{allocations:?}");
    assert!(allocations[0].1.starts_with(", i32 0)"), "{allocations:?}");
    let trace = calls.iter().find(|(c, _)| *c == 179).unwrap();
    assert!(trace.1.contains("i32 16, i32 255, "), "{trace:?}");
    // Each 4x3 matrix of the committed hit is read whole: rows 0-2 of columns 0-3.
    for op in [188, 189] {
        let cells: BTreeSet<String> = calls
            .iter()
            .filter(|(c, _)| *c == op)
            .map(|(_, rest)| rest.split(", ").skip(2).collect::<Vec<_>>().join(", "))
            .collect();
        let want: BTreeSet<String> = (0..4)
            .flat_map(|col| (0..3).map(move |row| format!("i32 {row}, i8 {col})")))
            .collect();
        assert_eq!(cells, want, "opcode {op}");
    }
}

#[test]
fn ray_query_containers_validate_with_the_acceleration_structure_as_an_srv() {
    let compiled = compile(None);
    let container = compiled.container().unwrap();
    if let Some(why) = common::dxv_rejection(container) {
        panic!("dxv: {why}");
    }
    let text = compiled.dxil_text();
    assert!(
        text.contains("ResourceProperties { i32 16, i32 0 }"),
        "the acceleration structure is not annotated as RTAccelerationStructure"
    );
    let Some(dxreflect) = common::shared().and_then(|s| common::dxreflect(&s)) else {
        return;
    };
    let reflection = common::direct3d_reflection(&dxreflect, container);
    let types: Vec<_> = reflection["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["bindPoint"].clone(), r["type"].clone()))
        .collect();
    // D3D_SIT_RTACCELERATIONSTRUCTURE (12) at t0; the output RWStructuredBuffer (6) at u1.
    assert!(types.contains(&(0.into(), 12.into())), "{reflection}");
}

/// `ray_query_variables.comp`: a query in a Private variable and one in a called
/// function's own variable (each its own allocation), the acceleration structure passed
/// as an argument (bound at t3, space 1: set 1, binding 3).
#[test]
fn ray_queries_in_private_and_function_variables_validate() {
    let bytes = fixture("ray_query_variables.spv");
    let compiled = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default()).unwrap();
    if let Some(why) = common::dxv_rejection(compiled.container().unwrap()) {
        panic!("dxv: {why}");
    }
    let calls = op_calls(&compiled.dxil_text());
    assert_eq!(calls.iter().filter(|(c, _)| *c == 178).count(), 2);
    assert_eq!(calls.iter().filter(|(c, _)| *c == 179).count(), 2);
    assert!(calls.iter().any(|(c, _)| *c == 181), "no Abort");
    let bound = compiled.spirv_bindings();
    assert!(
        bound
            .iter()
            .any(|b| b.set == 1 && b.binding == 3 && b.to.space == 1 && b.to.register == 3),
        "{bound:?}"
    );
}

#[test]
fn a_lower_shader_model_is_raised_to_6_5_for_ray_queries() {
    let compiled = compile(Some((6, 0)));
    let text = compiled.dxil_text();
    assert!(
        text.contains("!{!\"cs\", i32 6, i32 5}"),
        "not shader model 6.5"
    );
    // Before 6.6 handles come from createHandle (57), not from bindings.
    assert!(op_calls(&text).iter().any(|(c, _)| *c == 57));
    if let Some(why) = common::dxv_rejection(compiled.container().unwrap()) {
        panic!("dxv: {why}");
    }
}

#[test]
fn running_a_ray_query_container_is_a_clear_error() {
    let compiled = compile(None);
    let pipeline = "---
Shaders:
  - Stage: Compute
    Entry: main
Buffers:
  - Name: Out
    Format: Float32
    Stride: 4
    FillSize: 2048
DescriptorSets:
  - Resources:
    - Name: Out
      Kind: RWStructuredBuffer
      DirectXBinding:
        Register: 1
        Space: 0
...
";
    let opts = dxil_emit::exec::RunOptions::default();
    let msg = match dxil_emit::exec::run_test(pipeline, compiled.container().unwrap(), &opts) {
        Ok(_) => panic!("a ray query container ran"),
        Err(e) => e.to_string(),
    };
    assert!(
        msg.contains("AllocateRayQuery") && msg.contains("cannot trace rays"),
        "{msg}"
    );
}
