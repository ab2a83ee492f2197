//! This crate's integration tests, one binary: each file in `tests/` is a module here,
//! linked once instead of once per file; `malformed` and `reader_malformed` stay apart:
//! they install a counting global allocator.
//! Run one file's tests with `cargo test -p dxil-bitcode --test suite NAME::`.

mod common;
mod reader_support;

mod bcanalyzer;
mod corpus_roundtrip;
mod debug_info;
mod encoding;
mod llvm_reads_what_we_wrote;
mod reader_constructs;
mod reader_corpus;
mod reader_debug_loc;
mod reader_roundtrip;
mod reader_vs_dxc_text;
mod roundtrip_prop;
mod writer_corpus;
mod writer_handbuilt;
