//! Rewrites the passes share or call as steps (and DXC's trimming after lowering).

pub mod block_split;
pub mod cbuffer_memcpy;
pub mod cbuffer_rows;
pub mod const_gep;
pub mod dead_bindings;
pub mod dead_metadata;
pub mod entry_signatures;
pub mod float_intrinsics;
pub mod handle_selects;
pub mod handle_to_index;
pub mod inline_functions;
pub mod integer_intrinsics;
pub mod local_handle_arrays;
pub mod memcpy_expansion;
pub mod narrow_int_promotion;
pub mod pointer_choices;
pub mod pointer_selects;
pub mod resource_atomics;
pub mod resource_pointer_merge;
pub mod semantic_signatures;
pub mod split_struct_globals;
pub mod type_annotations;
pub mod undef_operands;
pub mod unused_resources;
pub mod vector_reductions;
pub mod wide_accesses;
