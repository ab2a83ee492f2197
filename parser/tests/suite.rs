//! This crate's integration tests, one binary: each file in `tests/` is a module here,
//! linked once instead of once per file.
//! Run one file's tests with `cargo test -p dxil-parser --test suite NAME::`.

mod common;

mod hostile;
mod inputs;
mod intrinsic_names;
mod roundtrip_prop;
mod snapshots;
mod streaming;
mod verify_corpus;
mod verify_invalid;
mod verify_mutations;
