//! Analyses the passes share: block order, lane alignment, summaries merged along calls, resources, shader flags, view-ID state, uses, GEP offsets, intrinsics, semantics and signature packing, value names.

pub mod block_order;
pub mod callee_summaries;
pub mod cbuffer_layout;
pub mod entry_attributes;
pub mod gep_offset;
pub mod gep_source_types;
pub mod intrinsic_op_rules;
pub mod intrinsics;
pub mod io_calls;
pub mod lane_alignment;
pub mod layout_departures;
pub mod resource_map;
pub mod shader_flags;
pub mod signature_packing;
pub mod use_table;
pub mod value_names;
pub mod view_id_state;
