//! The C API called from Rust as C calls it: the facade's bytes and errors come
//! through, every failure is a status with a message.

use dxil_emit_capi::*;
use std::ffi::{c_char, CStr};
use DxilEmitStatus::*;

/// What an entry point delivered: status, data and message (the result freed).
fn delivered(
    call: impl FnOnce(*mut *mut DxilEmitResult) -> DxilEmitStatus,
) -> (DxilEmitStatus, Vec<u8>, String) {
    let mut out = std::ptr::null_mut();
    let status = call(&mut out);
    assert!(
        !out.is_null(),
        "every call with a place for it gets a result"
    );
    unsafe {
        assert_eq!(dxil_emit_result_status(out), status);
        let mut len = 0;
        let data = std::slice::from_raw_parts(dxil_emit_result_data(out, &mut len), len).to_vec();
        let message = CStr::from_ptr(dxil_emit_result_message(out))
            .to_string_lossy()
            .into_owned();
        dxil_emit_result_free(out);
        (status, data, message)
    }
}

/// Compiles `ir` with default options but for the source name `a.ll`.
fn compile(ir: &[u8]) -> (DxilEmitStatus, Vec<u8>, String) {
    let options = dxil_emit_options_new();
    let status = unsafe { dxil_emit_options_set_source_name(options, c"a.ll".as_ptr()) };
    assert_eq!(status, DXIL_EMIT_OK);
    let r = delivered(|out| unsafe {
        dxil_emit_compile(options, ir.as_ptr().cast::<c_char>(), ir.len(), out)
    });
    unsafe { dxil_emit_options_free(options) };
    r
}

const SAXPY: &str = include_str!("../../examples/saxpy.ll");

#[test]
fn compile_gives_the_facade_s_container() {
    let (status, data, message) = compile(SAXPY.as_bytes());
    assert_eq!((status, message.as_str()), (DXIL_EMIT_OK, ""));
    let expected = dxil_emit::compile(SAXPY, &Default::default()).unwrap();
    assert!(data == expected.container().unwrap(), "the facade's bytes");
}

#[test]
fn compile_errors_are_rendered_at_their_place() {
    let ir = "define void @main() {\n  %1 = frob i32 0\n}\n";
    let (status, data, message) = compile(ir.as_bytes());
    assert_eq!(status, DXIL_EMIT_ERROR_INPUT);
    assert!(data.is_empty());
    let e = dxil_emit::compile(ir, &Default::default()).unwrap_err();
    assert_eq!(message, dxil_emit::diagnostic::render_error("a.ll", ir, &e));
    assert!(message.starts_with("a.ll:2:"), "{message}");
}

#[test]
fn compile_refuses_bad_arguments_with_a_message() {
    let (status, _, message) = compile(b"define void @m\xff() {}");
    assert_eq!(status, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
    assert!(message.starts_with("ir is not UTF-8"), "{message}");
    let ir = SAXPY.as_ptr().cast::<c_char>();
    let (status, _, message) =
        delivered(|out| unsafe { dxil_emit_compile(std::ptr::null(), ir, SAXPY.len(), out) });
    assert_eq!(
        (status, message.as_str()),
        (DXIL_EMIT_ERROR_INVALID_ARGUMENT, "options is NULL")
    );
    let options = dxil_emit_options_new();
    let status = unsafe { dxil_emit_compile(options, ir, SAXPY.len(), std::ptr::null_mut()) };
    assert_eq!(status, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
    unsafe { dxil_emit_options_free(options) };
}

#[test]
fn reflect_validate_and_disassemble_a_container() {
    let container = dxil_emit::compile(SAXPY, &Default::default())
        .unwrap()
        .container()
        .unwrap()
        .to_vec();
    let (c, n) = (container.as_ptr(), container.len());
    let (status, json, _) = delivered(|out| unsafe { dxil_emit_reflect(c, n, out) });
    assert_eq!(status, DXIL_EMIT_OK);
    let expected = dxil_emit::reflect::reflect(&container).unwrap().to_json();
    assert_eq!(String::from_utf8(json).unwrap(), expected);

    let (status, json, message) = delivered(|out| unsafe { dxil_emit_validate(c, n, out) });
    assert_eq!((status, message.as_str()), (DXIL_EMIT_OK, ""));
    assert_eq!(
        String::from_utf8(json).unwrap(),
        dxil_emit::validate::validate(&container).to_json()
    );

    let (status, json, message) = delivered(|out| unsafe { dxil_emit_validate(c, 100, out) });
    let v = dxil_emit::validate::validate(&container[..100]);
    assert!(!v.is_valid());
    assert_eq!(status, DXIL_EMIT_ERROR_INPUT);
    assert_eq!(
        (String::from_utf8(json).unwrap(), message),
        (v.to_json(), v.to_text())
    );

    let (status, text, _) = delivered(|out| unsafe { dxil_emit_disassemble(c, n, out) });
    assert_eq!(status, DXIL_EMIT_OK);
    assert_eq!(
        String::from_utf8(text).unwrap(),
        dxil_emit::disassemble(&container).unwrap()
    );
}

#[test]
fn unreadable_containers_are_input_errors() {
    let garbage = b"not a container";
    let (g, n) = (garbage.as_ptr(), garbage.len());
    for call in [dxil_emit_reflect, dxil_emit_disassemble] {
        let (status, data, message) = delivered(|out| unsafe { call(g, n, out) });
        assert_eq!(status, DXIL_EMIT_ERROR_INPUT);
        assert!(data.is_empty());
        assert!(message.starts_with("error: "), "{message}");
    }
    let (status, _, message) =
        delivered(|out| unsafe { dxil_emit_reflect(std::ptr::null(), 0, out) });
    assert_eq!(
        (status, message.as_str()),
        (DXIL_EMIT_ERROR_INVALID_ARGUMENT, "container is NULL")
    );
}

#[test]
fn options_and_results_may_cross_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<DxilEmitOptions>();
    send_sync::<DxilEmitResult>();
}

/// `tests/spirv/bindings.comp` of the main crate.
const SPIRV: &[u8] = include_bytes!("../../tests/spirv/bindings.spv");

/// Compiles `spirv` as `x.spv` with the binding map `map` (JSON), if given.
fn compile_spirv(spirv: &[u8], map: Option<&str>) -> (DxilEmitStatus, Vec<u8>, String) {
    let options = dxil_emit_options_new();
    unsafe {
        let status = dxil_emit_options_set_source_name(options, c"x.spv".as_ptr());
        assert_eq!(status, DXIL_EMIT_OK);
        if let Some(map) = map {
            let status = dxil_emit_options_set_spirv_binding_map(
                options,
                map.as_ptr().cast::<c_char>(),
                map.len(),
            );
            assert_eq!(status, DXIL_EMIT_OK);
        }
    }
    let r = delivered(|out| unsafe {
        dxil_emit_compile_spirv(options, spirv.as_ptr(), spirv.len(), out)
    });
    unsafe { dxil_emit_options_free(options) };
    r
}

#[test]
fn compile_spirv_gives_the_facade_s_container_with_the_map_applied() {
    let map = r#"{"bindings": [{"set": 0, "binding": 1, "space": 4, "register": 1}]}"#;
    let (status, data, message) = compile_spirv(SPIRV, Some(map));
    assert_eq!((status, message.as_str()), (DXIL_EMIT_OK, ""));
    let opts = dxil_emit::Options {
        spirv_bindings: dxil_emit::binding_map_file::parse(map, "m").unwrap(),
        ..Default::default()
    };
    let expected = dxil_emit::compile_spirv(SPIRV, &opts).unwrap();
    assert!(data == expected.container().unwrap(), "the facade's bytes");
    let moved = expected
        .spirv_bindings()
        .iter()
        .find(|b| b.name == "Out1_")
        .unwrap();
    assert_eq!((moved.to.space, moved.to.register), (4, 1));
    let (_, default, _) = compile_spirv(SPIRV, None);
    assert!(default != data, "the map changes the container");
}

#[test]
fn compile_spirv_errors_name_the_module() {
    let (status, data, message) = compile_spirv(&SPIRV[..SPIRV.len() - 2], None);
    assert_eq!(status, DXIL_EMIT_ERROR_INPUT);
    assert!(data.is_empty());
    assert!(
        message.starts_with("x.spv: error: not a valid SPIR-V binary"),
        "{message}"
    );
    let options = dxil_emit_options_new();
    let (status, _, message) =
        delivered(|out| unsafe { dxil_emit_compile_spirv(options, std::ptr::null(), 4, out) });
    unsafe { dxil_emit_options_free(options) };
    assert_eq!(
        (status, message.as_str()),
        (DXIL_EMIT_ERROR_INVALID_ARGUMENT, "spirv is NULL")
    );
}

#[test]
fn a_bad_binding_map_is_refused_with_its_reason() {
    let options = dxil_emit_options_new();
    let map =
        r#"{"bindings": [{"set": 0, "binding": 1, "space": 4, "register": 1, "class": "tex"}]}"#;
    unsafe {
        let status = dxil_emit_options_set_spirv_binding_map(
            options,
            map.as_ptr().cast::<c_char>(),
            map.len(),
        );
        assert_eq!(status, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
        let error = CStr::from_ptr(dxil_emit_options_error(options))
            .to_str()
            .unwrap();
        assert!(
            error.starts_with("binding map: not a binding map: unknown variant `tex`"),
            "{error}"
        );
        dxil_emit_options_free(options);
    }
}

#[test]
fn spec_constants_are_set_by_id_and_bad_values_refused() {
    let spirv = include_bytes!("../../tests/spirv/programs/spec_constants/shader.spv");
    let options = dxil_emit_options_new();
    unsafe {
        let status = dxil_emit_options_set_spirv_spec_constant(options, 0, c"8".as_ptr());
        assert_eq!(status, DXIL_EMIT_OK);
        let status = dxil_emit_options_set_spirv_spec_constant(options, 2, c"maybe".as_ptr());
        assert_eq!(status, DXIL_EMIT_ERROR_INVALID_ARGUMENT);
        let error = CStr::from_ptr(dxil_emit_options_error(options))
            .to_str()
            .unwrap();
        assert!(error.starts_with("SpecId 2: 'maybe' is not"), "{error}");
    }
    let (status, data, message) = delivered(|out| unsafe {
        dxil_emit_compile_spirv(options, spirv.as_ptr(), spirv.len(), out)
    });
    unsafe { dxil_emit_options_free(options) };
    assert_eq!((status, message.as_str()), (DXIL_EMIT_OK, ""));
    let opts = dxil_emit::Options {
        spirv_specializations: [(0, dxil_emit::spirv::SpecValue::Int(8))].into(),
        ..Default::default()
    };
    let expected = dxil_emit::compile_spirv(spirv, &opts).unwrap();
    assert!(data == expected.container().unwrap(), "the facade's bytes");
}
