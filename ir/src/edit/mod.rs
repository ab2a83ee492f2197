//! Whole-module edits and queries every stage after the front end shares, one concept
//! per file: constants and metadata nodes made on demand ([`constants`]), functions
//! called or declared ([`declarations`]), the metadata reachable from outside bodies
//! ([`mod@reachable_metadata`]), who uses each function and global
//! ([`mod@symbol_uses`]), and dead functions and globals removed with every handle
//! renumbered ([`mod@remove_symbols`]).
//!
//! Lowering's passes, the container-part builder and the validator all read and edit
//! modules with these; nothing here knows DXIL.

pub mod constants;
pub mod declarations;
pub mod reachable_metadata;
pub mod remove_symbols;
pub mod symbol_uses;

pub use constants::*;
pub use declarations::*;
pub use reachable_metadata::*;
pub use remove_symbols::*;
pub use symbol_uses::*;
