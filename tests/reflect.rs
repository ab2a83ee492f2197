//! `dxil_emit::reflect` against Direct3D's own reflection: on every DXC container in
//! ../shared (`../shared/tools/dxc/bin/dxreflect` prints what `D3DReflect` sees), the
//! resource bindings, signature parameters and thread group size we read are the ones
//! Direct3D reads; on our containers, `Compiled::reflection` and `dxil-emit reflect
//! --json` give the same, deterministic JSON.

use crate::common;

use dxil_emit::reflect::reflect;
use std::path::Path;

#[test]
fn reflection_reads_what_direct3d_reads_of_dxcs_containers() {
    let Some(shared) = dxil_test_support::shared_dir() else {
        return;
    };
    let Some(dxreflect) = common::dxreflect(&shared) else {
        return;
    };
    let mut files = dxil_test_support::dxc_containers(&shared);
    files.extend(
        dxil_test_support::dxc_stage_containers(&shared)
            .into_iter()
            .filter(|p| !p.to_string_lossy().contains("/lib/")),
    );
    let mut failures = Vec::new();
    for path in &files {
        let name = path.display();
        let ours = match reflect(&std::fs::read(path).unwrap()) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let d3d = common::direct3d_reflection(&dxreflect, &std::fs::read(path).unwrap());
        for d in common::reflection::disagreements(&ours, &d3d) {
            failures.push(format!("{name}: {d}"));
        }
    }
    eprintln!("{} containers reflected", files.len());
    assert!(files.len() >= 300, "only {} containers", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn json_is_deterministic_and_matches_the_cli() {
    let src = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libraries/resources_6_3.ll"),
    )
    .unwrap();
    let compiled = dxil_emit::compile(&src, &dxil_emit::Options::default()).unwrap();
    let r = compiled.reflection().unwrap().unwrap();
    assert_eq!(r.stage, "library");
    let names: Vec<&str> = r.resources.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["Params", "$Globals", "Outs"]);
    assert_eq!(r.resources[2].count, Some(4));
    let cs = r.functions.iter().find(|f| f.name == "cs_main").unwrap();
    assert_eq!(cs.resources, ["Params", "$Globals", "Outs"]);
    let json = r.to_json();
    assert_eq!(json, compiled.reflection().unwrap().unwrap().to_json());
    let keys: Vec<&str> = json
        .lines()
        .filter(|l| l.starts_with("  \""))
        .map(|l| l.trim().split('"').nth(1).unwrap())
        .collect();
    assert_eq!(
        keys,
        [
            "stage",
            "shader_model",
            "entry",
            "thread_group_size",
            "wave_size",
            "required_features",
            "resources",
            "constant_buffers",
            "inputs",
            "outputs",
            "patch_constants",
            "root_signature",
            "functions"
        ]
    );
    let dir = tempfile::tempdir().unwrap();
    let container = dir.path().join("lib.dxil");
    std::fs::write(&container, compiled.container().unwrap()).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
        .args(["reflect", "--json"])
        .arg(&container)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), json + "\n");
}

#[test]
fn reflecting_something_that_is_no_container_is_an_error() {
    let error = reflect(b"not a container").unwrap_err().to_string();
    assert!(error.contains("DXBC"), "{error}");
}

#[test]
fn hostile_containers_are_errors_or_reflections_never_panics() {
    // Found by the `reflect` fuzz target: STAT holds a struct that contains itself.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions");
    for f in common::files(&dir, ".dxil") {
        let bytes = std::fs::read(&f).unwrap();
        if let Ok(r) = reflect(&bytes) {
            let _ = (r.to_json(), r.to_text());
        }
    }
}

#[test]
fn struct_fields_are_named_from_debug_info() {
    // clang-22 -Zi of the corpus' skinning shader, compiled without its HLSL source:
    // the element struct's members are named from the debug information.
    let src = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reflection/skinning_debug_info.ll"),
    )
    .unwrap();
    let compiled = dxil_emit::compile(&src, &dxil_emit::Options::default()).unwrap();
    let r = compiled.reflection().unwrap().unwrap();
    let vertices = r.resources.iter().find(|b| b.name == "Vertices").unwrap();
    let element = vertices.element.as_ref().unwrap();
    let names: Vec<&str> = element.members.iter().map(|m| m.name.as_str()).collect();
    assert!(
        names.starts_with(&["Position"]) && names.contains(&"Normal") && names.contains(&"Skin"),
        "{names:?}"
    );
    let skin = element.members.iter().find(|m| m.name == "Skin").unwrap();
    let indices = &skin.ty.members[0];
    assert_eq!(indices.name, "Indices");
    assert_eq!(indices.ty.scalar.as_deref(), Some("uint"));
}

#[test]
fn root_signature_is_reflected() {
    // `[RootSignature("CBV(b2), DescriptorTable(SRV(t2)), UAV(u1, space=4)")]`, in DXC's
    // container and in ours.
    let Some(shared) = dxil_test_support::shared_dir() else {
        return;
    };
    let dir = shared.join("offload-tests/Feature__RootSignatures__RootDescriptorAndTables");
    let ours = dxil_emit::compile(
        &std::fs::read_to_string(dir.join("clang22.ll")).unwrap(),
        &dxil_emit::Options::default(),
    )
    .unwrap();
    let dxc = std::fs::read(dir.join("dxc.dxil")).unwrap();
    for r in [reflect(&dxc).unwrap(), ours.reflection().unwrap().unwrap()] {
        let rs = r.root_signature.as_ref().expect("a root signature");
        let kinds: Vec<&str> = rs.parameters.iter().map(|p| p.kind.as_str()).collect();
        assert_eq!(kinds, ["cbv", "descriptor_table", "uav"]);
        assert_eq!(
            (rs.parameters[0].register, rs.parameters[0].space),
            (Some(2), Some(0))
        );
        let range = &rs.parameters[1].ranges[0];
        assert_eq!(
            (range.kind.as_str(), range.register, range.count),
            ("SRV", 2, Some(1))
        );
        assert_eq!(
            (rs.parameters[2].register, rs.parameters[2].space),
            (Some(1), Some(4))
        );
        assert!(r.to_text().contains("root signature (version"));
    }
}

#[test]
fn library_functions_carry_ray_tracing_sizes_and_node_identity() {
    let Some(shared) = dxil_test_support::shared_dir() else {
        return;
    };
    let lib = shared.join("dxc-reference/stages/lib");
    let read = |name: &str| reflect(&std::fs::read(lib.join(name)).unwrap()).unwrap();
    // `!{i32 8, i32 10, i32 6, i32 24, i32 7, i32 8, ...}`: closest hit, payload 24
    // bytes, attributes 8.
    let r = read("raytracing_closesthit.dxil");
    let hit = r
        .functions
        .iter()
        .find(|f| f.node.is_none() && f.payload_size.is_some());
    let hit = hit.expect("the closest-hit shader");
    assert_eq!((hit.payload_size, hit.attribute_size), (Some(24), Some(8)));
    // A thread-launch node renamed `new_node_name`, array index 2.
    let r = read("case018_renamed_node_index.dxil");
    let node = r
        .functions
        .iter()
        .find_map(|f| f.node.clone())
        .expect("a node");
    assert_eq!(
        node,
        dxil_emit::reflect::NodeInfo {
            name: "new_node_name".into(),
            index: 2,
            launch: "thread".into()
        }
    );
}
