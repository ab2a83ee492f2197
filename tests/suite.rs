//! The end-to-end tests, one binary: each file in `tests/` is a module here. Linked once
//! instead of once per file, the suite builds faster and its target directory stays a
//! fraction of the size (sixty copies of the compiler filled CI's disk).
//! `compile_growth` stays its own binary: it counts allocations with a global allocator.
//! Run one file's tests with `cargo test --test suite NAME::`.

mod common;
mod resource_support;

mod architecture_dependencies;
mod assemble_dxc;
mod bitcode_in_place;
mod clang_dxc_tests;
mod clang_libraries;
mod cli;
mod compile_corpus;
mod compile_fuzz_regressions;
mod corpus_reflection;
mod determinism;
mod dis;
mod dxc_stages;
mod entry_selection;
mod generated_shaders;
mod graphics_signatures;
mod intrinsics;
mod ir_builder;
mod layout_warnings;
mod library_vectors;
mod llvm_container;
mod opcodes_from_the_table;
mod output_manifest;
mod output_quality;
mod programs;
mod readme_embedding;
mod reflect;
mod resource_atomic64_uses;
mod resource_atomics;
mod resource_errors;
mod resource_handle_merges;
mod resource_heap;
mod resource_metadata;
mod resource_non_unique_notes;
mod resource_texture_queries;
mod resource_textures;
mod rts0_offload;
mod run_offload;
mod spirv_bindings;
mod spirv_corpora;
mod spirv_hostile;
mod spirv_images;
mod spirv_matrix_layouts;
mod spirv_offload;
mod spirv_programs;
mod spirv_ray_query;
mod spirv_signatures;
mod spirv_stages;
mod spirv_system_values;
mod spirv_versions;
mod texture_execution;
mod threads;
mod unused_resources;
mod validate;
mod validate_dxc_cases;
mod validate_mutations;
mod validate_older_versions;
mod validate_rule_edits;
mod validate_sweeps;
mod validate_wave_size;
mod view_id_state_dxc;
