//! `dxil-merge-element-stores` (ours; LLVM's DirectX backend has no such pass): stores
//! in a row to the components of one typed-buffer element become one store of the
//! element, as DXC writes it ([`crate::transforms::element_store_merging`]).
//! `dxil-emit compile` runs it after `dxil-promote-local-arrays` unless `-O0`, before
//! resource access turns each component store into a read and a write of the element.

use crate::pass_manager::FunctionPass;
use crate::transforms::element_store_merging::merge_element_stores;

/// The pass's name.
pub const NAME: &str = "dxil-merge-element-stores";

/// The `dxil-merge-element-stores` pass.
pub const PASS: FunctionPass = FunctionPass {
    name: NAME,
    edit: |c| {
        merge_element_stores(c);
    },
};
