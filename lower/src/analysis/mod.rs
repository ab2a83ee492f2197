//! Analyses only the passes share: block order, lane alignment, cbuffer layouts, entry
//! attributes, uses, GEP offsets, the intrinsic-to-op table, layout departures,
//! signature packing, value names. Analyses the container parts and the validator read
//! too (resources, shader flags, view-ID state, I/O calls, intrinsics) are
//! `dxil-analysis`'s.

pub mod block_order;
pub mod cbuffer_layout;
pub mod entry_attributes;
pub mod gep_offset;
pub mod gep_source_types;
pub mod intrinsic_op_rules;
pub mod lane_alignment;
pub mod layout_departures;
pub mod signature_packing;
pub mod use_table;
pub mod value_names;
