//! `dxil-emit dis`: a container's parts and its module, read back by our own readers.

use crate::common;

use std::process::Command;

#[test]
fn dis_prints_parts_and_module_of_a_dxc_container() {
    let Some(shared) = common::shared() else {
        return;
    };
    let file = shared.join("dxc-reference/corpus/cs_rwbuffer_float_saxpy.dxil");
    let out = Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
        .arg("dis")
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for needle in [
        "Name:            PSV0",
        "NumThreadsX:     256",
        "HashStatus:      retail (valid)",
        "define void @main()",
        "@dx.op.bufferLoad.f32(i32 68",
        "!dx.entryPoints = !{",
    ] {
        assert!(text.contains(needle), "'{needle}' missing from:\n{text}");
    }
}

#[test]
fn dis_rejects_a_file_that_is_no_container() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("junk.dxil");
    std::fs::write(&f, b"DXBC but not really").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_dxil-emit"))
        .arg("dis")
        .arg(&f)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("offset 0x"),
        "error names the byte offset: {err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// The readers' typed errors reach API users with their offsets: a container cut short
/// is a `ContainerRead` at a byte offset, a bitcode stream cut short a `BitcodeRead` at
/// a bit offset, and both print as the CLI shows them.
#[test]
fn reader_errors_keep_their_kind_and_offset() {
    let ir = include_str!("../examples/saxpy.ll");
    let compiled = dxil_emit::compile(ir, &Default::default()).unwrap();
    let container = compiled.container().unwrap();
    match dxil_emit::disassemble(&container[..container.len() - 9]) {
        Err(dxil_emit::Error::ContainerRead(e)) => {
            assert!(e.offset() > 0 && e.offset() <= container.len(), "{e}");
            assert!(e.to_string().contains("offset"), "{e}");
        }
        other => panic!("expected a container read error, got {other:?}"),
    }
    let bitcode = compiled.bitcode().unwrap();
    match dxil_emit::disassemble(&bitcode[..bitcode.len() / 2]) {
        Err(dxil_emit::Error::BitcodeRead(e)) => {
            assert!(e.bit_offset() > 0, "{e}");
            assert!(e.to_string().contains("bit offset"), "{e}");
        }
        other => panic!("expected a bitcode read error, got {other:?}"),
    }
    match dxil_emit::reflect::reflect(&container[..40]) {
        Err(dxil_emit::reflect::ReflectError::ContainerRead(e)) => assert!(e.offset() <= 40),
        other => panic!("expected a container read error, got {other:?}"),
    }
}
