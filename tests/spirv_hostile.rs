//! Hostile SPIR-V: truncated modules, ids that do not exist, wrong types, a size that
//! is not whole words, a wrong magic number, and every one-word change of a module.
//! Each gives a container or an error (located in the module where the module decodes),
//! never a panic.

use dxil_emit::spirv::SpirvError;
use dxil_emit::{compile_spirv, Error, Options};

/// `tests/spirv/bindings.comp` as glslang writes it.
const MODULE: &[u8] = include_bytes!("spirv/bindings.spv");

fn words() -> Vec<u32> {
    MODULE
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The word offset of each instruction with `opcode`.
fn instructions(words: &[u32], opcode: u32) -> Vec<usize> {
    let mut at = 5;
    let mut found = Vec::new();
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if words[at] & 0xffff == opcode {
            found.push(at);
        }
        at += count.max(1);
    }
    found
}

/// The error compiling `bytes` gives, caught if it panics.
fn compile_error(bytes: &[u8]) -> Result<Option<Error>, String> {
    std::panic::catch_unwind(|| compile_spirv(bytes, &Options::default()).err()).map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

fn spirv_error(bytes: &[u8]) -> SpirvError {
    match compile_error(bytes) {
        Ok(Some(Error::Spirv(e))) => e,
        other => panic!("expected a SPIR-V error, got {other:?}"),
    }
}

#[test]
fn the_module_compiles() {
    compile_spirv(MODULE, &Options::default()).unwrap();
}

#[test]
fn a_wrong_magic_number_is_named() {
    let mut w = words();
    w[0] = 0x0203_0723 ^ 0xff;
    let e = spirv_error(&bytes(&w));
    assert!(e.to_string().contains("magic number"), "{e}");
}

#[test]
fn bytes_that_are_not_whole_words_are_refused() {
    for extra in 1..4 {
        let mut b = MODULE.to_vec();
        b.extend(std::iter::repeat_n(0u8, extra));
        let e = spirv_error(&b);
        assert!(
            e.to_string().contains("whole number of 4-byte words"),
            "{e}"
        );
    }
}

#[test]
fn every_truncation_is_an_error() {
    let w = words();
    for len in 0..w.len() {
        let b = bytes(&w[..len]);
        match compile_error(&b) {
            Ok(Some(_)) => {}
            Ok(None) => panic!("{len} words compiled"),
            Err(p) => panic!("{len} words: panic: {p}"),
        }
    }
}

#[test]
fn an_id_that_does_not_exist_is_located() {
    let w = words();
    let bound = w[3];
    let load = instructions(&w, 61)[0]; // OpLoad: type, result, pointer
    for operand in [1, 3] {
        let mut bad = w.clone();
        bad[load + operand] = bound + 7;
        let e = spirv_error(&bytes(&bad));
        assert_eq!(word_of(&e), Some(load), "{e}");
    }
}

/// The word offset an error names.
fn word_of(e: &SpirvError) -> Option<usize> {
    match e {
        SpirvError::Invalid { at, .. } | SpirvError::Unsupported { at, .. } => at.word,
        _ => None,
    }
}

#[test]
fn a_wrong_type_is_an_error() {
    let w = words();
    // An integer type 7 bits wide: rspirv's reader refuses it, at its byte offset.
    let int = instructions(&w, 21)[0]; // OpTypeInt: result, width, signedness
    let mut bad = w.clone();
    bad[int + 2] = 7;
    let e = spirv_error(&bytes(&bad));
    assert!(e.to_string().contains("at offset"), "{e}");
    // A store of a type (OpTypeVoid's id) rather than a value.
    let void = w[instructions(&w, 19)[0] + 1];
    let store = instructions(&w, 62)[0]; // OpStore: pointer, object
    let mut bad = w.clone();
    bad[store + 2] = void;
    // OpStore has no result id: it is found by its place among the instructions.
    let e = spirv_error(&bytes(&bad));
    assert_eq!(word_of(&e), Some(store), "{e}");
}

#[test]
fn no_one_word_change_panics() {
    let w = words();
    let mut panics = Vec::new();
    for at in 0..w.len() {
        for value in [0, 1, w[at].wrapping_add(1), w[at] ^ 0x8000_0000, u32::MAX] {
            let mut bad = w.clone();
            bad[at] = value;
            if let Err(p) = compile_error(&bytes(&bad)) {
                panics.push(format!("word {at} = {value:#x}: {p}"));
            }
        }
    }
    assert!(panics.is_empty(), "{}", panics.join("\n"));
}

#[test]
fn fuzz_finds_are_errors() {
    // The `compile_spirv` fuzz target's finds, each now a located error: an OpString
    // whose word count runs past the end of the module (rspirv's reader sliced past the
    // end of the bytes); struct types that contain themselves (a uniform block's and a
    // storage buffer's element: the layout and the IR type recursed until the stack
    // overflowed); vectors of 524,290 to 4,093,640,707 components and a store of a
    // 67,108,992-element array (expanded scalar by scalar for minutes, or a 32 GB
    // allocation): the translator's type checks refuse them before translating; a
    // composite constant containing itself through its parts (the translation of
    // constants recursed until the stack overflowed).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions");
    let mut found = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "spv") {
            found += 1;
            let bytes = std::fs::read(&path).unwrap();
            match compile_error(&bytes) {
                Ok(Some(_)) => {}
                Ok(None) => panic!("{}: compiled", path.display()),
                Err(p) => panic!("{}: panic: {p}", path.display()),
            }
        }
    }
    assert!(found > 0, "no .spv in {}", dir.display());
}
