//! The facade keeps no global state: compiling one input from 8 threads at once gives
//! identical bytes.

use crate::common;

#[test]
fn eight_threads_compile_identical_bytes() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/saxpy.ll");
    same_bytes_from_eight_threads(&std::fs::read_to_string(path).unwrap());
}

#[test]
fn eight_threads_assemble_identical_containers() {
    let Some(shared) = common::shared() else {
        return;
    };
    let path = shared.join("dxc-reference/corpus/cs_groupshared_transpose_tile.ll");
    let text = std::fs::read_to_string(path).unwrap();
    let opts = dxil_emit::Options::default();
    assert!(dxil_emit::compile(&text, &opts).is_ok());
    same_bytes_from_eight_threads(&text);
}

fn same_bytes_from_eight_threads(text: &str) {
    let opts = dxil_emit::Options::default();
    let reference = dxil_emit::compile(text, &opts).map(|c| c.output().into_owned());
    if let Ok(bytes) = &reference {
        dxil_test_support::assert_dxv_accepts(bytes, "the container");
    }
    let results: Vec<_> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|_| s.spawn(|| dxil_emit::compile(text, &opts).map(|c| c.output().into_owned())))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for r in results {
        match (&reference, &r) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            _ => panic!("threads disagree on success"),
        }
    }
}

#[test]
fn compile_is_send_and_sync() {
    fn assert_send_sync<T: Send + Sync>(_: T) {}
    assert_send_sync(dxil_emit::compile);
    fn assert_types<T: Send + Sync>() {}
    assert_types::<dxil_emit::Compiled>();
    assert_types::<dxil_emit::Options>();
}
