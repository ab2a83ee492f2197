//! `dxil-lower`: the DirectX passes that turn clang's HLSL IR into DXIL, and the
//! analyses that read a DXIL module's metadata.
#![warn(missing_docs)]

pub mod cbuffer_access;
pub mod cbuffer_memcpy;
pub mod cbuffer_rows;
pub mod clang_pointer_params;
pub mod clang_signature_io;
pub mod const_gep;
pub mod data_scalarization;
pub mod dead_bindings;
pub mod dead_metadata;
pub mod debug_info_types;
pub mod entry_signatures;
pub mod error;
pub mod finalize_linkage;
pub mod flatten_arrays;
pub mod forward_handle_accesses;
pub mod gep_offset;
pub mod gep_source_types;
pub mod handle_to_index;
pub mod hlsl_declarations;
pub mod hlsl_entry_signature;
pub mod hlsl_preprocessor;
pub mod intrinsic_expansion;
pub mod intrinsics;
pub mod legalize;
pub mod memcpy_expansion;
pub mod metadata_info_printer;
pub mod narrow_int_promotion;
pub mod op_lower_intrinsics;
pub mod op_lower_resources;
pub mod pass_manager;
pub mod pipeline;
pub mod pointer_selects;
pub mod post_optimization_validation;
pub mod prepare;
pub mod resource_access;
pub mod resource_atomics;
pub mod resource_implicit_binding;
pub mod resource_map;
pub mod resource_pointer_merge;
pub mod rewrite;
pub mod scalarizer;
pub mod semantic_interpretation;
pub mod semantic_signatures;
pub mod shader_flags;
pub mod signature_io;
pub mod signature_packing;
pub mod signature_printer;
pub mod translate_metadata;
pub mod type_annotations;
pub mod undef_operands;
pub mod unused_resources;
pub mod use_table;
pub mod value_names;
pub mod view_id_state;

// The DXIL model lives in its own crate; these paths keep naming it as before.
pub use dxil_model::metadata as dxil_metadata;
pub use dxil_model::{dx_types, layout, op_table, shader_model};
pub use dxil_model::{read_dxil_info, DxilInfo};
pub use dxil_model::{ShaderKind, ShaderModel};
pub use error::{LowerError, Note};
