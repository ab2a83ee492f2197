//! DXIL libraries from clang 22's IR (`tests/libraries`, see its README): what clang
//! can express compiles to containers Microsoft's validator accepts, with one RDAT
//! function record per exported function and entry; what it cannot (ray-tracing
//! entries without their parameters, a library exporting nothing) stops with an error
//! naming the construct, writing nothing.

use dxil_container::{read, FourCC};
use dxil_emit::{compile, Options};
use std::path::PathBuf;

fn source(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/libraries")
        .join(format!("{name}.ll"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// (name, stage) of every function record of a container's RDAT, as `reflect` reads it.
fn functions(container: &[u8]) -> Vec<(String, String)> {
    dxil_emit::reflect::reflect(container)
        .expect("reflects")
        .functions
        .into_iter()
        .map(|f| (f.name, f.stage))
        .collect()
}

/// The expected (name, stage) pairs.
fn named(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, s)| (n.to_string(), s.to_string()))
        .collect()
}

fn compiled(name: &str) -> Vec<u8> {
    let out = compile(&source(name), &Options::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    let bytes = out.container().expect("a container").to_vec();
    dxil_test_support::assert_dxv_accepts(&bytes, name);
    bytes
}

#[test]
fn a_compute_entry_and_an_exported_function() {
    let bytes = compiled("compute_and_export");
    assert_eq!(
        functions(&bytes),
        named(&[("_Z5scalef", "library"), ("cs_main", "compute")])
    );
    let parsed = read(&bytes).unwrap();
    for absent in [FourCC::PSV0, FourCC::ISG1, FourCC::OSG1] {
        assert!(parsed.part(absent).is_none(), "a library has no {absent}");
    }
    assert!(parsed.part(FourCC::VERS).is_some());
}

#[test]
fn ray_generation_and_intersection_entries() {
    let bytes = compiled("raygen_and_intersection");
    assert_eq!(
        functions(&bytes),
        named(&[
            ("_Z4bumpj", "library"),
            ("raygen_main", "raygeneration"),
            ("intersect_main", "intersection")
        ])
    );
}

#[test]
fn libraries_before_6_6_name_resources_by_global() {
    // Before 6.6 a library's handles come from `createHandleForLib` of a global per
    // resource (an array of them for a range), which the resource table names.
    let bytes = compiled("raygen_and_intersection_6_3");
    assert_eq!(
        functions(&bytes),
        named(&[
            ("_Z4bumpj", "library"),
            ("raygen_main", "raygeneration"),
            ("intersect_main", "intersection")
        ])
    );
    let out = compile(&source("resources_6_3"), &Options::default()).unwrap();
    dxil_test_support::assert_dxv_accepts(out.container().unwrap(), "resources_6_3");
    let text = out.dxil_text();
    for line in [
        "@Outs = external constant [4 x %\"RWStructuredBuffer<float>\"]",
        "@Params = external constant %Params",
        "call %dx.types.Handle @dx.op.createHandleForLib.Params(i32 160",
    ] {
        assert!(text.contains(line), "no {line:?} in\n{text}");
    }
    assert!(!text.contains("@dx.op.createHandle("), "{text}");
}

#[test]
fn what_clang_cannot_express_is_an_error() {
    for (name, why) in [
        (
            "miss_without_payload",
            "miss shader 'miss_main' takes 0 parameters where it needs a payload parameter",
        ),
        ("exports_nothing", "the library exports nothing"),
    ] {
        let error = compile(&source(name), &Options::default())
            .err()
            .unwrap_or_else(|| panic!("{name}: compiles"))
            .to_string();
        assert!(error.contains(why), "{name}: {error}");
    }
}
