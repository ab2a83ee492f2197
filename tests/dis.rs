//! `dxil-emit dis`: a container's parts and its module, read back by our own readers.

mod common;

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
