//! SPIR-V resources through the binding map: the default (set s, binding b → space s,
//! register b), a map read from a JSON file, the (set, binding) each resource of the
//! container came from (`Compiled::spirv_bindings`), and binding-map files that are
//! refused with the file's name and what is wrong.

use dxil_emit::spirv::{BoundResource, D3dBinding, ResourceClass};
use dxil_emit::{binding_map_file, compile_spirv, Options};

/// `tests/spirv/bindings.comp`: In_ (set 0, binding 0, read-only), Out1_ (0, 1) and
/// Out2_ (1, 0).
const MODULE: &[u8] = include_bytes!("spirv/bindings.spv");

fn bound(
    name: &str,
    class: ResourceClass,
    set: u32,
    binding: u32,
    to: (u32, u32),
) -> BoundResource {
    BoundResource {
        name: name.into(),
        class,
        set,
        binding,
        to: D3dBinding {
            space: to.0,
            register: to.1,
        },
        push_constants: false,
    }
}

fn sorted(mut v: Vec<BoundResource>) -> Vec<BoundResource> {
    v.sort_by(|a, b| a.name.cmp(&b.name));
    v
}

#[test]
fn by_default_set_and_binding_are_space_and_register() {
    let compiled = compile_spirv(MODULE, &Options::default()).unwrap();
    assert_eq!(
        sorted(compiled.spirv_bindings().to_vec()),
        vec![
            bound("In_", ResourceClass::Srv, 0, 0, (0, 0)),
            bound("Out1_", ResourceClass::Uav, 0, 1, (0, 1)),
            bound("Out2_", ResourceClass::Uav, 1, 0, (1, 0)),
        ]
    );
}

#[test]
fn a_map_file_moves_resources_and_reflection_reports_where_from() {
    let map = binding_map_file::parse(
        r#"{
            "bindings": [
                { "set": 0, "binding": 1, "space": 4, "register": 1 },
                { "set": 1, "binding": 0, "space": 4, "register": 2, "class": "uav" },
                { "set": 0, "binding": 0, "space": 9, "register": 9, "class": "cbv" }
            ],
            "push_constants": { "space": 3, "register": 5 },
            "num_workgroups": { "space": 0, "register": 7 }
        }"#,
        "map.json",
    )
    .unwrap();
    assert_eq!(
        map.num_workgroups,
        Some(D3dBinding {
            space: 0,
            register: 7
        })
    );
    assert_eq!(
        map.push_constants,
        Some(D3dBinding {
            space: 3,
            register: 5
        })
    );
    let opts = Options {
        spirv_bindings: map,
        ..Options::default()
    };
    let compiled = compile_spirv(MODULE, &opts).unwrap();
    // The cbv-only entry leaves the read-only buffer (an srv) where it was.
    assert_eq!(
        sorted(compiled.spirv_bindings().to_vec()),
        vec![
            bound("In_", ResourceClass::Srv, 0, 0, (0, 0)),
            bound("Out1_", ResourceClass::Uav, 0, 1, (4, 1)),
            bound("Out2_", ResourceClass::Uav, 1, 0, (4, 2)),
        ]
    );
    let reflection = compiled.reflection().unwrap().unwrap();
    let mut d3d: Vec<_> = reflection
        .resources
        .iter()
        .map(|r| (r.name.as_str(), r.class.as_str(), r.space, r.register))
        .collect();
    d3d.sort();
    assert_eq!(
        d3d,
        [
            ("In_", "srv", 0, 0),
            ("Out1_", "uav", 4, 1),
            ("Out2_", "uav", 4, 2)
        ]
    );
}

#[test]
fn an_empty_map_is_the_default() {
    let map = binding_map_file::parse("{}", "empty.json").unwrap();
    assert_eq!(map, dxil_emit::spirv::BindingMap::default());
}

/// The error `text` gets, which must name the file.
fn refused(text: &str) -> String {
    let e = binding_map_file::parse(text, "dir/map.json")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("dir/map.json: "), "{e}");
    e
}

#[test]
fn map_files_that_are_wrong_say_what_is_wrong_and_where() {
    let cases = [
        ("{ bindings }", "key must be a string at line 1 column 3"),
        (
            r#"{"bindings": [{"set": 0, "binding": 1, "space": 2}]}"#,
            "missing field `register`",
        ),
        (
            r#"{"bindings": [{"set": 0, "binding": 1, "space": 2, "register": 3, "class": "tex"}]}"#,
            "unknown variant `tex`",
        ),
        (
            r#"{"bindings": [{"set": -1, "binding": 1, "space": 2, "register": 3}]}"#,
            "invalid value: integer `-1`",
        ),
        (r#"{"binding": []}"#, "unknown field `binding`"),
        (
            r#"{"push_constants": {"space": 0, "register": 0, "size": 4}}"#,
            "unknown field `size`",
        ),
        (
            r#"{"bindings": [
                {"set": 0, "binding": 1, "space": 2, "register": 3},
                {"set": 0, "binding": 1, "space": 2, "register": 4, "class": "uav"},
                {"set": 0, "binding": 1, "space": 5, "register": 6}
            ]}"#,
            "bindings[2] repeats bindings[0] (set 0, binding 1)",
        ),
    ];
    for (text, needle) in cases {
        let e = refused(text);
        assert!(e.contains(needle), "'{needle}' not in: {e}");
    }
    assert!(refused(r#"{"bindings": [{"set": 0}]}"#).contains("line 1 column"));
}

#[test]
fn an_unreadable_map_file_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("absent.json");
    let e = binding_map_file::read(&path).unwrap_err().to_string();
    assert!(
        e.starts_with(&format!(
            "{}: cannot read the binding map: ",
            path.display()
        )),
        "{e}"
    );
}

#[test]
fn push_constants_go_where_the_map_says_and_are_reported_as_such() {
    let module = include_bytes!("spirv/programs/push_constants/shader.spv");
    let mut opts = Options::default();
    opts.spirv_bindings.push_constants = Some(D3dBinding {
        space: 3,
        register: 5,
    });
    let compiled = compile_spirv(module, &opts).unwrap();
    let mut params = bound("params", ResourceClass::Cbv, 0, 0, (3, 5));
    params.push_constants = true;
    assert_eq!(
        sorted(compiled.spirv_bindings().to_vec()),
        vec![params, bound("result", ResourceClass::Uav, 0, 0, (0, 0))]
    );
    let reflection = compiled.reflection().unwrap().unwrap();
    assert!(reflection
        .resources
        .iter()
        .any(|r| (r.class.as_str(), r.space, r.register) == ("cbv", 3, 5)));
}

/// By default push constants take the lowest constant-buffer register of space 0 no
/// uniform block is bound to (`tests/spirv-fixtures/push_and_ubo.comp`: the block at
/// b0, so the push constants at b1); the container is dxv-clean (two cbuffers at one
/// register would not be).
#[test]
fn default_push_constants_step_past_uniform_blocks() {
    let module = include_bytes!("spirv-fixtures/push_and_ubo.spv");
    let compiled = compile_spirv(module, &Options::default()).unwrap();
    let mut pc = bound("pc", ResourceClass::Cbv, 0, 0, (0, 1));
    pc.push_constants = true;
    assert_eq!(
        sorted(compiled.spirv_bindings().to_vec()),
        vec![
            bound("outs", ResourceClass::Uav, 0, 1, (0, 1)),
            pc,
            bound("ubo", ResourceClass::Cbv, 0, 0, (0, 0)),
        ]
    );
    dxil_test_support::assert_dxv_accepts(compiled.container().unwrap(), "push_and_ubo");
}

/// An array of uniform blocks takes a register per block: the push constants step past
/// all of them (`tests/spirv-fixtures/push_and_ubo_array.comp`: b0 and b1 taken, the
/// push constants at b2).
#[test]
fn default_push_constants_step_past_arrays_of_uniform_blocks() {
    let module = include_bytes!("spirv-fixtures/push_and_ubo_array.spv");
    let compiled = compile_spirv(module, &Options::default()).unwrap();
    let mut pc = bound("pc", ResourceClass::Cbv, 0, 0, (0, 2));
    pc.push_constants = true;
    assert_eq!(
        sorted(compiled.spirv_bindings().to_vec()),
        vec![
            bound("outs", ResourceClass::Uav, 0, 2, (0, 2)),
            pc,
            bound("ubos", ResourceClass::Cbv, 0, 0, (0, 0)),
        ]
    );
    dxil_test_support::assert_dxv_accepts(compiled.container().unwrap(), "push_and_ubo_array");
}

/// HLSL resources declared without registers (glslang gives each binding 0): the first
/// of each class keeps register 0, the later ones take the least registers no binding
/// of the set names (`Extra`'s explicit t1 is skipped), and each is reported with the
/// binding it came from; cbuffers are named after their blocks, as HLSL names them.
#[test]
fn unregistered_hlsl_resources_take_free_registers() {
    let module = include_bytes!("spirv-fixtures/hlsl_unregistered.spv");
    let compiled = compile_spirv(module, &Options::default()).unwrap();
    assert_eq!(
        sorted(compiled.spirv_bindings().to_vec()),
        vec![
            bound("Color", ResourceClass::Srv, 0, 0, (0, 0)),
            bound("Depth", ResourceClass::Srv, 0, 0, (0, 2)),
            bound("Extra", ResourceClass::Srv, 0, 1, (0, 1)),
            bound("Frame", ResourceClass::Cbv, 0, 0, (0, 0)),
            bound("Linear", ResourceClass::Sampler, 0, 0, (0, 0)),
            bound("Object", ResourceClass::Cbv, 0, 0, (0, 2)),
        ]
    );
    dxil_test_support::assert_dxv_accepts(compiled.container().unwrap(), "hlsl_unregistered");
}
