//! The DirectX passes, one file each, named as `pipeline.rs` and LLVM name them.

pub mod cbuffer_access;
pub mod data_scalarization;
pub mod finalize_linkage;
pub mod flatten_arrays;
pub mod fold_operations;
pub mod forward_handle_accesses;
pub mod forward_local_array_copies;
pub mod intrinsic_expansion;
pub mod legalize;
pub mod merge_element_stores;
pub mod op_lower_intrinsics;
pub mod op_lower_resources;
pub mod post_optimization_validation;
pub mod prepare;
pub mod promote_local_arrays;
pub mod resource_access;
pub mod resource_implicit_binding;
pub mod resource_type_analysis;
pub mod reuse_operations;
pub mod scalarizer;
pub mod signature_io;
pub mod store_output_arrays;
pub mod translate_metadata;
