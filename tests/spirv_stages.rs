//! Geometry, hull, domain, mesh and amplification shaders through SPIR-V
//! (`tests/spirv/stages`, each `.spv` compiled by glslang from the source beside it:
//! `glslangValidator -V X -o X.spv` for GLSL (`--target-env vulkan1.3` for mesh and
//! task shaders), `glslangValidator -D -V -e main -S <stage> --hlsl-iomap
//! -fhlsl_functionality1 X.hlsl -o X.spv` for HLSL).
//!
//! Every module compiles to a container dxv accepts (a tessellation shader given the
//! other stage's module, for what GLSL declares only there); so does every stage
//! shader of Sascha Willems' Vulkan samples (`tests/spirv/outside-stages`, MIT, see
//! its NOTICE.md; GLSL through glslang and HLSL through DXC), which nobody wrote for
//! us. Our own HLSL ones are also compiled by DXC (`../shared/tools/dxc/bin/dxc`, at
//! the same shader model): our signature parts (ISG1, OSG1, PSG1) equal DXC's byte for
//! byte, and the states
//! DXC writes in `!dx.entryPoints` (geometry: input primitive, vertices, streams,
//! topology, instances; hull: control points, domain, partitioning, topology, the
//! patch constant function; domain: domain, control points) are ours.

use crate::common;

use dxil_container::{read, FourCC};
use std::path::{Path, PathBuf};
use std::process::Command;

fn stages_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv/stages")
}

/// Sascha Willems' samples' stage shaders (`tests/spirv/outside-stages/NOTICE.md`).
fn outside_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv/outside-stages")
}

/// Options for module `spv`: its tessellation partner (`X.tesc` ↔ `X.tese`) if it has
/// one.
fn options_for(spv: &Path) -> dxil_emit::Options {
    let name = spv.file_name().unwrap().to_string_lossy().into_owned();
    let partner = [(".tesc.spv", ".tese.spv"), (".tese.spv", ".tesc.spv")]
        .iter()
        .find_map(|(own, other)| name.strip_suffix(own).map(|stem| format!("{stem}{other}")));
    let mut opts = dxil_emit::Options::default();
    if let Some(p) = partner {
        let dir = spv.parent().unwrap();
        let words = dxil_spirv::words(&std::fs::read(dir.join(p)).unwrap()).unwrap();
        opts.spirv_tessellation = dxil_spirv::TessellationOptions::from_partner(&words).unwrap();
    }
    opts
}

fn compile(spv: &Path) -> dxil_emit::Compiled {
    let bytes = std::fs::read(spv).unwrap();
    dxil_emit::compile_spirv(&bytes, &options_for(spv))
        .unwrap_or_else(|e| panic!("{}: {e}", spv.display()))
}

#[test]
fn every_stage_module_compiles_to_a_container_dxv_accepts() {
    let mut modules = common::files(&stages_dir(), ".spv");
    assert!(modules.len() >= 13, "the stage modules are missing");
    let outside = common::files(&outside_dir(), ".spv");
    assert_eq!(
        outside.len(),
        30,
        "Sascha Willems' stage shaders are missing (15 GLSL through glslang, 15 HLSL through DXC)"
    );
    modules.extend(outside);
    for spv in modules {
        let compiled = compile(&spv);
        common::assert_dxv_accepts(compiled.container().unwrap(), &spv.display().to_string());
    }
}

/// The part `fourcc` of a container.
fn part(container: &[u8], fourcc: FourCC) -> Option<Vec<u8>> {
    read(container)
        .unwrap()
        .part(fourcc)
        .map(|p| p.body.to_vec())
}

/// The stage state records of a lowered module's entry (tags 1 to 3), and its patch
/// constant function's name.
fn state_records(module: &dxil_ir::Module) -> Vec<String> {
    let info = dxil_model::read_dxil_info(module).unwrap();
    let mut out: Vec<String> = info
        .entry
        .other_tags
        .iter()
        .filter(|(t, _)| matches!(t, 1..=3))
        .map(|(t, ints)| format!("{t}: {ints:?}"))
        .collect();
    if let Some(f) = info.entry.patch_constant_function {
        out.push(format!("patch constants: {}", module.functions[f].name));
    }
    out
}

#[test]
fn hlsl_stages_keep_dxcs_signatures_and_states() {
    let Some(shared) = common::shared() else {
        return;
    };
    let dxc = shared.join("tools/dxc/bin/dxc");
    for (stem, profile) in [("gs_expand", "gs"), ("hs_tri", "hs"), ("ds_tri", "ds")] {
        let dir = stages_dir();
        let ours = compile(&dir.join(format!("{stem}.spv")));
        let theirs =
            std::env::temp_dir().join(format!("dxil-stages-{stem}-{}.dxil", std::process::id()));
        let theirs_text = theirs.with_extension("ll");
        let status = Command::new(&dxc)
            .args(["-T", &format!("{profile}_6_6"), "-E", "main"])
            .arg(dir.join(format!("{stem}.hlsl")))
            .arg("-Fo")
            .arg(&theirs)
            .arg("-Fc")
            .arg(&theirs_text)
            .output()
            .unwrap();
        assert!(
            status.status.success(),
            "dxc: {}",
            String::from_utf8_lossy(&status.stderr)
        );
        let dxc_bytes = std::fs::read(&theirs).unwrap();
        let dxc_text = std::fs::read_to_string(&theirs_text).unwrap();
        std::fs::remove_file(&theirs).ok();
        std::fs::remove_file(&theirs_text).ok();
        for fourcc in [FourCC::ISG1, FourCC::OSG1, FourCC::PSG1] {
            assert_eq!(
                part(ours.container().unwrap(), fourcc),
                part(&dxc_bytes, fourcc),
                "{stem}: part {fourcc:?} differs from DXC's"
            );
        }
        let text_only = dxil_emit::Options {
            emit: dxil_emit::EmitKind::Text,
            ..Default::default()
        };
        let dxc_module = dxil_emit::compile(&dxc_text, &text_only)
            .unwrap()
            .module()
            .clone();
        let mine = state_records(ours.module());
        assert!(!mine.is_empty(), "{stem}: no state");
        assert_eq!(
            mine.iter()
                .filter(|r| !r.starts_with("patch"))
                .collect::<Vec<_>>(),
            state_records(&dxc_module)
                .iter()
                .filter(|r| !r.starts_with("patch"))
                .collect::<Vec<_>>(),
            "{stem}: the stage state differs from DXC's"
        );
    }
}

/// The functions of a module and the DXIL operations each calls.
fn ops_by_function(module: &dxil_ir::Module) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (_, f) in module.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut ops: Vec<String> = body
            .placed_insts()
            .filter_map(|(_, i)| match &body.insts[i].kind {
                dxil_ir::InstKind::Call {
                    callee: dxil_ir::Value::Function(c),
                    ..
                } => module.functions[*c]
                    .name
                    .strip_prefix("dx.op.")
                    .map(|n| n.split('.').next().unwrap_or(n).to_string()),
                _ => None,
            })
            .collect();
        ops.sort();
        ops.dedup();
        out.push((f.name.to_string(), ops));
    }
    out
}

#[test]
fn a_tessellation_control_entry_becomes_a_main_and_a_patch_constant_function() {
    let compiled = compile(&stages_dir().join("quad.tesc.spv"));
    let functions = ops_by_function(compiled.module());
    let ops = |name: &str| {
        functions
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, o)| o.clone())
            .unwrap_or_else(|| panic!("no function {name}: {functions:?}"))
    };
    let main = ops("main");
    let pcf = ops("main.patch_constants");
    // The control point's outputs in main, the patch's in the patch constant function,
    // which reads the other control points' outputs (after SPIR-V's barrier).
    assert!(main.contains(&"storeOutput".to_string()), "{main:?}");
    assert!(
        !main.contains(&"storePatchConstant".to_string()),
        "{main:?}"
    );
    assert!(
        !main.contains(&"loadOutputControlPoint".to_string()),
        "{main:?}"
    );
    assert!(pcf.contains(&"storePatchConstant".to_string()), "{pcf:?}");
    assert!(
        pcf.contains(&"loadOutputControlPoint".to_string()),
        "{pcf:?}"
    );
    assert!(!pcf.contains(&"storeOutput".to_string()), "{pcf:?}");
    assert!(
        !pcf.contains(&"outputControlPointID".to_string()),
        "{pcf:?}"
    );
}

#[test]
fn glsl_tessellation_without_its_partner_is_a_located_error() {
    for (file, says) in [
        ("quad.tesc.spv", "tessellation domain"),
        ("quad.tese.spv", "control point count"),
    ] {
        let bytes = std::fs::read(stages_dir().join(file)).unwrap();
        let err = dxil_emit::compile_spirv(&bytes, &dxil_emit::Options::default())
            .err()
            .unwrap_or_else(|| panic!("{file} compiled without its partner"))
            .to_string();
        assert!(
            err.contains(says) && err.contains("OpExecutionMode"),
            "{file}: {err}"
        );
    }
}

#[test]
fn mesh_outputs_are_stored_where_the_code_stores_them() {
    let compiled = compile(&stages_dir().join("meshlet.mesh.spv"));
    let functions = ops_by_function(compiled.module());
    let (_, ops) = &functions[0];
    for op in [
        "getMeshPayload",
        "setMeshOutputCounts",
        "storeVertexOutput",
        "storePrimitiveOutput",
        "emitIndices",
    ] {
        assert!(ops.contains(&op.to_string()), "{op} missing: {ops:?}");
    }
    let info = dxil_model::read_dxil_info(compiled.module()).unwrap();
    // Per-primitive: the normal, SV_PrimitiveID and SV_CullPrimitive (a bool).
    let prims: Vec<(&str, u8)> = info
        .entry
        .patch_constants
        .iter()
        .map(|e| (e.semantic_name.as_str(), e.component_type))
        .collect();
    assert_eq!(
        prims,
        [
            ("TEXCOORD", 9),
            ("SV_PrimitiveID", 5),
            ("SV_CullPrimitive", 1)
        ]
    );
}

/// Constant output counts set in a branch (by one thread) are set once at the start,
/// before every output store, as DXIL requires (dxv: "Non-Dominating
/// SetMeshOutputCounts call").
#[test]
fn constant_mesh_output_counts_are_set_before_any_store() {
    let compiled = compile(&stages_dir().join("counts_in_branch.mesh.spv"));
    let text = dxil_emit::disassemble(compiled.container().unwrap()).unwrap();
    // Before the first branch on a condition: on every path, once.
    let set = text
        .find("@dx.op.setMeshOutputCounts(i32 168, i32 24, i32 8)")
        .expect("the counts are set");
    assert!(
        set < text.find("br i1").expect("the branch stays"),
        "{text}"
    );
    assert_eq!(
        text.matches("call void @dx.op.setMeshOutputCounts").count(),
        1,
        "{text}"
    );
}

#[test]
fn an_amplification_shader_dispatches_once_with_its_payload() {
    // meshlet.task: a payload of arrays; early_out.task: a vector in it (copied into
    // the payload's array-only struct before the dispatch).
    let compiled = compile(&stages_dir().join("meshlet.task.spv"));
    let info = dxil_model::read_dxil_info(compiled.module()).unwrap();
    // Thread counts and the payload's size: a uint and 32 of them.
    let state = info
        .entry
        .other_tags
        .iter()
        .find(|(t, _)| *t == 10)
        .map(|(_, v)| v.clone());
    assert_eq!(state, Some(vec![32, 1, 1, 132]));
    // Two `EmitMeshTasksEXT` (one without the payload), one DispatchMesh.
    let compiled = compile(&stages_dir().join("early_out.task.spv"));
    let calls = common::op_calls(compiled.module())
        .iter()
        .filter(|(name, _)| name.starts_with("dx.op.dispatchMesh"))
        .count();
    assert_eq!(calls, 1);
}

#[test]
fn a_per_primitive_input_is_not_interpolated_as_the_mesh_shader_outputs_it() {
    let interpolation = |file: &str, output: bool| {
        let compiled = compile(&stages_dir().join(file));
        let info = dxil_model::read_dxil_info(compiled.module()).unwrap();
        let list = if output {
            &info.entry.patch_constants
        } else {
            &info.entry.inputs
        };
        list.iter()
            .find(|e| e.semantic_name == "TEXCOORD" && e.semantic_indices == [1])
            .map(|e| e.interpolation)
    };
    // Constant (1) on both sides: the mesh shader's primitive output at location 1,
    // the pixel shader's `perprimitiveEXT` input.
    assert_eq!(interpolation("meshlet.mesh.spv", true), Some(1));
    assert_eq!(interpolation("meshlet.frag.spv", false), Some(1));
}
