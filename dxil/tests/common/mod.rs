//! Helpers for the DXIL model's tests: the shared reference material and printed IR.

#![allow(unused_imports)] // each test uses some of them

pub use dxil_test_support::ir_text::{declare_text, struct_body_text, type_text};
pub use dxil_test_support::{dxc_printed_modules as dxc_ll_files, shared_dir};
