//! Analyses of a module that lowering, the container parts and the validator all read:
//! resources and their handles ([`resource_map`]), shader flags and the features they
//! imply ([`shader_flags`]), the view-ID state ([`view_id_state`]), signature I/O calls
//! ([`io_calls`]), intrinsic calls ([`intrinsics`], [`resource_atomics`]) and summaries
//! merged along calls ([`callee_summaries`]).
//!
//! They read clang's IR before lowering or a DXIL module after it; none edits code
//! (the view-ID state's metadata is written by [`view_id_state::emit`] for the
//! translate-metadata pass).

pub mod callee_summaries;
pub mod error;
pub mod intrinsics;
pub mod io_calls;
pub mod resource_atomics;
pub mod resource_map;
pub mod shader_flags;
pub mod target;
pub mod view_id_state;

pub use error::AnalysisError;
pub use target::Target;
