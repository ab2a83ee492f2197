//! `dxil_emit::reflect` against Direct3D's own reflection: on every DXC container in
//! ../shared (`../shared/tools/dxc/bin/dxreflect` prints what `D3DReflect` sees), the
//! resource bindings, signature parameters and thread group size we read are the ones
//! Direct3D reads; on our containers, `Compiled::reflection` and `dxil-emit reflect
//! --json` give the same, deterministic JSON.

mod common;

use dxil_emit::reflect::{reflect, Reflection};
use serde_json::Value;
use std::path::Path;

/// (space, register, count, name) of each binding, sorted.
fn bindings_of_ours(r: &Reflection) -> Vec<(u64, u64, u64, String)> {
    let mut v: Vec<_> = r
        .resources
        .iter()
        .map(|b| {
            let count = b.count.map_or(0, u64::from);
            (
                u64::from(b.space),
                u64::from(b.register),
                count,
                b.name.clone(),
            )
        })
        .collect();
    v.sort();
    v
}

fn bindings_of_direct3d(d: &Value) -> Vec<(u64, u64, u64, String)> {
    let mut v: Vec<_> = d["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let count = b["bindCount"].as_u64().unwrap();
            (
                b["space"].as_u64().unwrap(),
                b["bindPoint"].as_u64().unwrap(),
                // Direct3D counts an unbounded range as 0.
                if count == u64::from(u32::MAX) {
                    0
                } else {
                    count
                },
                b["name"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    v.sort();
    v
}

/// (semantic, index, register, mask, read/write mask, stream) of each parameter.
fn parameters_of_ours(
    p: &[dxil_emit::reflect::SignatureParameter],
) -> Vec<(String, u64, u64, u64, u64, u64)> {
    p.iter()
        .map(|e| {
            (
                e.semantic.clone(),
                u64::from(e.index),
                u64::from(e.register),
                u64::from(e.mask),
                u64::from(e.read_write_mask),
                u64::from(e.stream),
            )
        })
        .collect()
}

fn parameters_of_direct3d(d: &Value, key: &str) -> Vec<(String, u64, u64, u64, u64, u64)> {
    d[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let n = |k: &str| e[k].as_u64().unwrap();
            (
                e["semantic"].as_str().unwrap().to_owned(),
                n("index"),
                n("register"),
                n("mask"),
                n("rwMask"),
                n("stream"),
            )
        })
        .collect()
}

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
        if bindings_of_ours(&ours) != bindings_of_direct3d(&d3d) {
            failures.push(format!(
                "{name}: bindings {:?} vs Direct3D's {:?}",
                bindings_of_ours(&ours),
                bindings_of_direct3d(&d3d)
            ));
        }
        for (params, key) in [
            (&ours.inputs, "inputs"),
            (&ours.outputs, "outputs"),
            (&ours.patch_constants, "patchConstants"),
        ] {
            if parameters_of_ours(params) != parameters_of_direct3d(&d3d, key) {
                failures.push(format!("{name}: {key} differ from Direct3D's"));
            }
        }
        let groups: Vec<u64> = d3d["threadGroupSize"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        let ours_groups = ours
            .thread_group_size
            .map_or(vec![0, 0, 0], |g| g.iter().map(|&v| u64::from(v)).collect());
        if groups != ours_groups {
            failures.push(format!(
                "{name}: thread group {ours_groups:?} vs {groups:?}"
            ));
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
