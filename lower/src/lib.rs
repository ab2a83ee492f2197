//! `dxil-lower`: the DirectX passes that turn clang's HLSL IR into DXIL, and the
//! analyses that read a DXIL module's metadata.
#![warn(missing_docs)]

pub mod analysis;
pub mod error;
pub mod frontend;
pub mod pass_manager;
pub mod passes;
pub mod pipeline;
pub mod printers;
pub mod rewrite;
pub mod transforms;

// The modules keep their paths from before they were grouped.
pub use analysis::{
    gep_offset, gep_source_types, intrinsics, resource_map, shader_flags, signature_packing,
    use_table, value_names, view_id_state,
};
pub use frontend::{
    clang_pointer_params, clang_signature_io, debug_info_types, hlsl_declarations,
    hlsl_entry_signature, hlsl_includes, hlsl_preprocessor, hlsl_type_names,
};
pub use passes::{
    cbuffer_access, data_scalarization, finalize_linkage, flatten_arrays, forward_handle_accesses,
    intrinsic_expansion, legalize, op_lower_intrinsics, op_lower_resources,
    post_optimization_validation, prepare, resource_access, resource_implicit_binding, scalarizer,
    signature_io, translate_metadata,
};
pub use printers::{metadata_info_printer, signature_printer};
pub use transforms::{
    block_split, cbuffer_memcpy, cbuffer_rows, const_gep, dead_bindings, dead_metadata,
    entry_signatures, float_intrinsics, handle_selects, handle_to_index, inline_functions,
    integer_intrinsics, local_handle_arrays, memcpy_expansion, narrow_int_promotion,
    pointer_selects, resource_atomics, resource_pointer_merge, semantic_signatures,
    type_annotations, undef_operands, unused_resources, vector_reductions,
};

// The DXIL model lives in its own crate; these paths keep naming it as before.
pub use dxil_model::metadata as dxil_metadata;
pub use dxil_model::{dx_types, layout, op_table, semantic_interpretation, shader_model};
pub use dxil_model::{read_dxil_info, DxilInfo};
pub use dxil_model::{ShaderKind, ShaderModel};
pub use error::{LowerError, Note};
