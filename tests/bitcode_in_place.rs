//! The facade writes bitcode into the module it lowered, without copying it: the bytes
//! must be those `write_module` gives for a copy of the same lowered module, and the
//! module left behind (typed pointers now) must print as DXIL text that parses and
//! verifies.

use crate::common;

use dxil_emit::{compile, EmitKind, Options};

#[test]
fn bitcode_written_in_place_equals_bitcode_of_a_copy() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/saxpy.ll");
    let mut inputs = vec![std::fs::read_to_string(path).unwrap()];
    if let Some(shared) = common::shared() {
        for f in common::files(&shared.join("corpus/ll"), ".ll") {
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            if name.starts_with("cs_") {
                inputs.push(std::fs::read_to_string(&f).unwrap());
            }
        }
    }
    let lowered = Options {
        emit: EmitKind::Text,
        ..Default::default()
    };
    let bitcode = Options {
        emit: EmitKind::Bitcode,
        ..Default::default()
    };
    for text in &inputs {
        let as_text = compile(text, &lowered).unwrap();
        let copy_written = dxil_bitcode::write_module(as_text.module()).unwrap();
        let in_place = compile(text, &bitcode).unwrap();
        assert_eq!(in_place.bitcode(), Some(&copy_written[..]));
        // The module left typed prints as DXC's -Fc does, and reads back.
        let typed_text = in_place.dxil_text();
        assert!(typed_text.contains("%dx.types.Handle = type { i8* }"));
        let reparsed = dxil_parser::parse(&typed_text).unwrap();
        assert!(dxil_ir::verify(&reparsed.module).is_ok(), "{typed_text}");
    }
}
