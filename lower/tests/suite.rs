//! This crate's integration tests, one binary: each file in `tests/` is a module here,
//! linked once instead of once per file.
//! Run one file's tests with `cargo test -p dxil-lower --test suite NAME::`.

mod common;

mod aggregate_phis;
mod corpus_pipeline;
mod element_store_merging;
mod fold_operations;
mod handle_to_index_geps;
mod intrinsic_families;
mod intrinsic_lanes;
mod local_array_copies;
mod local_array_promotion;
mod local_handle_arrays;
mod loop_hints;
mod memory_layout_passes;
mod metadata_numbers;
mod op_lower_use_order;
mod op_table_vs_dxc;
mod output_array_stores;
mod resource_access_shapes;
mod resource_passes;
mod reuse_operations;
mod shader_flags_atomics;
mod shader_flags_heap_atomics;
mod signature_io;
mod staged_inserts;
mod static_promotion;
mod struct_array_allocas;
mod undefined_outputs;
mod validator_legalization;
